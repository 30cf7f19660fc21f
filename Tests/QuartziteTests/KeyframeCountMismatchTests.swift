import Foundation
import Testing

@testable import Quartzite

/// Keyframe animations whose `keyTimes` and `values` differ in number. Apple's documentation
/// says the counts "usually" match and that otherwise "the timing of your animation might not
/// be what you expect" — the animation runs (the animation-preset libraries' five-value,
/// six-key-time presets work on iOS). Quartzite pairs keyframes and key times up to the
/// shorter of the two arrays (discrete: values + 1 key times): extra key times are unused and
/// the last paired value holds to the end; extra values are never reached.
/// Confidence L (no device measurement; see docs/porting.md).
@Suite struct KeyframeCountMismatchTests {
    func keyframes(_ values: [Double], keyTimes: [NSNumber], mode: CAAnimationCalculationMode = .linear)
        -> CAKeyframeAnimation
    {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = values
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.duration = 1
        animation.beginTime = 1e-100
        return animation
    }

    func opacity(_ animation: CAKeyframeAnimation, at t: Double) throws -> Double {
        number(try presentation("opacity", model: .number(-1), animations: [animation], at: t))
    }

    /// Five values, six key times (the presets' form): values at 0, 0.2, 0.4, 0.6, 0.8.
    @Test func moreKeyTimesThanValuesUseTheFirstOnes() throws {
        let animation = keyframes([0, 30, -30, 30, 0], keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(close(try opacity(animation, at: 0.1), 15))
        #expect(close(try opacity(animation, at: 0.2), 30))
        #expect(close(try opacity(animation, at: 0.5), 0))
        #expect(close(try opacity(animation, at: 0.7), 15))
        #expect(close(try opacity(animation, at: 0.9), 0))
        #expect(close(try opacity(animation, at: 1), 0))
    }

    /// Three values, two key times: one segment from value 0 to value 1; value 2 is never shown.
    @Test func fewerKeyTimesThanValuesDropTheExtraValues() throws {
        let animation = keyframes([0, 10, 50], keyTimes: [0, 1])
        #expect(close(try opacity(animation, at: 0.5), 5))
        #expect(close(try opacity(animation, at: 1), 10))
    }

    /// Discrete: one more key time than values is Apple's documented form (issue 14 5c);
    /// equal counts never show the last value; more still pair up.
    @Test func discreteAcceptsOneMoreKeyTime() throws {
        let documented = keyframes([1, 2, 3], keyTimes: [0, 0.5, 0.8, 1], mode: .discrete)
        #expect(try opacity(documented, at: 0.49) == 1)
        #expect(try opacity(documented, at: 0.5) == 2)
        #expect(try opacity(documented, at: 0.79) == 2)
        #expect(try opacity(documented, at: 0.8) == 3)
        #expect(try opacity(documented, at: 1) == 3)
        let extra = keyframes([1, 2], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete)
        #expect(try opacity(extra, at: 0.3) == 2)
        #expect(try opacity(extra, at: 0.9) == 2)
    }

    /// A path of two line segments (three keyframes) with four key times runs the two
    /// segments over the first three.
    @Test func pathWithExtraKeyTimesRuns() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.keyTimes = [0, 0.25, 0.5, 1]
        animation.duration = 1
        animation.beginTime = 1e-100
        let at = { (t: Double) in
            point(try presentation("position", model: .point(.zero), animations: [animation], at: t))
        }
        #expect(close(try at(0.125), CGPoint(x: 50, y: 0)))
        #expect(close(try at(0.375), CGPoint(x: 100, y: 50)))
        #expect(close(try at(0.75), CGPoint(x: 100, y: 100)))
    }

    /// Apple: "If the values in this array are invalid or inappropriate for the current
    /// calculation mode, they are ignored" — decreasing key times, or key times outside 0…1,
    /// leave the keyframes evenly spaced.
    @Test func invalidKeyTimesAreIgnored() throws {
        let decreasing = keyframes([0, 10, 20], keyTimes: [0, 0.7, 0.5])
        #expect(close(try opacity(decreasing, at: 0.25), 5))
        #expect(close(try opacity(decreasing, at: 0.75), 15))
        let outside = keyframes([0, 10, 20], keyTimes: [0, 0.2, 2])
        #expect(close(try opacity(outside, at: 0.25), 5))
    }
}
