import Foundation

/// Animates layer property changes and lets them be paused, scrubbed, reversed and
/// retimed while they run. Mirrors UIKit's `UIViewPropertyAnimator` for layers (UIKit does
/// not exist on Linux); not Apple API by name, with UIKit's method names and labels.
///
/// The animation blocks run when the animator starts (or is paused or scrubbed first): like
/// ``ViewAnimation`` blocks they set model values, and every animatable property they change
/// on a committed layer is animated from its value before the block to the new model value.
/// The animations are ordinary layer animations (keyed by the property name) whose Core
/// Animation timing encodes the animator's state — running: `beginTime` in the past; paused
/// or scrubbed: speed 0 with a `timeOffset`; reversed: speed −1 — so `presentation()` and
/// snapshots show them after the next commit, like any layer change. The animator's own
/// clock is ``MediaClock``; completion handlers run when the clock passes the end.
///
/// Differs from Apple: an animator whose blocks change nothing completes as soon as it runs;
/// a spring given by mass, stiffness and damping runs for the animator's `duration`; resuming
/// after a linear scrub, reversing a resumed or retimed animation, and
/// ``continueAnimation(withTimingParameters:durationFactor:)`` with new parameters continue
/// from the values shown with the curve applied to the remaining motion (UIKit blends
/// curves in its own way); calls Apple rejects with an exception (starting a stopped
/// animator, finishing one that is not stopped) do nothing.
public final class PropertyAnimator {
    /// The duration of the animation in seconds.
    public let duration: TimeInterval
    /// The pacing of the animation.
    public let timingParameters: any TimingCurveProvider
    /// The start delay in seconds given to ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animator may be paused and stopped (stored only; default true).
    public var isInterruptible = true
    /// Whether setting ``fractionComplete`` while paused shows the values at that fraction of
    /// a linear interpolation (true, the default) or of the timing curve.
    public var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing (staying ``ViewAnimatingState/active``,
    /// completion handlers not run). Default false.
    public var pausesOnCompletion = false
    /// The current state.
    public internal(set) var state: ViewAnimatingState = .inactive

    var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(ViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    var segment: AnimatorSegment
    var durationFactor = 1.0
    var generation = 0
    var reversed = false
    /// The fraction kept while stopped.
    var stoppedFraction = 0.0

    /// An animator of `duration` seconds paced by `parameters` (a
    /// ``CubicTimingParameters`` or ``SpringTimingParameters``), in the inactive state.
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        segment = AnimatorSegment(
            fromFraction: 0, toFraction: 1, length: max(duration, 0), timing: .init(parameters),
            spansWholeAnimation: true, isLinearScrub: false, elapsed: 0, anchorTime: 0, speed: 0)
    }

    /// An animator of `duration` seconds with one of UIKit's named curves.
    public convenience init(
        duration: TimeInterval, curve: ViewAnimation.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds with a cubic Bézier curve through `point1` and
    /// `point2` (unit square).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds paced by a spring with damping ratio `ratio` (0…1)
    /// fitted to the duration as UIKit does (REFERENCE 3.5).
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with the curve of `options` (other options are ignored), adds
    /// `animations` and `completion`, and starts it after `delay` seconds.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: ViewAnimation.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations are active and not paused (true during a start delay).
    public var isRunning: Bool {
        state == .active && segment.speed != 0
    }

    /// Whether the animations run (or will run) from the end values back to the start values.
    /// Changing it while running turns the animations around at once.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { continueTowardTarget(timing: nil) }
        }
    }

    /// The fraction of the animation's duration reached (0…1; it goes down while reversed).
    /// Setting it while paused (or inactive, which pauses first) moves the animations there:
    /// the layers show the values at that fraction — of linear interpolation with
    /// ``scrubsLinearly``, else of the timing curve. Ignored while running or stopped.
    public var fractionComplete: CGFloat {
        get {
            switch state {
            case .inactive: return 0
            case .stopped: return CGFloat(stoppedFraction)
            case .active: return CGFloat(segment.fraction(at: CACurrentMediaTime()))
            }
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            scrub(to: min(max(Double(newValue), 0), 1))
        }
    }

    /// Adds an animation block. Before the animator starts it runs when it starts; while it
    /// is active it runs now and its changes animate over the remaining time.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block whose changes start moving after `delayFactor` (0…1) of the
    /// remaining duration and end with the others.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active: addActiveAnimations(animation, delayFactor: factor)
        case .stopped: return
        }
    }

    /// Adds a handler run when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations (running the pending blocks), or resumes them when paused.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (the layers show the start values
    /// meanwhile), or resumes paused ones at once.
    public func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            self.delay = max(delay, 0)
            activate(paused: false, delay: max(delay, 0))
        case .active:
            if !isRunning { continueTowardTarget(timing: nil) }
        case .stopped:
            return
        }
    }

    /// Pauses the animations where they are (starting them paused when inactive).
    public func pauseAnimation() {
        switch state {
        case .inactive:
            activate(paused: true, delay: 0)
        case .active:
            guard isRunning else { return }
            let now = CACurrentMediaTime()
            segment.elapsed = segment.clampedElapsed(at: now)
            segment.anchorTime = now
            segment.speed = 0
            applySegment()
        case .stopped:
            return
        }
    }

    /// Stops active animations where they are: the values shown become the model values and
    /// the animations are removed. With `withoutFinishing` the animator becomes inactive and
    /// its completion handlers are not run; otherwise it becomes ``ViewAnimatingState/stopped``
    /// and waits for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        stoppedFraction = segment.fraction(at: CACurrentMediaTime())
        let shown = tracks.map { $0.layer.livePresentationValue(forKey: $0.key) }
        removeLayerAnimations()
        for (track, value) in zip(tracks, shown) {
            track.layer.setModelValueWithoutActions(value, forKey: track.key)
        }
        if withoutFinishing {
            state = .inactive
            tracks = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: sets the model values to the end values, the start values
    /// or leaves them where they stopped (`.current`), then runs the completion handlers with
    /// `finalPosition`.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        for track in tracks {
            switch finalPosition {
            case .end: track.layer.setModelValueWithoutActions(track.endValue, forKey: track.key)
            case .start: track.layer.setModelValueWithoutActions(track.startValue, forKey: track.key)
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    /// Resumes paused animations with new pacing (nil keeps the animator's) and a new total
    /// duration of `durationFactor × duration` (a factor `≤ 0` keeps the current one); the
    /// remaining part of the animation takes its share of that duration.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active else { return }
        if durationFactor > 0 { self.durationFactor = Double(durationFactor) }
        continueTowardTarget(timing: parameters.map(AnimatorSegment.Timing.init))
    }
}
