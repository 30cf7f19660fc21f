extension CompiledPropertyAnimation {
    /// Steps 2–6 of REFERENCE 4.2 for one property animation at eased fraction `fraction` of
    /// iteration `iteration`; `value` is the composed value of the whole property `property`.
    func apply(
        to value: inout AnimationValue, property: String, modelValue: AnimationValue,
        fraction: Double, iteration: Int, timing: MediaTimingParameters
    ) {
        if property != keyPath.property {
            applyRotation(to: &value, property: property, fraction: fraction)
            return
        }
        if applyFast(to: &value, modelValue: modelValue, fraction: fraction, duration: timing.duration) {
            return
        }
        applyGeneral(
            to: &value, modelValue: modelValue, fraction: fraction, iteration: iteration, timing: timing)
    }

    /// ``apply(to:property:modelValue:fraction:iteration:timing:)`` for the animation's own
    /// property, through ``AnimationValue``s: handles every kind of value (the fast path
    /// covers the common ones with the same results).
    func applyGeneral(
        to value: inout AnimationValue, modelValue: AnimationValue,
        fraction: Double, iteration: Int, timing: MediaTimingParameters
    ) {
        let underlying = needsUnderlying ? keyPath.component(of: value) : nil
        guard
            var animated = animatedValue(
                fraction: fraction, iteration: iteration, timing: timing,
                model: modelValue, underlying: underlying)
        else { return }
        if let valueFunction {
            animated = valueFunction.transformValue(for: animated)
        }
        if isAdditive, let underlying {
            animated = animated.added(to: underlying)
        }
        if let written = keyPath.replacingComponent(of: value, with: animated) {
            value = written
        }
    }

    /// The animation's own value (before the value function and additive step), or nil when
    /// a needed model or underlying value is missing or of another type.
    func animatedValue(
        fraction f: Double, iteration k: Int, timing: MediaTimingParameters,
        model: AnimationValue, underlying: AnimationValue?
    ) -> AnimationValue? {
        var result: AnimationValue
        let cumulativeEnd: AnimationValue?
        switch values {
        case .basic(let endpoints, let spring):
            guard let (from, to) = resolve(endpoints, model: model, underlying: underlying) else {
                return nil
            }
            if f <= 0 {
                result = from
            } else if f >= 1 {
                result = to
            } else {
                let p = spring.map { $0.progress(at: timing.duration * f) } ?? f
                result = from.interpolated(
                    to: to, fraction: Double(Float(p)),
                    startDecomposition: endpointDecompositions.start,
                    endDecomposition: endpointDecompositions.end)
            }
            cumulativeEnd = timing.autoreverses ? from : to
        case .keyframes(let timeline, let segmentTiming):
            guard let v = timeline.value(at: f, segmentTiming: segmentTiming) else { return nil }
            result = v
            cumulativeEnd = timing.autoreverses ? timeline.values.first : timeline.values.last
        case .path(let timeline, let segmentTiming, _):
            guard let sample = timeline.sample(at: f, segmentTiming: segmentTiming) else { return nil }
            result = .point(sample.position)
            let end = timing.autoreverses ? timeline.segments.first?.start : timeline.segments.last?.end
            cumulativeEnd = end.map { .point($0) }
        }
        if isCumulative, k != 0, let cumulativeEnd {
            result = result.added(to: cumulativeEnd.multiplied(by: k))
        }
        return result
    }

    /// The from and to values by the table of REFERENCE 4.1. With a value function the model
    /// and underlying values are transforms, not inputs; the missing end is then the
    /// function's neutral input (Quartzite's choice; Apple does not document it).
    private func resolve(
        _ endpoints: BasicAnimationEndpoints, model: AnimationValue, underlying: AnimationValue?
    ) -> (AnimationValue, AnimationValue)? {
        switch endpoints {
        case .fixed(let from, let to):
            return (from, to)
        case .fromToModel(let from):
            if let valueFunction { return (from, valueFunction.neutralInput(like: from)) }
            guard let model = keyPath.component(of: model) else { return nil }
            return (from, model)
        case .underlyingTo(let to):
            if let valueFunction { return (valueFunction.neutralInput(like: to), to) }
            guard let underlying else { return nil }
            return (underlying, to)
        case .underlyingBy(let by):
            if let valueFunction {
                let start = valueFunction.neutralInput(like: by)
                return (start, by.added(to: start))
            }
            guard let underlying else { return nil }
            return (underlying, by.added(to: underlying))
        }
    }

    /// The `rotationMode` of a path animation applied to the `transform` property.
    private func applyRotation(to value: inout AnimationValue, property: String, fraction: Double) {
        guard property == "transform", case .path(let timeline, let segmentTiming, let mode) = values,
            case .transform(let transform) = value,
            let sample = timeline.sample(at: fraction, segmentTiming: segmentTiming)
        else { return }
        value = .transform(sample.rotating(transform, for: mode))
    }
}

extension CAValueFunction {
    /// The transform for an interpolated input (a number or an array of numbers); other
    /// values pass through unchanged.
    func transformValue(for input: AnimationValue) -> AnimationValue {
        switch input {
        case .number(let x): return .transform(transform(inputs: x))
        case .numbers(let xs): return .transform(transform(inputs: xs))
        default: return input
        }
    }

    /// The single-number form of ``transform(inputs:)`` without an array.
    func transform(inputs x: Double) -> CATransform3D {
        name == .scale ? transform(x: x, y: x, z: x) : transform(x: x, y: 0, z: 0)
    }

    /// The input that gives the identity, shaped like `value`: 1 (or ones) for scales,
    /// 0 (or zeros) otherwise.
    func neutralInput(like value: AnimationValue) -> AnimationValue {
        let neutral: Double =
            (name == .scale || name == .scaleX || name == .scaleY || name == .scaleZ) ? 1 : 0
        if case .numbers(let xs) = value { return .numbers(Array(repeating: neutral, count: xs.count)) }
        return .number(neutral)
    }
}
