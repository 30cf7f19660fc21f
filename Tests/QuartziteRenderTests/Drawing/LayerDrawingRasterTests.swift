import Foundation
import QuartziteRender
import QuartziteTestClock
import Testing

@testable import Quartzite

/// Draws a 1-point red frame inset by half a point around its bounds and a blue disc.
private final class BadgeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
    }
}

/// A delegate that fills the top half of its layer's bounds with red.
private final class HalfDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height / 2))
    }
}

/// A delegate that fills its layer's bounds with half-transparent blue.
private final class HalfTransparentDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        ctx.fill(layer.bounds)
    }
}

/// A bar that fills the fraction `progress` (a custom key that needs display) of its width
/// with green.
private final class ProgressBarLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let value = value(forKey: "progress")
        let progress = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? 0
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// Draws a "T" with Core Text the way iOS code does in a UIKit-flipped context: the text
/// matrix flipped back, the baseline 30 points down.
private final class CoreTextLabelLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil)
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(string: "T", attributes: [.font: font, .foregroundColor: CGColor(gray: 0, alpha: 1)]))
        ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        ctx.textPosition = CGPoint(x: 5, y: 30)
        CTLineDraw(line, ctx)
    }
}

/// Each test has its own manual media clock, from 0 s (`MediaClock.current`).
@Suite("Layer drawing → pixels", .mediaClockPerTest)
struct LayerDrawingRasterTests {
    @Test("an animated key that needs display redraws the layer at every frame's value")
    func animatedCustomKeyRedrawsEachFrame() throws {
        let bar = ProgressBarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        bar.setValue(0.0, forKey: "progress")
        CATransaction.flush()
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0.0
        fill.toValue = 1.0
        fill.duration = 1
        bar.add(fill, forKey: "fill")
        CATransaction.flush()
        #expect(bar.committedSnapshot?.presentationRedraw != nil)
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let size = CGSize(width: 100, height: 10)
        for (t, filled) in [(0.25, 25), (0.75, 75)] {
            MediaClock.current.set(to: t)
            let frame = try renderer.render(layer: bar, size: size, at: t)
            #expect(frame.pixel(x: filled - 1, y: 5) == SIMD4(0, 255, 0, 255), "at \(t) s")
            #expect(frame.pixel(x: filled, y: 5) == SIMD4(0, 0, 0, 0), "at \(t) s")
        }
        // The model value (0) draws nothing once the animation is gone.
        MediaClock.current.set(to: 2)
        CATransaction.flush()
        #expect(bar.committedSnapshot?.presentationRedraw == nil)
        #expect(try renderer.render(layer: bar, size: size, at: 2).pixel(x: 1, y: 5) == SIMD4(0, 0, 0, 0))
    }

    @Test func subclassDrawingRasterizesAtContentsScale() throws {
        CATransaction.flush()
        let layer = BadgeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 16)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        CATransaction.flush()
        let drawing = try #require(layer.committedSnapshot?.properties.contentsDrawing)
        let image = try #require(DrawingRasterizer.shared.image(for: drawing))
        savePNGIfAsked(image, "badge-layer")
        #expect(image.width == 40 && image.height == 32)
        // The 1-pt frame is 2 pixels wide at each edge.
        #expect(rgba(image, 0, 10) == red && rgba(image, 1, 10) == red && rgba(image, 39, 10) == red)
        #expect(rgba(image, 20, 0) == red && rgba(image, 20, 31) == red)
        #expect(rgba(image, 2, 1) == red && rgba(image, 3, 3) == clear)
        // The disc fills the middle (ellipse inset 4 pt = 8 px: x 8…32, y 8…24).
        #expect(rgba(image, 20, 16) == blue && rgba(image, 9, 16) == blue && rgba(image, 20, 9) == blue)
        #expect(rgba(image, 6, 16) == clear && rgba(image, 9, 9) == clear)
        // Unchanged drawing, next frame: the cached image comes back.
        #expect(DrawingRasterizer.shared.image(for: drawing) === image)
    }

    @Test func delegateDrawingUsesBoundsSpace() throws {
        CATransaction.flush()
        let layer = CALayer()
        let delegate = HalfDelegate()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 100, y: 50, width: 10, height: 10)
        layer.setNeedsDisplay()
        CATransaction.flush()
        let drawing = try #require(layer.contents as? RecordedDrawing)
        let image = try #require(DrawingRasterizer.shared.image(for: drawing))
        #expect(image.width == 10 && image.height == 10)
        #expect(rgba(image, 0, 0) == red && rgba(image, 9, 4) == red)
        #expect(rgba(image, 0, 5) == clear && rgba(image, 9, 9) == clear)
    }

    /// The backing store a layer drawn by `delegate` over `size` points gets, opaque or not.
    private func backingStore(_ delegate: CALayerDelegate, size: Double, opaque: Bool) throws -> CGImage {
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.isOpaque = opaque
        layer.setNeedsDisplay()
        CATransaction.flush()
        let drawing = try #require(layer.contents as? RecordedDrawing)
        return try #require(DrawingRasterizer.shared.image(for: drawing))
    }

    /// An opaque layer's backing store has no transparency: what `draw(in:)` leaves undrawn
    /// is black, and a half-transparent fill lands on that black.
    @Test func opaqueLayerDrawsOnBlack() throws {
        CATransaction.flush()
        let half = HalfDelegate()
        let image = try backingStore(half, size: 10, opaque: true)
        #expect(rgba(image, 0, 0) == red && rgba(image, 9, 4) == red)
        #expect(rgba(image, 0, 5) == [0, 0, 0, 255] && rgba(image, 9, 9) == [0, 0, 0, 255])
        let fill = HalfTransparentDelegate()
        #expect(rgba(try backingStore(fill, size: 4, opaque: true), 2, 2) == [0, 0, 128, 255])
        // Without isOpaque the same drawing keeps its alpha.
        #expect(rgba(try backingStore(fill, size: 4, opaque: false), 2, 2) == [0, 0, 128, 128])
    }

    /// Core Text drawn in `draw(in:)` reaches the frame upright, at contentsScale 2, with its
    /// baseline where it was put.
    @Test func coreTextInDrawInComesOutUpright() throws {
        CATransaction.flush()
        let layer = CoreTextLabelLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        CATransaction.flush()
        let frame = try FrameRenderer(renderer: SoftwareRenderer(threadCount: 1)).render(
            layer: layer, size: CGSize(width: 80, height: 80), scale: 2, at: 0)
        var inkRows: [Int: Int] = [:]
        for y in 0..<80 {
            for x in 0..<80 where frame.pixel(x: x, y: y)[3] > 128 { inkRows[y, default: 0] += 1 }
        }
        let rows = inkRows.keys.sorted()
        let widest = try #require(inkRows.max { $0.value < $1.value }?.key)
        #expect(rows.count > 30, "\(rows.count) rows of ink")
        // The bar at the top; the stem stands on the baseline (30 points = row 60).
        #expect(widest < (rows.first! + rows.last!) / 2, "bar at row \(widest) of \(rows.first!)…\(rows.last!)")
        #expect(rows.last! == 59, "ink ends at row \(rows.last!)")
    }
}
