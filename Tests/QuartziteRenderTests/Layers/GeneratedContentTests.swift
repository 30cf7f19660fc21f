import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// Content drawn by the layer classes (shapes here) is rasterized again only when something
/// that changes its pixels changes (issue 13, item 4): the counter is the flattener's
/// `contentRasterizations`. Each test draws a shape no other test draws (the cache is shared).
/// The renderers here take shapes as images, as the GL renderer does (the CPU renderer's
/// drawings are tested in `ShapeDrawingTests`).
@Suite("Self-drawn content caching")
struct GeneratedContentTests {
    /// A stroked shape layer over a path of a size no other test uses.
    static func shape(_ unique: Double) -> (root: CALayer, shape: CAShapeLayer) {
        let root = rootLayer()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 100, height: 80)
        shape.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50 + unique, height: 40), transform: nil)
        shape.strokeColor = color(0.1, 0.2, 0.8)
        shape.lineWidth = 3
        root.addSublayer(shape)
        return (root, shape)
    }

    /// A 1 s linear animation of `key` from t = 10, kept after it ends.
    static func animation(_ key: String, from: Any, to: Any) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        a.beginTime = 10
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        a.isRemovedOnCompletion = false
        return a
    }

    /// A one-thread CPU frame renderer whose plans carry shapes as images.
    static func imageRenderer() -> FrameRenderer {
        let software = SoftwareRenderer(threadCount: 1)
        software.prefersDrawings = false
        return FrameRenderer(renderer: software)
    }

    /// The rasterizations of each of the frames at `times`.
    static func rasterizations(_ root: CALayer, at times: [Double]) throws -> [Int] {
        let renderer = imageRenderer()
        return try times.map { t in
            _ = try renderer.render(layer: root, size: CGSize(width: 160, height: 120), at: t)
            return renderer.flattener.statistics.contentRasterizations
        }
    }

    @Test("a moving, fading and rotating shape is rasterized once")
    func movingShapeRasterizesOnce() throws {
        let (root, shape) = Self.shape(1.234)
        shape.add(Self.animation("position", from: CGPoint(x: 60, y: 50), to: CGPoint(x: 100, y: 70)), forKey: "move")
        shape.add(Self.animation("opacity", from: 1.0, to: 0.3), forKey: "fade")
        shape.add(Self.animation("transform.rotation.z", from: 0.0, to: 1.0), forKey: "turn")
        #expect(try Self.rasterizations(root, at: [10.1, 10.5, 10.9]) == [1, 0, 0])
    }

    @Test("an animated strokeEnd re-rasterizes that layer alone, every frame")
    func animatedStrokeEndRasterizesEachFrame() throws {
        let (root, shape) = Self.shape(2.345)
        shape.add(Self.animation("strokeEnd", from: 0.0, to: 1.0), forKey: "draw")
        let (_, still) = Self.shape(3.456)
        root.addSublayer(still)
        #expect(try Self.rasterizations(root, at: [10.1, 10.5, 10.9]) == [2, 1, 1])
    }

    @Test("a property change after a commit rasterizes again; an unrelated one does not")
    func changes() throws {
        let (root, shape) = Self.shape(4.567)
        let renderer = Self.imageRenderer()
        let size = CGSize(width: 160, height: 120)
        CATransaction.setDisableActions(true)
        _ = try renderer.render(layer: root, size: size, at: 0)
        #expect(renderer.flattener.statistics.contentRasterizations == 1)
        shape.backgroundColor = color(1, 1, 0)
        _ = try renderer.render(layer: root, size: size, at: 0)
        #expect(renderer.flattener.statistics.contentRasterizations == 0)
        shape.lineWidth = 5
        _ = try renderer.render(layer: root, size: size, at: 0)
        #expect(renderer.flattener.statistics.contentRasterizations == 1)
        // The layer drawn at twice the canvas scale needs a finer raster.
        _ = try renderer.render(layer: root, size: size, scale: 2, at: 0)
        #expect(renderer.flattener.statistics.contentRasterizations == 1)
    }

    @Test("the raster scale follows the on-screen scale in eighths, at least contentsScale")
    func rasterScale() {
        #expect(ContentRecipes.rasterScale(1, contentsScale: 1) == 1)
        #expect(ContentRecipes.rasterScale(1.01, contentsScale: 1) == 1.125)
        #expect(ContentRecipes.rasterScale(0.5, contentsScale: 2) == 2)
        #expect(ContentRecipes.rasterScale(.nan, contentsScale: 1) == 1)
        #expect(ContentRecipes.rasterScale(1000, contentsScale: 1) == 64)
        let rotated = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(abs(LayerTreeFlattener.pixelsPerPoint(of: rotated, at: .zero) - 1) < 1e-12)
        #expect(LayerTreeFlattener.pixelsPerPoint(of: CATransform3DMakeScale(3, 1, 1), at: .zero) == 3)
    }
}
