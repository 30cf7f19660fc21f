/// The evaluation entry point: the presentation value of one layer property at one instant,
/// from its model value and the compiled animations attached to the layer (REFERENCE 4.2).
/// The layer model (`presentation()`) and the renderer call it; it is pure, allocation-free
/// for non-array, non-path values, and safe to call from any thread.
///
/// For each animation, in the order they were added:
///
/// ```
///  layer time t ─▶ time map (beginTime, speed, timeOffset, repeat, autoreverse, fill)
///               ─▶ iteration k, fraction f ─▶ timingFunction
///               ─▶ from/to (4.1: from-only → model value; to/by-only → underlying value)
///               ─▶ f ≤ 0 → from, f ≥ 1 → to, else interpolate (spring: f → spring progress)
///               ─▶ cumulative (+ k × end) ─▶ valueFunction ─▶ additive (underlying + value)
///               ─▶ written into the property (or its component, `position.x`)
///               ─▶ the next animation's underlying value
/// ```
///
/// A group maps time with its own timing (and timing function) and runs its children at
/// `groupDuration × easedGroupFraction`, in array order; an inactive group applies nothing.
public enum AnimationEvaluator {
    /// The presentation value of `property` (a key-path head such as `"position"`,
    /// `"transform"`, `"opacity"`) at `time`, in seconds of the layer's local time space.
    ///
    /// - Parameters:
    ///   - property: The layer property being evaluated.
    ///   - modelValue: The property's model value (what the layer holds).
    ///   - animations: The layer's compiled animations in the order they were added;
    ///     animations that do not animate `property` are skipped.
    ///   - time: The layer's local time (the animations' parent time), in seconds.
    /// - Returns: The model value with every active animation applied in order.
    @inlinable
    public static func presentationValue<Animations: Sequence>(
        of property: String, modelValue: AnimationValue, animations: Animations,
        atLayerTime time: CFTimeInterval
    ) -> AnimationValue where Animations.Element == CompiledAnimation {
        var value = modelValue
        for animation in animations {
            apply(animation, to: &value, property: property, modelValue: modelValue, parentTime: time)
        }
        return value
    }

    /// The presentation value of `property` at `time` (layer local time, seconds) for an array
    /// of compiled animations in the order they were added — the same as the generic form,
    /// with an index loop that stays allocation-free without generic specialisation (also in
    /// unoptimised builds).
    public static func presentationValue(
        of property: String, modelValue: AnimationValue, animations: [CompiledAnimation],
        atLayerTime time: CFTimeInterval
    ) -> AnimationValue {
        var value = modelValue
        var index = 0
        while index < animations.count {
            // The array keeps the storage alive during the call: borrow it without a retain.
            Unmanaged.passUnretained(animations[index].storage)._withUnsafeGuaranteedRef { storage in
                apply(storage, to: &value, property: property, modelValue: modelValue, parentTime: time)
            }
            index += 1
        }
        return value
    }

    /// Applies one animation to `value`, the presentation value of `property` composed so far
    /// (the model value with the earlier animations applied). `modelValue` is the property's
    /// model value; `parentTime` is in the animation's parent time space (the layer's local
    /// time, or the group's time for a child), in seconds. Does nothing when the animation does
    /// not animate `property` or is not active at `parentTime`.
    public static func apply(
        _ animation: CompiledAnimation, to value: inout AnimationValue, property: String,
        modelValue: AnimationValue, parentTime: CFTimeInterval
    ) {
        apply(animation.storage, to: &value, property: property, modelValue: modelValue, parentTime: parentTime)
    }

    /// ``apply(_:to:property:modelValue:parentTime:)`` on the animation's shared parts.
    static func apply(
        _ animation: CompiledAnimation.Storage, to value: inout AnimationValue, property: String,
        modelValue: AnimationValue, parentTime: CFTimeInterval
    ) {
        guard animation.animates(property), let progress = easedProgress(of: animation, atParentTime: parentTime)
        else { return }
        let fraction = progress.fraction
        if let propertyAnimation = animation.unmanagedPropertyAnimation {
            // The storage keeps its property animation alive during the call: no retain.
            propertyAnimation._withUnsafeGuaranteedRef { propertyAnimation in
                propertyAnimation.apply(
                    to: &value, property: property, modelValue: modelValue, fraction: fraction,
                    iteration: progress.iteration, timing: animation.timing)
            }
            return
        }
        let children = animation.children
        if children.isEmpty { return }
        let groupTime = animation.timing.duration * fraction
        var index = 0
        while index < children.count {
            apply(children[index].storage, to: &value, property: property, modelValue: modelValue, parentTime: groupTime)
            index += 1
        }
    }

    /// The eased fraction (after the timing function) of `animation` at `parentTime`, with its
    /// iteration, or nil when it is not active there. For transitions this is the fraction
    /// ``TransitionParameters/progress(forEasedFraction:)`` maps to progress.
    public static func easedProgress(of animation: CompiledAnimation, atParentTime parentTime: CFTimeInterval)
        -> MediaTimingProgress?
    {
        easedProgress(of: animation.storage, atParentTime: parentTime)
    }

    /// ``easedProgress(of:atParentTime:)`` on the animation's shared parts.
    @inline(__always)
    static func easedProgress(of animation: CompiledAnimation.Storage, atParentTime parentTime: CFTimeInterval)
        -> MediaTimingProgress?
    {
        guard let progress = animation.timing.progress(atParentTime: parentTime, window: animation.window) else {
            return nil
        }
        return MediaTimingProgress(
            iteration: progress.iteration, fraction: easedFraction(progress.fraction, animation.timingFunction))
    }

    /// `f` through the timing function as Core Animation solves it (single precision,
    /// REFERENCE 1.8); `f` itself when there is none.
    @inline(__always)
    static func easedFraction(_ f: Double, _ function: CAMediaTimingFunction?) -> Double {
        guard let function else { return f }
        return Double(function.solve(forInput: Float(f)))
    }
}
