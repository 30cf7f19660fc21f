import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("PropertyAnimator")
    struct AnimatorPropertyAnimatorTests {
        /// A linear 2 s animator moving x from 0 to 100, with a completion log.
        static func linearAnimator(_ layer: CALayer, log: Log) -> PropertyAnimator {
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                layer.position = CGPoint(x: 100, y: 0)
            }
            animator.addCompletion { log.entries.append("\($0) @\(CACurrentMediaTime())") }
            return animator
        }

        final class Log {
            var entries: [String] = []
        }

        /// Seed 000's interactive example: a 5 s ease-out animator scaling to 0.1, started
        /// and paused at once, then scrubbed. With `scrubsLinearly` (the default) the scale at
        /// fraction f is 1 − 0.9 f: 1, 0.775, 0.55, 0.1 at 0, 0.25, 0.5, 1 — and it stays
        /// there while the clock runs.
        @Test func seedInteractiveScrubbing() {
            let button = committedLayer(position: CGPoint(x: 250, y: 150))
            let animator = PropertyAnimator(duration: 5, curve: .easeOut) {
                button.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))
            }
            animator.startAnimation()
            animator.pauseAnimation()
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            CATransaction.flush()
            #expect(close(Double(button.presentation()?.transform.m11 ?? 0), 1))
            for (fraction, scale) in [(0.0, 1.0), (0.25, 0.775), (0.5, 0.55), (1.0, 0.1)] {
                animator.fractionComplete = CGFloat(fraction)
                CATransaction.flush()
                MediaClock.current.advance(by: 0.7)
                #expect(close(Double(animator.fractionComplete), fraction))
                let shown = button.presentation()?.transform ?? CATransform3DIdentity
                #expect(close(Double(shown.m11), scale, 1e-5), "fraction \(fraction)")
                #expect(close(Double(shown.m22), scale, 1e-5), "fraction \(fraction)")
            }
            #expect(button.affineTransform().a == 0.1)
        }

        /// Seed 000's pan ends with startAnimation(): after a linear scrub to 0.5 (scale 0.55)
        /// the animation continues from the value shown, with its curve over the remaining
        /// 2.5 s: 1.25 s later the scale is 0.55 − 0.45 × easeOut(0.5) = 0.2419106, then 0.1
        /// and the completion `.end`.
        @Test func resumingAfterALinearScrubContinuesFromTheValueShown() {
            let button = committedLayer()
            let log = Log()
            let animator = PropertyAnimator(duration: 5, curve: .easeOut) {
                button.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))
            }
            animator.addCompletion { log.entries.append("\($0)") }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.startAnimation()
            CATransaction.flush()
            #expect(close(Double(button.presentation()?.transform.m11 ?? 0), 0.55, 1e-5))
            MediaClock.current.set(to: 101.25)
            #expect(close(Double(button.presentation()?.transform.m11 ?? 0), 0.2419106, 1e-4))
            #expect(close(Double(animator.fractionComplete), 0.75))
            MediaClock.current.set(to: 102.6)
            #expect(log.entries == ["end"])
            #expect(close(Double(button.presentation()?.transform.m11 ?? 0), 0.1, 1e-6))
        }

        /// Without `scrubsLinearly` the scrubbed value follows the curve: easeOut(0.5) =
        /// 0.6846432, scale 1 − 0.9 × 0.6846432.
        @Test func scrubbingWithTheCurve() {
            let button = committedLayer()
            let animator = PropertyAnimator(duration: 5, curve: .easeOut) {
                button.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))
            }
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            #expect(animator.state == .active)
            CATransaction.flush()
            #expect(close(Double(button.presentation()?.transform.m11 ?? 0), 1 - 0.9 * 0.6846432, 1e-4))
        }

        /// Start at 100, pause at 100.5 (x = 25), wait a second, resume at 101.5: x = 50 at
        /// 102, and the end (x = 100, completion `.end`) at 103.
        @Test func startPauseContinueTiming() {
            let layer = committedLayer()
            let log = Log()
            let animator = Self.linearAnimator(layer, log: log)
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.isRunning)
            #expect(layer.position.x == 100)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.5), 25))
            animator.pauseAnimation()
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101.5), 25))
            #expect(close(Double(animator.fractionComplete), 0.25))
            animator.startAnimation()
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 102), 50))
            #expect(close(Double(animator.fractionComplete), 0.5))
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 102.99)
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 103.01)
            #expect(log.entries == ["end @103.01"])
            #expect(animator.state == .inactive)
            #expect(layer.animationKeys() == nil)
            #expect(layer.position.x == 100)
        }

        /// Reversing an ease-in-out animator at 1 s of 2 s retraces the curve: at 101.5 the
        /// fraction is 0.25 and x = 100 × easeInEaseOut(0.25) = 12.91619; it ends at the
        /// start at 102 (completion `.start`, model x = 0).
        @Test func reverseRetracesTheCurve() {
            let layer = committedLayer()
            let log = Log()
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
                layer.position = CGPoint(x: 100, y: 0)
            }
            animator.addCompletion { log.entries.append("\($0) @\(CACurrentMediaTime())") }
            animator.startAnimation()
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101), 50, 1e-3))
            animator.isReversed = true
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101.5), 12.91619, 2e-3))
            #expect(close(Double(animator.fractionComplete), 0.25))
            MediaClock.current.set(to: 101.99)
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 102.01)
            #expect(log.entries == ["start @102.01"])
            #expect(layer.position.x == 0)
            #expect(layer.animationKeys() == nil)
        }

        /// stopAnimation(false) at 101 keeps x = 50 as the model value and waits;
        /// finishAnimation(at:) then sets the end, the start or keeps the current value.
        @Test func stopAndFinishPositions() {
            for (position, expected) in [(ViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 50)] {
                let layer = committedLayer()
                let log = Log()
                let animator = Self.linearAnimator(layer, log: log)
                animator.startAnimation()
                CATransaction.flush()
                MediaClock.current.set(to: 101)
                animator.stopAnimation(false)
                #expect(animator.state == .stopped)
                #expect(close(Double(layer.position.x), 50))
                #expect(layer.animationKeys() == nil)
                #expect(log.entries.isEmpty)
                animator.finishAnimation(at: position)
                #expect(animator.state == .inactive)
                #expect(close(Double(layer.position.x), expected), "\(position)")
                #expect(log.entries == ["\(position) @101.0"])
            }
        }

        /// stopAnimation(true) leaves the current value and runs no completion.
        @Test func stopWithoutFinishing() {
            let layer = committedLayer()
            let log = Log()
            let animator = Self.linearAnimator(layer, log: log)
            animator.startAnimation()
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            #expect(close(Double(layer.position.x), 25))
            MediaClock.current.set(to: 105)
            #expect(log.entries.isEmpty)
            #expect(layer.animationKeys() == nil)
        }

        /// continueAnimation(nil, durationFactor: 2) after pausing at half: the total duration
        /// becomes 4 s, the remaining half takes 2 s (x = 75 one second later, end at 103).
        @Test func continueWithADurationFactor() {
            let layer = committedLayer()
            let log = Log()
            let animator = Self.linearAnimator(layer, log: log)
            animator.startAnimation()
            CATransaction.flush()
            MediaClock.current.set(to: 101)
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 102), 75))
            #expect(close(Double(animator.fractionComplete), 0.75))
            MediaClock.current.set(to: 102.99)
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 103.01)
            #expect(log.entries == ["end @103.01"])
        }

        /// New timing parameters continue from the value shown: an ease-in animator paused at
        /// 1 s (x = 100 × easeIn(0.5) = 31.53568) continued linearly runs 31.54 → 100 in 1 s.
        @Test func continueWithNewTimingParameters() {
            let layer = committedLayer()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) {
                layer.position = CGPoint(x: 100, y: 0)
            }
            animator.startAnimation()
            CATransaction.flush()
            MediaClock.current.set(to: 101)
            animator.pauseAnimation()
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101), 31.53568, 2e-3))
            #expect(close(presentedX(layer, at: 101.5), (31.53568 + 100) / 2, 2e-3))
        }

        /// addAnimations(_:delayFactor: 0.5) on a 2 s animator: the opacity starts moving at
        /// 1 s and ends with the position at 2 s.
        @Test func delayFactor() {
            let layer = committedLayer()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                layer.position = CGPoint(x: 100, y: 0)
            }
            animator.addAnimations({ layer.opacity = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            #expect(close(Double(layer.presentation()?.opacity ?? -1), 1))
            MediaClock.current.set(to: 101.5)
            #expect(close(Double(layer.presentation()?.opacity ?? -1), 0.5))
            #expect(close(Double(layer.presentation()?.position.x ?? -1), 75))
        }

        /// pausesOnCompletion: at the end the animator stays active and paused at fraction 1,
        /// showing the end values, and runs no completion.
        @Test func pausesOnCompletion() {
            let layer = committedLayer()
            let log = Log()
            let animator = Self.linearAnimator(layer, log: log)
            animator.pausesOnCompletion = true
            animator.startAnimation()
            CATransaction.flush()
            MediaClock.current.set(to: 103)
            CATransaction.flush()
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(log.entries.isEmpty)
            #expect(close(presentedX(layer, at: 104), 100))
        }

        /// runningPropertyAnimator with a 1 s delay: the start value shows during the delay,
        /// half way at 101.5, completion `.end` at 102.
        @Test func runningPropertyAnimatorWithDelay() {
            let layer = committedLayer()
            let log = Log()
            let animator = PropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 1, options: .curveLinear,
                animations: { layer.position = CGPoint(x: 100, y: 0) },
                completion: { log.entries.append("\($0) @\(CACurrentMediaTime())") })
            #expect(animator.isRunning)
            #expect(animator.delay == 1)
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.5), 0))
            #expect(animator.fractionComplete == 0)
            #expect(close(presentedX(layer, at: 101.5), 50))
            MediaClock.current.set(to: 101.99)
            #expect(log.entries.isEmpty)
            MediaClock.current.set(to: 102.01)
            #expect(log.entries == ["end @102.01"])
        }

        /// A damping-ratio animator runs the spring UIKit fits to its duration:
        /// 0.5 s, ζ = 0.7 → at 0.2 s the progress is 1.0399031 (see the spring block test).
        @Test func springAnimator() {
            let layer = committedLayer()
            let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
                layer.position = CGPoint(x: 100, y: 0)
            }
            animator.startAnimation()
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 100.2), 103.99031, 1e-3))
        }

        /// An animator whose blocks change nothing completes as soon as it starts.
        @Test func emptyAnimatorCompletesAtOnce() {
            let layer = committedLayer()
            let log = Log()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.position = .zero }
            animator.addCompletion { log.entries.append("\($0)") }
            animator.startAnimation()
            #expect(log.entries == ["end"])
            #expect(animator.state == .inactive)
        }
    }
}
