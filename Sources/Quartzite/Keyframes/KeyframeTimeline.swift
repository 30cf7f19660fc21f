import Foundation

/// The value maths of a keyframe animation (REFERENCE 5), independent of the animation object:
/// keyframe values, optional key times, the calculation mode and the Kochanek–Bartels
/// parameters. Distances and segment boundaries are computed once at creation; evaluating a
/// fraction then allocates nothing beyond what the value type itself needs.
///
/// ```
///  linear, 3 values, no keyTimes      discrete, 3 values, no keyTimes
///  v0 ────── v1 ────── v2             v0 ──── v1 ──── v2 ────
///  0        0.5        1              0      1/3     2/3     1
/// ```
public struct KeyframeTimeline<Value: KeyframeInterpolable>: Sendable {
    /// The keyframe values, in order.
    public let values: [Value]
    /// The key times as given (fractions of the duration in [0, 1]), or `nil`.
    /// Ignored by the paced modes.
    public let keyTimes: [Double]?
    /// How values between keyframes are computed.
    public let calculationMode: CAAnimationCalculationMode
    /// Kochanek–Bartels tension per keyframe (cubic modes; missing entries are 0).
    public let tensionValues: [Double]
    /// Kochanek–Bartels continuity per keyframe (cubic modes; missing entries are 0).
    public let continuityValues: [Double]
    /// Kochanek–Bartels bias per keyframe (cubic modes; missing entries are 0).
    public let biasValues: [Double]

    let boundaries: KeyframeBoundaries
    /// ``calculationMode`` resolved once (unknown modes are linear), so evaluation compares
    /// no strings.
    let mode: KeyframeMode

    /// Prepares a timeline.
    ///
    /// Key times are used as REFERENCE 5 describes: linear/cubic use at most `values.count`
    /// of them, discrete at most `values.count + 1` (value `i` holds on `[kt[i], kt[i+1])`, so
    /// with equal counts the last value is never shown); fewer than two usable key times fall
    /// back to uniform spacing. Paced modes ignore key times and space keyframes by
    /// ``KeyframeInterpolable/distance(to:)``. Unknown calculation modes behave as linear.
    public init(
        values: [Value], keyTimes: [Double]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear,
        tensionValues: [Double] = [], continuityValues: [Double] = [], biasValues: [Double] = []
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues

        let count = values.count
        mode = KeyframeMode(calculationMode)
        if calculationMode == .discrete {
            if let keyTimes {
                boundaries = KeyframeBoundaries(times: keyTimes, limit: count + 1, fallbackSegments: count)
            } else {
                boundaries = KeyframeBoundaries(uniform: count)
            }
        } else if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths: [Double] = []
            lengths.reserveCapacity(max(count - 1, 0))
            for i in values.indices.dropLast() {
                lengths.append(values[i].distance(to: values[i + 1]))
            }
            boundaries = KeyframeBoundaries(pacedLengths: lengths)
        } else if let keyTimes {
            boundaries = KeyframeBoundaries(times: keyTimes, limit: count, fallbackSegments: count - 1)
        } else {
            boundaries = KeyframeBoundaries(uniform: count - 1)
        }
    }

    /// The boundary times of the segments after key times and pacing are applied (count =
    /// segments + 1, from 0 to 1 when uniform or paced): the fraction at which each
    /// keyframe is reached (discrete: at which each value starts to show).
    public var effectiveKeyTimes: [Double] {
        if let times = boundaries.times { return times }
        let n = boundaries.segmentCount
        return (0...n).map { Double($0) / Double(n) }
    }

    /// The segment and local fraction at fraction `fraction` of the animation's duration.
    public func segment(at fraction: Double) -> KeyframeSegmentPosition {
        boundaries.position(at: fraction)
    }

    /// The value at fraction `fraction` of the duration (after the animation-level timing
    /// function), without per-segment timing functions; `nil` when there are no values.
    public func value(at fraction: Double) -> Value? {
        value(at: fraction, segmentTiming: LinearSegmentTiming())
    }

    /// The value at fraction `fraction` of the duration, with `segmentTiming` warping each
    /// segment's local fraction in the linear and cubic modes; `nil` when there are no values.
    /// Local fractions within 0.001 of 0 or 1 snap to the keyframe itself.
    public func value<Timing: KeyframeSegmentTiming>(
        at fraction: Double, segmentTiming: Timing
    ) -> Value? {
        switch point(at: fraction, segmentTiming: segmentTiming) {
        case .none: return nil
        case .keyframe(let i): return values[i]
        case .segment(let i, let g):
            if mode.isCubic { return cubicValue(segment: i, fraction: g) }
            return values[i].interpolated(to: values[i + 1], fraction: g)
        }
    }

    /// Where fraction `fraction` of the duration falls: nowhere (no values), on keyframe `i`
    /// (one value, discrete mode, or a local fraction within 0.001 of a keyframe), or inside
    /// segment `i` at local fraction `g` (after `segmentTiming`, except in the paced modes).
    @inline(__always)
    func point<Timing: KeyframeSegmentTiming>(
        at fraction: Double, segmentTiming: Timing
    ) -> KeyframePoint {
        let count = values.count
        guard count > 0 else { return .none }
        guard count > 1 else { return .keyframe(0) }
        let position = boundaries.position(at: fraction)
        let i = position.index
        if mode == .discrete {
            return .keyframe(min(i, count - 1))
        }
        let g = mode.isPaced ? position.fraction : segmentTiming.warp(position.fraction, segment: i)
        if abs(g) < 0.001 { return .keyframe(i) }
        if abs(g - 1) < 0.001 { return .keyframe(i + 1) }
        return .segment(i, g)
    }

    /// A timeline over `values` (one per keyframe of `other`, in order) with `other`'s key
    /// times, mode, Kochanek–Bartels parameters and segment boundaries — for a timeline of
    /// ``AnimationValue``s whose values all have one concrete type.
    init<Other>(values: [Value], boundariesOf other: KeyframeTimeline<Other>) {
        precondition(values.count == other.values.count, "one value per keyframe")
        self.values = values
        keyTimes = other.keyTimes
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        boundaries = other.boundaries
        mode = other.mode
    }

    /// The Kochanek–Bartels value inside segment `i`; falls back to linear for non-vectors.
    private func cubicValue(segment i: Int, fraction g: Double) -> Value {
        let count = values.count
        let hasPrevious = i > 0
        let hasNext = i + 2 < count
        var outgoingScale = 1.0
        var incomingScale = 1.0
        if let here = boundaries.duration(ofSegment: i) {
            if hasPrevious, let before = boundaries.duration(ofSegment: i - 1), before + here > 0 {
                outgoingScale = 2 * here / (before + here)
            }
            if hasNext, let after = boundaries.duration(ofSegment: i + 1), here + after > 0 {
                incomingScale = 2 * here / (here + after)
            }
        }
        let weights = KochanekBartelsWeights(
            fraction: g,
            outgoing: parameters(at: i), incoming: parameters(at: i + 1),
            outgoingScale: outgoingScale, incomingScale: incomingScale,
            hasPrevious: hasPrevious, hasNext: hasNext)
        let start = values[i]
        let end = values[i + 1]
        let previous = hasPrevious ? values[i - 1] : start
        let next = hasNext ? values[i + 2] : end
        return Value.weightedSum(
            previous, weights.previous, start, weights.start,
            end, weights.end, next, weights.next)
            ?? start.interpolated(to: end, fraction: g)
    }

    private func parameters(at index: Int) -> (tension: Double, continuity: Double, bias: Double) {
        (
            index < tensionValues.count ? tensionValues[index] : 0,
            index < continuityValues.count ? continuityValues[index] : 0,
            index < biasValues.count ? biasValues[index] : 0
        )
    }
}
