import Foundation
import Testing

@testable import Quartzite

/// Seed 004 and REFERENCE 1.2/1.4: speed, fractional repeat counts, the default duration,
/// fill modes, and the interval used for delegate callbacks and removal.
@Suite("Animation timing in evaluation (seed 004)")
struct AnimationTimingEvaluationTests {
    func opacity(_ animation: CAAnimation, at t: Double, model: Double = 0.9) throws -> Double {
        number(try presentation("opacity", model: .number(model), animations: [animation], at: t))
    }

    @Test func repeatCountTwoAndAHalfStopsHalfWayThroughTheThirdCycle() throws {
        // "a 10 s animation with repeatCount 2.5 runs 25 s and stops half-way through the third"
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 10)
        animation.repeatCount = 2.5
        animation.fillMode = .forwards
        let compiled = try CompiledAnimation(animation)
        #expect(compiled.endTime == 25)
        #expect(close(try opacity(animation, at: 12), 0.2))
        #expect(close(try opacity(animation, at: 24), 0.4))
        #expect(close(try opacity(animation, at: 25), 0.5))
        #expect(close(try opacity(animation, at: 40), 0.5))
        #expect(compiled.hasFinished(atLayerTime: 25) == false)
        #expect(compiled.hasFinished(atLayerTime: 25.001))
    }

    @Test func speedTwoRunsTenSecondsInFive() throws {
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 10)
        animation.speed = 2
        let compiled = try CompiledAnimation(animation)
        #expect(compiled.endTime == 5)
        #expect(close(try opacity(animation, at: 2.5), 0.5))
        #expect(close(try opacity(animation, at: 6), 0.9))  // removed: model value
    }

    @Test func speedsMultiplyThroughTheLayer() throws {
        // "a sublayer at speed 2 inside a layer at speed 2 runs a 10 s animation in 2.5 s"
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 10)
        let layers = [MediaTimingParameters(speed: 2), MediaTimingParameters(speed: 2)]
        let layerTime = MediaTimeHierarchy.localTime(fromAbsoluteTime: 1.25, through: layers)
        #expect(close(try opacity(animation, at: layerTime), 0.5))
    }

    @Test func zeroDurationBecomesTheDefaultQuarterSecond() throws {
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 0)
        let compiled = try CompiledAnimation(animation)
        #expect(compiled.timing.duration == 0.25)
        #expect(close(try opacity(animation, at: 0.125), 0.5))
        let custom = try CompiledAnimation(animation, defaultDuration: 2)
        #expect(custom.timing.duration == 2)
    }

    @Test func fillForwardsKeepsTheEndValueRemovedShowsTheModel() throws {
        let animation = basic("opacity", from: 0.0, to: 0.4, duration: 1)
        #expect(close(try opacity(animation, at: 3), 0.9))
        animation.fillMode = .forwards
        #expect(close(try opacity(animation, at: 3), 0.4))
    }

    @Test func beginTimeAndBackwardsFill() throws {
        let animation = basic("opacity", from: 0.2, to: 0.4, duration: 1)
        animation.beginTime = 2
        let compiled = try CompiledAnimation(animation)
        #expect(compiled.startTime == 2 && compiled.endTime == 3)
        #expect(compiled.hasStarted(atLayerTime: 1.5) == false)
        #expect(close(try opacity(animation, at: 1), 0.9))
        animation.fillMode = .backwards
        #expect(close(try opacity(animation, at: 1), 0.2))
        #expect(close(try opacity(animation, at: 2.5), 0.3))
    }

    @Test func timingFunctionWarpsTheFraction() throws {
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        // ease-in (0.42, 0, 1, 1) at x = 0.5 gives y ≈ 0.3153
        #expect(close(try opacity(animation, at: 0.5), 0.3153, 5e-4))
    }
}
