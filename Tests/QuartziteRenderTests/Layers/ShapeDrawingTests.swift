import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// Shapes in the CPU renderer's plans are vector drawings of their pass (`QuadContent.drawing`),
/// painted by cairo straight into the pass: nothing rasterized in the layer's space and
/// resampled, whatever the layer's motion.
@Suite("Shapes as drawings")
struct ShapeDrawingTests {
    /// A filled and stroked ellipse layer at (20, 15), 100 × 80 points.
    static func shape(fill: CGColor? = color(0.9, 0.5, 0.1), stroke: CGColor? = color(0.1, 0.2, 0.8), width: Double = 3)
        -> CAShapeLayer
    {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 15, width: 100, height: 80)
        shape.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 90, height: 70), transform: nil)
        shape.fillColor = fill
        shape.strokeColor = stroke
        shape.lineWidth = width
        return shape
    }

    /// A tree with a moving, turning shape and a still one (animations from t = 10, 1 s).
    static func movingAndStill() -> CALayer {
        let root = rootLayer()
        let moving = shape()
        moving.add(GeneratedContentTests.animation("position", from: CGPoint(x: 60, y: 50), to: CGPoint(x: 100, y: 70)), forKey: "move")
        moving.add(GeneratedContentTests.animation("transform.rotation.z", from: 0.0, to: 1.0), forKey: "turn")
        let still = shape(fill: color(0.2, 0.7, 0.3), stroke: nil)
        still.frame = CGRect(x: 0, y: 40, width: 100, height: 80)
        root.addSublayer(still)
        root.addSublayer(moving)
        return root
    }

    /// A CPU frame renderer on `threads` threads; shapes as drawings unless `drawings` is false.
    static func renderer(threads: Int = 1, drawings: Bool = true) -> FrameRenderer {
        let software = SoftwareRenderer(threadCount: threads)
        software.prefersDrawings = drawings
        return FrameRenderer(renderer: software)
    }

    @Test("a moving, turning shape is recorded as a drawing every frame and never rasterized; a still one is kept")
    func recordedNotRasterized() throws {
        let root = Self.movingAndStill()
        let renderer = Self.renderer()
        #expect(renderer.flattener.drawsShapesAsDrawings)
        var recorded: [Int] = []
        for t in [10.1, 10.5, 10.9] {
            _ = try renderer.render(layer: root, size: CGSize(width: 160, height: 120), at: t)
            recorded.append(renderer.flattener.statistics.drawingsRecorded)
            #expect(renderer.flattener.statistics.contentRasterizations == 0)
            let plan = renderer.plan
            #expect(plan.drawings.count == 2)
            #expect(plan.textures.isEmpty)
            for quad in plan.quads {
                guard case .drawing = quad.content else { continue }
                // Drawn in pass pixels: the drawing carries the layer's matrix.
                #expect(plan.sharedStates[quad.sharedStateIndex].transform == CATransform3DIdentity)
            }
        }
        #expect(recorded == [2, 1, 1])
        #expect(renderer.plan.textDump.contains("drawing1"))
    }

    @Test("drawings and images paint a turned shape alike but for the anti-aliasing of its edges")
    func drawingsMatchImages() throws {
        let root = Self.movingAndStill()
        let size = CGSize(width: 160, height: 120)
        let drawn = try Self.renderer().render(layer: root, size: size, at: 10.5)
        let imaged = try Self.renderer(drawings: false).render(layer: root, size: size, at: 10.5)
        let r = ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0).compare(
            actual: drawn.pixels, expected: imaged.pixels, pixelCount: 160 * 120)
        // Edge pixels only (seen in the diff: the turned shape's outline; its 3-point stroke is
        // edges through and through): 5.4 % of the frame, never more than a quarter of the range.
        #expect(r.differingPixels > 0)
        #expect(r.differingPixels < 160 * 120 / 15)
        #expect(r.largestChannelDifference <= 64)
        // The interiors are the same colour.
        #expect(drawn.pixel(x: 20, y: 90) == imaged.pixel(x: 20, y: 90))
    }

    @Test("a translucent shape's fill and stroke are composited as one layer, then faded")
    func translucentShapeIsOneGroup() throws {
        let root = rootLayer(160, 120, color(1, 1, 1))
        let shape = Self.shape(fill: color(1, 0, 0), stroke: color(0, 0, 1), width: 10)
        shape.opacity = 0.5
        root.addSublayer(shape)
        for drawings in [true, false] {
            let frame = try Self.renderer(drawings: drawings).render(layer: root, size: CGSize(width: 160, height: 120), at: 0)
            // (27, 55): 2 points inside the ellipse's left end, under the stroke's inner half:
            // blue over red in the layer, the layer at ½ over white → (½, ½, 1), not blue at ½ over
            // red at ½ over white (¼, ¼, ¾).
            let p = frame.pixel(x: 27, y: 55)
            #expect(abs(Int(p.x) - 128) <= 1 && abs(Int(p.y) - 128) <= 1 && p.z == 255, "drawings \(drawings): \(p)")
            // The fill alone: red at ½ over white.
            let q = frame.pixel(x: 70, y: 55)
            #expect(q.x == 255 && abs(Int(q.y) - 128) <= 1 && abs(Int(q.z) - 128) <= 1, "drawings \(drawings): \(q)")
        }
    }

    @Test("bands on several threads paint the bytes of one thread")
    func bandsAgree() throws {
        let root = Self.movingAndStill()
        let size = CGSize(width: 160, height: 120)
        let one = try Self.renderer(threads: 1).render(layer: root, size: size, at: 10.3)
        let many = try Self.renderer(threads: 5).render(layer: root, size: size, at: 10.3)
        #expect(one.pixels == many.pixels)
    }

    @Test("a region painted alone is that region of the whole canvas, shadows included")
    func regionsAgree() throws {
        let context = CGContext(pixelWidth: 80, pixelHeight: 60)
        context.setShadow(offset: CGSize(width: 6, height: 4), blur: 5, color: color(0, 0, 0, 0.6))
        context.setFillColor(color(0.2, 0.4, 0.9))
        context.fill(CGRect(x: 10, y: 8, width: 40, height: 30))
        let drawing = context.makeDrawing()
        let offset = SIMD2(7, 3)
        let whole = try #require(drawing.image(of: PixelRect(x: 0, y: 0, width: 100, height: 80), offset: offset))
        let region = PixelRect(x: 33, y: 21, width: 40, height: 35)
        let part = try #require(drawing.image(of: region, offset: offset))
        var expected: [UInt8] = []
        for y in region.y..<region.y + region.height {
            let start = (y * 100 + region.x) * 4
            expected += whole.pixels[start..<start + region.width * 4]
        }
        #expect(part.pixels == expected)
        // The shadow is there: right of the fill, outside it.
        #expect(whole.pixels[(20 * 100 + 60) * 4 + 3] > 0)
    }

    @Test("a drawing under a turn, or missing from the table, is drawn magenta and logged")
    func unpaintableDrawings() {
        let context = CGContext(pixelWidth: 8, pixelHeight: 8)
        context.setFillColor(color(0, 1, 0))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        for (transform, index, problem) in [
            (CATransform3DMakeRotation(0.3, 0, 0, 1), 0, "a drawing under a transform other than a whole-pixel translation"),
            (CATransform3DIdentity, 4, "drawing 4 is not in the plan's drawing table"),
        ] {
            var plan = RenderPlan()
            plan.addDrawing(context.makeDrawing())
            plan.beginPass(purpose: .frame, size: PixelSize(width: 8, height: 8), clearColor: .black)
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: plan.state(transform), rect: CGRect(x: 0, y: 0, width: 4, height: 4),
                    content: .drawing(index)))
            let renderer = SoftwareRenderer(threadCount: 1)
            var frame = Frame(width: 0, height: 0)
            let report = renderer.render(plan, into: &frame)
            #expect(report.unsupportedQuads == 1)
            #expect(frame.pixel(x: 1, y: 1) == SIMD4(255, 0, 255, 255))
            #expect(renderer.loggedProblems == [problem])
        }
    }

    @Test("a pass wider than cairo paints (32,767 pixels; images go to 32,768) gets its shapes as images")
    func widePassesKeepImages() throws {
        let root = rootLayer(32_768, 2, nil)
        let shape = Self.shape()
        shape.frame = CGRect(x: 32_600, y: -30, width: 100, height: 80)
        root.addSublayer(shape)
        let renderer = Self.renderer()
        let frame = try renderer.render(layer: root, size: CGSize(width: 32_768, height: 2), at: 0)
        #expect(frame.width == 32_768)
        #expect(renderer.plan.drawings.isEmpty && renderer.plan.textures.count == 1)
        // Drawn: the ellipse's fill crosses the rows near x = 32,650.
        #expect(frame.pixel(x: 32_650, y: 1).w == 255)
    }

    @Test("a drawing moved by whole pixels paints at its offset, inside its rectangle only")
    func translatedDrawing() {
        let context = CGContext(pixelWidth: 16, pixelHeight: 16)
        context.setFillColor(color(0, 1, 0))
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        var plan = RenderPlan()
        plan.addDrawing(context.makeDrawing())
        plan.beginPass(purpose: .frame, size: PixelSize(width: 16, height: 16), clearColor: .black)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(CATransform3DMakeTranslation(3, 2, 0)),
                rect: CGRect(x: 0, y: 0, width: 4, height: 5), content: .drawing(0)))
        var frame = Frame(width: 0, height: 0)
        _ = SoftwareRenderer(threadCount: 1).render(plan, into: &frame)
        #expect(frame.pixel(x: 3, y: 2) == SIMD4(0, 255, 0, 255))
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(0, 255, 0, 255))
        #expect(frame.pixel(x: 7, y: 6) == SIMD4(0, 0, 0, 255))
        #expect(frame.pixel(x: 2, y: 2) == SIMD4(0, 0, 0, 255))
        #expect(frame.pixel(x: 3, y: 7) == SIMD4(0, 0, 0, 255))
    }

    /// A turned container clipping to its bounds (`masksToBounds`) around two overlapping
    /// shapes, or around a shape and a solid sublayer.
    static func turnedClip(withSolid: Bool) -> CALayer {
        let root = rootLayer()
        let clip = CALayer()
        clip.frame = CGRect(x: 30, y: 20, width: 90, height: 70)
        clip.transform = CATransform3DMakeRotation(0.35, 0, 0, 1)
        clip.masksToBounds = true
        let first = shape()
        first.frame = CGRect(x: -20, y: -15, width: 100, height: 80)
        clip.addSublayer(first)
        if withSolid {
            let solid = CALayer()
            solid.frame = CGRect(x: 40, y: 30, width: 80, height: 60)
            solid.backgroundColor = color(0.2, 0.6, 0.3)
            clip.addSublayer(solid)
        } else {
            let second = shape(fill: color(0.2, 0.6, 0.3, 0.8), stroke: nil)
            second.frame = CGRect(x: 30, y: 25, width: 100, height: 80)
            clip.addSublayer(second)
        }
        root.addSublayer(clip)
        return root
    }

    @Test("a turned masksToBounds around drawings only is a clip path on each drawing, not a clip and a mask pass")
    func turnedClipOfDrawings() throws {
        let size = CGSize(width: 160, height: 120)
        let renderer = Self.renderer()
        let drawn = try renderer.render(layer: Self.turnedClip(withSolid: false), size: size, at: 0)
        let plan = renderer.plan
        #expect(plan.passes.count == 1 && plan.drawings.count == 2)
        #expect(plan.drawings.allSatisfy { $0.commands.allSatisfy { $0.clips.count == 1 } })
        let imaged = try Self.renderer(drawings: false).render(layer: Self.turnedClip(withSolid: false), size: size, at: 0)
        // The same picture but for anti-aliased edges (the shapes' and the clip's).
        let r = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: 0.08).compare(
            actual: drawn.pixels, expected: imaged.pixels, pixelCount: 160 * 120)
        #expect(r.matches, "\(r.differingPixels) pixels beyond 2")
        #expect(r.largestChannelDifference <= 96)
        // Inside the clip, away from edges: the translucent second shape over the first (within
        // a level); outside it, where the first shape reaches unclipped: the background.
        let inside = SIMD4<Int>(truncatingIfNeeded: drawn.pixel(x: 80, y: 75))
            &- SIMD4<Int>(truncatingIfNeeded: imaged.pixel(x: 80, y: 75))
        #expect(inside.x.magnitude <= 1 && inside.y.magnitude <= 1 && inside.z.magnitude <= 1 && inside.w == 0)
        #expect(drawn.pixel(x: 24, y: 20) == imaged.pixel(x: 24, y: 20))
        #expect(drawn.pixel(x: 24, y: 20) == SIMD4(235, 235, 235, 255))
        let unclipped = Self.turnedClip(withSolid: false)
        unclipped.sublayers?.first?.masksToBounds = false
        #expect(try Self.renderer().render(layer: unclipped, size: size, at: 0).pixel(x: 24, y: 20) != SIMD4(235, 235, 235, 255))
        // Rounded corners (the radius clamped to half the shorter side, as the mask quad's): a
        // clip path too, the same picture but for edges.
        let rounded = Self.turnedClip(withSolid: false)
        rounded.sublayers?.first?.cornerRadius = 50
        let roundedDrawn = try renderer.render(layer: rounded, size: size, at: 0)
        #expect(renderer.plan.passes.count == 1)
        let roundedImaged = try Self.renderer(drawings: false).render(layer: rounded, size: size, at: 0)
        let rr = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: 0.08).compare(
            actual: roundedDrawn.pixels, expected: roundedImaged.pixels, pixelCount: 160 * 120)
        #expect(rr.matches, "rounded: \(rr.differingPixels) pixels beyond 2")
        // (19.5, 5) of the clip layer: inside its corner of radius 35 (the radius clamped to half
        // the shorter side) and inside the first shape — drawn, as the mask pass draws it.
        let corner = rounded.convert(CGPoint(x: 19.5, y: 5), from: rounded.sublayers?.first)
        let (cx, cy) = (Int(corner.x), Int(corner.y))
        #expect(roundedDrawn.pixel(x: cx, y: cy) == roundedImaged.pixel(x: cx, y: cy))
        #expect(roundedDrawn.pixel(x: cx, y: cy) != SIMD4(235, 235, 235, 255))
        // (4, 4): inside the bounds and the first shape, but cut off by the rounded corner.
        let cut = rounded.convert(CGPoint(x: 4, y: 4), from: rounded.sublayers?.first)
        #expect(roundedDrawn.pixel(x: Int(cut.x), y: Int(cut.y)) == SIMD4(235, 235, 235, 255))
        // Continuous corners on two corners only: a clip path of the same outline as the mask
        // quad's (UIKit's continuous Béziers), the same picture but for edges.
        let continuous = Self.turnedClip(withSolid: false)
        continuous.sublayers?.first?.cornerRadius = 20
        continuous.sublayers?.first?.cornerCurve = .continuous
        continuous.sublayers?.first?.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let continuousDrawn = try renderer.render(layer: continuous, size: size, at: 0)
        #expect(renderer.plan.passes.count == 1)
        let continuousImaged = try Self.renderer(drawings: false).render(layer: continuous, size: size, at: 0)
        let rc = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: 0.08).compare(
            actual: continuousDrawn.pixels, expected: continuousImaged.pixels, pixelCount: 160 * 120)
        #expect(rc.matches, "continuous: \(rc.differingPixels) pixels beyond 2")
        #expect(rc.largestChannelDifference <= 96)
        // (3, 3) of the clip, inside the first shape: cut off by the rounded top-left corner.
        let cutContinuous = continuous.convert(CGPoint(x: 3, y: 3), from: continuous.sublayers?.first)
        #expect(continuousDrawn.pixel(x: Int(cutContinuous.x), y: Int(cutContinuous.y)) == SIMD4(235, 235, 235, 255))
        // A solid sublayer is no drawing: the clip keeps its passes.
        _ = try renderer.render(layer: Self.turnedClip(withSolid: true), size: size, at: 0)
        #expect(renderer.plan.passes.count == 3)
    }
}
