import Foundation

/// Computes an emitter's live particles at one time from its cells, its presentation values
/// and its emission history — a pure function of those and the time (see ``CAEmitterLayer``).
///
/// A top-level cell's births follow the layer's birth rate history times the cell's rate,
/// inside the cell's window (`beginTime`, `duration`, counted from the start of emission);
/// particle k is born when the integrated births reach k (particle 0 when the window opens).
/// A sub-cell's particle j of a parent particle is born at the parent's age `beginTime` +
/// (j + 1) / rate, while the parent lives and the window lasts, at the parent's position then, its
/// emission angles relative to the parent's direction of motion then, its scale and colour
/// multiplied by the parent's (as Apple documents for `emitterCells`). Only the
/// particles born within the longest lifetime (including their descendants') before the time
/// are visited, so the cost follows the particles alive, not the time since emission began.
package struct EmitterSimulation {
    /// A cell of the emitter or of one of its cells, depth first.
    package struct Cell {
        package var parameters: EmitterCellParameters
        /// The indices of the sub-cells.
        package var children: [Int]
        /// The longest a particle of this cell or one of its descendants can be seen after the
        /// particle's birth, in seconds.
        var horizon: Double
    }

    /// Every cell, depth first (a cell before its sub-cells).
    package private(set) var cells: [Cell] = []
    /// Each cell's numbers as the particle loop reads them (plain values: no reference
    /// counting per particle), by cell index.
    var rules: [Rules] = []
    /// The indices of the emitter's own cells.
    package private(set) var roots: [Int] = []
    private let layer: EmitterLayerParameters
    let history: EmissionHistory
    private let animatedBirth: (@Sendable (Double) -> EmitterBirthParameters)?
    /// The layer's presentation `birthRate` at a local time, for an emitter whose birth rate
    /// is animated, or nil.
    private let animatedRate: (@Sendable (Double) -> Double)?
    /// The cells' values at a local time (their animated key paths' presentation values,
    /// ``EmitterCellKeyPath``), for an emitter with animations of cell key paths, or nil.
    private let animatedCells: (@Sendable (Double) -> [EmitterCellParameters])?
    /// Whether values other than the top-level cells' birth rates are animated: then each
    /// particle takes its cell's values at its birth (the ``rateStep`` it is born in).
    private let animatesCellValues: Bool
    private let seed: UInt64
    /// The largest lifetime multiplier a particle can have been born with.
    private let lifetimeBound: Double
    /// The animated rates sampled and the births cut in earlier frames of the same emitter,
    /// continued as time goes on.
    private let rateCache: EmitterRateCache?

    /// A simulation of `cells` under the layer values `layer`, births integrated over
    /// `history`. Particles take their birth values from the history segment they are born in,
    /// or, when given, from `animatedBirth` (the layer's presentation values at a local time:
    /// for an emitter whose birth values are animated); `lifetimeBound` then bounds the
    /// lifetime multipliers it can give. With `animatedRate` (the layer's presentation
    /// `birthRate` at a local time: its birth rate is animated) the layer rate is that,
    /// integrated in steps of ``rateStep`` from the start of emission. With `animatedCells`
    /// (the cells' values at a local time) the top-level cells' birth rates are those, integrated
    /// in the same steps, and with `animatesCellValues` every particle takes its cell's values
    /// of the step it is born in.
    package init(
        cells: [EmitterCellParameters], layer: EmitterLayerParameters, history: EmissionHistory,
        animatedBirth: (@Sendable (Double) -> EmitterBirthParameters)? = nil,
        animatedRate: (@Sendable (Double) -> Double)? = nil,
        animatedCells: (@Sendable (Double) -> [EmitterCellParameters])? = nil, animatesCellValues: Bool = false,
        lifetimeBound: Double = 0, rateCache: EmitterRateCache? = nil
    ) {
        self.rateCache = rateCache
        self.layer = layer
        self.history = history
        self.animatedBirth = animatedBirth
        self.animatedRate = animatedRate
        self.animatedCells = animatedCells
        self.animatesCellValues = animatedCells != nil && animatesCellValues
        seed = UInt64(layer.seed)
        self.lifetimeBound = Self.finite(max(0, history.maximumLifetimeMultiplier, lifetimeBound))
        for (i, cell) in cells.enumerated() {
            roots.append(add(cell, key: ParticleRandom.key(0, child: UInt64(i))))
        }
    }

    private mutating func add(_ cell: EmitterCellParameters, key: UInt64) -> Int {
        let index = cells.count
        let lifetime = Self.finite(max(0, cell.lifetime + abs(cell.lifetimeRange)) * lifetimeBound)
        cells.append(Cell(parameters: cell, children: [], horizon: lifetime))
        rules.append(Rules(cell, key: key))
        var descendants = 0.0
        for (i, sub) in cell.cells.enumerated() {
            let child = add(sub, key: ParticleRandom.key(key, child: UInt64(i)))
            cells[index].children.append(child)
            // A sub-particle is born while its parent lives, then lives its own lifetime.
            descendants = max(descendants, lifetime + cells[child].horizon)
        }
        cells[index].horizon = max(lifetime, descendants)
        rules[index].horizon = cells[index].horizon
        return index
    }

    /// The particles alive at local time `time` of an emitter whose history is `history`,
    /// appended to `particles` in drawing order (see `CAEmitterLayerRenderMode`), at most
    /// `limit`. Returns false when more would have been alive (the youngest are left out).
    @discardableResult
    package func particles(
        atLocalTime time: Double, into particles: inout [EmitterParticle], limit: Int = CAEmitterLayer.maximumParticles
    ) -> Bool {
        guard let origin = history.origin, !history.segments.isEmpty, time.isFinite, time >= origin else { return true }
        let now = time - origin
        let start = particles.count
        var budget = Budget(outputs: max(0, limit), visits: 4 * max(0, limit) + 1024)
        // Animated rates are integrated step by step (checked before converting: a far-off time
        // does not fit an Int); beyond the most steps, the committed rates.
        var stepped: [[BirthPiece]]?
        if animatedRate != nil || animatedCells != nil, (now / Self.rateStep).rounded(.down) < Double(Self.maximumRateSteps) {
            stepped = steppedBirthPieces(
                origin: origin, until: now, cache: rateCache ?? EmitterRateCache(), layerRate: animatedRate,
                cellRates: animatedCells.map { cells in { cells($0).map(\.birthRate) } })
        }
        let values = animatesCellValues ? StepRules(origin: origin) : nil
        for (i, root) in roots.enumerated() where cells[root].parameters.isEnabled {
            let cell = cells[root].parameters
            let pieces =
                stepped?[i] ?? Self.birthPieces(cell: cell, index: i, history: history, origin: origin, until: now)
            emit(root, pieces: pieces, now: now, parent: nil, values: values, into: &particles, budget: &budget)
            if budget.exhausted { break }
        }
        order(&particles[start...])
        return !budget.exhausted
    }

    /// What a parent particle hands its sub-cells: where it is, where it heads, its scale and
    /// colour (before the layer's scale), at each age.
    private struct Parent {
        var birth: Double
        var lifetime: Double
        var origin: SIMD3<Double>
        var velocity: SIMD3<Double>
        var acceleration: SIMD3<Double>
        /// The emission direction, radians (the heading while the particle is still).
        var longitude: Double
        var latitude: Double
        var scale: Double
        var scaleSpeed: Double
        var tint: SIMD4<Double>
        var colorSpeed: SIMD4<Double>
        var key: UInt64

        func position(atAge age: Double) -> SIMD3<Double> {
            origin + velocity * age + acceleration * (0.5 * age * age)
        }

        /// The direction of motion at `age` as longitude and latitude (the emission direction
        /// when the particle does not move).
        func direction(atAge age: Double) -> (longitude: Double, latitude: Double) {
            let v = velocity + acceleration * age
            let planar = (v.x * v.x + v.y * v.y).squareRoot()
            guard planar > 1e-12 || abs(v.z) > 1e-12 else { return (longitude, latitude) }
            return (planar > 1e-12 ? atan2(v.y, v.x) : longitude, atan2(v.z, planar))
        }

        func scale(atAge age: Double) -> Double { max(0, scale + scaleSpeed * age) }

        func color(atAge age: Double) -> SIMD4<Double> {
            (tint + colorSpeed * age).clamped(lowerBound: .zero, upperBound: .one)
        }
    }

    private struct Budget {
        var outputs: Int
        var visits: Int
        var exhausted = false
    }

    /// A stretch of births: from `start` to `end` (emitter seconds) at `rate` per second, the
    /// first birth of the stretch numbered `first` (fractional: births so far).
    struct BirthPiece {
        var start: Double
        var end: Double
        var rate: Double
        var first: Double
        /// Whether a birth exactly at `end` belongs to this stretch (the end is now, not the
        /// start of the next stretch or the end of a window).
        var includesEnd: Bool
        /// The history segment the stretch lies in (−1 for a sub-cell's stretch).
        var segment = -1
    }

    /// The step an animated layer birth rate is sampled at (emitter seconds from the start of
    /// emission): 1/120 s, a display's frame at most.
    static let rateStep = 1.0 / 120

    /// The most steps an animated birth rate is integrated over (about 2.3 hours of emission);
    /// an emitter that has run longer integrates its committed rates instead.
    static let maximumRateSteps = 1_000_000

    /// The birth stretches of top-level cell `cell` (number `index` of the emitter's cells)
    /// until `now`: each history segment's layer rate times the cell's rate then, inside the
    /// cell's window (animated rates: ``steppedBirthPieces(origin:until:cache:layerRate:cellRates:)``).
    static func birthPieces(
        cell: EmitterCellParameters, index: Int, history: EmissionHistory, origin: Double, until now: Double
    ) -> [BirthPiece] {
        let windowStart = max(0, finite(cell.beginTime))
        let windowEnd = cell.duration > 0 ? windowStart + cell.duration : .infinity
        var pieces: [BirthPiece] = []
        var count = 0.0
        let segments = history.segments
        func add(_ s: Double, _ e: Double, rate: Double, includesEnd: Bool, segment: Int) {
            guard e > s || (e == s && includesEnd), rate > 0, rate.isFinite else { return }
            pieces.append(BirthPiece(start: s, end: e, rate: rate, first: count, includesEnd: includesEnd, segment: segment))
            count += rate * (e - s)
        }
        for (i, segment) in segments.enumerated() {
            let s = max(segment.start - origin, windowStart)
            let boundary = min(i + 1 < segments.count ? segments[i + 1].start - origin : .infinity, windowEnd)
            let e = min(boundary, now)
            let includesEnd = now < boundary
            let cellRate = finite(index < segment.cellRates.count ? segment.cellRates[index] : cell.birthRate)
            add(s, e, rate: segment.rate * cellRate, includesEnd: includesEnd, segment: i)
        }
        return pieces
    }

    /// Visits the particles of cell `index` born from `pieces` that may still show at `now`
    /// (with their descendants), appending the live ones.
    private func emit(
        _ index: Int, pieces: [BirthPiece], now: Double, parent: Parent?, values: StepRules?,
        into particles: inout [EmitterParticle], budget: inout Budget
    ) {
        let earliest = now - rules[index].horizon
        for piece in pieces {
            guard piece.end >= earliest else { continue }
            // Births k with piece.start + (k − first) / rate in [max(start, earliest), end].
            let from = max(piece.start, earliest)
            let kLow = max(0, Self.snapped(piece.first + (from - piece.start) * piece.rate).rounded(.up))
            let kEnd = Self.snapped(piece.first + (piece.end - piece.start) * piece.rate)
            let kHigh = piece.includesEnd ? kEnd.rounded(.down) : kEnd.rounded(.up) - 1
            guard kLow <= kHigh, kHigh < 9e15 else { continue }
            var k = kLow
            while k <= kHigh {
                budget.visits -= 1
                if budget.visits < 0 || budget.outputs <= 0 {
                    budget.exhausted = true
                    return
                }
                let birth = piece.start + (k - piece.first) / piece.rate
                visit(
                    index, number: UInt64(k), birth: birth, segment: piece.segment, now: now, parent: parent,
                    values: values, into: &particles, budget: &budget)
                if budget.exhausted { return }
                k += 1
            }
        }
    }

    /// Particle `number` of cell `index`, born at `birth`: appended when alive at `now` and
    /// the cell has an image; its sub-cells' particles visited.
    private func visit(
        _ index: Int, number: UInt64, birth: Double, segment: Int, now: Double, parent: Parent?, values: StepRules?,
        into particles: inout [EmitterParticle], budget: inout Budget
    ) {
        // The cells' values of the step the particle is born in, when they are animated.
        let set = values.map { $0.rules(at: birth, of: self) } ?? rules
        let c = set[index]
        let layer = birthParameters(at: birth, segment: segment)
        var random = ParticleRandom(seed: seed, cellKey: parent.map { ParticleRandom.key($0.key, child: c.key) } ?? c.key, number: number)
        let lifetime = Self.finite(max(0, c.lifetime + c.lifetimeRange * random.signed()) * max(0, layer.lifetime))
        let speed = Self.finite((c.velocity + c.velocityRange * random.signed()) * layer.velocity)
        var longitude = c.emissionLongitude + c.emissionRange * 0.5 * random.signed()
        // A line's natural orientation (CAEmitterCell.h: the angles are "relative to the natural
        // orientation angle of the emission shape") is across it: longitude 0 emits towards −y,
        // π towards +y (confetti falling from a line along the top edge, as iOS draws it).
        if parent == nil, layer.shape == .line { longitude -= Double.pi / 2 }
        var latitude = c.emissionLatitude
        var scale = c.scale + c.scaleRange * random.signed()
        let spin = Self.finite((c.spin + c.spinRange * random.signed()) * layer.spin)
        var tint = c.color + c.colorRange * SIMD4(random.signed(), random.signed(), random.signed(), random.signed())
        let origin: SIMD3<Double>
        var scaleSpeed = c.scaleSpeed
        if let parent {
            // Apple: a sub-cell emits from the particle's current position, at an angle relative
            // to its current direction, and inherits its scale and colour.
            let parentAge = birth - parent.birth
            origin = parent.position(atAge: parentAge)
            let heading = parent.direction(atAge: parentAge)
            longitude += heading.longitude
            latitude += heading.latitude
            let parentScale = parent.scale(atAge: parentAge)
            scale *= parentScale
            scaleSpeed *= parentScale
            tint *= parent.color(atAge: parentAge)
        } else {
            origin = Self.emissionPoint(layer, &random)
        }
        let key = random.nextKey()
        let direction = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let velocity = direction * speed
        let acceleration = c.acceleration
        let age = now - birth
        if age < lifetime, c.hasContents {
            let s = Self.finite(max(0, scale + scaleSpeed * age) * layer.scale)
            let color = (tint + c.colorSpeed * age).clamped(lowerBound: .zero, upperBound: .one)
            particles.append(
                EmitterParticle(
                    position: origin + velocity * age + acceleration * (0.5 * age * age), scale: s,
                    rotation: spin * age, color: color, birthTime: birth, cell: index))
            budget.outputs -= 1
        }
        guard c.hasChildren, lifetime > 0 else { return }
        let me = Parent(
            birth: birth, lifetime: lifetime, origin: origin, velocity: velocity, acceleration: acceleration,
            longitude: longitude, latitude: latitude, scale: scale, scaleSpeed: scaleSpeed, tint: tint,
            colorSpeed: c.colorSpeed, key: key)
        for child in cells[index].children where cells[child].parameters.isEnabled {
            let sub = set[child]
            let rate = Self.finite(sub.birthRate)
            guard rate > 0 else { continue }
            // Ages of the parent at which it emits: the window, while it lives, until now.
            let windowStart = max(0, Self.finite(sub.beginTime))
            let windowEnd = min(sub.duration > 0 ? windowStart + sub.duration : .infinity, lifetime)
            let end = min(windowEnd, age)
            guard end >= windowStart, windowStart < windowEnd else { continue }
            // The first a period (1 / rate) after the window opens, as Core Animation has emitted
            // sub-cells since iOS 7: a burst at birth rate 1 comes at the end of a rocket's one
            // second of flight, not also at its launch (Apple's Fireworks sample's idiom); the
            // last at the window's end, so a window of d seconds holds rate × d births.
            let piece = BirthPiece(
                start: birth + windowStart, end: birth + end, rate: rate, first: -1, includesEnd: true)
            emit(child, pieces: [piece], now: now, parent: me, values: values, into: &particles, budget: &budget)
            if budget.exhausted { return }
        }
    }

    /// The emitter values a particle born at `birth` (emitter seconds) takes: the animated
    /// values then, or those of history segment `segment` (looked up when −1).
    private func birthParameters(at birth: Double, segment: Int) -> EmitterBirthParameters {
        let origin = history.origin ?? 0
        if let animatedBirth { return animatedBirth(origin + birth) }
        let index = segment >= 0 ? segment : history.segmentIndex(at: origin + birth)
        return history.segments[index].birth
    }

    /// Where a top-level particle is born: a point of the emitter shape's part that
    /// `emitterMode` names.
    private static func emissionPoint(_ layer: EmitterBirthParameters, _ random: inout ParticleRandom) -> SIMD3<Double> {
        let c = layer.position
        let size = layer.size
        let mode = layer.mode
        if mode == .points { return c }
        switch layer.shape {
        case .line:
            return c + SIMD3(size.x * (random.unit() - 0.5), 0, 0)
        case .rectangle:
            if mode == .outline {
                let p = Self.pointOnRectangleOutline(width: size.x, height: size.y, random.unit())
                return c + SIMD3(p.x, p.y, 0)
            }
            return c + SIMD3(size.x * (random.unit() - 0.5), size.y * (random.unit() - 0.5), 0)
        case .cuboid:
            let u = SIMD3(random.unit() - 0.5, random.unit() - 0.5, random.unit() - 0.5)
            var p = u * size
            if mode != .volume {
                // A face (surface) or an edge (outline): push one (or two) coordinates out.
                let axis = Int(random.unit() * 3) % 3
                p[axis] = (u[axis] < 0 ? -0.5 : 0.5) * size[axis]
                if mode == .outline {
                    let other = (axis + 1 + Int(random.unit() * 2) % 2) % 3
                    p[other] = (u[other] < 0 ? -0.5 : 0.5) * size[other]
                }
            }
            return c + p
        case .circle:
            // "Of radius emitterSize.width" (CAEmitterLayerEmitterShape.circle).
            let radius = size.x
            let angle = random.unit() * 2 * Double.pi
            let r = mode == .outline ? radius : radius * random.unit().squareRoot()
            return c + SIMD3(r * cos(angle), r * sin(angle), 0)
        case .sphere:
            let radius = size.x
            let z = random.signed()
            let angle = random.unit() * 2 * Double.pi
            let ring = (1 - z * z).squareRoot()
            let r = mode == .volume ? radius * Foundation.cbrt(random.unit()) : radius
            return c + SIMD3(ring * cos(angle), ring * sin(angle), z) * r
        default:
            return c
        }
    }

    /// The point at fraction `t` (0…1) along the perimeter of a `width` × `height` rectangle
    /// centred on the origin, clockwise from the top-left corner.
    static func pointOnRectangleOutline(width: Double, height: Double, _ t: Double) -> SIMD2<Double> {
        let w = abs(width)
        let h = abs(height)
        let perimeter = 2 * (w + h)
        guard perimeter > 0 else { return .zero }
        var d = t * perimeter
        if d < w { return SIMD2(d - w / 2, -h / 2) }
        d -= w
        if d < h { return SIMD2(w / 2, d - h / 2) }
        d -= h
        if d < w { return SIMD2(w / 2 - d, h / 2) }
        d -= w
        return SIMD2(-w / 2, h / 2 - d)
    }

    /// Sorts freshly appended particles into the render mode's order (a pass that finds them
    /// in order already — one cell without sub-cells, say — skips the sort).
    private func order(_ particles: inout ArraySlice<EmitterParticle>) {
        let before: (EmitterParticle, EmitterParticle) -> Bool
        switch layer.renderMode {
        case .oldestFirst:
            before = { $0.birthTime < $1.birthTime || ($0.birthTime == $1.birthTime && $0.cell < $1.cell) }
        case .oldestLast:
            before = { $0.birthTime > $1.birthTime || ($0.birthTime == $1.birthTime && $0.cell > $1.cell) }
        case .backToFront:
            before = { $0.position.z < $1.position.z || ($0.position.z == $1.position.z && $0.birthTime < $1.birthTime) }
        default:
            before = { $0.cell < $1.cell || ($0.cell == $1.cell && $0.birthTime < $1.birthTime) }
        }
        var i = particles.startIndex
        while i + 1 < particles.endIndex, !before(particles[i + 1], particles[i]) { i += 1 }
        if i + 1 < particles.endIndex { particles.sort(by: before) }
    }

    /// The cells' rules at each ``rateStep`` particles are born in, made once per step when
    /// first needed (for an emitter with animated cell values).
    private final class StepRules {
        let origin: Double
        var byStep: [Int: [Rules]] = [:]

        init(origin: Double) { self.origin = origin }

        /// The rules of the step holding `birth` (emitter seconds).
        func rules(at birth: Double, of simulation: EmitterSimulation) -> [Rules] {
            let step = Int((max(0, birth) / rateStep).rounded(.down))
            if let known = byStep[step] { return known }
            let made = simulation.flattenedRules(atLocalTime: origin + (Double(step) + 0.5) * rateStep)
            byStep[step] = made
            return made
        }
    }

    /// The rules of every cell at local time `time` (depth first, as ``cells``; each keeping
    /// its random key and horizon), or the committed ones when the cells changed shape.
    private func flattenedRules(atLocalTime time: Double) -> [Rules] {
        guard let animatedCells else { return rules }
        var made: [Rules] = []
        func add(_ cell: EmitterCellParameters) {
            guard made.count < rules.count else { return }
            var r = Rules(cell, key: rules[made.count].key)
            r.horizon = rules[made.count].horizon
            made.append(r)
            for sub in cell.cells { add(sub) }
        }
        for cell in animatedCells(time) { add(cell) }
        return made.count == rules.count ? made : rules
    }

    /// A cell's numbers, copied out of its parameters once.
    struct Rules {
        var birthRate, beginTime, duration: Double
        var lifetime, lifetimeRange, velocity, velocityRange: Double
        var emissionLongitude, emissionLatitude, emissionRange: Double
        var scale, scaleRange, scaleSpeed, spin, spinRange: Double
        var acceleration: SIMD3<Double>
        var color, colorRange, colorSpeed: SIMD4<Double>
        var hasContents, hasChildren: Bool
        var key: UInt64
        var horizon = 0.0

        init(_ c: EmitterCellParameters, key: UInt64) {
            birthRate = c.birthRate
            beginTime = c.beginTime
            duration = c.duration
            lifetime = c.lifetime
            lifetimeRange = c.lifetimeRange
            velocity = c.velocity
            velocityRange = c.velocityRange
            emissionLongitude = c.emissionLongitude
            emissionLatitude = c.emissionLatitude
            emissionRange = c.emissionRange
            scale = c.scale
            scaleRange = c.scaleRange
            scaleSpeed = c.scaleSpeed
            spin = c.spin
            spinRange = c.spinRange
            acceleration = c.acceleration
            color = c.color
            colorRange = c.colorRange
            colorSpeed = c.colorSpeed
            hasContents = c.contents != nil
            hasChildren = !c.cells.isEmpty
            self.key = key
        }
    }

    /// A birth count rounded to the nearest whole number when it is within rounding error of
    /// it, so a window of 0.1 s at 50 per second holds 5 births, not 5.000000000000004.
    static func snapped(_ count: Double) -> Double {
        let whole = count.rounded()
        return abs(count - whole) <= 1e-9 * max(1, abs(count)) ? whole : count
    }

    /// `value`, or 0 when it is not finite.
    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
