/// How an emitter layer's `birthRate` changed over its local time: the record the particle
/// simulation integrates births over, carried by the layer's snapshot. Emission starts at
/// local time 0 at the first committed rate; each later commit that rebuilds the layer's node
/// records the committed rate from its local time on.
package struct EmissionHistory: Sendable, Equatable {
    /// A stretch of time from `start` (local seconds) at the layer birth rate `rate`, until the
    /// next segment's start.
    package struct Segment: Sendable, Equatable {
        package var start: Double
        package var rate: Double

        package init(start: Double, rate: Double) {
            self.start = start
            self.rate = rate
        }
    }

    /// The changes, oldest first; the first starts at local time 0. Empty before the first
    /// commit.
    package private(set) var segments: [Segment] = []

    /// The most changes kept: beyond it the oldest change after the start is dropped.
    package static let maximumSegments = 4096

    package init() {}

    /// The local time emission started at (0), or nil before the first commit.
    package var origin: Double? { segments.first?.start }

    /// A history whose rate has been `rate` since local time 0 (as after one commit).
    package init(rate: Double) {
        record(rate: rate, atLocalTime: 0)
    }

    /// Records that from local time `time` the rate is `rate` (a no-op when it already is);
    /// the first record starts at local time 0, whatever `time`. A time at or before the last
    /// change (the layer's time map was changed) replaces that change.
    package mutating func record(rate: Double, atLocalTime time: Double) {
        let rate = rate.isFinite ? max(rate, 0) : 0
        guard let last = segments.last else {
            segments.append(Segment(start: 0, rate: rate))
            return
        }
        guard time.isFinite else { return }
        if last.rate == rate { return }
        if time <= last.start, segments.count > 1 {
            segments[segments.count - 1].rate = rate
        } else if time <= last.start {
            segments[0].rate = rate
        } else {
            segments.append(Segment(start: time, rate: rate))
        }
        if segments.count > Self.maximumSegments { segments.remove(at: 1) }
    }
}
