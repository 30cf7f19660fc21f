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

    /// A subclass as Apple's platforms allow it (Robinhood's Leo: `override init()` plus its
    /// own designated initializer): it compiles without `required`, and a copy — `add` makes
    /// one — keeps its class, what its `init()` set and the copied properties.
    final class PathAnimation: CABasicAnimation {
        var initCalls = 0
        override init() {
            super.init()
            initCalls += 1
            keyPath = "path"
        }
        init(toValue: CGPath, duration: TimeInterval) {
            super.init()
            self.toValue = toValue
            self.duration = duration
        }
    }

    @Test func subclassOverridingInitIsCopiedThroughIt() throws {
        let target = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let animation = PathAnimation(toValue: target, duration: 2)
        animation.keyPath = "shadowPath"
        animation.setValue("tag", forKey: "name")
        let copy = try #require(animation.copy() as? PathAnimation)
        #expect(copy !== animation)
        #expect(copy.initCalls == 1)
        #expect(copy.keyPath == "shadowPath" && copy.duration == 2)
        #expect(copy.toValue as? CGPath == target)
        #expect(copy.value(forKey: "name") as? String == "tag")
        let layer = CALayer()
        layer.add(animation, forKey: "p")
        #expect(layer.animation(forKey: "p") is PathAnimation)
    }

    /// An emitter cell subclass with `override init()` (the confetti-cell pattern) compiles.
    @Test func emitterCellSubclassOverridesInit() {
        final class Confetti: CAEmitterCell {
            override init() {
                super.init()
                birthRate = 4
            }
        }
        #expect(Confetti().birthRate == 4)
        #expect(CAEmitterCell().birthRate == 0)
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
