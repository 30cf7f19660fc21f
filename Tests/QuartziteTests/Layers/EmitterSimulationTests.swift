import Foundation
import Testing

@testable import Quartzite

/// The particle simulation of `CAEmitterLayer`: births, lifetimes, motion, colour, the
/// birth-rate history, shapes, nested cells, order and the particle limit, with values worked
/// out by hand from the rules in `CAEmitterLayer`'s and `CAEmitterCell`'s documentation.
@Suite("Emitter simulation", .mediaClockPerTest)
struct EmitterSimulationTests {
    static let dot = try! CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))

    func cell(_ configure: (CAEmitterCell) -> Void) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = Self.dot
        configure(cell)
        return cell
    }

    /// A history of the layer birth rate: `rates[i].rate` from local time `rates[i].time`, the
    /// default birth values throughout.
    func history(_ rates: [(time: Double, rate: Double)]) -> EmissionHistory {
        var history = EmissionHistory()
        for change in rates {
            history.record(rate: change.rate, birth: EmitterBirthParameters(CAEmitterLayer().storage), atLocalTime: change.time)
        }
        return history
    }

    /// The particles at `time` of an emitter with `cells`, configured by `configure`; its
    /// history is `history`, or its configured values since time 0 with birth rate 1.
    func particles(
        _ cells: [CAEmitterCell], at time: Double, history: EmissionHistory? = nil,
        limit: Int = 1000, configure: (CAEmitterLayer) -> Void = { _ in }
    ) -> (particles: [EmitterParticle], complete: Bool) {
        let layer = CAEmitterLayer()
        layer.emitterCells = cells
        configure(layer)
        let simulation = EmitterSimulation(
            cells: EmitterLayerParameters.cells(of: layer.storage), layer: EmitterLayerParameters(layer.storage),
            history: history ?? EmissionHistory(rate: 1, birth: EmitterBirthParameters(layer.storage)))
        var out: [EmitterParticle] = []
        let complete = simulation.particles(atLocalTime: time, into: &out, limit: limit)
        return (out, complete)
    }

    @Test func birthsFollowTheRateFromTimeZero() {
        let c = cell {
            $0.birthRate = 10
            $0.lifetime = 5
        }
        // Born at 0, 0.1, …, 0.5: six particles at 0.55, the first born when emission starts.
        let now = particles([c], at: 0.55).particles
        #expect(now.count == 6)
        #expect(now.map(\.birthTime) == [0, 0.1, 0.2, 0.3, 0.4, 0.5].map { $0 })
        #expect(particles([c], at: 0).particles.count == 1)
        #expect(particles([c], at: -0.1).particles.isEmpty)
        // The layer's birth rate multiplies the cell's.
        #expect(particles([c], at: 0.55, history: history([(0, 2)])).particles.count == 12)
    }

    @Test func particlesLiveTheirLifetime() {
        let c = cell {
            $0.birthRate = 10
            $0.lifetime = 0.25
        }
        // At 1.0: born at 0.8, 0.9 and 1.0 are younger than 0.25 s; 0.75 is not a birth time.
        #expect(particles([c], at: 1.0).particles.map(\.birthTime).map { ($0 * 10).rounded() } == [8, 9, 10])
        // The layer's lifetime multiplies: 0.5 s.
        #expect(particles([c], at: 1.0) { $0.lifetime = 2 }.particles.count == 5)
    }

    @Test func motionColourScaleAndSpin() throws {
        let c = cell {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 100
            $0.emissionLongitude = .pi / 2
            $0.yAcceleration = 20
            $0.xAcceleration = -8
            $0.alphaSpeed = -1
            $0.redSpeed = -0.5
            $0.scale = 2
            $0.scaleSpeed = -1
            $0.spin = 3
            $0.color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        }
        let p = try #require(particles([c], at: 0.5) { $0.emitterPosition = CGPoint(x: 10, y: 20) }.particles.first)
        // Age 0.5: x = 10 + 100·cos(π/2)·0.5 − 8·0.125, y = 20 + 50 + 20·0.125.
        #expect(abs(p.position.x - (10 - 1)) < 1e-9)
        #expect(abs(p.position.y - 72.5) < 1e-9)
        #expect(abs(p.color.w - 0.5) < 1e-12)
        #expect(abs(p.color.x - 0.75) < 1e-12)
        #expect(p.color.y == 0.5 && p.color.z == 0.25)
        #expect(p.scale == 1.5)
        #expect(p.rotation == 1.5)
        // The layer's velocity, scale and spin multiply the cell's.
        let q = try #require(particles([c], at: 0.5) {
            $0.velocity = 2
            $0.scale = 2
            $0.spin = -1
        }.particles.first)
        #expect(abs(q.position.y - (100 + 2.5)) < 1e-9)
        #expect(q.scale == 3)
        #expect(q.rotation == -1.5)
    }

    @Test func rangesStayWithinTheirBounds() {
        let c = cell {
            $0.birthRate = 200
            $0.lifetime = 10
            $0.velocity = 50
            $0.velocityRange = 10
            $0.emissionRange = .pi / 2
            $0.scale = 1
            $0.scaleRange = 0.5
            $0.spin = 0
            $0.spinRange = 2
            $0.alphaRange = 0.3
            $0.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.6)
        }
        let all = particles([c], at: 1).particles
        #expect(all.count == 201)
        for p in all where p.birthTime < 1 {
            let age = 1 - p.birthTime
            let distance = (p.position.x * p.position.x + p.position.y * p.position.y).squareRoot()
            #expect(distance >= 40 * age - 1e-9 && distance <= 60 * age + 1e-9)
            // Within ±π/4 of the x axis.
            #expect(abs(atan2(p.position.y, p.position.x)) <= .pi / 4 + 1e-9)
            #expect(p.scale >= 0.5 && p.scale <= 1.5)
            #expect(abs(p.rotation) <= 2 * age + 1e-9)
            #expect(p.color.w >= 0.3 - 1e-9 && p.color.w <= 0.9 + 1e-9)
        }
        // The values really vary.
        #expect(Set(all.map(\.scale)).count > 100)
    }

    @Test func birthRateChangesTakeEffectFromTheirCommit() {
        let c = cell {
            $0.birthRate = 10
            $0.lifetime = 2
        }
        var history = history([(0, 1), (1, 0)])
        // Born at 0, 0.1, …, 0.9 (a birth at exactly 1 belongs to the new rate, 0).
        #expect(particles([c], at: 1.5, history: history).particles.count == 10)
        // At 2.55 those born at 0.6 … 0.9 are still alive, no new ones.
        #expect(particles([c], at: 2.55, history: history).particles.count == 4)
        history.record(rate: 1, birth: EmitterBirthParameters(CAEmitterLayer().storage), atLocalTime: 3)
        // Births resume at 3, numbered on from 10: the same random values as without the pause
        // would give particle 10 onwards.
        let resumed = particles([c], at: 3.25, history: history).particles
        #expect(resumed.map(\.birthTime).map { ($0 * 10).rounded() } == [30, 31, 32])
    }

    /// An animated layer birth rate is integrated over time: 1 for a second, 0 for the next,
    /// then 1 again (cell rate 10) gives births at 0 … 0.9 and 2.0 … 3.0 by 3 s; a rate rising
    /// linearly (t per second) has given 5t² births by t (20 by 2 s: particles 0 … 20).
    @Test func animatedBirthRatesAreIntegrated() {
        let c = cell {
            $0.birthRate = 10
            $0.lifetime = 100
        }
        func particles(at time: Double, rate: @escaping @Sendable (Double) -> Double) -> [EmitterParticle] {
            let layer = CAEmitterLayer()
            layer.emitterCells = [c]
            let simulation = EmitterSimulation(
                cells: EmitterLayerParameters.cells(of: layer.storage), layer: EmitterLayerParameters(layer.storage),
                history: EmissionHistory(rate: 1, birth: EmitterBirthParameters(layer.storage)), animatedRate: rate)
            var out: [EmitterParticle] = []
            simulation.particles(atLocalTime: time, into: &out)
            return out
        }
        let paused = particles(at: 3) { t in t >= 1 && t < 2 ? 0 : 1 }
        let tenths: [Int] = paused.map { Int(($0.birthTime * 10).rounded()) }.sorted()
        let expected: [Int] = Array(0..<10) + Array(20...30)
        #expect(tenths == expected)
        // Beyond the steps integrated (10,000 s is 1.2 million): the committed rate (1), not
        // the animated one (0) — the last 100 s of births alive; a far-off time does not trap.
        #expect((1000...1001).contains(particles(at: 10_000) { _ in 0 }.count))
        _ = particles(at: 1e20) { _ in 0 }
        let ramp = particles(at: 2) { t in t }
        #expect(ramp.count == 21)
        // Particle k is born when 5t² reaches k: particle 5 at 1 s.
        #expect(ramp.contains { abs($0.birthTime - 1) < 1e-6 })
    }

    @Test func emitterValuesApplyToParticlesBornAfterTheyChange() throws {
        // Apple: "Emitter cell attribute multipliers only affect newly created particles".
        let still = cell {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 10
        }
        let before = CAEmitterLayer()
        before.emitterPosition = CGPoint(x: 10, y: 0)
        let after = CAEmitterLayer()
        after.emitterPosition = CGPoint(x: 50, y: 0)
        after.scale = 2
        after.velocity = 3
        var history = EmissionHistory(rate: 1, birth: EmitterBirthParameters(before.storage))
        history.record(rate: 1, birth: EmitterBirthParameters(after.storage), atLocalTime: 1.5)
        let all = particles([still], at: 2.5, history: history).particles
        #expect(all.map(\.birthTime) == [0, 1, 2])
        // Born at 0 and 1: from x = 10 at 10 pt/s, scale 1; born at 2: from x = 50 at 30 pt/s, scale 2.
        #expect(all.map(\.position.x) == [35, 25, 65])
        #expect(all.map(\.scale) == [1, 1, 2])
        // An animated value is read at each particle's birth.
        let layer = CAEmitterLayer()
        layer.emitterCells = [still]
        let moving = EmitterSimulation(
            cells: EmitterLayerParameters.cells(of: layer.storage), layer: EmitterLayerParameters(layer.storage),
            history: EmissionHistory(rate: 1, birth: EmitterBirthParameters(layer.storage)),
            animatedBirth: { t in
                var values = EmitterBirthParameters(CAEmitterLayer().storage)
                values.position = SIMD3(100 * t, 0, 0)
                return values
            })
        var out: [EmitterParticle] = []
        moving.particles(atLocalTime: 2.5, into: &out)
        #expect(out.map(\.position.x) == [25, 115, 205])
    }

    @Test func cellBirthRateChangesTakeEffectFromTheirCommit() throws {
        // Two cells (the first with a sub-cell, so the second is not at index 1 of the flat
        // list); at 1 s the second cell's rate drops to 0 through the layer's key path: its
        // particles born before stay.
        let a = cell {
            $0.name = "a"
            $0.birthRate = 2
            $0.lifetime = 10
            $0.emitterCells = [CAEmitterCell()]
        }
        let b = cell {
            $0.name = "b"
            $0.birthRate = 10
            $0.lifetime = 10
        }
        let layer = CAEmitterLayer()
        layer.emitterCells = [a, b]
        CATransaction.flush()
        MediaClock.current.advance(by: 1)
        layer.setValue(0, forKeyPath: "emitterCells.b.birthRate")
        CATransaction.flush()
        let history = try #require(layer.committedSnapshot?.emission)
        #expect(history.segments.map(\.cellRates) == [[2, 10], [2, 0]])
        let simulation = EmitterSimulation(
            cells: EmitterLayerParameters.cells(of: layer.storage), layer: EmitterLayerParameters(layer.storage),
            history: history)
        var out: [EmitterParticle] = []
        simulation.particles(atLocalTime: 3, into: &out)
        // a: born at 0, 0.5, …, 3 (7); b: born at 0, 0.1, …, 0.9 (10), none after its change.
        #expect(out.filter { $0.cell == simulation.roots[0] }.count == 7)
        #expect(out.filter { $0.cell == simulation.roots[1] }.map(\.birthTime).max() ?? 9 < 1)
        #expect(out.filter { $0.cell == simulation.roots[1] }.count == 10)
    }

    @Test func cellWindowsAndDisabledCells() {
        let windowed = cell {
            $0.birthRate = 10
            $0.lifetime = 10
            $0.beginTime = 1
            $0.duration = 0.5
        }
        // Births at 1.0 … 1.4 (the window's end excluded).
        #expect(particles([windowed], at: 3).particles.count == 5)
        #expect(particles([windowed], at: 0.9).particles.isEmpty)
        let off = cell {
            $0.birthRate = 10
            $0.lifetime = 10
            $0.isEnabled = false
        }
        #expect(particles([off], at: 1).particles.isEmpty)
        // A cell without contents draws nothing.
        let bare = cell {
            $0.birthRate = 10
            $0.lifetime = 10
            $0.contents = nil
        }
        #expect(particles([bare], at: 1).particles.isEmpty)
    }

    @Test func subCellsEmitFromTheirParentsPosition() throws {
        // A rocket (no image) rising at 100 pt/s for 1 s; in its window, ages 0.5 … 0.6, it
        // emits a burst, the first spark a period (0.02 s) after the window opens.
        let spark = cell {
            $0.birthRate = 50
            $0.lifetime = 2
            $0.beginTime = 0.5
            $0.duration = 0.1
        }
        let rocket = cell {
            $0.contents = nil
            $0.birthRate = 1
            $0.lifetime = 1
            $0.velocity = 100
            $0.emissionLongitude = -.pi / 2
            $0.emitterCells = [spark]
        }
        let sparks = particles([rocket], at: 0.75).particles
        // Rocket 0 (born at 0) emitted at ages 0.52, 0.54, …, 0.6: five sparks, at rest where
        // the rocket was; rocket 0 does not move in x.
        #expect(sparks.count == 5)
        for (j, s) in sparks.enumerated() {
            let age = 0.52 + 0.02 * Double(j)
            #expect(abs(s.birthTime - age) < 1e-12)
            #expect(abs(s.position.y - -100 * age) < 1e-9)
            #expect(abs(s.position.x) < 1e-9)
        }
        // Sparks outlive their rocket: at 2.3 rocket 0 died at 1, its sparks (born 0.52…0.6)
        // live to 2.52…2.6; rocket 1 (born at 1) burst at 1.52…1.6, rocket 2 at 2.52 not yet.
        #expect(particles([rocket], at: 2.3).particles.count == 10)
    }

    @Test func subCellsAimRelativeToTheirParentAndInheritScaleAndColour() throws {
        // A parent rising at 100 pt/s (longitude −π/2: up) emits at age 1 (a period into its
        // life) children whose own longitude 0 is relative to the parent's heading: they rise
        // too, at 50 pt/s.
        let child = cell {
            $0.birthRate = 1
            $0.lifetime = 5
            $0.velocity = 50
            $0.scale = 0.5
            $0.color = CGColor(red: 1, green: 1, blue: 0.5, alpha: 1)
        }
        let parent = cell {
            $0.contents = nil
            $0.birthRate = 1
            $0.lifetime = 5
            $0.velocity = 100
            $0.emissionLongitude = -.pi / 2
            $0.scale = 2
            $0.color = CGColor(red: 1, green: 0.5, blue: 1, alpha: 0.8)
            $0.emitterCells = [child]
        }
        #expect(particles([parent], at: 0.9).particles.isEmpty)
        // At 1.5: born at 1 where the parent was (y −100), risen 25 since.
        let p = try #require(particles([parent], at: 1.5).particles.first)
        #expect(abs(p.position.x) < 1e-9)
        #expect(abs(p.position.y - -125) < 1e-9)
        // Scale 0.5 × the parent's 2; colour (1, 1, 0.5, 1) × the parent's (1, 0.5, 1, 0.8).
        #expect(p.scale == 1)
        #expect(p.color == SIMD4(1, 0.5, 0.5, 0.8))
    }

    /// CAEmitterCell.h: the emission angles are "relative to the natural orientation angle of
    /// the emission shape"; a line's is across it: iOS confetti code emits from a line along
    /// the top edge at longitude π and the confetti falls (+y), fireworks from a line along the
    /// bottom at longitude 0 rise (−y).
    @Test func aLineEmitsAcrossItself() {
        func moving(_ longitude: Double) -> [EmitterParticle] {
            let c = cell {
                $0.birthRate = 10
                $0.lifetime = 10
                $0.velocity = 100
                $0.emissionLongitude = longitude
            }
            return particles([c], at: 1) {
                $0.emitterShape = .line
                $0.emitterPosition = CGPoint(x: 100, y: 0)
                $0.emitterSize = CGSize(width: 200, height: 1)
            }.particles
        }
        let falling = moving(.pi)
        #expect(falling.count == 11)
        for p in falling {
            let age = 1 - p.birthTime
            #expect(abs(p.position.y - 100 * age) < 1e-9 && p.position.x >= 0 && p.position.x <= 200)
        }
        #expect(moving(0).allSatisfy { abs($0.position.y + 100 * (1 - $0.birthTime)) < 1e-9 })
        // A point emitter's longitude 0 is +x.
        let c = cell {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 100
        }
        #expect(particles([c], at: 1).particles.allSatisfy { abs($0.position.x - 100 * (1 - $0.birthTime)) < 1e-9 })
    }

    /// `isEnabled` "controls whether or not cells from this emitter are rendered": a disabled
    /// cell's particles are not drawn, and the other cells keep their births and random values
    /// (they were renumbered, taking the disabled cell's history and random stream).
    @Test func aDisabledCellLeavesTheOthersAsTheyWere() {
        func cells(enabled: Bool) -> [CAEmitterCell] {
            [
                cell {
                    $0.name = "a"
                    $0.birthRate = 2
                    $0.lifetime = 10
                    $0.isEnabled = enabled
                },
                cell {
                    $0.name = "b"
                    $0.birthRate = 10
                    $0.lifetime = 10
                    $0.velocity = 50
                    $0.velocityRange = 20
                    $0.emissionRange = 2 * .pi
                },
            ]
        }
        let both = particles(cells(enabled: true), at: 1.5).particles
        let onlyB = particles(cells(enabled: false), at: 1.5).particles
        #expect(onlyB.count == 16 && onlyB.allSatisfy { $0.cell == 1 })
        let bAlongside = both.filter { $0.cell == 1 }
        #expect(bAlongside.map(\.position) == onlyB.map(\.position) && bAlongside.map(\.birthTime) == onlyB.map(\.birthTime))
        #expect(CAEmitterCell().color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    /// Animated cell values (`"emitterCells.<name>.velocity"`): each particle takes its cell's
    /// values of the 1/120 s step it is born in; an animated birth rate is integrated in the same
    /// steps.
    @Test func animatedCellValuesAreTakenAtBirth() {
        let c = cell {
            $0.name = "c"
            $0.birthRate = 10
            $0.lifetime = 10
        }
        let layer = CAEmitterLayer()
        layer.emitterCells = [c]
        let model = EmitterLayerParameters.cells(of: layer.storage)
        let step = EmitterSimulation.rateStep
        let simulation = EmitterSimulation(
            cells: model, layer: EmitterLayerParameters(layer.storage),
            history: EmissionHistory(rate: 1, birth: EmitterBirthParameters(layer.storage)),
            animatedCells: { t in
                var cells = model
                cells[0].velocity = 100 * t  // 0 → 100 over the first second
                cells[0].birthRate = t < 0.5 ? 10 : 0  // no births after half a second
                return cells
            },
            animatesCellValues: true)
        var out: [EmitterParticle] = []
        simulation.particles(atLocalTime: 1, into: &out)
        #expect(out.count == 5)  // born at 0, 0.1, …, 0.4
        for p in out {
            // Longitude 0 (+x): the speed of the birth's step, 100 × its middle.
            let mid = ((p.birthTime / step).rounded(.down) + 0.5) * step
            #expect(abs(p.position.x - 100 * mid * (1 - p.birthTime)) < 1e-9, "\(p.birthTime)")
        }
    }

    @Test func emitterShapesAndModes() {
        let still = cell {
            $0.birthRate = 100
            $0.lifetime = 10
        }
        func positions(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
            particles([still], at: 1) {
                $0.emitterShape = shape
                $0.emitterMode = mode
                $0.emitterPosition = CGPoint(x: 50, y: 40)
                $0.emitterZPosition = 5
                $0.emitterSize = CGSize(width: 20, height: 10)
                $0.emitterDepth = 6
            }.particles.map(\.position)
        }
        let centre = SIMD3<Double>(50, 40, 5)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        #expect(positions(.point, .volume).allSatisfy { $0 == centre })
        #expect(positions(.rectangle, .points).allSatisfy { $0 == centre })
        #expect(positions(.line, .outline).allSatisfy { $0.y == 40 && abs($0.x - 50) <= 10 && $0.z == 5 })
        #expect(positions(.rectangle, .surface).allSatisfy { abs($0.x - 50) <= 10 && abs($0.y - 40) <= 5 })
        #expect(positions(.rectangle, .outline).allSatisfy {
            (near(abs($0.x - 50), 10) && abs($0.y - 40) <= 5 + 1e-9) || (near(abs($0.y - 40), 5) && abs($0.x - 50) <= 10 + 1e-9)
        })
        let radius = { (p: SIMD3<Double>) in ((p.x - 50) * (p.x - 50) + (p.y - 40) * (p.y - 40)).squareRoot() }
        // Circles and spheres "of radius emitterSize.width" (Apple's constants' documentation).
        #expect(positions(.circle, .outline).allSatisfy { near(radius($0), 20) && $0.z == 5 })
        #expect(positions(.circle, .surface).allSatisfy { radius($0) <= 20 + 1e-9 })
        #expect(positions(.circle, .volume).contains { radius($0) < 14 })
        let radius3 = { (p: SIMD3<Double>) in (radius(p) * radius(p) + (p.z - 5) * (p.z - 5)).squareRoot() }
        #expect(positions(.sphere, .surface).allSatisfy { near(radius3($0), 20) })
        #expect(positions(.sphere, .volume).allSatisfy { radius3($0) <= 20 + 1e-9 })
        #expect(positions(.cuboid, .volume).allSatisfy { abs($0.x - 50) <= 10 && abs($0.y - 40) <= 5 && abs($0.z - 5) <= 3 })
        #expect(positions(.cuboid, .surface).allSatisfy {
            near(abs($0.x - 50), 10) || near(abs($0.y - 40), 5) || near(abs($0.z - 5), 3)
        })
    }

    @Test func renderModesOrderParticles() {
        let a = cell {
            $0.birthRate = 4
            $0.lifetime = 10
            $0.zAcceleration = 0
        }
        let b = cell {
            $0.birthRate = 3
            $0.lifetime = 10
        }
        func cells(_ mode: CAEmitterLayerRenderMode) -> [EmitterParticle] {
            particles([a, b], at: 1) { $0.renderMode = mode }.particles
        }
        #expect(cells(.unordered).map(\.cell) == [0, 0, 0, 0, 0, 1, 1, 1, 1])
        let oldestFirst = cells(.oldestFirst).map(\.birthTime)
        #expect(oldestFirst == oldestFirst.sorted())
        let oldestLast = cells(.oldestLast).map(\.birthTime)
        #expect(oldestLast == oldestLast.sorted(by: >))
        #expect(cells(.additive).map(\.cell) == cells(.unordered).map(\.cell))
    }

    @Test func particlesArePureFunctionsOfSeedAndTime() {
        let c = cell {
            $0.birthRate = 50
            $0.lifetime = 3
            $0.velocity = 40
            $0.velocityRange = 30
            $0.emissionRange = 2 * .pi
            $0.scaleRange = 0.5
        }
        let first = particles([c], at: 2.5) { $0.seed = 9 }.particles
        _ = particles([c], at: 7) { $0.seed = 9 }
        #expect(particles([c], at: 2.5) { $0.seed = 9 }.particles == first)
        #expect(particles([c], at: 2.5) { $0.seed = 10 }.particles != first)
    }

    @Test func theParticleLimitLeavesTheRestOut() {
        let c = cell {
            $0.birthRate = 1000
            $0.lifetime = 10
        }
        let limited = particles([c], at: 1, limit: 100)
        #expect(limited.particles.count == 100)
        #expect(!limited.complete)
        #expect(particles([c], at: 1).complete == false)  // 1001 > 1000
        #expect(particles([c], at: 0.5).complete)
    }

    @Test func theLayerRecordsItsBirthRateAtEachCommit() throws {
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell { $0.birthRate = 1 }]
        CATransaction.flush()
        MediaClock.current.advance(by: 2)
        layer.birthRate = 0
        CATransaction.flush()
        let history = try #require(layer.committedSnapshot?.emission)
        #expect(history.segments.map(\.start) == [0, 2] && history.segments.map(\.rate) == [1, 0])
        // A plain layer carries none.
        let plain = CALayer()
        CATransaction.flush()
        #expect(plain.committedSnapshot?.emission == nil)
    }
}

/// Key-value coding of emitter cells, directly and through the layer's
/// `"emitterCells.<name>.<key>"` key paths (the common way to switch a cell on and off).
@Suite("Emitter key-value coding", .mediaClockPerTest)
struct EmitterKeyValueCodingTests {
    @Test func cellKeysReadAndWrite() {
        let cell = CAEmitterCell()
        cell.setValue(12, forKey: "birthRate")
        cell.setValue(CGFloat(0.5), forKey: "emissionRange")
        cell.setValue(false, forKey: "enabled")
        #expect(cell.birthRate == 12 && cell.emissionRange == 0.5 && !cell.isEnabled)
        #expect(cell.value(forKey: "birthRate") as? Float == 12)
        // A wrong type or key changes nothing.
        cell.setValue("fast", forKey: "velocity")
        cell.setValue(3, forKey: "noSuchKey")
        #expect(cell.velocity == 0)
        #expect(cell.value(forKey: "noSuchKey") == nil)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? Double == 1)
    }

    /// CAEmitterCell.h (phracker/MacOSX-SDKs MacOSX10.15.sdk …/QuartzCore.framework/Headers,
    /// the same text in iOS SDK dumps) declares `style` and adopts CAMediaTiming, whose
    /// `autoreverses` defaults to NO and `fillMode` to `removed` (CAMediaTiming.h); "`color'
    /// defaults to opaque white". Apple's key-value coding reaches every declared property.
    @Test func timingKeysStyleAndColourDefaultThroughKeyValueCoding() {
        let cell = CAEmitterCell()
        #expect(cell.value(forKey: "autoreverses") as? Bool == false)
        #expect(cell.value(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(cell.value(forKey: "style") == nil)
        cell.setValue(true, forKey: "autoreverses")
        cell.setValue("both", forKey: "fillMode")
        cell.setValue(["birthRate": 3], forKey: "style")
        #expect(cell.autoreverses && cell.fillMode == .both)
        #expect((cell.value(forKey: "style") as? [AnyHashable: Any])?.count == 1)
        cell.setValue(CAMediaTimingFillMode.forwards, forKey: "fillMode")
        #expect(cell.fillMode == .forwards)
        #expect(CAEmitterCell.defaultValue(forKey: "color") as? CGColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CAEmitterCell.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
    }

    @Test func layerKeyPathsReachCellsAndTheParticles() throws {
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.birthRate = 1
        let fire = CAEmitterCell()
        fire.name = "fire"
        fire.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.emitterCells = [fire]
        layer.setValue(25, forKeyPath: "emitterCells.fire.birthRate")
        layer.setValue(4, forKeyPath: "emitterCells.fire.emitterCells.spark.velocity")
        #expect(fire.birthRate == 25)
        #expect(spark.velocity == 4)
        #expect(layer.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 25)
        #expect(layer.value(forKeyPath: "emitterCells.fire.emitterCells.spark.velocity") as? CGFloat == 4)
        #expect(layer.value(forKeyPath: "emitterCells.smoke.birthRate") == nil)
        // The frozen values the renderers read follow.
        let cells = EmitterLayerParameters.cells(of: layer.storage)
        #expect(cells.first?.birthRate == 25)
        #expect(cells.first?.cells.first?.velocity == 4)
        #expect(layer.emitterCells?.first === fire)
    }
}
