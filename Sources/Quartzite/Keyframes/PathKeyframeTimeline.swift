import Foundation

/// The value maths of a keyframe animation driven by a path (REFERENCE 5): each line, quad or
/// cubic element is one segment whose end point is a keyframe; inside a segment the position
/// is the curve evaluated at the segment's local fraction, and the tangent there gives the
/// rotation for `rotationMode`. Element lengths are measured once at creation; evaluation
/// allocates nothing.
///
/// Modes: linear (and cubic — the path's own curves already give the shape) time the segments
/// uniformly or by `keyTimes` (count = segments + 1); paced (and cubicPaced) time them by
/// element length; discrete shows the keyframe points (start of the path, then each element's
/// end) without moving between them.
public struct PathKeyframeTimeline: Sendable {
    /// The path's segments, in order.
    public let segments: [PathKeyframeSegment]
    /// The key times as given, or `nil`; ignored by the paced modes.
    public let keyTimes: [Double]?
    /// How positions between keyframes are computed.
    public let calculationMode: CAAnimationCalculationMode
    /// The arc length of each segment in points.
    public let segmentLengths: [Double]

    let boundaries: KeyframeBoundaries

    /// Prepares a timeline from path segments (see ``PathKeyframeSegment``).
    public init(
        segments: [PathKeyframeSegment], keyTimes: [Double]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear
    ) {
        self.segments = segments
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        let lengths = segments.map(\.length)
        self.segmentLengths = lengths
        let keyframeCount = segments.count + 1
        switch calculationMode {
        case .paced, .cubicPaced:
            boundaries = KeyframeBoundaries(pacedLengths: lengths)
        case .discrete:
            boundaries = keyTimes.map {
                KeyframeBoundaries(times: $0, limit: keyframeCount + 1, fallbackSegments: keyframeCount)
            } ?? KeyframeBoundaries(uniform: keyframeCount)
        default:
            boundaries = keyTimes.map {
                KeyframeBoundaries(times: $0, limit: keyframeCount, fallbackSegments: segments.count)
            } ?? KeyframeBoundaries(uniform: segments.count)
        }
    }

    /// The total length of the path's segments in points.
    public var totalLength: Double { segmentLengths.reduce(0, +) }

    /// The segment and local fraction at fraction `fraction` of the duration.
    public func segment(at fraction: Double) -> KeyframeSegmentPosition {
        boundaries.position(at: fraction)
    }

    /// The position and tangent at fraction `fraction` of the duration, without per-segment
    /// timing; `nil` when the path has no segments.
    public func sample(at fraction: Double) -> PathKeyframeSample? {
        sample(at: fraction, segmentTiming: LinearSegmentTiming())
    }

    /// The position and tangent at fraction `fraction` of the duration, with `segmentTiming`
    /// warping each segment's local fraction (linear and cubic modes); `nil` when the path has
    /// no segments. Local fractions within 0.001 of 0 or 1 snap to the keyframe.
    public func sample<Timing: KeyframeSegmentTiming>(
        at fraction: Double, segmentTiming: Timing
    ) -> PathKeyframeSample? {
        guard !segments.isEmpty else { return nil }
        let position = boundaries.position(at: fraction)
        let i = position.index
        if calculationMode == .discrete {
            // Keyframe k: k == 0 is the first segment's start, k ≥ 1 the end of segment k − 1.
            let k = min(i, segments.count)
            let segment = k == 0 ? segments[0] : segments[k - 1]
            let t: Double = k == 0 ? 0 : 1
            return PathKeyframeSample(position: k == 0 ? segment.start : segment.end, tangent: segment.tangent(at: t))
        }
        let segment = segments[i]
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        var g = paced ? position.fraction : segmentTiming.warp(position.fraction, segment: i)
        if abs(g) < 0.001 { g = 0 } else if abs(g - 1) < 0.001 { g = 1 }
        let point = g == 0 ? segment.start : (g == 1 ? segment.end : segment.point(at: g))
        return PathKeyframeSample(position: point, tangent: segment.tangent(at: g))
    }
}
