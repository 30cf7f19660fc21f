import Foundation
import Testing

@testable import Quartzite

/// Seed 001: rainbow colour keyframes and rotations through intermediate keyframes, and the
/// shortest-path behaviour of a single transform animation (REFERENCE 4.3, 5).
@Suite("CAKeyframeAnimation evaluation (seed 001)")
struct KeyframeAnimationEvaluationTests {
    static let rainbow: [CGColor] = [
        CGColor(red: 1, green: 0.5, blue: 0, alpha: 1),  // orange
        CGColor(red: 1, green: 1, blue: 0, alpha: 1),  // yellow
        CGColor(red: 0, green: 1, blue: 0, alpha: 1),  // green
        CGColor(red: 0, green: 0, blue: 1, alpha: 1),  // blue
        CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),  // purple
        CGColor(red: 1, green: 0, blue: 0, alpha: 1),  // red
    ]

    func color(at t: Double) throws -> [Double] {
        let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
        animation.values = Self.rainbow
        animation.duration = 4
        animation.fillMode = .forwards
        let value = try presentation(
            "backgroundColor", model: .color(CGColor(gray: 1, alpha: 1)), animations: [animation], at: t)
        guard case .color(let c) = value else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { Double($0) }
    }

    func expectColor(_ actual: [Double], _ expected: [Double]) {
        #expect(actual.count == 4)
        for (a, e) in zip(actual, expected) { #expect(close(a, e, 1e-5)) }
    }

    @Test func rainbowPassesEveryColourAtEqualSpacing() throws {
        // 6 colours, 5 segments of 0.8 s
        expectColor(try color(at: 0), [1, 0.5, 0, 1])
        expectColor(try color(at: 0.4), [1, 0.75, 0, 1])  // orange → yellow, half-way
        expectColor(try color(at: 1.6), [0, 1, 0, 1])  // green keyframe
        expectColor(try color(at: 2.0), [0, 0.5, 0.5, 1])  // green → blue, half-way
        expectColor(try color(at: 3.0), [0.375, 0, 0.625, 1])  // blue → purple, g = 0.75
        expectColor(try color(at: 4.0), [1, 0, 0, 1])  // red, held
        expectColor(try color(at: 9.0), [1, 0, 0, 1])
    }

    func rotation(values: [Double], at t: Double) throws -> CATransform3D {
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.values = values
        animation.duration = 2
        return transform(
            try presentation("transform", model: .transform(CATransform3DIdentity), animations: [animation], at: t))
    }

    @Test func rotationThroughKeyframesIsTheInterpolatedAngle() throws {
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.values = [0.0, Double.pi, 2 * Double.pi]
        animation.duration = 2
        let compiled = try CompiledAnimation(animation)
        guard case .property(let property) = compiled.kind else {
            Issue.record("not a property animation")
            return
        }
        let angle = property.animatedValue(
            fraction: 0.75, iteration: 0, timing: compiled.timing,
            model: .transform(CATransform3DIdentity), underlying: nil)
        #expect(close(number(try #require(angle)), 1.5 * Double.pi, 1e-12))
        // the matrix written into the transform is rotation(1.5π)
        let m = try rotation(values: [0, .pi, 2 * .pi], at: 1.5)
        #expect(close(Double(m.m11), 0, 1e-9) && close(Double(m.m12), -1, 1e-9))
    }

    @Test func clockwiseAndAnticlockwiseDependOnTheSign() throws {
        // a quarter of the way: +π/2 (sin = +1) versus −π/2 (sin = −1)
        let cw = try rotation(values: [0, .pi, 2 * .pi], at: 0.5)
        let ccw = try rotation(values: [0, -.pi, -2 * .pi], at: 0.5)
        #expect(close(Double(cw.m12), 1, 1e-9))
        #expect(close(Double(ccw.m12), -1, 1e-9))
    }

    @Test func singleTransformAnimationTakesTheShortestPath() throws {
        let animation = basic(
            "transform", from: CATransform3DIdentity,
            to: CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1))
        let m = transform(
            try presentation("transform", model: .transform(CATransform3DIdentity), animations: [animation], at: 0.5))
        // 3π/2 ≡ −π/2: half-way is −π/4, not 3π/4
        #expect(close(Double(m.m11), (0.5).squareRoot(), 1e-6))
        #expect(close(Double(m.m12), -(0.5).squareRoot(), 1e-6))
    }

    @Test func discreteKeyTimesHoldEachValue() throws {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.0, 0.5, 1.0]
        animation.keyTimes = [0, 0.5, 0.75, 1].map { NSNumber(value: $0) }
        animation.calculationMode = .discrete
        animation.duration = 1
        func at(_ t: Double) throws -> Double {
            number(try presentation("opacity", model: .number(0.3), animations: [animation], at: t))
        }
        #expect(try at(0.25) == 0)
        #expect(try at(0.6) == 0.5)
        #expect(try at(0.9) == 1)
    }

    @Test func pathKeyframesFollowThePathAndRotateTheTransform() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 2
        animation.rotationMode = .rotateAuto
        let compiled = try CompiledAnimation(animation)
        #expect(compiled.animatedProperties == ["position", "transform"])
        let position = AnimationEvaluator.presentationValue(
            of: "position", modelValue: .point(.zero), animations: [compiled], atLayerTime: 1.5)
        #expect(close(point(position), CGPoint(x: 100, y: 50)))
        // second segment runs along +y: rotation by π/2 (m12 = sin = 1)
        let m = transform(
            AnimationEvaluator.presentationValue(
                of: "transform", modelValue: .transform(CATransform3DIdentity), animations: [compiled],
                atLayerTime: 1.5))
        #expect(m.m11 == 0 && m.m12 == 1)
    }
}
