import Foundation
import QuartziteRender
import QuartziteTestClock
import Testing

@testable import Quartzite

/// `CALayer.render(in:)` draws what the compositor shows for the layer kinds it paints:
/// gradient layers (axial across a non-square layer with stops outside 0…1, radial, conic) and a
/// half-transparent parent grouping its overlapping sublayers; both pictures compared pixel by
/// pixel.
@Suite("CALayer.render(in:) against the compositor", .mediaClockPerTest)
struct RenderInContextRasterTests {
    func tree() -> CALayer {
        let root = whiteRoot(width: 160, height: 90)
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 5, y: 5, width: 90, height: 40)
        axial.colors = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5),
            CGColor(red: 0, green: 1, blue: 0, alpha: 1),
        ]
        axial.locations = [-0.2, 0.5, 1.3]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 8
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 100, y: 5, width: 55, height: 40)
        radial.colors = [CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0.2, green: 0, blue: 0.6, alpha: 1)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 115, y: 50, width: 40, height: 35)
        conic.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.3)
        root.addSublayer(conic)
        let group = CALayer()
        group.frame = CGRect(x: 10, y: 50, width: 100, height: 35)
        group.opacity = 0.5
        for (x, c) in [(0.0, CGColor(red: 1, green: 0, blue: 0, alpha: 1)), (30.0, CGColor(red: 0, green: 0, blue: 1, alpha: 1))] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 0, width: 50, height: 35)
            square.backgroundColor = c
            group.addSublayer(square)
        }
        for layer in [axial, radial, group] { root.addSublayer(layer) }
        return root
    }

    /// A white root layer of `width × height` points.
    func whiteRoot(width: Double, height: Double) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        return root
    }

    /// `root` (committed) rendered by the compositor and by `render(in:)` into a context of
    /// `width × height` pixels (`sharp`: images sampled at the nearest texel, as the layers'
    /// `.nearest` filter does), both saved when asked under `name`; and how many pixels differ
    /// by more than `tolerance` levels in some channel, and by how much at most.
    func bothPictures(
        _ root: CALayer, width: Int, height: Int, sharp: Bool = false, name: String, tolerance: Int = 0
    ) throws -> (composited: CGImage, drawn: CGImage, differing: Int, largest: Int) {
        CATransaction.flush()
        let composited = try FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
            .image(layer: root, size: CGSize(width: width, height: height))
        let drawn = try rasterized(width: width, height: height) { ctx in
            if sharp { ctx.interpolationQuality = .none }
            root.render(in: ctx)
        }
        savePNGIfAsked(composited, "\(name)-composited")
        savePNGIfAsked(drawn, "\(name)-drawn")
        var differing = 0, largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let d = zip(rgba(composited, x, y), rgba(drawn, x, y)).map { abs(Int($0) - Int($1)) }.max() ?? 0
                largest = max(largest, d)
                if d > tolerance { differing += 1 }
            }
        }
        return (composited, drawn, differing, largest)
    }

    @Test func gradientsAndGroupOpacityMatchTheCompositor() throws {
        let (composited, drawn, differing, largest) = try bothPictures(
            tree(), width: 160, height: 90, name: "render-in-context", tolerance: 3)
        // Antialiased rounded corners and gradient quantization differ by a few levels; the
        // group's overlap (half-transparent blue over white, not blue over half-red) must match.
        #expect(differing < 60, "\(differing) pixels differ by more than 3 levels, by up to \(largest)")
        for picture in [drawn, composited] {
            let overlap = rgba(picture, 50, 67)
            #expect((127...128).contains(overlap[0]) && overlap[0] == overlap[1] && overlap[2...] == [255, 255])
        }
    }

    /// Continuous corners, on some corners only, with a border and a clip: `render(in:)` paints
    /// the same outline as the compositor (the corners' Béziers against the analytic curve).
    @Test func continuousAndMaskedCornersMatchTheCompositor() throws {
        let root = whiteRoot(width: 160, height: 90)
        let card = CALayer()
        card.frame = CGRect(x: 8, y: 8, width: 90, height: 70)
        card.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
        card.cornerRadius = 20
        card.cornerCurve = .continuous
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.borderWidth = 4
        card.borderColor = CGColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        let clip = CALayer()
        clip.frame = CGRect(x: 106, y: 10, width: 46, height: 70)
        clip.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
        clip.cornerRadius = 30
        clip.cornerCurve = .continuous
        clip.masksToBounds = true
        let overflow = CALayer()
        overflow.frame = CGRect(x: -10, y: 40, width: 70, height: 40)
        overflow.backgroundColor = CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)
        clip.addSublayer(overflow)
        root.addSublayer(card)
        root.addSublayer(clip)
        let (composited, _, differing, largest) = try bothPictures(
            root, width: 160, height: 90, name: "render-in-context-continuous", tolerance: 40)
        // Only anti-aliasing along the outlines may differ (cairo's stroke of the border against
        // the compositor's ring); a circular or square corner would differ by whole pixels.
        #expect(differing < 12, "\(differing) pixels differ by more than 40 levels, by up to \(largest)")
        // The square corners stay square, the rounded ones are cut.
        #expect(rgba(composited, 96, 9) != [255, 255, 255, 255])
        #expect(rgba(composited, 9, 9) == [255, 255, 255, 255])
    }

    /// An image's top row (red) shows at the top of the layer in both pictures, and a drawn
    /// layer's content (`draw(in:)`) upright as well.
    @Test func contentsAreUprightAsTheCompositorShowsThem() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let pixels: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        picture.contents = try CGImage(width: 2, height: 2, premultipliedRGBA: pixels)
        root.addSublayer(picture)
        let painted = TopHalfRedLayer()
        painted.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
        painted.setNeedsDisplay()
        root.addSublayer(painted)
        let (composited, drawn, _, _) = try bothPictures(root, width: 40, height: 40, name: "render-in-context-upright")
        #expect(rgba(composited, 10, 2) == red && rgba(composited, 10, 37) == blue)
        #expect(rgba(drawn, 10, 2) == rgba(composited, 10, 2) && rgba(drawn, 10, 37) == rgba(composited, 10, 37))
        #expect(rgba(composited, 30, 2) == red && rgba(composited, 30, 37) == clear)
        #expect(rgba(drawn, 30, 2) == red && rgba(drawn, 30, 37) == clear)
    }

    /// An opaque drawn layer shows black where it drew nothing, in both pictures.
    @Test func opaqueDrawnLayerIsBlackBelowItsDrawing() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        let painted = TopHalfRedLayer()
        painted.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        painted.isOpaque = true
        painted.setNeedsDisplay()
        root.addSublayer(painted)
        let (composited, drawn, differing, _) = try bothPictures(root, width: 20, height: 40, name: "render-in-context-opaque")
        #expect(differing == 0)
        #expect(rgba(composited, 10, 2) == [255, 0, 0, 255] && rgba(composited, 10, 37) == [0, 0, 0, 255])
        #expect(rgba(drawn, 10, 37) == [0, 0, 0, 255])
    }

    /// Contents placed by gravity (`center`, `topLeft` — "top" is maxY, y-up naming —,
    /// `resizeAspect`) and cut by `contentsRect`, at `contentsScale` 2: the same pixels in
    /// both pictures.
    @Test func contentsGravityAndRectMatchTheCompositor() throws {
        // A 4 × 4 image: four colour quadrants.
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let quadrant = (y < 2 ? 0 : 2) + (x < 2 ? 0 : 1)
                pixels += [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 0, 255]][quadrant]
            }
        }
        let image = try CGImage(width: 4, height: 4, premultipliedRGBA: pixels)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 91, height: 30)
        for (i, gravity) in [CALayerContentsGravity.center, .topLeft, .resizeAspect].enumerated() {
            let layer = CALayer()
            // Sized so that every part lands on whole pixels (the compositor draws layer edges
            // unantialiased, a clip in a context antialiased): the aspect-fitted part is 15
            // points wide, centred in 31.
            layer.frame = CGRect(x: Double(i) * 30, y: 0, width: i == 2 ? 31 : 30, height: 30)
            layer.contents = image
            layer.contentsGravity = gravity
            layer.contentsScale = 0.2
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            layer.magnificationFilter = .nearest
            root.addSublayer(layer)
        }
        let (_, drawn, differing, _) = try bothPictures(
            root, width: 91, height: 30, sharp: true, name: "render-in-context-gravity")
        #expect(differing == 0, "\(differing) pixels differ")
        // The centred part (2 × 4 texels at 0.2 per point: 10 × 20 points) shows green over
        // yellow, upright.
        #expect(rgba(drawn, 15, 8) == [0, 255, 0, 255] && rgba(drawn, 15, 22) == [255, 255, 0, 255])
        #expect(rgba(drawn, 5, 15) == clear)
    }

    /// A nine-part image (`contentsCenter` its middle third): the 2-texel border stays 4
    /// points wide at `contentsScale` 0.5 and the middle stretches — the same pixels in both
    /// pictures, upright.
    @Test func ninePartContentsMatchTheCompositor() throws {
        var pixels: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<6 {
                let border = x < 2 || x > 3 || y < 2 || y > 3
                pixels += border ? (y < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]) : [0, 255, 0, 255]
            }
        }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        layer.contents = try CGImage(width: 6, height: 6, premultipliedRGBA: pixels)
        layer.contentsScale = 0.5
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        let (_, drawn, differing, _) = try bothPictures(
            root, width: 50, height: 40, sharp: true, name: "render-in-context-ninepart")
        #expect(differing == 0, "\(differing) pixels differ")
        // Red top border 4 points (rows 5…8), green middle, blue bottom border (rows 31…34).
        #expect(rgba(drawn, 25, 6) == red && rgba(drawn, 25, 20) == [0, 255, 0, 255] && rgba(drawn, 25, 33) == blue)
        #expect(rgba(drawn, 6, 20) == blue && rgba(drawn, 10, 20) == [0, 255, 0, 255])
    }

    /// Text layers — a plain string in the layer's font, size and colour; an attributed one,
    /// wrapped, right-aligned and truncated, with a stroked run; a half-transparent one — are
    /// painted as the compositor shows them (the same glyphs: one text painter draws both).
    @Test func textLayersMatchTheCompositor() throws {
        let root = whiteRoot(width: 200, height: 110)
        let plain = CATextLayer()
        plain.frame = CGRect(x: 10, y: 5, width: 180, height: 30)
        plain.string = "Quartzite 文字"
        plain.fontSize = 22
        plain.foregroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.8, alpha: 1)
        plain.backgroundColor = CGColor(red: 1, green: 0.9, blue: 0.8, alpha: 1)
        let attributed = CATextLayer()
        attributed.frame = CGRect(x: 10, y: 40, width: 120, height: 40)
        let string = NSMutableAttributedString(
            string: "Stroked and filled text that wraps",
            attributes: [.font: CTFontCreateWithName("Helvetica-Bold" as CFString, 14, nil), .foregroundColor: CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)])
        string.addAttributes(
            [.strokeWidth: -10.0, .strokeColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)], range: NSRange(location: 0, length: 7))
        attributed.string = string
        attributed.isWrapped = true
        attributed.truncationMode = .end
        attributed.alignmentMode = .right
        let faded = CATextLayer()
        faded.frame = CGRect(x: 140, y: 40, width: 55, height: 60)
        faded.string = "Half"
        faded.fontSize = 18
        faded.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        faded.opacity = 0.5
        for layer in [plain, attributed, faded] { root.addSublayer(layer) }
        let (composited, drawn, differing, largest) = try bothPictures(
            root, width: 200, height: 110, name: "render-in-context-text", tolerance: 2)
        #expect(differing == 0, "\(differing) pixels differ by more than 2 levels, by up to \(largest)")
        // Glyphs were drawn: dark blue ink in the plain line, green and red in the attributed one.
        func count(_ picture: CGImage, _ region: CGRect, _ test: ([UInt8]) -> Bool) -> Int {
            var n = 0
            for y in Int(region.minY)..<Int(region.maxY) {
                for x in Int(region.minX)..<Int(region.maxX) where test(rgba(picture, x, y)) { n += 1 }
            }
            return n
        }
        for picture in [drawn, composited] {
            #expect(count(picture, CGRect(x: 10, y: 5, width: 180, height: 30)) { $0[2] > 150 && $0[0] < 100 } > 50)
            #expect(count(picture, CGRect(x: 10, y: 40, width: 120, height: 40)) { $0[1] > 100 && $0[0] < 80 && $0[2] < 80 } > 20)
            #expect(count(picture, CGRect(x: 10, y: 40, width: 120, height: 40)) { $0[0] > 200 && $0[1] < 80 } > 20)
            // Half-transparent black over white: no pixel darker than mid-gray.
            #expect(count(picture, CGRect(x: 140, y: 40, width: 55, height: 60)) { $0[0] < 120 } == 0)
            #expect(count(picture, CGRect(x: 140, y: 40, width: 55, height: 60)) { $0[0] < 140 } > 10)
        }
    }

    /// Shadows: a rounded card's (of everything it draws, a sublayer included), one cast by a
    /// `shadowPath`, and one that `masksToBounds` clips away — as the compositor draws them.
    @Test func shadowsMatchTheCompositor() throws {
        let root = whiteRoot(width: 200, height: 90)
        let card = CALayer()
        card.frame = CGRect(x: 15, y: 15, width: 60, height: 50)
        card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.cornerRadius = 8
        card.shadowOpacity = 0.6
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 3, height: 5)
        let badge = CALayer()
        badge.frame = CGRect(x: 45, y: -8, width: 20, height: 20)
        badge.backgroundColor = CGColor(red: 1, green: 0.3, blue: 0, alpha: 1)
        card.addSublayer(badge)
        let pathShadow = CALayer()
        pathShadow.frame = CGRect(x: 100, y: 15, width: 40, height: 40)
        pathShadow.backgroundColor = CGColor(red: 0, green: 0.7, blue: 0.3, alpha: 1)
        pathShadow.shadowOpacity = 1
        pathShadow.shadowRadius = 2
        pathShadow.shadowColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        pathShadow.shadowOffset = CGSize(width: 0, height: 12)
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 20, width: 40, height: 30), transform: nil)
        let clipped = CALayer()
        clipped.frame = CGRect(x: 155, y: 20, width: 30, height: 30)
        clipped.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0, alpha: 1)
        clipped.masksToBounds = true
        clipped.shadowOpacity = 1
        clipped.shadowOffset = CGSize(width: 6, height: 6)
        for layer in [card, pathShadow, clipped] { root.addSublayer(layer) }
        let (composited, drawn, differing, largest) = try bothPictures(
            root, width: 200, height: 90, name: "render-in-context-shadow", tolerance: 4)
        #expect(differing < 40, "\(differing) pixels differ by more than 4 levels, by up to \(largest)")
        for picture in [drawn, composited] {
            // Below and right of the card, the shadow darkens the white.
            let under = rgba(picture, 76, 68)
            #expect(under[0] < 230 && under[0] == under[1] && under[1] == under[2], "\(under)")
            // The shadow path's ellipse shows purple below the green square.
            let purple = rgba(picture, 120, 72)
            #expect(purple[0] > purple[1] + 40 && purple[2] > purple[1] + 40, "\(purple)")
            // masksToBounds clipped the yellow square's shadow.
            #expect(rgba(picture, 188, 53) == [255, 255, 255, 255])
        }
    }

    /// Text placed by baselines (Lottie's text layers): two lines 30 points apart, centred on a
    /// zero-width bounds, not clipped — as the compositor shows them.
    @Test func baselinePlacedTextMatchesTheCompositor() throws {
        let root = whiteRoot(width: 160, height: 90)
        let text = CATextLayer()
        text.frame = CGRect(x: 80, y: 10, width: 0, height: 0)
        text.string = "Lottie\ntext"
        text.fontSize = 24
        text.foregroundColor = CGColor(red: 0.6, green: 0, blue: 0.2, alpha: 1)
        text.alignmentMode = .center
        text.baselineLayout = TextBaselineLayout(firstBaseline: 25, lineSpacing: 30)
        root.addSublayer(text)
        let (composited, drawn, differing, largest) = try bothPictures(
            root, width: 160, height: 90, name: "render-in-context-baseline", tolerance: 2)
        #expect(differing == 0, "\(differing) pixels differ by more than 2 levels, by up to \(largest)")
        // Ink around both baselines (y 35 and 65), centred on x 80.
        func inked(_ picture: CGImage, rows: Range<Int>) -> (Int, Int)? {
            var xs: [Int] = []
            for y in rows { for x in 0..<160 where rgba(picture, x, y)[1] < 128 { xs.append(x) } }
            return xs.isEmpty ? nil : (xs.min()!, xs.max()!)
        }
        for picture in [drawn, composited] {
            let first = try #require(inked(picture, rows: 20..<35))
            let second = try #require(inked(picture, rows: 50..<65))
            #expect(abs((first.0 + first.1) / 2 - 80) <= 2 && abs((second.0 + second.1) / 2 - 80) <= 2)
            #expect(inked(picture, rows: 37..<45) == nil)
        }
    }
}

/// A layer that draws its top half red.
private final class TopHalfRedLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
    }
}
