/// The property part of a ``CompiledAnimation``: which property it changes, how the values
/// are produced and how they combine with the underlying value (REFERENCE 4.2).
///
/// Immutable; a class so that a ``CompiledAnimation`` stays small and cheap to pass around
/// (its values and timelines are shared, never copied, during evaluation).
public final class CompiledPropertyAnimation: Sendable {
    /// Where the values come from.
    public enum Values: Sendable {
        /// A basic animation (optionally driven by a spring instead of the linear fraction).
        case basic(BasicAnimationEndpoints, spring: SpringParameters?)
        /// Keyframe values with their prepared timeline and per-segment timing.
        case keyframes(KeyframeTimeline<AnimationValue>, segmentTiming: KeyframeTimingFunctions)
        /// A path the point property follows, with per-segment timing and rotation mode.
        case path(
            PathKeyframeTimeline, segmentTiming: KeyframeTimingFunctions,
            rotationMode: CAAnimationRotationMode?)
    }

    /// The parsed key path.
    public let keyPath: AnimationKeyPath
    /// The value source.
    public let values: Values
    /// Whether the value is added to the underlying value instead of replacing it.
    public let isAdditive: Bool
    /// Whether iteration `k` adds `k ×` the end value (start value when autoreversing).
    public let isCumulative: Bool
    /// Converts the interpolated number(s) to a transform, or nil.
    public let valueFunction: CAValueFunction?
    /// The decompositions of a basic animation's fixed transform endpoints (start, end),
    /// computed once so evaluation does not decompose them every frame; nil where an end is
    /// not a fixed transform.
    let endpointDecompositions: (start: DecomposedTransform?, end: DecomposedTransform?)
    /// The values in their concrete types, for the evaluation fast path (`.none` if none).
    let fast: FastPropertyValues
    /// Whether evaluation reads the underlying value (to-only, by-only or additive).
    let needsUnderlying: Bool
    /// How the fast path stores its value: replace or add to the whole value, or write the
    /// component (never additive: such animations take the general path).
    let fastStore: FastStore

    /// Creates the property part from parts (not Apple API; ``CompiledAnimation/init(_:defaultDuration:)``
    /// builds it from an animation object).
    public init(
        keyPath: AnimationKeyPath, values: Values, isAdditive: Bool = false,
        isCumulative: Bool = false, valueFunction: CAValueFunction? = nil
    ) {
        self.keyPath = keyPath
        self.values = values
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
        if case .basic(let endpoints, _) = values {
            switch endpoints {
            case .fixed(let from, let to):
                endpointDecompositions = (from.transformDecomposition, to.transformDecomposition)
            case .fromToModel(let from):
                endpointDecompositions = (from.transformDecomposition, nil)
            case .underlyingTo(let to):
                endpointDecompositions = (nil, to.transformDecomposition)
            case .underlyingBy:
                endpointDecompositions = (nil, nil)
            }
        } else {
            endpointDecompositions = (nil, nil)
        }
        fast = FastPropertyValues(
            values, isAdditive: isAdditive, isCumulative: isCumulative, valueFunction: valueFunction,
            wholeValue: keyPath.component == nil)
        var needsUnderlying = isAdditive
        if case .basic(let endpoints, _) = values {
            switch endpoints {
            case .underlyingTo, .underlyingBy: needsUnderlying = true
            case .fixed, .fromToModel: break
            }
        }
        self.needsUnderlying = needsUnderlying
        fastStore = FastStore(isAdditive: isAdditive, wholeValue: keyPath.component == nil)
    }

    /// The layer properties the animation changes: the key path's property, plus
    /// `"transform"` for a path animation with a rotation mode.
    public var animatedProperties: [String] {
        if case .path(_, _, let rotationMode?) = values, keyPath.property != "transform",
            rotationMode == .rotateAuto || rotationMode == .rotateAutoReverse
        {
            return [keyPath.property, "transform"]
        }
        return [keyPath.property]
    }
}

/// A basic animation's `fromValue`/`toValue`/`byValue` after the table of REFERENCE 4.1:
/// fixed ends where the animation's own values decide both, otherwise which end comes from
/// the model or underlying value at evaluation time.
public enum BasicAnimationEndpoints: Sendable, Equatable {
    /// from+to, from+by (`to = from + by`), to+by (`from = to − by`): both ends fixed.
    case fixed(from: AnimationValue, to: AnimationValue)
    /// from only: from → the property's **model** value (Quartzite follows iOS; REFERENCE 11.1).
    case fromToModel(AnimationValue)
    /// to only: the underlying (composed so far) value → to.
    case underlyingTo(AnimationValue)
    /// by only: the underlying value → underlying + by.
    case underlyingBy(AnimationValue)
}
