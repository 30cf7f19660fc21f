extension EmitterSimulation {
    /// Where the cutting of a top-level cell's births into ``BirthPiece``s stands: the history
    /// segment being cut and, once it has begun, the step, time (emitter seconds) and births
    /// before the next piece. Cutting from here gives the pieces a cut from the start of
    /// emission would give, to the bit: the same steps and the same running sum.
    struct BirthCursor {
        var segment = 0
        /// The step of the next piece, or nil before the segment's first piece.
        var step: Int?
        var from = 0.0
        var count = 0.0
    }

    /// A top-level cell's stepped births: the pieces already cut that ended before the latest
    /// time and may still hold particles alive at a later one, and where cutting resumes.
    struct SteppedBirths {
        var cursor = BirthCursor()
        var kept: [BirthPiece] = []
    }

    /// The birth pieces of every top-level cell until `now` (emitter seconds), each cut at the
    /// ``rateStep``s at its animated rates (`layerRate`, the layer's `birthRate` at a local time;
    /// `cellRates`, the top-level cells'), continuing the cuts `cache` holds from an earlier time
    /// and sampling only the steps since; pieces that can hold no particle alive at `now` or
    /// later are dropped (a time before the cache's latest starts over from the start of
    /// emission). A disabled cell gets none.
    func steppedBirthPieces(
        origin: Double, until now: Double, cache: EmitterRateCache, layerRate: ((Double) -> Double)?,
        cellRates: ((Double) -> [Double])?
    ) -> [[BirthPiece]] {
        if now < cache.latest || cache.cells.count != roots.count {
            cache.cells = Array(repeating: SteppedBirths(), count: roots.count)
            cache.firstStep = 0
            cache.layerRates.removeAll()
            cache.cellRates.removeAll()
            cache.sampledSteps = 0
        }
        cache.latest = now
        let lastStep = Int((now / Self.rateStep).rounded(.down))
        // Samples for every step from the cache's first through the one holding `now`.
        let cellCount = roots.count
        var k = cache.firstStep + cache.sampledSteps
        while k <= lastStep {
            let t = origin + (Double(k) + 0.5) * Self.rateStep
            if let layerRate { cache.layerRates.append(Self.finite(max(0, layerRate(t)))) }
            if let cellRates {
                let rates = cellRates(t)
                for i in 0..<cellCount { cache.cellRates.append(i < rates.count ? Self.finite(max(0, rates[i])) : 0) }
            }
            cache.sampledSteps += 1
            k += 1
        }
        var result: [[BirthPiece]] = []
        var firstNeeded = lastStep
        for (i, root) in roots.enumerated() {
            let cell = cells[root].parameters
            guard cell.isEnabled else {
                result.append([])
                continue
            }
            // Taken out while it is cut, so that its pieces are not copied.
            var births = cache.cells[i]
            cache.cells[i] = SteppedBirths()
            var partial: [BirthPiece] = []
            // Pieces ending before every particle born in them has died are not kept.
            let earliest = now - rules[root].horizon
            Self.cutPieces(
                cell: cell, index: i, history: history, origin: origin, until: now, keepingFrom: earliest,
                births: &births, partial: &partial
            ) { step, constantLayerRate, constantCellRate in
                let j = step - cache.firstStep
                let l = cache.layerRates.isEmpty ? constantLayerRate : cache.layerRates[j]
                let c = cache.cellRates.isEmpty ? constantCellRate : cache.cellRates[j * cellCount + i]
                return l * c
            }
            births.kept.removeFirst(births.kept.firstIndex { $0.end >= earliest } ?? births.kept.count)
            if let step = births.cursor.step { firstNeeded = min(firstNeeded, step) }
            result.append(births.kept + partial)
            cache.cells[i] = births
        }
        // Samples before every cursor are not read again (a later time resumes at the cursors).
        let drop = min(max(0, firstNeeded - cache.firstStep), cache.sampledSteps)
        if drop > 0 {
            if !cache.layerRates.isEmpty { cache.layerRates.removeFirst(drop) }
            if !cache.cellRates.isEmpty { cache.cellRates.removeFirst(drop * cellCount) }
            cache.firstStep += drop
            cache.sampledSteps -= drop
        }
        return result
    }

    /// Cuts top-level cell `cell`'s (number `index`) births from `births.cursor` until `now`:
    /// each history segment inside the cell's window, at every ``rateStep``, at the rate
    /// `rate(step, segment's layer rate, cell's rate in the segment)`. Pieces that end before
    /// `now` move the cursor past them and go to `births.kept` unless they end before
    /// `earliest`; the piece that ends at `now` (births at `now` included) goes to `partial`.
    static func cutPieces(
        cell: EmitterCellParameters, index: Int, history: EmissionHistory, origin: Double, until now: Double,
        keepingFrom earliest: Double, births: inout SteppedBirths, partial: inout [BirthPiece], rate: (Int, Double, Double) -> Double
    ) {
        let windowStart = max(0, finite(cell.beginTime))
        let windowEnd = cell.duration > 0 ? windowStart + cell.duration : .infinity
        let segments = history.segments
        let steps = Int((now / rateStep).rounded(.down)) + 1
        var cursor = births.cursor
        while cursor.segment < segments.count {
            let i = cursor.segment
            let segment = segments[i]
            let s = max(segment.start - origin, windowStart)
            let boundary = min(i + 1 < segments.count ? segments[i + 1].start - origin : .infinity, windowEnd)
            let e = min(boundary, now)
            let includesEnd = now < boundary
            let cellRate = finite(index < segment.cellRates.count ? segment.cellRates[index] : cell.birthRate)
            if e >= s {
                var k = cursor.step ?? max(0, Int((s / rateStep).rounded(.down)))
                var from = cursor.step == nil ? s : cursor.from
                while from < e || (from == e && includesEnd && k < steps) {
                    let to = min(e, Double(k + 1) * rateStep)
                    let r = rate(k, segment.rate, cellRate)
                    let isPartial = to == e && includesEnd
                    var piece: BirthPiece?
                    if (to > from || (to == from && isPartial)) && r > 0 && r.isFinite {
                        piece = BirthPiece(
                            start: from, end: to, rate: r, first: cursor.count, includesEnd: isPartial, segment: i)
                    }
                    if isPartial {
                        // Cut again, longer, at a later time: the cursor stays before it.
                        cursor.step = k
                        cursor.from = from
                        if let piece { partial.append(piece) }
                        births.cursor = cursor
                        return
                    }
                    if let piece {
                        if to >= earliest { births.kept.append(piece) }
                        cursor.count += r * (to - from)
                    }
                    if to >= e { break }
                    from = to
                    k += 1
                    cursor.step = k
                    cursor.from = from
                }
            }
            // The segment is cut to its end only once `now` has passed it.
            guard boundary <= now || boundary < s else { break }
            cursor = BirthCursor(segment: i + 1, step: nil, from: 0, count: cursor.count)
        }
        births.cursor = cursor
    }
}

/// An emitter's animated birth rates sampled at each ``EmitterSimulation/rateStep`` and its
/// top-level cells' births cut so far, kept by a renderer from frame to frame while the
/// emitter's snapshot node (whose animations decide every sample) is the same: a frame then
/// samples and cuts only the steps since the latest frame drawn and keeps only the pieces whose
/// particles may still show, so its cost follows the particles alive, not the time since
/// emission began.
package final class EmitterRateCache {
    /// The step the samples start at.
    var firstStep = 0
    /// The layer's animated `birthRate` at each step from ``firstStep`` (empty when it is not
    /// animated).
    var layerRates: [Double] = []
    /// The top-level cells' `birthRate`s at each step from ``firstStep``, one after the other
    /// (empty when no cell value is animated).
    var cellRates: [Double] = []
    /// The steps sampled from ``firstStep``.
    var sampledSteps = 0
    /// Each top-level cell's pieces and cursor.
    var cells: [EmitterSimulation.SteppedBirths] = []
    /// The latest emitter time cut to.
    var latest = -Double.infinity

    package init() {}
}
