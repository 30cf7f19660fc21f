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

/// How the fast path stores an animated value into the composed value.
enum FastStore: UInt8, Sendable {
    /// Replaces the whole property value.
    case replace
    /// Adds to the whole property value (additive animations).
    case add
    /// Replaces the key path's component inside the property value.
    case component

    init(isAdditive: Bool, wholeValue: Bool) {
        self = wholeValue ? (isAdditive ? .add : .replace) : .component
    }
}

/// A basic animation's fixed transform endpoints and their decompositions (nil where a matrix
/// cannot be decomposed), shared rather than copied during evaluation.
final class TransformEndpoints: Sendable {
    let from: CATransform3D
    let to: CATransform3D
    /// Whether both ends decompose; ``start`` and ``end`` are meaningful only then.
    let decomposes: Bool
    let start: DecomposedTransform
    let end: DecomposedTransform

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        let start = DecomposedTransform(from)
        let end = DecomposedTransform(to)
        decomposes = start != nil && end != nil
        self.start = start ?? DecomposedTransform()
        self.end = end ?? DecomposedTransform()
    }

    /// The transform at `fraction` (0 < fraction < 1): decomposed interpolation, or a
    /// discrete change at 0.5 when an end cannot be decomposed.
    @inline(__always)
    func interpolated(fraction: Double) -> CATransform3D {
        guard decomposes else { return fraction < 0.5 ? from : to }
        return start.interpolatedTransform(to: end, fraction: fraction)
    }
}

/// A from-only basic animation's transform start and its decomposition (nil when it cannot
/// be decomposed), shared rather than copied during evaluation.
final class TransformStart: Sendable {
    let from: CATransform3D
    let start: DecomposedTransform?

    init(_ from: CATransform3D) {
        self.from = from
        start = DecomposedTransform(from)
    }

    /// The transform at `fraction` (0 < fraction < 1) toward `to`: decomposed interpolation,
    /// or a discrete change at 0.5 when an end cannot be decomposed.
    @inline(__always)
    func interpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
        guard let start, let end = DecomposedTransform(to) else { return fraction < 0.5 ? from : to }
        return start.interpolatedTransform(to: end, fraction: fraction)
    }
}

/// Transform keyframes as matrices with each keyframe's decomposition (nil where a matrix
/// cannot be decomposed) and the timeline that places them, so evaluation decomposes nothing.
final class TransformKeyframes: Sendable {
    let timeline: KeyframeTimeline<CATransform3DKeyframe>
    let segmentTiming: KeyframeTimingFunctions
    let decompositions: [DecomposedTransform?]

    init(_ timeline: KeyframeTimeline<CATransform3DKeyframe>, _ segmentTiming: KeyframeTimingFunctions) {
        self.timeline = timeline
        self.segmentTiming = segmentTiming
        decompositions = timeline.values.map { DecomposedTransform($0.matrix) }
    }

    /// The transform at animation fraction `fraction`, or nil without keyframes.
    @inline(__always)
    func value(at fraction: Double) -> CATransform3D? {
        let values = timeline.values
        switch timeline.point(at: fraction, segmentTiming: segmentTiming) {
        case .none: return nil
        case .keyframe(let i): return values[i].matrix
        case .segment(let i, let g):
            // Transforms are not vectors: the cubic modes interpolate segments linearly too.
            guard let a = decompositions[i], let b = decompositions[i + 1] else {
                return g < 0.5 ? values[i].matrix : values[i + 1].matrix
            }
            return a.interpolatedTransform(to: b, fraction: g)
        }
    }
}

/// A keyframe timeline of one concrete value type with its segment timing, shared rather
/// than copied during evaluation.
final class TypedKeyframes<Value: KeyframeInterpolable>: Sendable {
    let timeline: KeyframeTimeline<Value>
    let segmentTiming: KeyframeTimingFunctions

    init(_ timeline: KeyframeTimeline<Value>, _ segmentTiming: KeyframeTimingFunctions) {
        self.timeline = timeline
        self.segmentTiming = segmentTiming
    }

    /// The value at animation fraction `fraction`, or nil without keyframes.
    @inline(__always)
    func value(at fraction: Double) -> Value? {
        timeline.value(at: fraction, segmentTiming: segmentTiming)
    }
}

/// A transform keyframe: only placed by a timeline (its boundaries come from the
/// ``AnimationValue`` timeline); interpolation goes through the cached decompositions.
struct CATransform3DKeyframe: KeyframeInterpolable {
    let matrix: CATransform3D

    func interpolated(to end: CATransform3DKeyframe, fraction: Double) -> CATransform3DKeyframe {
        CATransform3DKeyframe(matrix: CATransform3D.interpolate(from: matrix, to: end.matrix, fraction: fraction))
    }

    func distance(to other: CATransform3DKeyframe) -> Double {
        AnimationValue.transformDistance(matrix, other.matrix)
    }

    static func weightedSum(
        _ a: Self, _ wa: Double, _ b: Self, _ wb: Double, _ c: Self, _ wc: Double, _ d: Self, _ wd: Double
    ) -> Self? { nil }
}

extension CompiledPropertyAnimation {
    /// Applies the animation through ``fast`` when it has a fast form: returns false (and
    /// changes nothing) when the general path must run. `value` is the composed value of
    /// the whole property; the key path's property is the one being evaluated.
    @inline(__always)
    func applyFast(
        to value: inout AnimationValue, modelValue: AnimationValue, fraction f: Double,
        duration: CFTimeInterval
    ) -> Bool {
        switch fast {
        case .none:
            return false
        case .numbersToModel(let from, let spring):
            guard case .number(let to) = modelValue else { return false }
            let x: Double
            if f <= 0 {
                x = from
            } else if f >= 1 {
                x = to
            } else {
                x = from + (to - from) * Self.basicFraction(f, spring: spring, duration: duration)
            }
            store(number: x, into: &value)
        case .pointsToModel(let from, let spring):
            guard case .point(let to) = modelValue else { return false }
            let point: CGPoint
            if f <= 0 {
                point = from
            } else if f >= 1 {
                point = to
            } else {
                point = from.interpolated(to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(point: point, into: &value)
        case .colorsToModel(let from, let spring):
            guard case .color(let to) = modelValue else { return false }
            let color: CGColor
            if f <= 0 {
                color = from
            } else if f >= 1 {
                color = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                color = from.interpolated(to: to, fraction: CGFloat(p))
            }
            store(color: color, into: &value)
        case .transformsToModel(let start, let spring):
            guard case .transform(let to) = modelValue else { return false }
            let transform: CATransform3D
            if f <= 0 {
                transform = start.from
            } else if f >= 1 {
                transform = to
            } else {
                transform = start.interpolated(
                    to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(transform: transform, into: &value)
        case .numbers(let from, let to, let spring):
            let x: Double
            if f <= 0 {
                x = from
            } else if f >= 1 {
                x = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                x = from + (to - from) * p
            }
            store(number: x, into: &value)
        case .points(let from, let to, let spring):
            let point: CGPoint
            if f <= 0 {
                point = from
            } else if f >= 1 {
                point = to
            } else {
                point = from.interpolated(to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(point: point, into: &value)
        case .colors(let from, let to, let spring):
            let color: CGColor
            if f <= 0 {
                color = from
            } else if f >= 1 {
                color = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                color = from.interpolated(to: to, fraction: CGFloat(p))
            }
            store(color: color, into: &value)
        case .transforms(let ends, let spring):
            let transform: CATransform3D
            if f <= 0 {
                transform = ends.from
            } else if f >= 1 {
                transform = ends.to
            } else {
                transform = ends.interpolated(fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(transform: transform, into: &value)
        case .numberKeyframes(let keyframes):
            guard let x = keyframes.value(at: f) else { return true }
            store(number: x, into: &value)
        case .pointKeyframes(let keyframes):
            guard let point = keyframes.value(at: f) else { return true }
            store(point: point, into: &value)
        case .transformKeyframes(let keyframes):
            guard let transform = keyframes.value(at: f) else { return true }
            store(transform: transform, into: &value)
        }
        return true
    }

    /// The interpolation fraction of a basic animation strictly inside its cycle: the spring's
    /// progress or `f`, rounded to single precision as Core Animation does.
    @inline(__always)
    static func basicFraction(_ f: Double, spring: SpringParameters?, duration: CFTimeInterval) -> Double {
        let p = spring.map { $0.progress(at: duration * f) } ?? f
        return Double(Float(p))
    }

    /// Stores the animated number `x` (step 6 of REFERENCE 4.2 and the write): added to a
    /// number when additive, else written.
    @inline(__always)
    private func store(number x: Double, into value: inout AnimationValue) {
        if fastStore == .add, case .number(let base) = value {
            value = .number(x + base)
        } else {
            write(number: x, into: &value)
        }
    }

    /// Stores the animated point `p`: added component-wise to a point when additive.
    @inline(__always)
    private func store(point p: CGPoint, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .point(p)
        case .add:
            if case .point(let base) = value {
                value = .point(CGPoint(x: p.x + base.x, y: p.y + base.y))
            } else {
                value = .point(p)
            }
        case .component:
            write(.point(p), into: &value)
        }
    }

    /// Stores the animated colour `c`: added on straight RGBA (clamped) when additive.
    @inline(__always)
    private func store(color c: CGColor, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .color(c)
        case .add:
            if case .color(let base) = value {
                value = .color(AnimationValue.sum(c, 1, base, 1))
            } else {
                value = .color(c)
            }
        case .component:
            write(.color(c), into: &value)
        }
    }

    /// Stores the animated transform `t`: applied inside the base (`CATransform3DConcat(t,
    /// base)`) when additive.
    @inline(__always)
    private func store(transform t: CATransform3D, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .transform(t)
        case .add:
            if case .transform(let base) = value {
                value = .transform(CATransform3DConcat(t, base))
            } else {
                value = .transform(t)
            }
        case .component:
            write(.transform(t), into: &value)
        }
    }

    /// Writes a number into the key path's component of `value` (the whole value without a
    /// component); leaves `value` unchanged when it is not of the property's type.
    @inline(__always)
    private func write(number x: Double, into value: inout AnimationValue) {
        switch keyPath.component {
        case nil:
            value = .number(x)
        case .x?:
            if case .point(var p) = value {
                p.x = CGFloat(x)
                value = .point(p)
            }
        case .y?:
            if case .point(var p) = value {
                p.y = CGFloat(x)
                value = .point(p)
            }
        default:
            write(.number(x), into: &value)
        }
    }

    /// Writes `animated` into the key path's component of `value` (replaces it without one).
    @inline(__always)
    private func write(_ animated: AnimationValue, into value: inout AnimationValue) {
        if keyPath.component == nil {
            value = animated
        } else if let written = keyPath.replacingComponent(of: value, with: animated) {
            value = written
        }
    }
}
