import Foundation
import Testing

@testable import Quartzite

/// Seed 000's spring: position to (200, 200) from the model (0, 200), mass 10, stiffness 50,
/// damping 1, duration 10. ω0 = √5, ζ = 1/(2√500), p(t) = 1 − e^(−ζω0 t)(cos ωd t + B sin ωd t).
@Suite("CASpringAnimation evaluation (seed 000)")
struct SpringAnimationEvaluationTests {
    func seedSpring() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position")
        spring.toValue = CGPoint(x: 200, y: 200)
        spring.duration = 10
        spring.mass = 10
        spring.stiffness = 50
        spring.damping = 1
        spring.initialVelocity = 0
        return spring
    }

    /// The closed form of REFERENCE 3.1, written out independently of `SpringParameters`.
    func expectedProgress(_ t: Double) -> Double {
        let w0 = (50.0 / 10.0).squareRoot()
        let zeta = 1.0 / (2 * (50.0 * 10.0).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = zeta * w0 / wd
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }

    func position(_ spring: CASpringAnimation, at t: Double) throws -> CGPoint {
        point(try presentation("position", model: .point(CGPoint(x: 0, y: 200)), animations: [spring], at: t))
    }

    @Test(arguments: [0.5, 1.0, 2.5, 4.0, 7.25, 9.9])
    func followsTheSpringFormula(t: Double) throws {
        let value = try position(seedSpring(), at: t)
        #expect(close(Double(value.x), 200 * expectedProgress(t), 2e-3))
        #expect(close(Double(value.y), 200, 1e-9))
    }

    @Test func overshootsTheTarget() throws {
        // first peak of the under-damped spring at t = π/ωd ≈ 1.4053 s: p ≈ 1 + e^(−0.05·1.4053)
        let value = try position(seedSpring(), at: Double.pi / ((5.0).squareRoot() * (1 - 0.0005).squareRoot()))
        #expect(Double(value.x) > 380)
    }

    @Test func snapsToTheEndValueAtTheDuration() throws {
        let spring = seedSpring()
        spring.fillMode = .forwards
        // still ringing just before the end…
        let before = try position(spring, at: 9.999)
        #expect(abs(Double(before.x) - 200) > 1)
        // …and exactly at toValue from duration on
        #expect(try position(spring, at: 10) == CGPoint(x: 200, y: 200))
        #expect(try position(spring, at: 12) == CGPoint(x: 200, y: 200))
    }

    @Test func removedSpringShowsTheModelAfterTheEnd() throws {
        #expect(try position(seedSpring(), at: 10.5) == CGPoint(x: 0, y: 200))
    }

    @Test func defaultDurationCutsTheSpring() throws {
        let spring = seedSpring()
        spring.duration = 0
        let compiled = try CompiledAnimation(spring)
        #expect(compiled.timing.duration == 0.25)
        let value = AnimationEvaluator.presentationValue(
            of: "position", modelValue: .point(CGPoint(x: 0, y: 200)), animations: [compiled],
            atLayerTime: 0.125)
        #expect(close(Double(point(value).x), 200 * expectedProgress(0.125), 1e-3))
    }
}
