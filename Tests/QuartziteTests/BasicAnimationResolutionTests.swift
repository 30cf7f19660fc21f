import Foundation
import Testing

@testable import Quartzite

/// REFERENCE 4.1, every row. The model opacity is 0.8; an earlier animation holds the
/// underlying (composed) value at 0.4; the animation under test is read half-way (t = 0.5 of 1 s).
@Suite("CABasicAnimation from/to/by resolution")
struct BasicAnimationResolutionTests {
    func halfway(_ animation: CABasicAnimation) throws -> Double {
        let hold = basic("opacity", from: 0.4, to: 0.4)
        return number(try presentation("opacity", model: .number(0.8), animations: [hold, animation], at: 0.5))
    }

    @Test func fromAndTo() throws {
        #expect(close(try halfway(basic("opacity", from: 0.2, to: 0.6)), 0.4))
    }

    @Test func fromAndBy() throws {
        // to = 0.2 + 0.6 = 0.8 → half-way 0.5
        #expect(close(try halfway(basic("opacity", from: 0.2, by: 0.6)), 0.5))
    }

    @Test func toAndBy() throws {
        // from = 1.0 − 0.6 = 0.4 → half-way 0.7
        #expect(close(try halfway(basic("opacity", to: 1.0, by: 0.6)), 0.7))
    }

    @Test func fromOnlyRunsToTheModelValue() throws {
        // 0.1 → model 0.8: 0.45 (toward the underlying 0.4 it would be 0.25)
        #expect(close(try halfway(basic("opacity", from: 0.1)), 0.45))
    }

    @Test func toOnlyStartsFromTheUnderlyingValue() throws {
        // underlying 0.4 → 1.0: 0.7 (from the model 0.8 it would be 0.9)
        #expect(close(try halfway(basic("opacity", to: 1.0)), 0.7))
    }

    @Test func byOnlyStartsFromTheUnderlyingValue() throws {
        // underlying 0.4 → 0.4 + 0.2: 0.5 (from the model it would be 0.9)
        #expect(close(try halfway(basic("opacity", by: 0.2)), 0.5))
    }

    @Test func allThreeIgnoreBy() throws {
        #expect(close(try halfway(basic("opacity", from: 0.2, to: 0.6, by: 100.0)), 0.4))
    }

    @Test func noneHasNoEffect() throws {
        #expect(close(try halfway(basic("opacity")), 0.4))
        guard case .inert = try CompiledAnimation(basic("opacity")).kind else {
            Issue.record("an animation without values should compile to .inert")
            return
        }
    }

    @Test func endsSnapAtFractionZeroAndOne() throws {
        let animation = basic("opacity", from: 0.2, to: 0.6)
        animation.fillMode = .both
        animation.beginTime = 1
        #expect(close(number(try presentation("opacity", model: .number(0.8), animations: [animation], at: 0)), 0.2))
        #expect(number(try presentation("opacity", model: .number(0.8), animations: [animation], at: 2)) == 0.6)
    }
}
