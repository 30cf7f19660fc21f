import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// `ViewAnimation.transition(from:to:in:…)`: seed 000's navigation push and pop (scale
    /// 0.7, the page entering from the right edge) on layers; the completion runs exactly once,
    /// finished or interrupted, with the tree in its final state.
    @Suite("Container transitions")
    struct AnimatorContainerTransitionTests {
        static let scale: CGFloat = 0.7
        /// Seed 000's off-screen transform of a page `width` points wide: translate by
        /// width × (1 + 1/scale) / 2, then scale by 0.7 (CGAffineTransformConcat(T, S)).
        static func offscreen(_ width: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: width * (1 + 1 / scale) / 2, y: 0)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        }

        private func page() -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            return layer
        }

        /// Pushes `to` over `from` as the seed does; records completions in `log`.
        private func push(_ from: CALayer, _ to: CALayer, in container: CALayer, log: Log) {
            ViewAnimation.transition(
                from: from, to: to, in: container, duration: 1, placement: .above,
                preparation: { to.setAffineTransform(Self.offscreen(to.bounds.width)) },
                animations: {
                    from.setAffineTransform(CGAffineTransform(scaleX: Self.scale, y: Self.scale))
                    to.setAffineTransform(.identity)
                },
                completion: { finished in
                    from.setAffineTransform(.identity)
                    log.entries.append("push \(finished) \(from.superlayer == nil)")
                })
        }

        /// Pops back from `from` to `to` as the seed does.
        private func pop(_ from: CALayer, _ to: CALayer, in container: CALayer, log: Log) {
            ViewAnimation.transition(
                from: from, to: to, in: container, duration: 1, placement: .below,
                preparation: { to.setAffineTransform(CGAffineTransform(scaleX: Self.scale, y: Self.scale)) },
                animations: {
                    from.setAffineTransform(Self.offscreen(from.bounds.width))
                    to.setAffineTransform(.identity)
                },
                completion: { finished in log.entries.append("pop \(finished) \(from.superlayer == nil)") })
        }

        final class Log {
            var entries: [String] = []
        }

        @Test("push: the new page is inserted above, animates in from the right edge, the old one leaves")
        func push() throws {
            resetLayerRuntime()
            let container = page()
            let page1 = page()
            container.addSublayer(page1)
            CATransaction.flush()
            let page2 = page()  // never committed: it animates all the same
            let log = Log()
            push(page1, page2, in: container, log: log)
            #expect(container.sublayers?.map { $0 === page2 } == [false, true])
            let animation = try #require(page2.animation(forKey: "transform") as? CABasicAnimation)
            #expect(animation.duration == 1)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            CATransaction.flush()
            // Half-way the ease-in-out curve is exactly 0.5: page 2's translation is half of
            // 0.85 × 100 (its transform interpolates from translate(85)·scale(0.7) to identity).
            MediaClock.current.set(to: 100.5)
            let shown = try #require(page2.presentation()?.transform)
            #expect(close(Double(shown.m41), 42.5, 1e-6))
            #expect(close(Double(shown.m11), 0.85, 1e-6))
            #expect(close(Double(page1.presentation()?.transform.m11 ?? 0), 0.85, 1e-6))
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 101.01)
            #expect(log.entries == ["push true true"])
            #expect(container.sublayers?.count == 1 && container.sublayers?.first === page2)
            #expect(CATransform3DIsIdentity(page1.transform))
            MediaClock.current.set(to: 102)
            #expect(log.entries.count == 1)
        }

        @Test("a second transition interrupts the first: completion(false) once, final state at once")
        func interrupted() throws {
            resetLayerRuntime()
            let container = page()
            let page1 = page()
            container.addSublayer(page1)
            CATransaction.flush()
            let page2 = page()
            let log = Log()
            push(page1, page2, in: container, log: log)
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            pop(page2, page1, in: container, log: log)
            // The push ended unfinished before the pop began; page 1 came back below page 2.
            #expect(log.entries == ["push false true"])
            #expect(container.sublayers?.map { $0 === page1 } == [true, false])
            CATransaction.flush()
            // The pop starts from the push's end state: page 2 at identity, page 1 at 0.7.
            MediaClock.current.set(to: 100.5)
            #expect(close(Double(page2.presentation()?.transform.m11 ?? 0), 1, 1e-9))
            #expect(close(Double(page1.presentation()?.transform.m11 ?? 0), 0.7, 1e-9))
            MediaClock.current.set(to: 101.51)
            #expect(log.entries == ["push false true", "pop true true"])
            #expect(container.sublayers?.count == 1 && container.sublayers?.first === page1)
            MediaClock.current.set(to: 103)
            #expect(log.entries.count == 2)
        }

        @Test("a block that animates nothing completes at once with the old page removed")
        func nothingAnimated() {
            resetLayerRuntime()
            let container = page()
            let page1 = page()
            container.addSublayer(page1)
            CATransaction.flush()
            let page2 = page()
            var calls: [Bool] = []
            ViewAnimation.transition(
                from: page1, to: page2, in: container, duration: 1, animations: {},
                completion: { calls.append($0) })
            #expect(calls == [true])
            #expect(page1.superlayer == nil && page2.superlayer === container)
        }
    }
}
