import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("ViewAnimation blocks")
    struct AnimatorBlockTests {
        /// Seed 003: `view.center = (80, 80)` inside a 1.25 s block animates the layer's
        /// position with the default curve (ease in, ease out): halfway (0.625 s) the curve is
        /// exactly 0.5, at 0.25 s it is easeInEaseOut(0.2) = 0.0816599.
        @Test func blockAnimatesFromThePresentationValueToTheNewModelValue() throws {
            let layer = committedLayer()
            ViewAnimation.animate(withDuration: 1.25) {
                layer.position = CGPoint(x: 80, y: 80)
            }
            #expect(layer.position == CGPoint(x: 80, y: 80))
            let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(animation.duration == 1.25)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.25), 80 * 0.0816599, 1e-3))
            #expect(close(presentedX(layer, at: 100.625), 40, 1e-4))
            #expect(close(presentedX(layer, at: 101.3), 80))
            #expect(layer.animationKeys() == nil)
        }

        /// Seed 003: a layer whose delegate answers NSNull (a UIView's layer outside blocks)
        /// gets no animation outside a block, and one inside (the block is asked first).
        @Test func delegateNullOutsideBlocksAnimationInside() {
            let layer = committedLayer()
            let delegate = NullActionDelegate()
            layer.delegate = delegate
            layer.position = CGPoint(x: 10, y: 10)
            #expect(layer.animationKeys() == nil)
            ViewAnimation.animate(withDuration: 1) { layer.position = CGPoint(x: 20, y: 20) }
            #expect(layer.animationKeys() == ["position"])
        }

        /// Outside blocks a delegate-less committed layer keeps Core Animation's implicit
        /// animation (0.25 s); inside performWithoutAnimation it gets none.
        @Test func outsideBlocksImplicitAnimationsStayAndPerformWithoutAnimationRemovesThem() throws {
            let layer = committedLayer()
            layer.position = CGPoint(x: 10, y: 0)
            let implicit = try #require(layer.animation(forKey: "position"))
            #expect(implicit.duration == 0.25)
            layer.removeAllAnimations()
            ViewAnimation.performWithoutAnimation { layer.position = CGPoint(x: 30, y: 0) }
            #expect(layer.animationKeys() == nil)
            #expect(layer.position == CGPoint(x: 30, y: 0))
        }

        /// Seed 003 note 1: setting the value a property already has animates nothing, and
        /// the completion runs at once (before `animate` returns), with finished = true.
        @Test func blockThatChangesNothingCompletesAtOnce() {
            let layer = committedLayer(position: CGPoint(x: 80, y: 80))
            var result: Bool?
            ViewAnimation.animate(
                withDuration: 1.25,
                animations: {
                    layer.position = CGPoint(x: 80, y: 80)
                }, completion: { result = $0 })
            #expect(result == true)
            #expect(layer.animationKeys() == nil)
            var emptyResult: Bool?
            ViewAnimation.animate(withDuration: 1, animations: {}, completion: { emptyResult = $0 })
            #expect(emptyResult == true)
        }

        /// The completion runs when the clock reaches the end of the animation (1 s), with
        /// finished = true; a replaced animation reports false.
        @Test func completionRunsAtTheEndOrReportsInterruption() {
            let layer = committedLayer()
            var log: [String] = []
            ViewAnimation.animate(
                withDuration: 1,
                animations: {
                    layer.position = CGPoint(x: 100, y: 0)
                }, completion: { log.append("first \($0) @\(CACurrentMediaTime())") })
            ViewAnimation.animate(
                withDuration: 2,
                animations: {
                    layer.opacity = 0
                }, completion: { log.append("second \($0) @\(CACurrentMediaTime())") })
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            #expect(log.isEmpty)
            MediaClock.current.set(to: 101.2)
            #expect(log == ["first true @101.2"])
            ViewAnimation.animate(withDuration: 1) { layer.opacity = 0.5 }
            #expect(log == ["first true @101.2", "second false @101.2"])
        }

        /// A delay starts the animation `delay` seconds after the call; meanwhile the start
        /// value shows (backwards fill) although the model already holds the end value.
        @Test func delayHoldsTheStartValue() {
            let layer = committedLayer()
            ViewAnimation.animate(
                withDuration: 1, delay: 0.5, options: .curveLinear,
                animations: {
                    layer.position = CGPoint(x: 100, y: 0)
                })
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.25), 0))
            #expect(close(presentedX(layer, at: 101.0), 50))
            #expect(close(presentedX(layer, at: 101.25), 75))
        }

        /// `.curveEaseIn`: at half the duration the value is easeIn(0.5) = 0.3153568 of the way.
        @Test func easeInCurveOption() {
            let layer = committedLayer()
            ViewAnimation.animate(
                withDuration: 2, delay: 0, options: .curveEaseIn,
                animations: {
                    layer.position = CGPoint(x: 100, y: 0)
                })
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101), 31.53568, 2e-3))
        }

        /// `.repeat` + `.autoreverse` (linear, 1 s): 0 → 100 → 0 per 2 s cycle, forever; the
        /// completion never runs.
        @Test func repeatAndAutoreverse() throws {
            let layer = committedLayer()
            var finished: Bool?
            ViewAnimation.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                animations: { layer.position = CGPoint(x: 100, y: 0) }, completion: { finished = $0 })
            let animation = try #require(layer.animation(forKey: "position"))
            #expect(animation.repeatCount == .infinity)
            #expect(animation.autoreverses)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.25), 25))
            #expect(close(presentedX(layer, at: 101.25), 75))
            #expect(close(presentedX(layer, at: 102.5), 50))
            #expect(close(presentedX(layer, at: 150.75), 75))
            #expect(finished == nil)
        }

        /// Spring block, duration 0.5, damping ratio 0.7, velocity 0 (REFERENCE 3.5): with
        /// v = 0 UIKit's equation has the closed form ω = ln(ζ/(√(1−ζ²)·0.001))/(ζT) =
        /// 19.679293, so stiffness ω² = 387.27458 and damping 2ζω = 27.551010; the layer at
        /// 0.2 s shows p = 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t) = 1.0399031 of the way.
        @Test func springBlockConvertsLikeUIKit() throws {
            let layer = committedLayer()
            ViewAnimation.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                options: [], animations: { layer.position = CGPoint(x: 100, y: 0) })
            let spring = try #require(layer.animation(forKey: "position") as? CASpringAnimation)
            #expect(close(Double(spring.stiffness), 387.27458, 1e-3))
            #expect(close(Double(spring.damping), 27.551010, 1e-4))
            #expect(spring.mass == 1)
            #expect(spring.duration == 0.5)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.2), 103.99031, 1e-3))
        }

        /// beginFromCurrentState: a second block during a running animation starts from the
        /// value shown (50); without it from the old model value (100, the old target).
        @Test func beginFromCurrentState() {
            for (options, expected) in [
                (ViewAnimation.AnimationOptions.beginFromCurrentState, 125.0), ([], 150.0),
            ] {
                let layer = committedLayer()
                ViewAnimation.animate(
                    withDuration: 1, delay: 0, options: .curveLinear,
                    animations: {
                        layer.position = CGPoint(x: 100, y: 0)
                    })
                CATransaction.flush()
                MediaClock.current.set(to: 100.5)
                ViewAnimation.animate(
                    withDuration: 1, delay: 0, options: options.union(.curveLinear),
                    animations: {
                        layer.position = CGPoint(x: 200, y: 0)
                    })
                CATransaction.flush()
                #expect(close(presentedX(layer, at: 101.0), expected), "options \(options.rawValue)")
            }
        }

        /// A nested block takes the enclosing block's duration unless it overrides it.
        @Test func nestedBlocksInheritTheDuration() throws {
            let layer = committedLayer()
            ViewAnimation.animate(withDuration: 2) {
                ViewAnimation.animate(withDuration: 0.5) { layer.position = CGPoint(x: 1, y: 0) }
                ViewAnimation.animate(
                    withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
                    animations: {
                        layer.opacity = 0
                    })
            }
            #expect(try #require(layer.animation(forKey: "position")).duration == 2)
            #expect(try #require(layer.animation(forKey: "opacity")).duration == 0.5)
        }

        /// Seed 003: `frame` is not animatable; setting it in a block animates the bounds and
        /// the position it is derived from (linear, 1 s: half way at 0.5 s).
        @Test func frameAnimatesThroughBoundsAndPosition() {
            let layer = committedLayer(position: CGPoint(x: 50, y: 50))
            ViewAnimation.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                layer.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            })
            #expect(Set(layer.animationKeys() ?? []) == ["bounds", "position"])
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            let shown = layer.presentation()
            #expect(close(shown?.position ?? .zero, CGPoint(x: 125, y: 50)))
            #expect(close(Double(shown?.bounds.width ?? 0), 150))
        }

        /// Options keep UIKit's bit values.
        @Test func optionBitsAreUIKits() {
            #expect(ViewAnimation.AnimationOptions.beginFromCurrentState.rawValue == 4)
            #expect(ViewAnimation.AnimationOptions.repeat.rawValue == 8)
            #expect(ViewAnimation.AnimationOptions.autoreverse.rawValue == 16)
            #expect(ViewAnimation.AnimationOptions.curveLinear.rawValue == 0x30000)
            #expect(ViewAnimation.AnimationOptions.curveEaseOut.curve == .easeOut)
            #expect(ViewAnimation.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
            #expect(ViewAnimation.KeyframeAnimationOptions.calculationModePaced.calculationMode == .paced)
        }
    }
}
