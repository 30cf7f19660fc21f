import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestClock
import Testing

/// An animation of a `CAEmitterLayer`'s `birthRate` changes the births as the rate on screen
/// changes (Apple integrates the presentation rate): an animation holding it at 0 for the
/// second from 1 s pauses emission then, and resumes it after.
@Suite("Emitter birth rate animations", .mediaClockPerTest)
struct EmitterAnimatedRateTests {
    /// A 100-point emitter at its centre with one cell of a white 2×2 image living 100 s.
    private func emitter(name: String? = nil, birthRate: Float) throws -> CAEmitterLayer {
        let spark = CAEmitterCell()
        spark.name = name
        spark.contents = try CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        spark.birthRate = birthRate
        spark.lifetime = 100
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.emitterCells = [spark]
        return emitter
    }

    /// How many particles the committed `emitter` draws at each time.
    private func particlesDrawn(_ emitter: CAEmitterLayer) throws -> (Double) -> Int {
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let snapshot = try #require(emitter.committedSnapshot)
        return { time in
            renderer.makePlan(snapshot: snapshot, size: CGSize(width: 100, height: 100), at: time)
            return renderer.flattener.statistics.particlesDrawn
        }
    }

    @Test func animatedBirthRatePausesEmission() throws {
        let emitter = try emitter(birthRate: 10)
        let pause = CABasicAnimation(keyPath: "birthRate")
        pause.fromValue = 0
        pause.toValue = 0
        pause.beginTime = 1
        pause.duration = 1
        emitter.add(pause, forKey: "pause")
        CATransaction.flush()
        let count = try particlesDrawn(emitter)
        func drawn(at time: Double) -> Int { count(time) }
        // Born at 0 … 0.9 (10), none from 1 to 2, then at 2.0 … 3.0 (11).
        #expect(drawn(at: 0.95) == 10)
        #expect(drawn(at: 1.95) == 10)
        #expect(drawn(at: 3) == 21)
    }

    /// Apple's headers mark every `CAEmitterCell` property animatable, and animating
    /// `"emitterCells.<name>.birthRate"` is the common way to make a burst (CatZanButton's
    /// 100 → 0): the births follow the presentation rate, integrated over time, and particles
    /// take the other animated values of their birth.
    @Test func animatedCellKeyPathsChangeBirthsAndBirthValues() throws {
        let emitter = try emitter(name: "spark", birthRate: 0)
        // 100 → 0 per second over the first second: 50 births in all.
        let burst = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        burst.fromValue = 100
        burst.toValue = 0
        burst.duration = 1
        burst.timingFunction = CAMediaTimingFunction(name: .linear)
        burst.isRemovedOnCompletion = false
        burst.fillMode = .forwards
        emitter.add(burst, forKey: "burst")
        // Speeds 0 → 100 over the same second: a particle born at t flies at 100 t.
        let speed = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
        speed.fromValue = 0
        speed.toValue = 100
        speed.duration = 1
        speed.timingFunction = CAMediaTimingFunction(name: .linear)
        emitter.add(speed, forKey: "speed")
        CATransaction.flush()
        let snapshot = try #require(emitter.committedSnapshot)
        let count = try particlesDrawn(emitter)
        func drawn(at time: Double) -> Int { count(time) }
        // Births at counts 0, 1, …: ∫ 100 − 100 t over 0…0.5 = 37.5 → 38; over the second 50
        // (→ 50, or 51 when the last lands on the end of the second).
        #expect(abs(drawn(at: 0.5) - 38) <= 1)
        let all = drawn(at: 1.5)
        #expect(all == 50 || all == 51)
        #expect(drawn(at: 3) == all)
        // The layer reads the model value back; the presentation layer the animated one.
        #expect(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 0)
        // Particles of the layer's simulation at 1 s: speed = 100 × birth time (± the 1/120 s
        // step the values are sampled in), so the distance flown is 100 t (1 − t).
        let cells = EmitterLayerParameters.cells(of: snapshot.properties)
        #expect(cells.first?.birthRate == 0)
        let presented = EmitterLayerParameters.cells(of: snapshot.presentationProperties(atLocalTime: 0.25))
        #expect(abs((presented.first?.birthRate ?? 0) - 75) < 1e-9 && abs((presented.first?.velocity ?? 0) - 25) < 1e-9)
    }
}
