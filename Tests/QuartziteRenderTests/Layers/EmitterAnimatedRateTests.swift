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
    @Test func animatedBirthRatePausesEmission() throws {
        let spark = CAEmitterCell()
        spark.contents = try CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        spark.birthRate = 10
        spark.lifetime = 100
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.emitterCells = [spark]
        let pause = CABasicAnimation(keyPath: "birthRate")
        pause.fromValue = 0
        pause.toValue = 0
        pause.beginTime = 1
        pause.duration = 1
        emitter.add(pause, forKey: "pause")
        CATransaction.flush()
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let snapshot = try #require(emitter.committedSnapshot)
        func drawn(at time: Double) -> Int {
            renderer.makePlan(snapshot: snapshot, size: CGSize(width: 100, height: 100), at: time)
            return renderer.flattener.statistics.particlesDrawn
        }
        // Born at 0 … 0.9 (10), none from 1 to 2, then at 2.0 … 3.0 (11).
        #expect(drawn(at: 0.95) == 10)
        #expect(drawn(at: 1.95) == 10)
        #expect(drawn(at: 3) == 21)
    }
}
