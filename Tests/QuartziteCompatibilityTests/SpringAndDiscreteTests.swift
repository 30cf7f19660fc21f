import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Springs, discrete keyframes and tagged animations")
    struct SpringAndDiscreteTests {
        /// Default spring (m 1, k 100, c 10): settles in 1.4727003 s (Apple's documented
        /// figure); at 0.1 s progress is 1 − e^(−0.5)(cos 0.866 + 0.577 sin 0.866) = 0.3403.
        @Test func springPopsOverItsSettlingDuration() {
            startClock()
            let layer = CALayer()
            CATransaction.flush()
            let spring = SpringAndDiscrete.pop(layer)
            CATransaction.flush()
            #expect(near(spring.settlingDuration, 1.4727003, 1e-6))
            setClock(10.1)
            #expect(near(presented(layer, "transform.scale"), 0.8680599693216597, 1e-5))
            setClock(11.47)
            #expect(near(presented(layer, "transform.scale"), 1, 0.0003))
        }

        /// Three colours, four key times (issue 14 5c): red on [0, 5 s), yellow on
        /// [5 s, 8 s), green from 8 s, held after the end by the forwards fill.
        @Test func discreteLightHoldsEachColour() {
            startClock()
            let light = CALayer()
            CATransaction.flush()
            SpringAndDiscrete.trafficLight(light)
            CATransaction.flush()
            let expected: [(CFTimeInterval, CGColor)] = [
                (14.9, SpringAndDiscrete.red), (15, SpringAndDiscrete.yellow), (17.9, SpringAndDiscrete.yellow),
                (18, SpringAndDiscrete.green), (22, SpringAndDiscrete.green),
            ]
            for (time, colour) in expected {
                setClock(time)
                #expect(light.presentation()?.backgroundColor == colour, "t = \(time)")
            }
        }

        @Test func taggedAnimationKeepsItsKeysThroughCopies() {
            startClock()
            let layer = CALayer()
            CATransaction.flush()
            let delegate = TaggingDelegate()
            delegate.fadeOut(layer)
            CATransaction.flush()
            let attached = layer.animation(forKey: "fade")
            #expect(attached?.value(forKey: "animationID") as? String == "fadeOut")
            #expect(attached?.value(forKey: "duration") as? Double == 0.5)
            #expect(attached?.value(forKey: "removedOnCompletion") as? Bool == true)
            #expect((attached?.value(forKey: "toValue") as? NSNumber)?.intValue == 0)
            setClock(10.6)
            #expect(delegate.finished == ["fadeOut"])
        }

        @Test func animationKeyValueCodingSetsProperties() {
            let animation = CAKeyframeAnimation()
            animation.setValue("position", forKey: "keyPath")
            animation.setValue(NSNumber(value: 2), forKey: "duration")
            animation.setValue("discrete", forKey: "calculationMode")
            animation.setValue(false, forKey: "removedOnCompletion")
            animation.setValue(CAMediaTimingFillMode.both, forKey: "fillMode")
            #expect(animation.keyPath == "position")
            #expect(animation.duration == 2)
            #expect(animation.calculationMode == .discrete)
            #expect(animation.isRemovedOnCompletion == false)
            #expect(animation.fillMode == .both)
            #expect(animation.value(forKey: "speed") as? Float == 1)
            #expect(animation.value(forKey: "unknown") == nil)
            animation.setValue(7, forKey: "tag")
            let copy = animation.copy() as! CAKeyframeAnimation
            #expect(copy.value(forKey: "tag") as? Int == 7)
        }
    }
}
