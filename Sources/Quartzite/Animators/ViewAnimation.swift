import Foundation

/// UIKit's block animation API for layers: stands in for the class methods of `UIView`
/// (`UIView.animate(withDuration:…)`, `animateKeyframes`, `performWithoutAnimation`, and
/// `transition(from:to:…)` with a custom animator's push or pop), which do not exist on Linux. Not Apple API by name; the methods keep UIKit's parameter labels.
///
/// Mechanism (seed 003): while the `animations` block runs, a ``LayerActionProvider`` is
/// current; it answers the action lookup of every animatable property change of a
/// committed layer. After the block, each changed property gets one animation from its
/// value before the block to its new model value, added under the property's key (replacing
/// an animation already running for it): a `CABasicAnimation` with the block's duration and
/// curve, a `CASpringAnimation` for the spring variant, a `CAKeyframeAnimation` for
/// keyframe blocks. The animations are committed with the current transaction (flush or
/// commit it as for any layer change). A property set to the value it already has gets no
/// animation, and a block that animates nothing calls its completion at once, before the
/// method returns (seed 003, note 1).
///
/// Outside blocks nothing changes: a layer without a delegate keeps Core Animation's
/// implicit animations. Differs from Apple: a UIView-backed layer gets `NSNull` from its view
/// outside blocks (no animation at all); here that only happens inside
/// ``performWithoutAnimation(_:)``. Layers that have never been committed are not animated
/// (as for implicit animations). Modern UIKit blends an in-flight animation with the new one
/// additively; Quartzite replaces it (from its presentation value with
/// `beginFromCurrentState`, from its model value — the old target — without).
public enum ViewAnimation {
    /// Animates the changes made in `animations` over `duration` seconds, starting `delay`
    /// seconds from now, with the curve and repetition in `options`; `completion` receives
    /// true when every animation ran to its end, false when one was removed or replaced
    /// first. Runs `animations` at once.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = BlockAnimationParameters(
            duration: duration, delay: delay, options: options, spring: nil, calculationMode: nil)
        run(parameters, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the default
    /// curve (ease in, ease out).
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the default
    /// curve; `completion` as in ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring that settles in `duration`
    /// seconds: damping ratio `dampingRatio` (0…1, 1 = no overshoot) and initial velocity
    /// `velocity` in from→to distances per second, converted as UIKit does
    /// (``SpringParameters/init(uiViewDuration:dampingRatio:initialSpringVelocity:)``,
    /// REFERENCE 3.5). The animations are `CASpringAnimation`s of duration `duration`; the
    /// curve in `options` is not used (the spring is the pacing).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringParameters(
            uiViewDuration: duration, dampingRatio: Double(dampingRatio),
            initialSpringVelocity: Double(velocity))
        let parameters = BlockAnimationParameters(
            duration: duration, delay: delay, options: options, spring: spring, calculationMode: nil)
        run(parameters, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with no actions at all for layer changes (neither block
    /// animations of an enclosing block nor Core Animation's implicit animations).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let recorder = LayerChangeRecorder(parameters: nil, suppressesActions: true)
        LayerActionScope.withProvider(recorder, actionsWithoutAnimation)
    }

    // MARK: Internals

    /// Runs a block under a recorder and animates what it changed; returns the changes
    /// recorded (each layer and key animated is among them).
    @discardableResult
    static func run(
        _ requested: BlockAnimationParameters, recordsKeyframes: Bool = false,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) -> [RecordedLayerChange] {
        let outer = (LayerActionScope.currentProvider as? LayerChangeRecorder)?.parameters
        let parameters = requested.inheriting(from: outer)
        let recorder = LayerChangeRecorder(parameters: parameters, recordsKeyframes: recordsKeyframes)
        LayerActionScope.withProvider(recorder, animations)
        let tracker = BlockCompletionTracker(completion: completion)
        for change in recorder.changes {
            guard let animation = makeAnimation(for: change, parameters) else { continue }
            applyTimingAndAdd(animation, change: change, parameters, tracker: tracker)
        }
        tracker.completeIfIdle()
        return recorder.changes
    }

    /// The animation of one recorded change, or nil when the value did not change.
    private static func makeAnimation(
        for change: RecordedLayerChange, _ parameters: BlockAnimationParameters
    ) -> CAPropertyAnimation? {
        let start =
            parameters.options.contains(.beginFromCurrentState)
            ? change.presentationBefore : change.modelBefore
        guard let end = change.modelAfter else { return nil }
        if let mode = parameters.calculationMode {
            return keyframeAnimation(for: change, from: start ?? end, mode: mode, parameters)
        }
        guard let start, start != end else { return nil }
        let animation: CABasicAnimation
        if let spring = parameters.spring {
            let springAnimation = CASpringAnimation(keyPath: change.key)
            springAnimation.springParameters = spring
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: change.key)
            animation.timingFunction = parameters.options.curve.timingFunction
        }
        animation.fromValue = start
        animation.toValue = end
        return animation
    }

    /// Sets the block's timing on `animation`, makes `tracker` its delegate and adds it to the
    /// layer under the property's key.
    private static func applyTimingAndAdd(
        _ animation: CAPropertyAnimation, change: RecordedLayerChange,
        _ parameters: BlockAnimationParameters, tracker: BlockCompletionTracker
    ) {
        parameters.applyTiming(to: animation, on: change.layer)
        animation.delegate = tracker
        tracker.expectOne()
        change.layer.add(animation, forKey: change.key)
    }
}
