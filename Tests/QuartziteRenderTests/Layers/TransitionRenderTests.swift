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

    @Test("a text layer's new string cross-dissolves from the old text over the transaction's duration")
    func textStringChangeCrossDissolves() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        text.backgroundColor = color(1, 1, 1)
        text.foregroundColor = color(0, 0, 0)
        text.fontSize = 60
        text.string = "I"
        root.addSublayer(text)
        CATransaction.flush()
        let (before, _) = renderLayer(root, width: 80, height: 80, at: 0)
        // The darkest pixel of the I (black on white).
        var darkest = (x: 0, y: 0, value: 255)
        for y in 0..<80 {
            for x in 0..<80 where Int(before.pixel(x: x, y: y).x) < darkest.value {
                darkest = (x, y, Int(before.pixel(x: x, y: y).x))
            }
        }
        #expect(darkest.value < 20)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        text.string = ""
        CATransaction.commit()
        let fade = try #require(text.animation(forKey: "transition"))
        let start = fade.beginTime
        // Half-way the old text is half there: 255 − (255 − darkest) / 2; the white background,
        // the same before and after, stays white.
        let (half, _) = renderLayer(root, width: 80, height: 80, at: start + 0.5)
        let expected = 255 - (255 - darkest.value) / 2
        #expect(abs(Int(half.pixel(x: darkest.x, y: darkest.y).x) - expected) <= 3, "\(half.pixel(x: darkest.x, y: darkest.y))")
        #expect(half.pixel(x: 2, y: 2) == SIMD4(255, 255, 255, 255))
        let (after, _) = renderLayer(root, width: 80, height: 80, at: start + 1)
        #expect(after.pixel(x: darkest.x, y: darkest.y) == SIMD4(255, 255, 255, 255))
    }

    /// CALayer.h marks `compositingFilter` "Animatable"; the Programming Guide's Table B-1
    /// gives it the default implied CATransition (a fade), which the layer now gets. The fade
    /// dissolves the layer's renderings before and after, and the renderers blend the result
    /// with the layer's current filter: a red layer over blue that starts to multiply shows
    /// red × blue (black) from the first frame of the fade (how Apple composites a filter
    /// change under a transition is not known).
    @Test("a compositing filter change adds a fade; both of its sides blend with the new filter")
    func compositingFilterChangeFadesUnderTheNewFilter() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        root.backgroundColor = color(0, 0, 1)
        let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), color(1, 0, 0))
        root.addSublayer(layer)
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.compositingFilter = "multiplyBlendMode"
        CATransaction.commit()
        let fade = try #require(layer.animation(forKey: "transition") as? CATransition)
        #expect(fade.type == .fade && fade.duration == 1)
        for t in [0, 0.5, 1] {
            let (frame, _) = renderLayer(root, width: 80, height: 80, at: fade.beginTime + t)
            #expect(frame.pixel(x: 40, y: 40) == SIMD4(0, 0, 0, 255), "t \(t)")
            #expect(frame.pixel(x: 5, y: 5) == SIMD4(0, 0, 255, 255), "t \(t)")
        }
    }

    /// Apple's Core Animation Programming Guide, "Transition Animations Support Changes to
    /// Layer Visibility": a transition added as a layer is hidden fades it out (or, shown,
    /// fades it in), instead of its vanishing at once.
    @Test("a layer hidden or shown under a fade fades out or in")
    func fadeOfVisibility() {
        for hiding in [true, false] {
            let (root, layer) = container()
            layer.isHidden = !hiding
            CATransaction.flush()
            layer.add(fade(beginTime: 10), forKey: nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.isHidden = hiding
            CATransaction.commit()
            // Half-way: half of the red layer (premultiplied 255 × 0.5) either way.
            let (half, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
            let p = half.pixel(x: 40, y: 40)
            #expect(abs(Int(p.x) - 128) <= 1 && p.y == 0 && abs(Int(p.w) - 128) <= 1, "hiding \(hiding): \(p)")
            let (end, _) = renderLayer(root, width: 80, height: 80, at: 11.5)
            #expect(end.pixel(x: 40, y: 40) == (hiding ? SIMD4(0, 0, 0, 0) : SIMD4(255, 0, 0, 255)))
        }
    }

    @Test("an opacity change under a fade dissolves from the old opacity to the new")
    func fadeOfOpacity() {
        let (root, layer) = container()
        CATransaction.flush()
        layer.add(fade(beginTime: 10), forKey: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        // Half-way: 0.5 × 1 + 0.5 × 0.2 of the red.
        let (half, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
        let p = half.pixel(x: 40, y: 40)
        #expect(abs(Int(p.w) - 153) <= 2 && abs(Int(p.x) - 153) <= 2, "\(p)")
    }

    @Test("a transition type Quartzite does not draw dissolves, as a fade")
    func unknownTypeDissolves() {
        let (root, layer) = container()
        CATransaction.flush()
        let odd = fade(beginTime: 10)
        odd.type = CATransitionType(rawValue: "cube")
        layer.add(odd, forKey: nil)
        layer.backgroundColor = color(0, 0, 1)
        CATransaction.flush()
        let (half, _) = renderLayer(root, width: 80, height: 80, at: 10.5)
        let p = half.pixel(x: 40, y: 40)
        #expect(abs(Int(p.x) - 128) <= 1 && abs(Int(p.z) - 128) <= 1 && p.w == 255, "\(p)")
    }
}
