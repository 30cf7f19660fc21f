import Foundation

/// A basic animation's fixed transform endpoints and their decompositions (stored unwrapped,
/// with a flag, so evaluation does not copy optionals), shared rather than copied.
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
