import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// The scale of seed 000's navigation animator.
    static let navigationScale: CGFloat = 0.7

    /// Seed 000's off-screen transform of a page `width` points wide: translated by
    /// width × (1 + 1/0.7) / 2, then scaled by 0.7 — its left edge at the container's right
    /// edge.
    static func navigationOffscreen(_ width: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: width * (1 + 1 / navigationScale) / 2, y: 0)
            .concatenating(CGAffineTransform(scaleX: navigationScale, y: navigationScale))
    }

    /// A 100 × 100 "screen" (clipping, light grey) holding page 1 (red, one white bar), and
    /// page 2 (orange, two white bars) not yet in it.
    static func navigationStack() -> (root: CALayer, screen: CALayer, page1: CALayer, page2: CALayer) {
        let root = rootLayer()
        let screen = solidLayer(CGRect(x: 30, y: 10, width: 100, height: 100), color(0.95, 0.95, 0.95))
        screen.masksToBounds = true
        let page1 = solidLayer(screen.bounds, color(1, 0, 0))
        page1.addSublayer(solidLayer(CGRect(x: 40, y: 30, width: 20, height: 40), color(1, 1, 1)))
        let page2 = solidLayer(screen.bounds, color(1, 0.5, 0))
        page2.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 40, height: 15), color(1, 1, 1)))
        page2.addSublayer(solidLayer(CGRect(x: 30, y: 55, width: 40, height: 15), color(1, 1, 1)))
        screen.addSublayer(page1)
        root.addSublayer(screen)
        return (root, screen, page1, page2)
    }

    /// Seed 000's push: `to` comes in front of `from` from the right edge, growing from 0.7 to
    /// full size, while `from` shrinks to 0.7 (1 s, ease in, ease out); `from` is reset and
    /// removed at the end.
    static func navigationPush(_ from: CALayer, _ to: CALayer, in screen: CALayer) {
        ViewAnimation.transition(
            from: from, to: to, in: screen, duration: 1, placement: .above,
            preparation: { to.setAffineTransform(navigationOffscreen(to.bounds.width)) },
            animations: {
                from.setAffineTransform(CGAffineTransform(scaleX: navigationScale, y: navigationScale))
                to.setAffineTransform(.identity)
            },
            completion: { _ in from.setAffineTransform(.identity) })
    }

    /// Seed 000's pop: `to` goes behind `from` at 0.7 and grows to full size while `from`
    /// leaves by the right edge, shrinking (1 s, ease in, ease out).
    static func navigationPop(_ from: CALayer, _ to: CALayer, in screen: CALayer) {
        ViewAnimation.transition(
            from: from, to: to, in: screen, duration: 1, placement: .below,
            preparation: { to.setAffineTransform(CGAffineTransform(scaleX: navigationScale, y: navigationScale)) },
            animations: {
                from.setAffineTransform(navigationOffscreen(from.bounds.width))
                to.setAffineTransform(.identity)
            })
    }

    /// Seed 000's navigation push from page 1 to page 2, committed at t = 10, at `t` seconds.
    static func containerPush(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "container-push-\(Int(t * 1000))ms", time: 10 + t) {
            let (root, screen, page1, page2) = navigationStack()
            MediaClock.withCurrent(MediaClock(manualTime: 10)) {
                CATransaction.flush()
                navigationPush(page1, page2, in: screen)
                CATransaction.flush()
            }
            return root
        }
    }

    /// Seed 000's pop from page 2 back to page 1 (page 2 on screen alone before), committed at
    /// t = 10, at `t` seconds.
    static func containerPop(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "container-pop-\(Int(t * 1000))ms", time: 10 + t) {
            let (root, screen, page1, page2) = navigationStack()
            page1.removeFromSuperlayer()
            screen.addSublayer(page2)
            MediaClock.withCurrent(MediaClock(manualTime: 10)) {
                CATransaction.flush()
                navigationPop(page2, page1, in: screen)
                CATransaction.flush()
            }
            return root
        }
    }

    /// A push at t = 10 interrupted by a pop at 10.5: the push jumps to its end (page 1 out,
    /// page 2 full size) and the pop runs from there; shown at 11.1 (60 % of the pop: page 2
    /// leaving at 0.8, page 1 growing behind it at 0.9).
    static let containerInterrupted = LayerScene(name: "container-push-interrupted-by-pop-1100ms", time: 11.1) {
        let (root, screen, page1, page2) = navigationStack()
        let clock = MediaClock(manualTime: 10)
        MediaClock.withCurrent(clock) {
            CATransaction.flush()
            navigationPush(page1, page2, in: screen)
            CATransaction.flush()
            clock.set(to: 10.5)
            navigationPop(page2, page1, in: screen)
            CATransaction.flush()
        }
        return root
    }

    /// Container transitions (`ViewAnimation.transition(from:to:in:…)`): seed 000's push at a
    /// quarter and at 60 %, its pop half-way, and a push interrupted by a pop.
    public static let containerTransitions: [LayerScene] = [
        containerPush(at: 0.25), containerPush(at: 0.6), containerPop(at: 0.5), containerInterrupted,
    ]
}
