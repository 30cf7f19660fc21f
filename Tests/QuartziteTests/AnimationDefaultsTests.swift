import Foundation
import Testing

@testable import Quartzite

@Suite("Animation class defaults (Apple's)")
struct AnimationDefaultsTests {
    @Test func caAnimationDefaults() {
        let a = CAAnimation()
        #expect(a.beginTime == 0)
        #expect(a.timeOffset == 0)
        #expect(a.duration == 0)
        #expect(a.speed == 1)
        #expect(a.repeatCount == 0)
        #expect(a.repeatDuration == 0)
        #expect(a.autoreverses == false)
        #expect(a.fillMode == .removed)
        #expect(a.timingFunction == nil)
        #expect(a.delegate == nil)
        #expect(a.isRemovedOnCompletion == true)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "nonsense") == nil)
    }

    @Test func propertyAndBasicDefaults() {
        let a = CABasicAnimation(keyPath: "position")
        #expect(a.keyPath == "position")
        #expect(a.isAdditive == false)
        #expect(a.isCumulative == false)
        #expect(a.valueFunction == nil)
        #expect(a.fromValue == nil && a.toValue == nil && a.byValue == nil)
        #expect(CABasicAnimation().keyPath == nil)
        #expect(CABasicAnimation.defaultValue(forKey: "additive") as? Bool == false)
    }

    @Test func springDefaults() {
        let a = CASpringAnimation(keyPath: "position")
        #expect(a.mass == 1)
        #expect(a.stiffness == 100)
        #expect(a.damping == 10)
        #expect(a.initialVelocity == 0)
        #expect(a.allowsOverdamping == false)
        #expect(a.duration == 0)
        // REFERENCE 3.3: the default spring settles in 1.4727003 s.
        #expect(close(a.settlingDuration, 1.4727003, 1e-6))
        a.speed = 2
        #expect(close(a.settlingDuration, 1.4727003 / 2, 1e-6))
    }

    @Test func springClampingRules() {
        let a = CASpringAnimation()
        a.mass = -3
        a.stiffness = 0
        a.damping = -1
        #expect(a.mass == 1)
        #expect(a.stiffness == 100)
        #expect(a.damping == 10)
        a.damping = 0
        #expect(a.damping == 0)
    }

    @Test func springPerceptualInitializer() {
        let a = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(a.mass == 1)
        #expect(close(Double(a.stiffness), pow(2 * Double.pi / 0.5, 2), 1e-9))
        #expect(close(Double(a.damping), 0.7 * 4 * Double.pi / 0.5, 1e-9))
        #expect(a.allowsOverdamping)
        #expect(close(a.perceptualDuration, 0.5, 1e-12))
        #expect(close(Double(a.bounce), 0.3, 1e-12))
        #expect(a.duration == a.settlingDuration)
        #expect(a.duration > 0.5)
    }

    @Test func keyframeDefaults() {
        let a = CAKeyframeAnimation(keyPath: "position")
        #expect(a.values == nil)
        #expect(a.path == nil)
        #expect(a.keyTimes == nil)
        #expect(a.timingFunctions == nil)
        #expect(a.calculationMode == .linear)
        #expect(a.tensionValues == nil && a.continuityValues == nil && a.biasValues == nil)
        #expect(a.rotationMode == nil)
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
        #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
    }

    @Test func groupAndTransitionDefaults() {
        #expect(CAAnimationGroup().animations == nil)
        let t = CATransition()
        #expect(t.type == .fade)
        #expect(t.subtype == nil)
        #expect(t.startProgress == 0)
        #expect(t.endProgress == 1)
        #expect(CATransition.defaultValue(forKey: "type") as? CATransitionType == .fade)
        #expect(CATransitionType.moveIn.rawValue == "moveIn")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom")
    }

    @Test func transitionProgressMapping() throws {
        let t = CATransition()
        t.startProgress = 0.2
        t.endProgress = 0.6
        #expect(close(t.progress(forEasedFraction: 0), 0.2, 1e-7))
        #expect(close(t.progress(forEasedFraction: 0.5), 0.4, 1e-7))
        #expect(close(t.progress(forEasedFraction: 1), 0.6, 1e-7))
        t.duration = 2
        t.type = .push
        t.subtype = .fromRight
        let compiled = try CompiledAnimation(t)
        guard case .transition(let parameters) = compiled.kind else {
            Issue.record("not a transition")
            return
        }
        #expect(parameters.type == .push && parameters.subtype == .fromRight)
        let eased = try #require(AnimationEvaluator.easedProgress(of: compiled, atParentTime: 1.5))
        #expect(close(parameters.progress(forEasedFraction: eased.fraction), 0.5, 1e-7))
    }
}
