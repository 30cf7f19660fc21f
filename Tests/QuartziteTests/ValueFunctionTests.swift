import Foundation
import Testing

@testable import Quartzite

@Suite("CAValueFunction")
struct ValueFunctionTests {
    @Test func namesAreApples() {
        #expect(CAValueFunctionName.rotateZ.rawValue == "rotateZ")
        #expect(CAValueFunctionName.translateX.rawValue == "translateX")
        #expect(CAValueFunction(name: .scale)?.name == .scale)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
        #expect(CAValueFunction(name: .translate)?.inputCount == 3)
        #expect(CAValueFunction(name: .rotateX)?.inputCount == 1)
    }

    @Test func conversions() throws {
        let translate = try #require(CAValueFunction(name: .translate))
        #expect(translate.transform(inputs: [1, 2, 3]) == CATransform3DMakeTranslation(1, 2, 3))
        let scale = try #require(CAValueFunction(name: .scale))
        #expect(scale.transform(inputs: [2]) == CATransform3DMakeScale(2, 2, 2))
        let scaleY = try #require(CAValueFunction(name: .scaleY))
        #expect(scaleY.transform(inputs: [3]) == CATransform3DMakeScale(1, 3, 1))
        let rotateX = try #require(CAValueFunction(name: .rotateX))
        #expect(rotateX.transform(inputs: [0.5]) == CATransform3DMakeRotation(0.5, 1, 0, 0))
        #expect(rotateX.transform(inputs: []) == CATransform3DIdentity)
    }

    func spin(at t: Double) throws -> CATransform3D {
        let animation = basic("transform", from: 0.0, to: 4 * Double.pi, duration: 1)
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        return transform(
            try presentation("transform", model: .transform(CATransform3DIdentity), animations: [animation], at: t))
    }

    @Test func rotateZTurnsSeveralTimes() throws {
        // 4π over 1 s: 1/8 → π/2, 1/4 → π, 3/8 → 3π/2 (a matrix animation would stay at identity)
        let a = try spin(at: 0.125)
        #expect(close(Double(a.m11), 0, 1e-6) && close(Double(a.m12), 1, 1e-6))
        let b = try spin(at: 0.25)
        #expect(close(Double(b.m11), -1, 1e-6) && close(Double(b.m12), 0, 1e-6))
        let c = try spin(at: 0.375)
        #expect(close(Double(c.m11), 0, 1e-6) && close(Double(c.m12), -1, 1e-6))
    }

    @Test func theInputIsInterpolatedNotTheMatrix() throws {
        let animation = basic("transform", from: 0.0, to: 4 * Double.pi, duration: 1)
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        let compiled = try CompiledAnimation(animation)
        guard case .property(let property) = compiled.kind else { return }
        let input = property.animatedValue(
            fraction: 0.375, iteration: 0, timing: compiled.timing,
            model: .transform(CATransform3DIdentity), underlying: nil)
        #expect(close(number(try #require(input)), 1.5 * Double.pi, 1e-6))
    }

    @Test func additiveValueFunctionAppliesInsideTheModelTransform() throws {
        let animation = basic("transform", from: 0.0, to: 10.0, duration: 1)
        animation.valueFunction = CAValueFunction(name: .translateX)
        animation.isAdditive = true
        let model = CATransform3DMakeScale(2, 2, 1)
        let m = transform(try presentation("transform", model: .transform(model), animations: [animation], at: 0.5))
        // translate 5 inside scale 2: row-vector Concat(T, S) → m41 = 10
        #expect(close(Double(m.m41), 10, 1e-5) && m.m11 == 2)
    }
}
