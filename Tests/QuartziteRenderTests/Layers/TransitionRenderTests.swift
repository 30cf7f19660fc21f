import Foundation
import Quartzite
import QuartziteRender
import QuartziteTestSupport
import Testing

/// CATransitions at the edges of Apple's model, pixel by pixel: one added with no change at
/// all runs between two equal renderings, and one whose layer no commit had included starts
/// from nothing.
@Suite("Transitions without a change or without a before")
struct TransitionRenderTests {
    /// A 40 × 40 opaque red container at (20, 20) on a transparent canvas.
    private func container() -> (root: CALayer, layer: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), color(1, 0, 0))
        root.addSublayer(layer)
        return (root, layer)
    }

    private func fade(beginTime: CFTimeInterval) -> CATransition {
        let fade = CATransition()
        fade.duration = 1
        fade.beginTime = beginTime
        fade.isRemovedOnCompletion = false
        return fade
    }

    @Test("a fade added with no change shows the layer unchanged")
    func fadeWithoutChangeIsInvisible() {
        let (root, layer) = container()
        CATransaction.flush()
        let (still, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
        layer.add(fade(beginTime: 10), forKey: nil)
        let (fading, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
        #expect(fading.pixels == still.pixels)
        #expect(fading.pixel(x: 40, y: 40) == SIMD4(255, 0, 0, 255))
    }

    @Test("a fade on a layer never committed before starts from transparent")
    func fadeWithoutBeforeStartsFromNothing() {
        let (root, layer) = container()
        layer.add(fade(beginTime: 10), forKey: nil)
        // Half-way: half of the new rendering over nothing (premultiplied 255 × 0.5).
        let (half, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
        let p = half.pixel(x: 40, y: 40)
        #expect(abs(Int(p.x) - 128) <= 1 && p.y == 0 && p.z == 0 && abs(Int(p.w) - 128) <= 1)
        let (start, _) = renderLayer(root, width: 80, height: 80, at: 10)
        #expect(start.pixel(x: 40, y: 40) == SIMD4(0, 0, 0, 0))
        let (end, _) = renderLayer(root, width: 80, height: 80, at: 11)
        #expect(end.pixel(x: 40, y: 40) == SIMD4(255, 0, 0, 255))
    }
}
