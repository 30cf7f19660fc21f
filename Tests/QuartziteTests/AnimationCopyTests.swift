import Foundation
import Testing

@testable import Quartzite

@Suite("Animation copies and compilation snapshots")
struct AnimationCopyTests {
    final class Delegate: CAAnimationDelegate {}

    @Test func copyKeepsDynamicClassAndProperties() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 1.0
        spring.toValue = 2.0
        spring.mass = 3
        spring.duration = 4
        spring.fillMode = .both
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let delegate = Delegate()
        spring.delegate = delegate
        let copy = try #require(spring.copy() as? CASpringAnimation)
        #expect(copy !== spring)
        #expect(copy.keyPath == "position.x")
        #expect(copy.fromValue as? Double == 1 && copy.toValue as? Double == 2)
        #expect(copy.mass == 3 && copy.duration == 4 && copy.fillMode == .both)
        #expect(copy.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(copy.delegate === delegate)
        copy.mass = 7
        copy.toValue = 9.0
        #expect(spring.mass == 3)
        #expect(spring.toValue as? Double == 2)
    }

    @Test func delegateIsHeldStrongly() {
        let animation = CABasicAnimation()
        weak var weakDelegate: Delegate?
        do {
            let delegate = Delegate()
            weakDelegate = delegate
            animation.delegate = delegate
        }
        #expect(weakDelegate != nil)
        animation.delegate = nil
        #expect(weakDelegate == nil)
    }

    @Test func groupCopyCopiesChildren() throws {
        let child = basic("opacity", from: 0.0, to: 1.0)
        let group = CAAnimationGroup()
        group.animations = [child]
        let copy = try #require(group.copy() as? CAAnimationGroup)
        let copiedChild = try #require(copy.animations?.first as? CABasicAnimation)
        #expect(copiedChild !== child)
        child.toValue = 5.0
        #expect(copiedChild.toValue as? Double == 1)
    }

    @Test func mutatingTheOriginalAfterCompilationChangesNothing() throws {
        let animation = basic("opacity", from: 0.0, to: 1.0, duration: 2)
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, 1.0]
        keyframes.duration = 2
        let compiled = [try CompiledAnimation(animation), try CompiledAnimation(keyframes)]
        animation.toValue = 100.0
        animation.duration = 10
        animation.isAdditive = true
        keyframes.values = [50.0, 60.0]
        for one in compiled {
            let value = AnimationEvaluator.presentationValue(
                of: "opacity", modelValue: .number(0.3), animations: [one], atLayerTime: 1)
            #expect(close(number(value), 0.5, 1e-6))
        }
    }
}
