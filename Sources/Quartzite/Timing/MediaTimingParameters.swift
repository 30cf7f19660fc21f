/// A value snapshot of the ``CAMediaTiming`` fields and the one implementation of Core
/// Animation's time mapping (REFERENCE 1.1–1.7).
///
/// An animation of `duration` d, `repeatCount` 2.5, `beginTime` b, speed 1, timeOffset 0:
///
/// ```
/// parent time ──┬────────────┬────────────┬──────┬──────────▶
///               b          b+d         b+2d   b+2.5d = endTime (inclusive)
/// active time u 0            d           2d     2.5d
/// iteration k   0            1            2       2 (end state f = 0.5)
/// fraction f    0 ───▶ 1     0 ───▶ 1     0 ─▶ 0.5
///     fill:  ◀─ backwards: f = 0 of k 0          forwards: frozen at end state ─▶
/// ```
///
/// With `autoreverses` one cycle is forward *and* back (`P = 2d`), so f runs
/// `0 ─▶ 1 ─▶ 0` per cycle. `timeOffset` shifts the phase, not the window: duration 3,
/// timeOffset 1 shows `1/3 ─▶ 1 | 0 ─▶ 1/3` over the same 3 s.
///
/// Units: seconds. "Parent time" is the time space of the superlayer (for a layer) or of the
/// layer the animation is attached to (for an animation); "local time" is this object's.
/// All methods are pure and allocation-free.
public struct MediaTimingParameters: Sendable, Hashable {
    /// The start in parent time, in seconds.
    public var beginTime: CFTimeInterval
    /// The phase offset added to local time, in local seconds.
    public var timeOffset: CFTimeInterval
    /// The effective simple duration in local seconds. For animations this is already resolved
    /// (see ``resolvedDuration(_:default:)``); for layers it is unused by the time map.
    public var duration: CFTimeInterval
    /// The rate of local time relative to parent time.
    public var speed: Float
    /// The number of cycles (fractional allowed; `.infinity` or `Float.greatestFiniteMagnitude`
    /// repeat forever; `≤ 0` means one cycle).
    public var repeatCount: Float
    /// The repeat length in local seconds; wins over ``repeatCount`` when `> 0`.
    public var repeatDuration: CFTimeInterval
    /// Whether each cycle plays forward then back (cycle length `2 × duration`).
    public var autoreverses: Bool
    /// What is shown outside the active interval.
    public var fillMode: CAMediaTimingFillMode

    /// The duration Core Animation gives animations whose `duration` is `≤ 0` when no
    /// transaction overrides it (`CATransaction.animationDuration()`'s default), in seconds.
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// Creates parameters; the defaults are those of a new layer or animation, except that
    /// `duration` must be the effective one for animations.
    public init(
        beginTime: CFTimeInterval = 0, timeOffset: CFTimeInterval = 0,
        duration: CFTimeInterval = 0, speed: Float = 1, repeatCount: Float = 0,
        repeatDuration: CFTimeInterval = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.timeOffset = timeOffset
        self.duration = duration
        self.speed = speed
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Snapshots the fields of `timing` as they are (use for layers, whose `duration` of 0 is
    /// not replaced).
    public init(_ timing: some CAMediaTiming) {
        self.init(
            beginTime: timing.beginTime, timeOffset: timing.timeOffset, duration: timing.duration,
            speed: timing.speed, repeatCount: timing.repeatCount,
            repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
    }

    /// Snapshots the fields of an animation, replacing a `duration ≤ 0` by `defaultDuration`
    /// (the transaction's animation duration or the enclosing group's duration), in seconds.
    public init(_ timing: some CAMediaTiming, defaultDuration: CFTimeInterval) {
        self.init(timing)
        duration = Self.resolvedDuration(timing.duration, default: defaultDuration)
    }

    /// Core Animation's default-duration rule (`setDefaultDuration:`): a duration `≤ 0`
    /// (or NaN) is replaced by `defaultDuration`; any other value is kept. Seconds.
    public static func resolvedDuration(
        _ duration: CFTimeInterval, default defaultDuration: CFTimeInterval
    ) -> CFTimeInterval {
        duration > 0 ? duration : defaultDuration
    }

    // MARK: Local time (1.1, 1.10)

    /// Maps a parent time to this object's local time, unclamped and unwrapped:
    /// `(t − beginTime) × speed + timeOffset` (how layers map time).
    @inlinable
    public func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// The inverse of ``localTime(fromParentTime:)``: `(t − timeOffset) / speed + beginTime`.
    /// Undefined (non-finite) when `speed == 0`.
    @inlinable
    public func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        (t - timeOffset) / Double(speed) + beginTime
    }

    // MARK: Durations and window (1.3, 1.4)

    /// The cycle length `P` in local seconds: `duration`, doubled when ``autoreverses``.
    public var cycleDuration: CFTimeInterval {
        autoreverses ? duration * 2 : duration
    }

    /// Whether ``repeatCount`` means "forever" (`.infinity` or `FLT_MAX`) and no
    /// ``repeatDuration`` overrides it.
    public var repeatsForever: Bool {
        repeatDuration <= 0
            && (repeatCount == .infinity || repeatCount == .greatestFiniteMagnitude)
    }

    /// The active duration `AD` in local seconds: ``repeatDuration`` when `> 0`, else
    /// `repeatCount × P` when `repeatCount > 0` (∞ for `.infinity` / `FLT_MAX`), else `P`.
    public var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatsForever { return .infinity }
        if repeatCount > 0 { return Double(repeatCount) * cycleDuration }
        return cycleDuration
    }

    /// The end of the active interval in parent time: `beginTime + AD / |speed|`
    /// (∞ when `speed == 0`). The interval `[beginTime, endTime]` is closed.
    public var endTime: CFTimeInterval {
        if speed == 0 { return .infinity }
        return beginTime + activeDuration / Double(speed.magnitude)
    }

    /// Whether the object contributes at parent time `t`: inside `[beginTime, endTime]`
    /// (inclusive end), or before it with a backwards fill, or after it with a forwards fill.
    public func isActive(atParentTime t: CFTimeInterval) -> Bool {
        if t.isNaN { return false }
        return (t >= beginTime || fillMode.fillsBackwards)
            && (t <= endTime || fillMode.fillsForwards)
    }

    // MARK: Basic local time (1.5–1.7)

    /// The cycle index and fraction shown at parent time `t`, or `nil` when the object is not
    /// active there (see ``isActive(atParentTime:)``).
    ///
    /// The active local time is `u = e + timeOffset`, where the elapsed time
    /// `e = (t − beginTime) × speed` is held at 0 before `beginTime` (backwards fill) and at
    /// `±AD` from `endTime` on (forwards fill; the sign is the speed's). Then `k = ⌊u / P⌋`
    /// (floor, also for negative `u`), `phase = u − kP`, mirrored to `P − phase` in the
    /// backward half of an autoreversing cycle, and `f = local / duration`.
    ///
    /// End rule: at or after `endTime`, when `u` is a whole multiple of `P`, the state is the
    /// end of cycle `k − 1` (repeatCount 3 ends at f = 1, autoreverse ×1 at f = 0).
    /// Speed 0 freezes `u` at `timeOffset`. A `duration ≤ 0` is treated as an instantaneous
    /// cycle that is always at its end state (f = 1, or 0 when autoreversing).
    ///
    /// Negative speed (Quartzite's reading of REFERENCE 1.7, not measured on a device): the
    /// end rule is applied in the direction of play, so a cycle boundary reached while running
    /// backwards belongs to the cycle being played (`timeOffset = duration` starts at f = 1
    /// of iteration 0), and the end state is the start of the last cycle played (f = 0).
    public func progress(atParentTime t: CFTimeInterval) -> MediaTimingProgress? {
        progress(atParentTime: t, window: MediaTimingWindow(self))
    }

    /// ``progress(atParentTime:)`` with the active window (``MediaTimingWindow``) computed
    /// beforehand, for callers that evaluate the same timing many times.
    @inline(__always)
    func progress(atParentTime t: CFTimeInterval, window: MediaTimingWindow) -> MediaTimingProgress? {
        // isActive(atParentTime:), with the window's precomputed end and fill flags.
        if t.isNaN { return nil }
        guard (t >= beginTime || window.fillsBackwards) && (t <= window.endTime || window.fillsForwards)
        else { return nil }
        let atEnd = t >= window.endTime && t > beginTime
        let elapsed: Double
        if t <= beginTime {
            elapsed = 0
        } else if atEnd {
            elapsed = speed < 0 ? -window.activeDuration : window.activeDuration
        } else {
            elapsed = (t - beginTime) * Double(speed)
        }
        let boundaryEndsCycle = speed > 0 ? atEnd : (speed < 0 ? !atEnd : false)
        return progress(activeTime: elapsed + timeOffset, boundaryEndsCycle: boundaryEndsCycle)
    }

    /// The cycle index and fraction for an active local time `u` in local seconds (already
    /// including `timeOffset`). When `boundaryEndsCycle` is true and `u` lies on a cycle
    /// boundary (`u = kP`, within 1e‑9·P to absorb rounding such as `3 × 0.3`), the result is
    /// the end of cycle `k − 1` instead of the start of cycle `k`. See
    /// ``progress(atParentTime:)``.
    @inline(__always)
    public func progress(activeTime u: CFTimeInterval, boundaryEndsCycle: Bool) -> MediaTimingProgress {
        let period = cycleDuration
        guard duration > 0, period > 0, !u.isNaN else {
            return MediaTimingProgress(iteration: 0, fraction: autoreverses ? 0 : 1)
        }
        var k = (u / period).rounded(.down)
        var phase = u - k * period
        if phase < 0 {
            phase += period
            k -= 1
        } else if phase >= period {
            phase -= period
            k += 1
        }
        if boundaryEndsCycle {
            if phase <= period * 1e-9 {
                k -= 1
                phase = period
            } else if period - phase <= period * 1e-9 {
                phase = period
            }
        }
        let local = autoreverses && phase > duration ? period - phase : phase
        let fraction = min(max(local / duration, 0), 1)
        return MediaTimingProgress(iteration: Self.clampedIndex(k), fraction: fraction)
    }

    /// Converts a whole-valued Double to Int, saturating instead of trapping.
    private static func clampedIndex(_ k: Double) -> Int {
        if k >= 9.0e18 { return .max }
        if k <= -9.0e18 { return .min }
        return Int(k)
    }
}
