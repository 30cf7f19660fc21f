import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("ViewAnimation keyframe blocks")
    struct AnimatorKeyframeTests {
        static let white: [Double] = [1, 1, 1, 1]
        /// UIKit's orange, yellow, green, blue, purple, red.
        static let rainbow: [[Double]] = [
            [1, 0.5, 0, 1], [1, 1, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [0.5, 0, 0.5, 1], [1, 0, 0, 1],
        ]

        /// Seed 001's rainbow: six keyframes of 1/6 each over 4 s from white.
        static func runRainbow(
            _ layer: CALayer, options: ViewAnimation.KeyframeAnimationOptions,
            completion: ((Bool) -> Void)? = nil
        ) {
            ViewAnimation.animateKeyframes(
                withDuration: 4, delay: 0, options: options,
                animations: {
                    let count = rainbow.count
                    for (i, c) in rainbow.enumerated() {
                        ViewAnimation.addKeyframe(
                            withRelativeStartTime: Double(i) / Double(count),
                            relativeDuration: 1 / Double(count)
                        ) {
                            layer.backgroundColor = CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                        }
                    }
                }, completion: completion)
        }

        static func colorLayer() -> CALayer {
            let layer = committedLayer()
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            CATransaction.flush()
            layer.removeAllAnimations()
            CATransaction.flush()
            return layer
        }

        static func shown(_ layer: CALayer, at time: CFTimeInterval) -> [Double] {
            MediaClock.current.set(to: time)
            return rgba(layer.presentation()?.backgroundColor)
        }

        /// Linear mode, linear curve: keyTimes 0, 1/6, …, 1 with white then the six colours;
        /// halfway through the first keyframe (1/3 s) white↔orange = (1, 0.75, 0.5); at 2 s
        /// exactly green; at 7/12 (2.333 s) green↔blue = (0, 0.5, 0.5); at 11/12 (3.667 s)
        /// purple↔red = (0.75, 0, 0.25). Completion at the end with true.
        @Test func seedRainbowLinear() throws {
            let layer = Self.colorLayer()
            var finished: Bool?
            Self.runRainbow(layer, options: [.calculationModeLinear, .curveLinear]) { finished = $0 }
            let animation = try #require(layer.animation(forKey: "backgroundColor") as? CAKeyframeAnimation)
            #expect(animation.values?.count == 7)
            let times = (animation.keyTimes ?? []).map(\.doubleValue)
            #expect(close(times, (0...6).map { Double($0) / 6 }, 1e-12))
            #expect(animation.calculationMode == .linear)
            CATransaction.flush()
            #expect(close(Self.shown(layer, at: 100 + 1.0 / 3), [1, 0.75, 0.5, 1]))
            #expect(close(Self.shown(layer, at: 102), [0, 1, 0, 1]))
            #expect(close(Self.shown(layer, at: 100 + 7.0 / 3), [0, 0.5, 0.5, 1]))
            #expect(close(Self.shown(layer, at: 100 + 11.0 / 3), [0.75, 0, 0.25, 1]))
            #expect(finished == nil)
            MediaClock.current.set(to: 104.1)
            #expect(finished == true)
            #expect(close(rgba(layer.presentation()?.backgroundColor), [1, 0, 0, 1]))
        }

        /// Discrete mode: each value holds until the next key time, so white on [0, 1/6),
        /// orange on [1/6, 2/6), …, purple on [5/6, 1); red shows once it has ended.
        @Test func rainbowDiscrete() {
            let layer = Self.colorLayer()
            Self.runRainbow(layer, options: [.calculationModeDiscrete, .curveLinear])
            CATransaction.flush()
            #expect(close(Self.shown(layer, at: 100.5), Self.white))
            #expect(close(Self.shown(layer, at: 101), Self.rainbow[0]))
            #expect(close(Self.shown(layer, at: 103.9), Self.rainbow[4]))
            #expect(close(Self.shown(layer, at: 104.5), Self.rainbow[5]))
        }

        /// Seed 001's clockwise turn (linear mode, linear curve, 2 s): 0 → 2π/3 → 4π/3 → 0
        /// in thirds. At 0.5 s (3/4 of the first third) the angle is π/2; at 1 s it is π
        /// (halfway from 2π/3 to 4π/3 on the short arc). The counter-clockwise order
        /// (4π/3 first) is at −π/2 at 0.5 s.
        @Test func seedRotationDirections() {
            for (clockwise, sign) in [(true, 1.0), (false, -1.0)] {
                let layer = committedLayer()
                let third = 2 * Double.pi / 3
                let angles: [Double] = clockwise ? [third, 2 * third, 0] : [2 * third, third, 0]
                ViewAnimation.animateKeyframes(
                    withDuration: 2, delay: 0, options: [.calculationModeLinear, .curveLinear],
                    animations: {
                        for (i, angle) in angles.enumerated() {
                            ViewAnimation.addKeyframe(
                                withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3
                            ) {
                                layer.setAffineTransform(CGAffineTransform(rotationAngle: angle))
                            }
                        }
                    })
                CATransaction.flush()
                MediaClock.current.set(to: 100.5)
                let quarter = layer.presentation()?.transform ?? CATransform3DIdentity
                #expect(close(Double(quarter.m11), 0, 1e-4))
                #expect(close(Double(quarter.m12), sign, 1e-4), "clockwise \(clockwise)")
                MediaClock.current.set(to: 101)
                let half = layer.presentation()?.transform ?? CATransform3DIdentity
                #expect(close(Double(half.m11), -1, 1e-4))
                #expect(close(Double(half.m12), 0, 1e-4))
            }
        }

        /// Without a curve option the whole keyframe animation eases in and out (UIKit's
        /// default): at 0.5 s of 2 s the eased fraction is easeInEaseOut(0.25) = 0.1291619,
        /// i.e. 3 × 0.1291619 of the first third: angle 2π/3 × 0.3874858.
        @Test func keyframeBlocksEaseInOutByDefault() {
            let layer = committedLayer()
            ViewAnimation.animateKeyframes(
                withDuration: 2, delay: 0, options: [],
                animations: {
                    let third = 2 * Double.pi / 3
                    let angles: [Double] = [third, 2 * third, 0]
                    for (i, angle) in angles.enumerated() {
                        ViewAnimation.addKeyframe(
                            withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3
                        ) {
                            layer.setAffineTransform(CGAffineTransform(rotationAngle: angle))
                        }
                    }
                })
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            let angle = 2 * Double.pi / 3 * 3 * 0.1291619
            #expect(close(Double(layer.presentation()?.transform.m12 ?? 0), sin(angle), 1e-4))
        }

        /// Paced mode ignores key times: (0,0) → (100,0) → (100,300) moves at constant speed,
        /// so a quarter of the time reaches (100, 0) and half reaches (100, 100).
        @Test func pacedKeyframes() {
            let layer = committedLayer()
            ViewAnimation.animateKeyframes(
                withDuration: 4, delay: 0, options: [.calculationModePaced, .curveLinear],
                animations: {
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        layer.position = CGPoint(x: 100, y: 0)
                    }
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        layer.position = CGPoint(x: 100, y: 300)
                    }
                })
            CATransaction.flush()
            MediaClock.current.set(to: 101)
            #expect(close(layer.presentation()?.position ?? .zero, CGPoint(x: 100, y: 0)))
            MediaClock.current.set(to: 102)
            #expect(close(layer.presentation()?.position ?? .zero, CGPoint(x: 100, y: 100)))
        }

        /// A keyframe that starts late holds the previous value until its start: one keyframe
        /// at 0.5 lasting 0.25 gives key times 0, 0.5, 0.75, 1.
        @Test func gapsHoldThePreviousValue() throws {
            let layer = committedLayer()
            ViewAnimation.animateKeyframes(
                withDuration: 4, delay: 0, options: .curveLinear,
                animations: {
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                        layer.position = CGPoint(x: 100, y: 0)
                    }
                })
            let animation = try #require(layer.animation(forKey: "position") as? CAKeyframeAnimation)
            #expect((animation.keyTimes ?? []).map(\.doubleValue) == [0, 0.5, 0.75, 1])
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101), 0))
            #expect(close(presentedX(layer, at: 102.5), 50, 1e-3))
            #expect(close(presentedX(layer, at: 103.5), 100))
        }

        /// Cubic mode passes through every keyframe value at its key time.
        @Test func cubicKeyframesPassThroughTheValues() {
            let layer = committedLayer()
            ViewAnimation.animateKeyframes(
                withDuration: 3, delay: 0, options: [.calculationModeCubic, .curveLinear],
                animations: {
                    for (i, x) in [100.0, 50, 200].enumerated() {
                        ViewAnimation.addKeyframe(
                            withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3
                        ) {
                            layer.position = CGPoint(x: x, y: 0)
                        }
                    }
                })
            CATransaction.flush()
            #expect(close(presentedX(layer, at: 101), 100, 1e-3))
            #expect(close(presentedX(layer, at: 102), 50, 1e-3))
            let between = presentedX(layer, at: 101.5)
            #expect(between != 75 && between > 40 && between < 110)
        }
    }
}
