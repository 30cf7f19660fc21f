import Foundation
import QuartziteRender
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

@Suite("Layer drawing → pixels")
struct LayerDrawingRasterTests {
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
}
