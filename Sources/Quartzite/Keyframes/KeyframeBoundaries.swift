import Foundation

/// The segment boundaries of a keyframe animation: either uniform (`n` equal segments) or
/// explicit times in [0, 1] (key times given by the caller or computed by pacing).
/// Shared by ``KeyframeTimeline`` and ``PathKeyframeTimeline``.
struct KeyframeBoundaries: Sendable, Equatable {
    /// Explicit boundary times (count = segments + 1), or `nil` for uniform spacing.
    let times: [Double]?
    /// The number of segments (≥ 1 when there is anything to animate).
    let segmentCount: Int

    /// Uniform spacing of `segmentCount` segments.
    init(uniform segmentCount: Int) {
        self.times = nil
        self.segmentCount = max(segmentCount, 1)
    }

    /// Explicit boundaries; fewer than two usable times fall back to uniform spacing of
    /// `fallbackSegments` segments.
    init(times: [Double], limit: Int, fallbackSegments: Int) {
        let usable = min(times.count, limit)
        if usable >= 2 {
            self.times = usable == times.count ? times : Array(times[0..<usable])
            self.segmentCount = usable - 1
        } else {
            self.times = nil
            self.segmentCount = max(fallbackSegments, 1)
        }
    }

    /// Paced boundaries: each segment's duration is proportional to its length in `lengths`.
    /// All-zero or non-finite lengths give uniform spacing.
    init(pacedLengths lengths: [Double]) {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite, !lengths.isEmpty else {
            self.times = nil
            self.segmentCount = max(lengths.count, 1)
            return
        }
        var times = [0.0]
        times.reserveCapacity(lengths.count + 1)
        var sum = 0.0
        for length in lengths {
            sum += length
            times.append(sum / total)
        }
        times[times.count - 1] = 1
        self.times = times
        self.segmentCount = lengths.count
    }

    /// The segment and local fraction at animation fraction `f` (REFERENCE 5: without key
    /// times `i = floor(f·n)` with f clamped to [0, 1]; with key times the last `i` with
    /// `kt[i] <= f`, clamped to the last segment, and g clamped to [0, 1]).
    func position(at f: Double) -> KeyframeSegmentPosition {
        let n = segmentCount
        guard let times else {
            let clamped = f.isNaN ? 0 : min(max(f, 0), 1)
            let scaled = clamped * Double(n)
            let index = min(Int(scaled.rounded(.down)), n - 1)
            return KeyframeSegmentPosition(index: index, fraction: min(max(scaled - Double(index), 0), 1))
        }
        // Binary search for the last boundary <= f among times[0 ..< n].
        var low = 0
        var high = n - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if times[mid] <= f { low = mid } else { high = mid - 1 }
        }
        let start = times[low]
        let end = times[low + 1]
        let g: Double
        if end > start {
            g = min(max((f - start) / (end - start), 0), 1)
        } else {
            g = f >= end ? 1 : 0
        }
        return KeyframeSegmentPosition(index: low, fraction: g.isNaN ? 0 : g)
    }

    /// The duration (share of the whole) of segment `index`, or `nil` outside the segments.
    func duration(ofSegment index: Int) -> Double? {
        guard index >= 0, index < segmentCount else { return nil }
        guard let times else { return 1 / Double(segmentCount) }
        return times[index + 1] - times[index]
    }
}
