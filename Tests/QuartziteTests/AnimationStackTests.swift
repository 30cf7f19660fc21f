import Foundation
import Testing

@testable import Quartzite

/// REFERENCE 4.2 step 7: several animations on one key path apply in the order they were
/// added, each seeing the value composed so far.
@Suite("Several animations on one property")
struct AnimationStackTests {
    func opacity(_ animations: [CAAnimation]) throws -> Double {
        number(try presentation("opacity", model: .number(1), animations: animations, at: 0.5))
    }

    @Test func laterNonAdditiveReplaces() throws {
        let a = basic("opacity", from: 0.0, to: 0.5)
        let b = basic("opacity", from: 0.2, to: 0.4)
        #expect(close(try opacity([a, b]), 0.3))
        #expect(close(try opacity([b, a]), 0.25))
    }

    @Test func additiveAddsToWhatCameBefore() throws {
        let a = basic("opacity", from: 0.0, to: 0.5)
        let b = basic("opacity", from: 0.0, to: 0.2)
        b.isAdditive = true
        #expect(close(try opacity([a, b]), 0.35))  // 0.25 + 0.1
        #expect(close(try opacity([b, a]), 0.25))  // 1.1, then replaced
    }

    @Test func toOnlySeesTheComposedValue() throws {
        let a = basic("opacity", from: 0.0, to: 0.5)
        let c = basic("opacity", to: 1.0)
        #expect(close(try opacity([a, c]), 0.625))  // 0.25 → 1 half-way
    }

    @Test func otherPropertiesAndSubKeyPathsCompose() throws {
        let x = basic("position.x", from: 0.0, to: 100.0)
        let y = basic("position.y", from: 0.0, to: 10.0)
        let size = basic("bounds.size.width", from: 0.0, to: 8.0)
        let model = CGPoint(x: 3, y: 4)
        let value = point(try presentation("position", model: .point(model), animations: [x, size, y], at: 0.5))
        #expect(close(value, CGPoint(x: 50, y: 5)))
    }

    @Test func anySequenceOfAnimationsGivesTheSameResult() throws {
        let a = basic("opacity", from: 0.0, to: 0.5)
        let b = basic("opacity", from: 0.0, to: 0.2)
        b.isAdditive = true
        let position = basic("position", to: CGPoint(x: 4, y: 4))
        let compiled = try [a, position, b].map { try CompiledAnimation($0) }
        let filtered = compiled.lazy.filter { $0.animates("opacity") }
        let value = AnimationEvaluator.presentationValue(
            of: "opacity", modelValue: .number(1), animations: filtered, atLayerTime: 0.5)
        #expect(close(number(value), 0.35))
    }
}
