import Foundation
import Testing

@testable import Quartzite

/// Animated birth rates integrated step by step from frame to frame (``EmitterRateCache``): a
/// renderer that keeps the cuts of earlier frames gets exactly the particles a cut from the
/// start of emission gives, whatever order the times come in, and keeps only what particles
/// still alive need.
@Suite("Emitter: stepped births kept from frame to frame", .mediaClockPerTest)
struct EmitterSteppedBirthTests {
    static let dot = try! CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))

    /// Two top-level cells (one inside a window, with a sub-cell), a layer rate history of three
    /// segments, an animated layer rate and an animated birth rate of the first cell.
    func simulation(cache: EmitterRateCache?) -> EmitterSimulation {
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = Self.dot
        spark.birthRate = 2
        spark.lifetime = 0.25
        let a = CAEmitterCell()
        a.name = "a"
        a.contents = Self.dot
        a.birthRate = 37
        a.lifetime = 1.5
        a.velocity = 40
        a.emissionRange = .pi
        a.emitterCells = [spark]
        let b = CAEmitterCell()
        b.name = "b"
        b.contents = Self.dot
        b.birthRate = 13
        b.lifetime = 0.7
        b.beginTime = 0.4
        b.duration = 5
        let layer = CAEmitterLayer()
        layer.emitterCells = [a, b]
        let model = EmitterLayerParameters.cells(of: layer.storage)
        var history = EmissionHistory()
        let birth = EmitterBirthParameters(layer.storage)
        history.record(rate: 1, birth: birth, atLocalTime: 0)
        history.record(rate: 0.5, birth: birth, atLocalTime: 1.234)
        history.record(rate: 2, birth: birth, atLocalTime: 3.3)
        return EmitterSimulation(
            cells: model, layer: EmitterLayerParameters(layer.storage), history: history,
            animatedRate: { t in 1 + 0.5 * sin(3 * t) },
            animatedCells: { t in
                var cells = model
                cells[0].birthRate = 37 * (1 + 0.9 * cos(2 * t))
                return cells
            },
            rateCache: cache)
    }

    func particles(_ s: EmitterSimulation, at t: Double) -> [EmitterParticle] {
        var out: [EmitterParticle] = []
        s.particles(atLocalTime: t, into: &out)
        return out
    }

    @Test func keptCutsGiveTheParticlesOfAFreshCut() {
        let cache = EmitterRateCache()
        let kept = simulation(cache: cache)
        let fresh = simulation(cache: nil)
        // Forwards at 60 frames per second and at odd times, on step boundaries, again at the
        // same time, then back (which starts over) and forwards again.
        var times = (0...420).map { Double($0) / 60 }
        times += [7.0 + 1e-9, 7.5, 7.5, 2 * EmitterSimulation.rateStep * 500, 0.3, 0.31, 6.123, 9.999]
        var compared = 0
        for t in times {
            let a = particles(kept, at: t)
            let b = particles(fresh, at: t)
            #expect(a == b, "t = \(t): \(a.count) against \(b.count) particles")
            compared += b.count
        }
        #expect(compared > 10_000)
    }

    @Test func keepsOnlyWhatLiveParticlesNeed() throws {
        let cache = EmitterRateCache()
        let kept = simulation(cache: cache)
        var t = 0.0
        while t < 120 {
            _ = particles(kept, at: t)
            t += 1.0 / 30
        }
        // Cell a's particles and their sparks show for 1.5 + 0.25 s: 210 steps of 1/120 s.
        // Cell b's window closed at 5.4 s: nothing of it is kept.
        #expect(cache.cells.count == 2)
        #expect((200...212).contains(cache.cells[0].kept.count), "\(cache.cells[0].kept.count)")
        #expect(cache.cells[1].kept.isEmpty)
        // Samples only from the oldest cursor, the step of the latest frame.
        #expect(cache.sampledSteps <= 5 && cache.layerRates.count == cache.sampledSteps)
        #expect(cache.cellRates.count == 2 * cache.sampledSteps)
        let late = particles(kept, at: 120)
        #expect(late == particles(simulation(cache: nil), at: 120))
        #expect(late.count > 50)
    }
}
