import Foundation
import Quartzite
import Testing

@testable import QuartziteRender

/// A shape is not clipped to its layer's bounds, so bounds that lie off the canvas must not
/// cull a path drawn on it (found with Lottie files, whose shape layers are empty rectangles
/// at their group's origin).
@Suite("Shape layers culled by their drawing, not their bounds")
struct ShapeCullingTests {
    @Test("a zero-size shape layer off the canvas draws its on-canvas path", arguments: [CGFloat(4), -6, -200])
    func offCanvasBounds(origin: CGFloat) throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        shape.bounds = .zero
        shape.position = CGPoint(x: origin, y: origin)
        shape.path = CGPath(rect: CGRect(x: 10 - origin, y: 10 - origin, width: 100, height: 100), transform: nil)
        root.addSublayer(shape)
        let pixels = try renderLayer(root, width: 120, height: 120).0.makeImage().pixels
        #expect(pixels[(60 * 120 + 60) * 4 + 3] == 255)
    }

    @Test("a layer partly off the canvas keeps its shape-layer mask", arguments: [CGFloat(4), -6])
    func maskedOffCanvas(origin: CGFloat) throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 132, height: 132)
        layer.position = CGPoint(x: origin, y: origin)
        let mask = CAShapeLayer()
        mask.anchorPoint = .zero
        mask.bounds = .zero
        mask.position = .zero
        mask.path = CGPath(rect: CGRect(x: 1, y: 1, width: 130, height: 130), transform: nil)
        layer.mask = mask
        root.addSublayer(layer)
        let pixels = try renderLayer(root, width: 120, height: 120).0.makeImage().pixels
        #expect(Array(pixels[((60 * 120 + 60) * 4)..<((60 * 120 + 60) * 4 + 4)]) == [255, 0, 0, 255])
    }
}
