import Foundation
import Testing

@testable import Quartzite

/// The evaluation fast path (concrete-typed endpoints and keyframes, cached transform
/// decompositions) gives exactly — bit for bit — what the general path computes from
/// ``AnimationValue``s, for every kind it covers, inside, at and beyond the ends of a cycle.
@Suite("Fast evaluation path equals the general path")
struct FastEvaluationPathTests {
    static let fractions: [Double] = [-0.25, 0, 1e-4, 0.1, 1.0 / 3, 0.5, 0.77, 0.9995, 1, 1.3]

    /// Evaluates `animation` on `model` both ways at every fraction and expects equal values.
    func expectSamePaths(_ animation: CAPropertyAnimation, model: AnimationValue) throws {
        let compiled = try CompiledAnimation(animation)
        guard case .property(let property) = compiled.kind else {
            Issue.record("\(animation.keyPath ?? "") did not compile to a property animation")
            return
        }
        if case .none = property.fast {
            Issue.record("\(animation.keyPath ?? "") has no fast form")
        }
        for f in Self.fractions {
            var fast = model
            property.apply(
                to: &fast, property: property.keyPath.property, modelValue: model, fraction: f,
                iteration: 0, timing: compiled.timing)
            var general = model
            property.applyGeneral(
                to: &general, modelValue: model, fraction: f, iteration: 0, timing: compiled.timing)
            #expect(fast == general, "\(animation.keyPath ?? "") at f = \(f)")
        }
    }

    func basic(_ keyPath: String, _ from: Any, _ to: Any, additive: Bool = false) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.isAdditive = additive
        return animation
    }

    func spring(_ keyPath: String, _ from: Any, _ to: Any) -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.damping = 5
        animation.duration = 2
        return animation
    }

    static var perspectiveRotation: CATransform3D {
        var t = CATransform3DMakeRotation(2.1, 0.3, 1, 0.2)
        t.m34 = -1 / 500
        return CATransform3DTranslate(t, 40, -20, 10)
    }

    @Test func numbersAndComponents() throws {
        try expectSamePaths(basic("opacity", 0.2, 0.9), model: .number(1))
        try expectSamePaths(spring("position.x", 10.0, 300.0), model: .point(CGPoint(x: 1, y: 2)))
        try expectSamePaths(basic("position.y", -4.0, 96.5), model: .point(CGPoint(x: 1, y: 2)))
        // The component is absent from the model: nothing is written either way.
        try expectSamePaths(basic("position.y", -4.0, 96.5), model: .number(3))
        try expectSamePaths(
            basic("bounds.size.width", 20.0, 80.0), model: .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        try expectSamePaths(
            basic("transform.rotation.z", 0.0, 2.5), model: .transform(Self.perspectiveRotation))
    }

    @Test func pointsAndColours() throws {
        try expectSamePaths(
            basic("position", CGPoint(x: 3, y: -7), CGPoint(x: 120.5, y: 44)), model: .point(.zero))
        try expectSamePaths(
            spring("position", CGPoint(x: 3, y: -7), CGPoint(x: 120.5, y: 44)), model: .point(.zero))
        try expectSamePaths(
            basic(
                "backgroundColor", CGColor(red: 1, green: 0.2, blue: 0, alpha: 1),
                CGColor(red: 0, green: 0.4, blue: 1, alpha: 0.5)),
            model: .color(.black))
        try expectSamePaths(
            basic("borderColor", CGColor(gray: 0.1, alpha: 1), CGColor(gray: 0.9, alpha: 0.3)),
            model: .color(.white))
    }

    @Test func transforms() throws {
        try expectSamePaths(
            basic("transform", CATransform3DIdentity, Self.perspectiveRotation),
            model: .transform(CATransform3DIdentity))
        try expectSamePaths(
            spring("transform", CATransform3DMakeScale(2, 0.5, 1), Self.perspectiveRotation),
            model: .transform(CATransform3DIdentity))
        // An end with a zero scale cannot be decomposed: the change is discrete.
        try expectSamePaths(
            basic("transform", CATransform3DMakeScale(0, 1, 1), Self.perspectiveRotation),
            model: .transform(CATransform3DIdentity))
    }

    @Test func additiveOnWholeProperties() throws {
        try expectSamePaths(basic("opacity", 0.2, -0.4, additive: true), model: .number(0.7))
        try expectSamePaths(
            basic("position", CGPoint(x: 3, y: -7), CGPoint(x: 20, y: 4), additive: true),
            model: .point(CGPoint(x: 100, y: 50)))
        try expectSamePaths(
            basic(
                "backgroundColor", CGColor(red: 0.1, green: 0.2, blue: 0, alpha: 0),
                CGColor(red: 0.5, green: 0, blue: 0.3, alpha: 0.2), additive: true),
            model: .color(CGColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.6)))
        try expectSamePaths(
            basic("transform", CATransform3DIdentity, Self.perspectiveRotation, additive: true),
            model: .transform(CATransform3DMakeScale(2, 3, 1)))
        // The base is of another kind: the animation's value replaces it.
        try expectSamePaths(basic("position", CGPoint(x: 3, y: -7), CGPoint.zero, additive: true), model: .number(1))
        let keyframes = keyframes("position", [CGPoint(x: 0, y: 0), CGPoint(x: 9, y: 4)], mode: .linear)
        keyframes.isAdditive = true
        try expectSamePaths(keyframes, model: .point(CGPoint(x: -5, y: 5)))
    }

    func fromOnly(_ keyPath: String, _ from: Any, additive: Bool = false) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.isAdditive = additive
        return animation
    }

    @Test func fromOnlyTowardTheModelValue() throws {
        try expectSamePaths(fromOnly("opacity", 0.25), model: .number(0.8))
        try expectSamePaths(fromOnly("position", CGPoint(x: 3, y: -7)), model: .point(CGPoint(x: 90, y: 12)))
        try expectSamePaths(
            fromOnly("backgroundColor", CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            model: .color(CGColor(gray: 0.5, alpha: 0.5)))
        try expectSamePaths(
            fromOnly("transform", CATransform3DMakeScale(2, 1, 1)), model: .transform(Self.perspectiveRotation))
        try expectSamePaths(
            fromOnly("transform", CATransform3DMakeScale(2, 1, 1)), model: .transform(CATransform3DMakeScale(1, 0, 1)))
        try expectSamePaths(fromOnly("position", CGPoint(x: 3, y: -7), additive: true), model: .point(CGPoint(x: 9, y: 1)))
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: -40, y: 300)
        try expectSamePaths(spring, model: .point(CGPoint(x: 10, y: 20)))
        // A model value of another kind: the general path decides (a discrete change).
        try expectSamePaths(fromOnly("opacity", 0.25), model: .point(.zero))
    }

    func keyframes(
        _ keyPath: String, _ values: [Any], mode: CAAnimationCalculationMode,
        keyTimes: [Double]? = nil
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.calculationMode = mode
        animation.keyTimes = keyTimes.map { $0.map { NSNumber(value: $0) } }
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        animation.tensionValues = [0.5, -0.3, 0, 0.2].map { NSNumber(value: $0) }
        return animation
    }

    @Test func numberAndPointKeyframes() throws {
        let numbers: [Any] = [0.0, 4.0, -2.0, 10.0]
        let points: [Any] = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 80), CGPoint(x: 0, y: 160), CGPoint(x: -9, y: 3)]
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            try expectSamePaths(keyframes("opacity", numbers, mode: mode), model: .number(1))
            try expectSamePaths(keyframes("position", points, mode: mode), model: .point(.zero))
            try expectSamePaths(
                keyframes("position.x", numbers, mode: mode), model: .point(CGPoint(x: 5, y: 6)))
        }
        try expectSamePaths(
            keyframes("position", points, mode: .linear, keyTimes: [0, 0.1, 0.7, 1]), model: .point(.zero))
        try expectSamePaths(
            keyframes("position", points, mode: .discrete, keyTimes: [0, 0.2, 0.5, 0.9]), model: .point(.zero))
    }

    @Test func transformKeyframes() throws {
        let transforms: [Any] = [
            CATransform3DIdentity, Self.perspectiveRotation, CATransform3DMakeScale(1, 0, 1),
            CATransform3DMakeRotation(.pi, 0, 0, 1),
        ]
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            try expectSamePaths(
                keyframes("transform", transforms, mode: mode), model: .transform(CATransform3DIdentity))
        }
        try expectSamePaths(
            keyframes("transform", transforms, mode: .linear, keyTimes: [0, 0.3, 0.35, 1]),
            model: .transform(CATransform3DIdentity))
    }
}
