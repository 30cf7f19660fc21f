import Foundation
import Quartzite
import QuartziteRender

/// A layer that draws itself: a red rectangle at its top-left (layer space, minX/minY) and a
/// blue 3-point circle stroked around its centre.
final class RectAndCircleLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let b = bounds
        ctx.setFillColor(red: 0.9, green: 0.15, blue: 0.1, alpha: 1)
        ctx.fill(CGRect(x: b.minX + 4, y: b.minY + 4, width: 18, height: 10))
        ctx.setStrokeColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        ctx.setLineWidth(3)
        ctx.strokeEllipse(in: CGRect(x: b.midX - 14, y: b.midY - 14, width: 28, height: 28))
    }
}

/// A delegate that draws an orientation mark: a green bar along the layer's minY edge, an
/// orange triangle in its minX/maxY corner and a black diagonal from minX/minY to maxX/maxY.
final class OrientationMarkDelegate: CALayerDelegate, Sendable {
    static let shared = OrientationMarkDelegate()

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        ctx.setFillColor(red: 0.1, green: 0.65, blue: 0.25, alpha: 1)
        ctx.fill(CGRect(x: b.minX, y: b.minY, width: b.width, height: 8))
        ctx.setFillColor(red: 1, green: 0.55, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: b.minX, y: b.maxY))
        ctx.addLine(to: CGPoint(x: b.minX + 24, y: b.maxY))
        ctx.addLine(to: CGPoint(x: b.minX, y: b.maxY - 24))
        ctx.closePath()
        ctx.fillPath()
        ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: b.minX, y: b.minY))
        ctx.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        ctx.strokePath()
    }
}

extension LayerScene {
    /// A white ``RectAndCircleLayer`` of 60×50 points at `origin`, of `contentsScale`, asked to display.
    static func rectAndCircle(at origin: CGPoint, contentsScale scale: Double) -> CALayer {
        let layer = RectAndCircleLayer()
        layer.frame = CGRect(x: origin.x, y: origin.y, width: 60, height: 50)
        layer.backgroundColor = color(1, 1, 1)
        layer.contentsScale = scale
        layer.setNeedsDisplay()
        return layer
    }

    static let drawing: [LayerScene] = [
        // Custom draw(in:) at contentsScale 1 (left: the 60×50-pixel drawing magnified, soft
        // edges) and 2 (right: 120×100 pixels, one per device pixel of the 2× frame, crisp).
        // On iOS the drawing is in layer space, origin top-left: the red bar at the top left.
        LayerScene(name: "drawn-layer", scale: 2) {
            let root = rootLayer()
            root.addSublayer(rectAndCircle(at: CGPoint(x: 12, y: 30), contentsScale: 1))
            root.addSublayer(rectAndCircle(at: CGPoint(x: 88, y: 30), contentsScale: 2))
            return root
        },
        // The same layers under a geometry-flipped parent: the drawing stays in layer space,
        // whose minY is now at the bottom of the screen, so the red bar sits at the bottom left.
        LayerScene(name: "drawn-layer-flipped", scale: 2) {
            let root = rootLayer()
            let flipped = solidLayer(CGRect(x: 0, y: 0, width: 160, height: 120), nil)
            flipped.isGeometryFlipped = true
            flipped.addSublayer(rectAndCircle(at: CGPoint(x: 12, y: 30), contentsScale: 1))
            flipped.addSublayer(rectAndCircle(at: CGPoint(x: 88, y: 30), contentsScale: 2))
            root.addSublayer(flipped)
            return root
        },
        // A delegate-drawn layer inside a parent rotated by 30° about its centre: the drawing
        // turns with its layer (green bar along the rotated top edge, orange triangle in the
        // rotated bottom-left corner).
        LayerScene(name: "drawn-delegate-rotated") {
            let root = rootLayer()
            let parent = solidLayer(CGRect(x: 30, y: 20, width: 100, height: 80), color(0.8, 0.85, 1))
            parent.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            let drawn = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 60), color(1, 1, 1))
            drawn.delegate = OrientationMarkDelegate.shared
            drawn.setNeedsDisplay()
            parent.addSublayer(drawn)
            root.addSublayer(parent)
            return root
        },
    ]
}
