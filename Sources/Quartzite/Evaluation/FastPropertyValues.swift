import Foundation

/// A property animation's values in their concrete types, prepared at compilation for the
/// common cases — fixed or from-only (toward the model value) basic endpoints and keyframes
/// of numbers, points, colours or transforms, without value function or cumulative step,
/// additive and from-only only on a whole property — so evaluation reads
/// plain numbers instead of binding and copying ``AnimationValue``s. The results are those
/// of the general path, operation for operation.
enum FastPropertyValues: Sendable {
    /// Basic from/to numbers (optionally driven by a spring).
    case numbers(from: Double, to: Double, spring: SpringParameters?)
    /// Basic from/to points.
    case points(from: CGPoint, to: CGPoint, spring: SpringParameters?)
    /// Basic from/to colours.
    case colors(from: CGColor, to: CGColor, spring: SpringParameters?)
    /// Basic from/to transforms with their decompositions.
    case transforms(TransformEndpoints, spring: SpringParameters?)
    /// Basic from-only number: from → the model value (implicit animations).
    case numbersToModel(from: Double, spring: SpringParameters?)
    /// Basic from-only point: from → the model value.
    case pointsToModel(from: CGPoint, spring: SpringParameters?)
    /// Basic from-only colour: from → the model value.
    case colorsToModel(from: CGColor, spring: SpringParameters?)
    /// Basic from-only transform with its decomposition: from → the model value.
    case transformsToModel(TransformStart, spring: SpringParameters?)
    /// Number keyframes.
    case numberKeyframes(TypedKeyframes<Double>)
    /// Point keyframes.
    case pointKeyframes(TypedKeyframes<CGPoint>)
    /// Transform keyframes with each keyframe's decomposition.
    case transformKeyframes(TransformKeyframes)
    /// Evaluated by the general path.
    case none

    /// The fast form of `values`, or `.none`.
    init(_ values: CompiledPropertyAnimation.Values, isAdditive: Bool, isCumulative: Bool,
         valueFunction: CAValueFunction?, wholeValue: Bool)
    {
        self = .none
        guard !isAdditive || wholeValue, !isCumulative, valueFunction == nil else { return }
        switch values {
        case .basic(.fixed(let from, let to), let spring):
            switch (from, to) {
            case (.number(let a), .number(let b)): self = .numbers(from: a, to: b, spring: spring)
            case (.point(let a), .point(let b)): self = .points(from: a, to: b, spring: spring)
            case (.color(let a), .color(let b)): self = .colors(from: a, to: b, spring: spring)
            case (.transform(let a), .transform(let b)):
                self = .transforms(TransformEndpoints(from: a, to: b), spring: spring)
            default: break
            }
        case .basic(.fromToModel(let from), let spring) where wholeValue:
            switch from {
            case .number(let a): self = .numbersToModel(from: a, spring: spring)
            case .point(let a): self = .pointsToModel(from: a, spring: spring)
            case .color(let a): self = .colorsToModel(from: a, spring: spring)
            case .transform(let a): self = .transformsToModel(TransformStart(a), spring: spring)
            default: break
            }
        case .basic:
            break
        case .keyframes(let timeline, let segmentTiming):
            if let numbers = Self.typed(timeline, { if case .number(let x) = $0 { x } else { nil } }) {
                self = .numberKeyframes(TypedKeyframes(numbers, segmentTiming))
            } else if let points = Self.typed(timeline, { if case .point(let p) = $0 { p } else { nil } }) {
                self = .pointKeyframes(TypedKeyframes(points, segmentTiming))
            } else if let matrices = Self.typed(timeline, {
                if case .transform(let t) = $0 { CATransform3DKeyframe(matrix: t) } else { nil }
            }) {
                self = .transformKeyframes(TransformKeyframes(matrices, segmentTiming))
            }
        case .path:
            break
        }
    }

    /// `timeline` with every value converted by `convert`, or nil when one does not convert.
    private static func typed<Value: KeyframeInterpolable>(
        _ timeline: KeyframeTimeline<AnimationValue>, _ convert: (AnimationValue) -> Value?
    ) -> KeyframeTimeline<Value>? {
        var values: [Value] = []
        values.reserveCapacity(timeline.values.count)
        for value in timeline.values {
            guard let typed = convert(value) else { return nil }
            values.append(typed)
        }
        return KeyframeTimeline(values: values, boundariesOf: timeline)
    }
}
