/// How an emitter layer's `birthRate` and the values particles take at birth
/// (``EmitterBirthParameters``) changed over its local time: the record the particle
/// simulation integrates births over and reads each particle's birth values from, carried by
/// the layer's snapshot. Emission starts at local time 0 with the first committed values; each
/// later commit that rebuilds the layer's node records the committed values from its local
/// time on.
package struct EmissionHistory: Sendable, Equatable {
    /// A stretch of time from `start` (local seconds), until the next segment's start, at the
    /// layer birth rate `rate` and the emitter's cells' own birth rates `cellRates` (by their
    /// index among the enabled cells), particles born in it taking `birth`.
    package struct Segment: Sendable, Equatable {
        package var start: Double
        package var rate: Double
        package var cellRates: [Double]
        package var birth: EmitterBirthParameters

        package init(start: Double, rate: Double, cellRates: [Double] = [], birth: EmitterBirthParameters) {
            self.start = start
            self.rate = rate
            self.cellRates = cellRates
            self.birth = birth
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

    /// A history whose values have been `rate` and `birth` since local time 0 (as after one
    /// commit).
    package init(rate: Double, cellRates: [Double] = [], birth: EmitterBirthParameters) {
        record(rate: rate, cellRates: cellRates, birth: birth, atLocalTime: 0)
    }

    /// Records that from local time `time` the layer rate is `rate`, the cells' rates
    /// `cellRates` (empty: the cells' current rates throughout) and births take `birth` (a no-op
    /// when they already are); the first record starts at local time 0, whatever `time`. A
    /// time at or before the last change (the layer's time map was changed) replaces that
    /// change.
    package mutating func record(
        rate: Double, cellRates: [Double] = [], birth: EmitterBirthParameters, atLocalTime time: Double
    ) {
        let rate = rate.isFinite ? max(rate, 0) : 0
        let cellRates = cellRates.map { $0.isFinite ? max($0, 0) : 0 }
        guard let last = segments.last else {
            segments.append(Segment(start: 0, rate: rate, cellRates: cellRates, birth: birth))
            return
        }
        guard time.isFinite else { return }
        if last.rate == rate && last.cellRates == cellRates && last.birth == birth { return }
        if time <= last.start {
            segments[segments.count - 1] = Segment(start: last.start, rate: rate, cellRates: cellRates, birth: birth)
        } else {
            segments.append(Segment(start: time, rate: rate, cellRates: cellRates, birth: birth))
        }
        if segments.count > Self.maximumSegments { segments.remove(at: 1) }
    }

    /// The index of the segment holding local time `time` (the first for times before it).
    package func segmentIndex(at time: Double) -> Int {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= time { low = mid } else { high = mid - 1 }
        }
        return max(low, 0)
    }

    /// The largest lifetime multiplier of any segment (1 before the first commit).
    package var maximumLifetimeMultiplier: Double {
        segments.map(\.birth.lifetime).filter(\.isFinite).max() ?? 1
    }
}
