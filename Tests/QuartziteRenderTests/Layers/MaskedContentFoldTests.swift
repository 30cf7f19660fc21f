import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestClock
import QuartziteTestSupport
import Testing

/// Masked vector subtrees drawn as one content image (`drawMaskedContent`, issue 16): the plan
/// loses its passes, and the pixels match the general path (passes and composites) within the
/// resampling the fold saves.
/// Each test has its own manual media clock, from 0 s (`MediaClock.current`).
@Suite("Masked vector content folded into one image", .mediaClockPerTest)
struct MaskedContentFoldTests {
    /// The flattened plan of `root` (committed first) on a 120 × 100 canvas.
    func plan(_ root: CALayer, folds: Bool) -> RenderPlan {
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.foldsMaskedContent = folds
        var plan = RenderPlan()
        flattener.flatten(root.committedSnapshot!, at: 0, canvasSize: CGSize(width: 120, height: 100), scale: 1, into: &plan)
        return plan
    }

    /// A filled shape layer drawing `path`, placed at the origin of its superlayer.
    func shape(_ path: CGPath, fill: CGColor = color(0, 0, 0), evenOdd: Bool = false) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        layer.path = path
        layer.fillColor = fill
        layer.fillRule = evenOdd ? .evenOdd : .nonZero
        return layer
    }

    /// A container drawing nothing, at the origin.
    func container() -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        return layer
    }

    /// A diagonal gradient over 80 × 60 points at (20, 20), masked by an ellipse (the way Lottie
    /// draws a gradient fill), under `transform`.
    func gradientScene(_ transform: CATransform3D) -> CALayer {
        let root = rootLayer(120, 100)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 20, width: 80, height: 60)
        gradient.colors = [color(0.9, 0.2, 0.1), color(0.1, 0.3, 0.9, 0.6)]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.transform = transform
        gradient.mask = shape(CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 70, height: 50), transform: nil))
        root.addSublayer(gradient)
        return root
    }

    /// A solid inside two masked containers (Lottie's add mask, then a subtract mask: the
    /// content rectangle with a hole, even-odd), the inner mask at 70 % opacity.
    func solidScene(_ transform: CATransform3D) -> CALayer {
        let root = rootLayer(120, 100)
        let outer = container()
        outer.transform = transform
        outer.mask = shape(CGPath(roundedRect: CGRect(x: 10, y: 10, width: 90, height: 70), cornerWidth: 12, cornerHeight: 12, transform: nil))
        let inner = container()
        let hole = CGMutablePath()
        hole.addRect(CGRect(x: -1, y: -1, width: 122, height: 102))
        hole.addEllipse(in: CGRect(x: 40, y: 30, width: 30, height: 30))
        let subtract = shape(hole, evenOdd: true)
        subtract.opacity = 0.7
        inner.mask = subtract
        let solid = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 100), color(0.2, 0.6, 0.3))
        inner.addSublayer(solid)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        return root
    }

    /// A track matte: a wrapper masked by a container of two shapes (one at half opacity) over a
    /// subtree of a background and two overlapping shapes, one of them fading.
    func matteScene(_ transform: CATransform3D) -> CALayer {
        let root = rootLayer(120, 100)
        let wrapper = container()
        wrapper.transform = transform
        let matte = container()
        matte.addSublayer(shape(CGPath(ellipseIn: CGRect(x: 15, y: 15, width: 60, height: 60), transform: nil)))
        let second = shape(CGPath(rect: CGRect(x: 55, y: 30, width: 50, height: 40), transform: nil))
        second.opacity = 0.5
        matte.addSublayer(second)
        wrapper.mask = matte
        let content = container()
        content.position = CGPoint(x: 3, y: 2)
        content.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 100, height: 70), color(0.95, 0.8, 0.2)))
        let a = shape(CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 50, height: 50), transform: nil), fill: color(0.8, 0.1, 0.3))
        let b = shape(CGPath(rect: CGRect(x: 45, y: 25, width: 50, height: 45), transform: nil), fill: color(0.1, 0.2, 0.8))
        b.opacity = 0.6
        content.addSublayer(a)
        content.addSublayer(b)
        wrapper.addSublayer(content)
        root.addSublayer(wrapper)
        return root
    }

    /// Expects frames `a` and `b` alike but for anti-aliased edges: at most `fraction` of the
    /// pixels beyond 2 levels apart, none beyond a quarter of the range.
    func expectAlikeButForEdges(_ a: Frame, _ b: Frame, fraction: Double = 0.05, _ name: String) {
        let r = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: fraction).compare(
            actual: a.pixels, expected: b.pixels, pixelCount: a.width * a.height)
        #expect(r.matches, "\(name): \(r.differingPixels) pixels beyond 2")
        #expect(r.largestChannelDifference <= 64, "\(name): up to \(r.largestChannelDifference)")
    }

    /// The transforms each scene is drawn under: identity, a scale with a fractional offset (drawn
    /// texel for pixel), and a rotation (resampled).
    static let transforms: [(String, CATransform3D)] = [
        ("identity", CATransform3DIdentity),
        ("scaled, fractional offset", CATransform3DConcat(CATransform3DMakeScale(0.85, 0.9, 1), CATransform3DMakeTranslation(3.3, 4.6, 0))),
        ("rotated", CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DMakeTranslation(15, -10, 0))),
    ]

    func scenes() -> [(String, CALayer)] {
        Self.transforms.flatMap { name, t in
            [("gradient, \(name)", gradientScene(t)), ("solid, \(name)", solidScene(t)), ("matte, \(name)", matteScene(t))]
        }
    }

    @Test("the folded plan has no offscreen pass and one texture quad for the masked subtree")
    func planLosesPasses() {
        for (name, root) in scenes() {
            let folded = plan(root, folds: true)
            let general = plan(root, folds: false)
            #expect(folded.passes.count == 1, "\(name)")
            #expect(general.passes.count >= 3, "\(name)")
            // The root's background, and the one image.
            #expect(folded.quads.count == 2, "\(name)")
            if case .texture = folded.quads[1].content {} else { Issue.record("\(name): not a texture quad") }
        }
    }

    @Test("folded and general frames match: edges within the saved resampling, interiors within rounding")
    func pixelsMatch() {
        let renderer = SoftwareRenderer(threadCount: 2, antialiasing: .perLayer)
        for (name, root) in scenes() {
            var a = Frame(width: 0, height: 0)
            var b = Frame(width: 0, height: 0)
            _ = renderer.render(plan(root, folds: true), into: &a)
            _ = renderer.render(plan(root, folds: false), into: &b)
            #expect(a.width == 120 && a.height == 100)
            // Interiors within 2 levels; anti-aliased edge pixels (a few per cent of the frame) differ
            // by the general path's extra resampling of the mask and the content.
            expectAlikeButForEdges(a, b, name)
        }
    }

    @Test("for the CPU renderer a still fold under any matrix is one image in pass pixels, drawn texel for pixel")
    func stillFoldInPassPixels() {
        let renderer = SoftwareRenderer(threadCount: 1)
        let scenes = scenes()
        for (_, root) in scenes {
            // (A mask that also strokes: a gradient under a shape that only fills is a drawing.)
            ((root.sublayers?.first as? CAGradientLayer)?.mask as? CAShapeLayer)?.strokeColor = color(0, 0, 0)
        }
        for (name, root) in scenes {
            CATransaction.flush()
            let flattener = LayerTreeFlattener()
            flattener.drawsShapesAsDrawings = true
            var plan = RenderPlan()
            flattener.flatten(root.committedSnapshot!, at: 0, canvasSize: CGSize(width: 120, height: 100), into: &plan)
            #expect(plan.passes.count == 1 && plan.quads.count == 2, "\(name)")
            guard case .texture(let index, _) = plan.quads[1].content else {
                Issue.record("\(name): not a texture quad")
                continue
            }
            // Whole pass pixels, no matrix: the image is the pixels.
            let quad = plan.quads[1]
            #expect(plan.sharedStates[quad.sharedStateIndex].transform == CATransform3DIdentity, "\(name)")
            #expect(quad.rect.size == quad.uvRect.size, "\(name)")
            #expect(quad.uvRect.maxX <= Double(plan.textures[index].width) && quad.uvRect.maxY <= Double(plan.textures[index].height))
            #expect(quad.rect.minX == quad.rect.minX.rounded() && quad.rect.minY == quad.rect.minY.rounded(), "\(name)")
            var a = Frame(width: 0, height: 0)
            var b = Frame(width: 0, height: 0)
            _ = renderer.render(plan, into: &a)
            _ = renderer.render(self.plan(root, folds: true), into: &b)
            // The layer-space image resampled differs at anti-aliased edges only (the turned
            // gradient's: 5.3 % of this small frame).
            expectAlikeButForEdges(a, b, fraction: 0.06, name)
        }
    }

    @Test("a fold whose matrix changes from frame to frame keeps its image in the layer's space (resampled, made once)")
    func turningFoldKeepsItsImage() {
        let root = gradientScene(CATransform3DMakeRotation(0.3, 0, 0, 1))
        let gradient = root.sublayers![0]
        (gradient.mask as? CAShapeLayer)?.strokeColor = color(0, 0, 0)  // (not a drawing)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.3
        turn.toValue = 1.3
        turn.duration = 1
        gradient.add(turn, forKey: "turn")
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.drawsShapesAsDrawings = true
        var matrices: [CATransform3D] = []
        var rasterizations: [Int] = []
        var images: [ObjectIdentifier] = []
        for t in [0.2, 0.4, 0.6] {
            var plan = RenderPlan()
            flattener.flatten(root.committedSnapshot!, at: t, canvasSize: CGSize(width: 120, height: 100), into: &plan)
            matrices.append(plan.sharedStates[plan.quads[1].sharedStateIndex].transform)
            rasterizations.append(flattener.statistics.contentRasterizations)
            if case .texture(let index, _) = plan.quads[1].content { images.append(ObjectIdentifier(plan.textures[index])) }
        }
        // The first frame cannot tell it moves: drawn in pass pixels. From the second on, the
        // turn is in the layer's matrix (not in pass pixels), one image for both frames.
        #expect(matrices[0] == CATransform3DIdentity)
        #expect(matrices[1] != CATransform3DIdentity && matrices[1] != matrices[2])
        #expect(rasterizations[2] == 0)  // (The first two may come from the shared cache.)
        #expect(images.count == 3 && images[1] == images[2])
    }

    /// The plan of `root` flattened for the CPU renderer (shapes and folded gradients as
    /// drawings) or as images, and its frame.
    func cpuFrame(_ root: CALayer, drawings: Bool) -> (RenderPlan, Frame) {
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.drawsShapesAsDrawings = drawings
        var plan = RenderPlan()
        flattener.flatten(root.committedSnapshot!, at: 0, canvasSize: CGSize(width: 120, height: 100), into: &plan)
        var frame = Frame(width: 0, height: 0)
        _ = SoftwareRenderer(threadCount: 1).render(plan, into: &frame)
        return (plan, frame)
    }

    @Test("for the CPU renderer a gradient under one shape is a drawing: the gradient painted inside the shape, as the image draws it")
    func gradientDrawings() throws {
        // Axial under a filled ellipse (turned), radial under a stroked one (a gradient stroke).
        let axial = gradientScene(CATransform3DMakeRotation(0.4, 0, 0, 1))
        (axial.sublayers?.first as? CAGradientLayer)?.colors = [color(0.9, 0.2, 0.1), color(0.1, 0.3, 0.9)]
        let radial = gradientScene(CATransform3DIdentity)
        let gradient = try #require(radial.sublayers?.first as? CAGradientLayer)
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.colors = [color(0.1, 0.8, 0.3, 0.8), color(0.9, 0.1, 0.6, 0.8)]
        let ring = try #require(gradient.mask as? CAShapeLayer)
        ring.fillColor = nil
        ring.strokeColor = color(0, 0, 0)
        ring.lineWidth = 8
        // Stops of different alphas: Core Animation's straight interpolation, as the image has it.
        let fading = gradientScene(CATransform3DMakeRotation(-0.3, 0, 0, 1))
        (fading.sublayers?.first as? CAGradientLayer)?.colors = [color(0.9, 0.2, 0.1), color(0.1, 0.3, 0.9, 0.2)]
        for (name, root, stroked) in [("axial", axial, false), ("radial stroke", radial, true), ("axial, alphas differ", fading, false)] {
            let (plan, drawn) = cpuFrame(root, drawings: true)
            let (imagePlan, imaged) = cpuFrame(root, drawings: false)
            #expect(plan.drawings.count == 1 && plan.textures.isEmpty, "\(name)")
            if case .texture = imagePlan.quads.last?.content {} else { Issue.record("\(name): the image path drew no image") }
            switch plan.drawings.first?.commands.first?.operation {
            case .gradientFill: #expect(!stroked, "\(name)")
            case .gradientStroke: #expect(stroked, "\(name)")
            default: Issue.record("\(name): not a gradient drawing")
            }
            // The same gradient: interiors within 2 levels, anti-aliased edges (cairo's at pass
            // resolution against a resampled image's) within a quarter of the range.
            expectAlikeButForEdges(drawn, imaged, name)
            #expect(drawn.pixels != imaged.pixels, "\(name): the drawing was not painted by its own path")
        }
    }

    @Test("for the CPU renderer shapes under masks of one opaque path each are a drawing clipped by the masks' paths")
    func maskedShapesDrawings() throws {
        // The matte scene's content under one mask: an even-odd ring (a Lottie subtract mask),
        // turned; then the same content under the scene's two-shape matte (not a single path).
        func scene(ring: Bool) -> CALayer {
            let root = matteScene(CATransform3DMakeRotation(0.35, 0, 0, 1))
            if ring {
                let hole = CGMutablePath()
                hole.addRect(CGRect(x: 12, y: 12, width: 90, height: 66))
                hole.addEllipse(in: CGRect(x: 40, y: 28, width: 30, height: 30))
                root.sublayers?.first?.mask = shape(hole, evenOdd: true)
            }
            return root
        }
        let (plan, drawn) = cpuFrame(scene(ring: true), drawings: true)
        let (_, imaged) = cpuFrame(scene(ring: true), drawings: false)
        #expect(plan.drawings.count == 1 && plan.textures.isEmpty && plan.passes.count == 1)
        // Every piece's commands (the background and two shapes) clipped by the ring's path.
        let commands = plan.drawings.first?.commands ?? []
        #expect(commands.count == 3 && commands.allSatisfy { $0.clips.count == 1 && $0.clips[0].rule == .evenOdd })
        expectAlikeButForEdges(drawn, imaged, fraction: 0.08, "masked shapes")
        #expect(drawn.pixels != imaged.pixels)
        let (matte, _) = cpuFrame(scene(ring: false), drawings: true)
        #expect(matte.drawings.isEmpty && matte.textures.count == 1)
    }

    @Test("a gradient drawing larger than the painter's scratch is painted in strips of rows, seamlessly")
    func gradientDrawingInStrips() throws {
        // 2,100 × 2,100 pixels of gradient: more than the 4 Mi-pixel scratch, two strips.
        let side = 2_100.0
        let root = rootLayer(side, side)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: side, height: side)
        gradient.colors = [color(0.9, 0.2, 0.1), color(0.1, 0.3, 0.9, 0.6)]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 0.3, y: 1)
        gradient.mask = shape(CGPath(rect: CGRect(x: 10, y: 10, width: side - 20, height: side - 20), transform: nil))
        root.addSublayer(gradient)
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.drawsShapesAsDrawings = true
        var plan = RenderPlan()
        flattener.flatten(root.committedSnapshot!, at: 0, canvasSize: CGSize(width: side, height: side), into: &plan)
        #expect(plan.drawings.count == 1)
        var drawn = Frame(width: 0, height: 0)
        _ = SoftwareRenderer(threadCount: 1).render(plan, into: &drawn)
        // Against the exact colour of each pixel centre, the rows about the strip boundary
        // included: the shape's box is 2,080 pixels wide from row 10, so the first strip holds
        // 4,194,304 / 2,080 = 2,016 rows (10…2,025).
        let stops = [
            GradientStop(location: 0, color: SIMD4(0.9, 0.2, 0.1, 1)), GradientStop(location: 1, color: SIMD4(0.1, 0.3, 0.9, 0.6)),
        ]
        let background = SIMD4<Double>(0.92, 0.92, 0.92, 1)
        for y in [20, 1_000, 2_024, 2_025, 2_026, 2_027, 2_080] {
            for x in [20, 700, 2_080] {
                // The axial position of (x + ½, y + ½) in the unit square: the projection on (0.3, 1).
                let u = (Double(x) + 0.5) / side, v = (Double(y) + 0.5) / side
                let t = (u * 0.3 + v) / (0.09 + 1)
                let c = GradientStop.premultipliedColor(at: t, stops)
                let expected = (SIMD4(c.x, c.y, c.z, c.w) + background * (1 - c.w)) * 255
                let got = SIMD4<Double>(drawn.pixel(x: x, y: y))
                #expect(((got - expected) * (got - expected)).max() <= 4, "(\(x), \(y)): \(got) vs \(expected)")
            }
        }
    }

    @Test("a gradient under a mask that fills and strokes stays an image")
    func gradientImagesRemain() throws {
        let both = gradientScene(CATransform3DIdentity)
        let mask = try #require(both.sublayers?.first?.mask as? CAShapeLayer)
        mask.strokeColor = color(0, 0, 0)
        for root in [both] {
            let (plan, _) = cpuFrame(root, drawings: true)
            #expect(plan.drawings.isEmpty)
            #expect(plan.textures.count == 1)
        }
    }

    @Test("a gradient drawing is clipped to the gradient's bounds where its shape reaches beyond them")
    func gradientDrawingClipped() throws {
        let root = gradientScene(CATransform3DIdentity)
        (root.sublayers?.first as? CAGradientLayer)?.colors = [color(0.9, 0.2, 0.1), color(0.1, 0.3, 0.9)]
        let mask = try #require(root.sublayers?.first?.mask as? CAShapeLayer)
        // 20 points past the gradient's right edge (its bounds are 80 × 60 at (20, 20)).
        mask.path = CGPath(rect: CGRect(x: 5, y: 5, width: 95, height: 50), transform: nil)
        let (plan, frame) = cpuFrame(root, drawings: true)
        #expect(plan.drawings.first?.commands.first?.clips.count == 1)
        let background = frame.pixel(x: 110, y: 50)
        #expect(frame.pixel(x: 90, y: 50) != background)
        #expect(background == frame.pixel(x: 110, y: 5))
    }

    @Test("a translucent masked layer folds when its group is one piece (the piece at the group's opacity), not over two")
    func groupedFolds() throws {
        // The gradient scene's masked layer at 0.4: one piece.
        let single = gradientScene(CATransform3DIdentity)
        let gradient = try #require(single.sublayers?.first)
        gradient.opacity = 0.4
        gradient.addSublayer(CALayer())  // (a sublayer that draws nothing: the group opacity applies)
        // The matte scene's wrapper at 0.4: a group over several pieces.
        let several = matteScene(CATransform3DIdentity)
        try #require(several.sublayers?.first).opacity = 0.4
        let folded = plan(single, folds: true)
        #expect(folded.passes.count == 1)
        let renderer = SoftwareRenderer(threadCount: 1)
        var a = Frame(width: 0, height: 0)
        var b = Frame(width: 0, height: 0)
        _ = renderer.render(folded, into: &a)
        _ = renderer.render(plan(single, folds: false), into: &b)
        expectAlikeButForEdges(a, b, "a group of one piece")
        #expect(plan(several, folds: true).passes.count >= 3)
    }

    @Test("a subtree the fold cannot draw (text, a luminance mask, a group over two pieces) keeps its passes")
    func declines() {
        let luminance = gradientScene(CATransform3DIdentity)
        luminance.sublayers![0].mask!.maskMode = .luminance
        let group = matteScene(CATransform3DIdentity)
        group.sublayers![0].sublayers![0].opacity = 0.5
        let text = rootLayer(120, 100)
        let holder = container()
        let label = CATextLayer()
        label.frame = CGRect(x: 10, y: 10, width: 80, height: 20)
        label.string = "Fold"
        holder.addSublayer(label)
        holder.mask = shape(CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil))
        text.addSublayer(holder)
        for (name, root) in [("luminance", luminance), ("group", group), ("text", text)] {
            #expect(plan(root, folds: true).passes.count >= 3, "\(name)")
        }
    }
}
