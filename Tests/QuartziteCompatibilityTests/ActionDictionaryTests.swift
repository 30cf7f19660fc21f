import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Action dictionaries and delegates")
    struct ActionDictionaryTests {
        func committed() -> ActionDictionaries {
            startClock()
            let program = ActionDictionaries()
            CATransaction.flush()
            return program
        }

        /// A bare `CABasicAnimation()` (no key path, no values) in `actions["position"]`
        /// animates the position from the old presentation value to the new one (1 s, linear).
        @Test func bareBasicAnimationAnimatesItsKey() {
            let program = committed()
            program.layer.position = CGPoint(x: 150, y: 50)
            CATransaction.flush()
            #expect(program.layer.animation(forKey: "position") != nil)
            #expect((program.layer.animation(forKey: "position") as? CABasicAnimation)?.keyPath == "position")
            setClock(10.5)
            #expect(near(program.layer.presentation()?.position, CGPoint(x: 100, y: 50)))
            setClock(11.1)
            #expect(near(program.layer.presentation()?.position, CGPoint(x: 150, y: 50)))
        }

        @Test func nullStopsTheImplicitAnimation() {
            let program = committed()
            program.layer.opacity = 0.2
            CATransaction.flush()
            #expect(program.layer.animationKeys() == nil)
            #expect(near(presented(program.layer, "opacity"), 0.2, 1e-6))
        }

        @Test func transitionRunsUnderTheTransitionKey() {
            let program = committed()
            program.layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            CATransaction.flush()
            let transition = program.layer.animation(forKey: "transition") as? CATransition
            #expect(transition?.type == .push)
            #expect(transition?.subtype == .fromLeft)
        }

        @Test func customKeyRunsItsAction() {
            let program = committed()
            program.layer.setValue(3, forKey: "badge")
            #expect(program.badgeAction.events == ["badge"])
            #expect(program.layer.value(forKey: "badge") as? Int == 3)
        }

        /// The delegate's empty `CABasicAnimation(keyPath: "bounds")` runs from the old
        /// bounds to the new over its 2 s.
        @Test func delegatesEmptyAnimationRunsFromTheOldValue() {
            let program = committed()
            program.layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            CATransaction.flush()
            setClock(11)
            #expect(near(program.layer.presentation()?.bounds.width, 150, 1e-9))
            setClock(12.5)
            #expect(near(program.layer.presentation()?.bounds.width, 200, 1e-9))
        }

        /// Added explicitly after a model change, an animation with no values runs from the
        /// value on screen before the change to the new model value.
        @Test func explicitEmptyAnimationRunsFromThePreviousPresentationValue() {
            startClock()
            let layer = CALayer()
            layer.opacity = 1
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            setClock(10.25)
            #expect(near(presented(layer, "opacity"), 0.75, 1e-6))
        }

        /// A bare `CASpringAnimation()` as the position action springs from the old position
        /// to the new: default spring, progress 0.3403 at 0.1 s (see SpringAndDiscreteTests).
        @Test func bareSpringActionSpringsFromTheOldValue() {
            startClock()
            let layer = CALayer()
            layer.position = CGPoint(x: 0, y: 0)
            let spring = CASpringAnimation()
            spring.duration = spring.settlingDuration
            layer.actions = ["position": spring]
            CATransaction.flush()
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.flush()
            setClock(10.1)
            #expect(near(layer.presentation()?.position.x, 34.0299846608298, 1e-3))
            #expect(layer.animation(forKey: "position") is CASpringAnimation)
        }
    }
}
