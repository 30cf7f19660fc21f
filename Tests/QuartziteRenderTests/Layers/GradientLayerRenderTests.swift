import Foundation
import Quartzite
import QuartziteTestSupport
@testable import QuartziteRender
import Testing

@Suite("CAGradientLayer rendering")
struct GradientLayerRenderTests {
    /// A committed root holding one gradient layer whose recipe no other test makes (its odd
    /// size and colours), so the shared content cache cannot already hold it.
    private func scene(_ tag: Double) -> (root: CALayer, gradient: CAGradientLayer) {
        let root = rootLayer(160, 120, nil)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 61.25, height: 37.5)
        gradient.colors = [color(0.123, tag, 0.5), color(0.9, 0.2, tag)]
        root.addSublayer(gradient)
        CATransaction.flush()
        return (root, gradient)
    }

    /// Moving a gradient layer (an animated position) reuses its rasterized gradient: one
    /// rasterization on the first frame, none after; animating its colours makes a new image
    /// every frame.
    @Test func movingReusesTheGradientAndAnimatedColoursRasterizeEachFrame() throws {
        let moving = scene(0.3141)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 40, y: 30)
        move.toValue = CGPoint(x: 120, y: 90)
        move.duration = 1
        move.beginTime = 10
        // The frames' times are not the media clock's: keep the animation past the clock.
        move.isRemovedOnCompletion = false
        moving.gradient.add(move, forKey: "move")
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        var counts: [Int] = []
        var frames: [Frame] = []
        for t in [10.25, 10.5, 10.75] {
            frames.append(try renderer.render(layer: moving.root, size: CGSize(width: 160, height: 120), at: t))
            counts.append(renderer.flattener.statistics.contentRasterizations)
        }
        #expect(counts == [1, 0, 0])
        // It did move: the frames differ.
        let moved = frames[0].pixels != frames[1].pixels
        #expect(moved)

        let recoloured = scene(0.2718)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [color(1, 0, 0), color(0, 0, 1)]
        colors.toValue = [color(0, 1, 0), color(1, 1, 0)]
        colors.duration = 1
        colors.beginTime = 10
        colors.isRemovedOnCompletion = false
        recoloured.gradient.add(colors, forKey: "colors")
        counts = []
        for t in [10.2, 10.4, 10.6] {
            _ = try renderer.render(layer: recoloured.root, size: CGSize(width: 160, height: 120), at: t)
            counts.append(renderer.flattener.statistics.contentRasterizations)
        }
        #expect(counts == [1, 1, 1])
    }

    /// "The contents are drawn over the gradient" (GNUstep's tests, measured against Apple's
    /// QuartzCore): a centred green image over a red-to-blue gradient, on both renderers' plan.
    @Test func contentsAreDrawnOverTheGradient() throws {
        let root = rootLayer(80, 60, nil)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        gradient.colors = [color(1, 0, 0), color(0, 0, 1)]
        gradient.contents = TestTextures.make(20, 10) { _, _ in SIMD4(0, 255, 0, 255) }
        gradient.contentsGravity = .center
        root.addSublayer(gradient)
        CATransaction.flush()
        let image = try renderLayer(root, width: 80, height: 60).0.makeImage()
        #expect(image.pixel(x: 40, y: 30) == (0, 255, 0, 255))
        let edge = image.pixel(x: 5, y: 30)
        #expect(edge.red > 100 && edge.blue > 100 && edge.green == 0)
    }

    /// A gradient fills the layer's rounded shape without masksToBounds (CAGradientLayer.h:
    /// "filling the shape of the layer (i.e. including rounded corners)"), and with
    /// masksToBounds but no sublayers its own rounded quad is the clip: no offscreen pass.
    @Test func roundedCornersClipTheGradientWithoutAPass() throws {
        for masks in [false, true] {
            let root = rootLayer(100, 100, nil)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            gradient.colors = [color(1, 0, 0), color(1, 0, 0)]
            gradient.cornerRadius = 30
            gradient.masksToBounds = masks
            root.addSublayer(gradient)
            let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
            let frame = try renderer.render(layer: root, size: CGSize(width: 100, height: 100), at: 0)
            #expect(renderer.flattener.statistics.offscreenPasses == 0, "masksToBounds \(masks)")
            let image = try frame.makeImage()
            // The corner pixel lies outside the rounded rectangle; the centre and an edge's
            // middle inside.
            #expect(image.pixel(x: 0, y: 0).alpha == 0, "masksToBounds \(masks)")
            #expect(image.pixel(x: 50, y: 50) == (255, 0, 0, 255), "masksToBounds \(masks)")
            #expect(image.pixel(x: 0, y: 50) == (255, 0, 0, 255), "masksToBounds \(masks)")
        }
    }
}
