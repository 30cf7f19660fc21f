import Foundation

/// One stretch of a ``PropertyAnimator``'s progress played by one set of layer animations.
///
/// Segment time `e` runs over `0…length` seconds; the animator fraction is
/// `fromFraction + (toFraction − fromFraction)·e/length`. `e` moves at `speed` (+1 forward,
/// −1 backward, 0 paused) from `elapsed` at media time `anchorTime`. The layer animations
/// encode the same state with Core Animation timing (Apple's pause recipe): running, a
/// `beginTime` of `now − e`; backwards, speed −1 with `timeOffset = length`; paused,
/// speed 0 with `timeOffset = e` — so `presentation()` and snapshots show them with no
/// special path.
///
/// ```
/// media time ──┬────────────┬──────────────┬─────────────▶
///           start         pause         resume
/// segment e   0 ──speed 1──▶ e₁ (speed 0, timeOffset e₁) e₁ ──▶ length  (beginTime = now − e₁)
/// fraction    0 ───────────▶ e₁/length ─────────────────────────▶ 1
/// reversed:   speed −1, timeOffset length, beginTime = now + e − length: e runs back to 0
/// ```
struct AnimatorSegment {
    /// How the values are paced inside the segment.
    enum Timing {
        /// A cubic curve (nil = linear).
        case cubic(CAMediaTimingFunction?)
        /// A spring, fitted to each property's moving time.
        case spring(SpringTimingParameters)

        init(_ provider: any TimingCurveProvider) {
            if let spring = provider.springTimingParameters {
                self = .spring(spring)
            } else {
                self = .cubic(provider.cubicTimingParameters?.timingFunction)
            }
        }
    }

    var fromFraction: Double
    var toFraction: Double
    /// Seconds.
    var length: Double
    var timing: Timing
    /// Whether the segment plays the whole animation from the start values to the end
    /// values (0 → 1), so reversing it is just running it backwards.
    var spansWholeAnimation: Bool
    /// Whether it is the linear stand-in shown while scrubbing with `scrubsLinearly`.
    var isLinearScrub: Bool
    /// Segment time at ``anchorTime``, in seconds (negative during a start delay).
    var elapsed: Double
    /// Media time, seconds.
    var anchorTime: CFTimeInterval
    /// +1, 0 or −1.
    var speed: Double

    /// Unclamped segment time at media time `t`.
    func rawElapsed(at t: CFTimeInterval) -> Double {
        elapsed + speed * (t - anchorTime)
    }

    /// Segment time at media time `t`, clamped to `0…length`.
    func clampedElapsed(at t: CFTimeInterval) -> Double {
        min(max(rawElapsed(at: t), 0), length)
    }

    /// The animator fraction at media time `t`.
    func fraction(at t: CFTimeInterval) -> Double {
        guard length > 0 else { return speed < 0 ? fromFraction : toFraction }
        return fromFraction + (toFraction - fromFraction) * clampedElapsed(at: t) / length
    }

    /// The fraction the segment ends at in its direction of play.
    var targetFraction: Double {
        speed < 0 ? fromFraction : toFraction
    }

    /// Sets the Core Animation timing for the segment's state at media time `now` on a
    /// top-level animation of `layer` lasting ``length``.
    func applyTiming(to animation: CAAnimation, layer: CALayer, now: CFTimeInterval) {
        let layerNow = layer.convertTime(now, from: nil)
        let e = rawElapsed(at: now)
        animation.duration = length
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        if speed > 0 {
            animation.beginTime = layerNow - e
        } else if speed < 0 {
            animation.speed = -1
            animation.timeOffset = length
            animation.beginTime = layerNow + e - length
        } else {
            // Frozen at e. Autoreversing makes e = length the end of the forward half (f = 1)
            // rather than the start of a second cycle; with speed 0 nothing else changes.
            animation.speed = 0
            animation.timeOffset = min(max(e, 0), length)
            animation.autoreverses = true
            animation.beginTime = layerNow
        }
        // 0 would be replaced by the commit time (REFERENCE 1.9).
        if animation.beginTime == 0 { animation.beginTime = .leastNonzeroMagnitude }
    }
}
