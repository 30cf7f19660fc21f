import Foundation
import Testing

@testable import Quartzite

/// Seed 000: position from (100, 60) to (100, 200), duration 1, repeatCount 3, cumulative —
/// iteration k shows `interpolated + k × (100, 200)` (REFERENCE 4.2 step 4).
@Suite("Cumulative and additive animations (seed 000)")
struct CumulativeAdditiveTests {
    func seedAnimation() -> CABasicAnimation {
        let animation = basic("position", from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 200))
        animation.repeatCount = 3
        animation.isCumulative = true
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        return animation
    }

    func position(_ animation: CABasicAnimation, model: CGPoint = CGPoint(x: 200, y: 400), at t: Double) throws -> CGPoint {
        point(try presentation("position", model: .point(model), animations: [animation], at: t))
    }

    @Test func firstIterationIsPlain() throws {
        #expect(close(try position(seedAnimation(), at: 0.5), CGPoint(x: 100, y: 130)))
    }

    @Test func secondIterationStartsAtThePreviousEnd() throws {
        // k = 1, f = ε: (100, 60) + (100, 200)
        #expect(close(try position(seedAnimation(), at: 1.0 + 1e-9), CGPoint(x: 200, y: 260), 1e-3))
    }

    @Test func thirdIterationHalfway() throws {
        // k = 2, f = 0.5: (100, 130) + 2 × (100, 200)
        #expect(close(try position(seedAnimation(), at: 2.5), CGPoint(x: 300, y: 530)))
    }

    @Test func endStateHeldForwards() throws {
        // end rule: k = 2, f = 1: (100, 200) + 2 × (100, 200)
        #expect(close(try position(seedAnimation(), at: 3), CGPoint(x: 300, y: 600)))
        #expect(close(try position(seedAnimation(), at: 7), CGPoint(x: 300, y: 600)))
    }

    @Test func cumulativeWithAutoreverseAddsTheStartValue() throws {
        let animation = seedAnimation()
        animation.autoreverses = true
        // cycle 2 s; k = 1 at t = 2.5, forward half f = 0.5: (100, 130) + (100, 60)
        #expect(close(try position(animation, at: 2.5), CGPoint(x: 200, y: 190)))
    }

    @Test func additiveAddsTheModelValue() throws {
        let animation = basic("position", from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 200))
        animation.isAdditive = true
        let model = CGPoint(x: 250, y: 420)
        #expect(close(try position(animation, model: model, at: 0), CGPoint(x: 350, y: 480)))
        #expect(close(try position(animation, model: model, at: 0.5), CGPoint(x: 350, y: 550)))
        // after the end (removed): the model value
        #expect(close(try position(animation, model: model, at: 1.5), model))
    }

    @Test func additiveSubKeyPathAddsToTheComponent() throws {
        let animation = basic("position.x", from: 0.0, to: 50.0)
        animation.isAdditive = true
        let value = try position(animation, model: CGPoint(x: 250, y: 420), at: 0.5)
        #expect(close(value, CGPoint(x: 275, y: 420)))
    }
}
