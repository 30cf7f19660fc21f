import Foundation
import Testing

@testable import Quartzite

/// An action that records the events it ran for.
final class RecordingAction: CAAction {
    var events: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
    }
}

/// A delegate whose action answer is set by the test.
final class ActionDelegate: CALayerDelegate {
    var answer: (any CAAction)?
    var asked: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        return answer
    }
}

/// A provider standing in for an animation-block context.
final class BlockProvider: LayerActionProvider {
    let action = RecordingAction()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { action }
}

extension LayerRuntimeTests {
    @Suite("CALayer actions")
    struct ActionTests {
        /// A layer committed once, so later changes look up actions.
        private func committedLayer() -> CALayer {
            resetLayerRuntime()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            CATransaction.flush()
            return layer
        }

        @Test func delegateNilFallsThroughToTheActionsDictionary() {
            let layer = committedLayer()
            let delegate = ActionDelegate()
            let recorded = RecordingAction()
            layer.delegate = delegate
            layer.actions = ["position": recorded]
            layer.position = CGPoint(x: 5, y: 5)
            #expect(delegate.asked == ["position"])
            #expect(recorded.events == ["position"])
            #expect(layer.animationKeys() == nil)
            CATransaction.flush()
        }

        @Test func delegateNSNullStopsTheLookup() {
            let layer = committedLayer()
            let delegate = ActionDelegate()
            let recorded = RecordingAction()
            delegate.answer = NSNull()
            layer.delegate = delegate
            layer.actions = ["position": recorded]
            layer.position = CGPoint(x: 5, y: 5)
            #expect(recorded.events.isEmpty)
            #expect(layer.animationKeys() == nil)
            #expect(layer.action(forKey: "position") == nil)
            CATransaction.flush()
        }

        @Test func delegateActionWinsOverTheDictionary() {
            let layer = committedLayer()
            let delegate = ActionDelegate()
            let fromDelegate = RecordingAction(), fromDictionary = RecordingAction()
            delegate.answer = fromDelegate
            layer.delegate = delegate
            layer.actions = ["opacity": fromDictionary]
            layer.opacity = 0.5
            #expect(fromDelegate.events == ["opacity"])
            #expect(fromDictionary.events.isEmpty)
            CATransaction.flush()
        }

        @Test func styleActionsAreSearchedAlongTheStyleChain() {
            let layer = committedLayer()
            let styled = RecordingAction()
            layer.style = ["style": ["actions": ["opacity": styled]]]
            layer.opacity = 0.5
            #expect(styled.events == ["opacity"])
            layer.actions = ["opacity": NSNull()]
            layer.opacity = 0.25
            #expect(styled.events == ["opacity"])
            #expect(layer.animationKeys() == nil)
            CATransaction.flush()
        }

        @Test func theDefaultIsTheImplicitBasicAnimation() throws {
            let layer = committedLayer()
            let action = try #require(layer.action(forKey: "opacity") as? CABasicAnimation)
            #expect(action.keyPath == "opacity")
            #expect(action.duration == 0.25)
            #expect(action.timingFunction == CAMediaTimingFunction(name: .default))
            #expect(AnimationValue(action.fromValue) == .number(1))
            #expect(action.toValue == nil)
            #expect(layer.action(forKey: "doubleSided") == nil)
            #expect(layer.action(forKey: "frame") == nil)
            #expect(layer.action(forKey: "noSuchKey") == nil)
        }

        @Test func providerIsAskedFirst() {
            let layer = committedLayer()
            let provider = BlockProvider()
            let delegate = ActionDelegate()
            layer.delegate = delegate
            LayerActionScope.withProvider(provider) {
                layer.position = CGPoint(x: 1, y: 1)
            }
            #expect(provider.action.events == ["position"])
            #expect(delegate.asked.isEmpty)
            layer.position = CGPoint(x: 2, y: 2)
            #expect(delegate.asked == ["position"])
            CATransaction.flush()
        }

        @Test func noImplicitAnimationBeforeTheFirstCommit() {
            resetLayerRuntime()
            let root = CALayer()
            root.opacity = 0.5
            #expect(root.animationKeys() == nil)
            CATransaction.flush()
            let child = CALayer()
            root.addSublayer(child)
            child.opacity = 0.5
            #expect(child.animationKeys() == nil)
            root.opacity = 0.25
            #expect(root.animationKeys() == ["opacity"])
            CATransaction.flush()
            child.opacity = 0.75
            #expect(child.animationKeys() == ["opacity"])
            CATransaction.flush()
        }

        @Test func disableActionsSuppressesImplicitAnimation() {
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 3, y: 3)
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            #expect(layer.position == CGPoint(x: 3, y: 3))
        }

        @Test func durationAndTimingFunctionComeFromTheTransaction() throws {
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            layer.opacity = 0
            CATransaction.commit()
            let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(animation.duration == 2)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeIn))
            #expect(animation.beginTime == 100)
        }

        /// Linear 0.25 s fade 1 → 0 from t = 100; at 100.125 the presentation shows 0.5, and a
        /// new change starts its implicit animation from there.
        @Test func fromValueIsThePresentationValueMidFlight() throws {
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
            CATransaction.commit()
            MediaClock.current.advance(by: 0.125)
            #expect(close(Double(layer.presentation()?.opacity ?? -1), 0.5))
            layer.opacity = 1
            let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
            guard case .number(let from)? = AnimationValue(animation.fromValue) else {
                Issue.record("fromValue is not a number")
                return
            }
            #expect(close(from, 0.5))
            CATransaction.flush()
        }

        /// A custom key the class redraws for gets no implicit animation of Core Animation's
        /// own: the layer redisplays at once. The well-known recipe for animating such a
        /// property implicitly is to override `action(forKey:)` (objc.io issue 12, "Animating
        /// Custom Layer Properties"; Rob Napier's "Animating Custom Layer Properties" talk, a
        /// standalone layer that redraws but does not animate until it does), which works.
        @Test func customKeysRedisplayButAnimateOnlyThroughTheirAction() throws {
            final class ProgressLayer: CALayer {
                override class func needsDisplay(forKey key: String) -> Bool {
                    key == "progress" || super.needsDisplay(forKey: key)
                }
            }
            final class AnimatedProgressLayer: CALayer {
                override class func needsDisplay(forKey key: String) -> Bool {
                    key == "progress" || super.needsDisplay(forKey: key)
                }
                override func action(forKey event: String) -> (any CAAction)? {
                    guard event == "progress" else { return super.action(forKey: event) }
                    let animation = CABasicAnimation(keyPath: event)
                    animation.fromValue = presentation()?.value(forKey: event)
                    return animation
                }
            }
            resetLayerRuntime()
            let layer = ProgressLayer()
            layer.setValue(0.0, forKey: "progress")
            CATransaction.flush()
            layer.setValue(1.0, forKey: "progress")
            #expect(layer.action(forKey: "progress") == nil)
            #expect(layer.animationKeys() == nil)
            #expect(layer.needsDisplay())
            CATransaction.flush()
            #expect(!layer.needsDisplay())

            let animated = AnimatedProgressLayer()
            animated.setValue(0.0, forKey: "progress")
            CATransaction.flush()
            animated.setValue(1.0, forKey: "progress")
            #expect(animated.animationKeys() == ["progress"])
            let running = try #require(animated.animation(forKey: "progress") as? CABasicAnimation)
            #expect(running.fromValue as? Double == 0)
            CATransaction.flush()
        }

        @Test func everyImplicitAnimationCompiles() throws {
            let layer = committedLayer()
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
            CATransaction.flush()
            for descriptor in LayerPropertyRegistry.orderedDescriptors
            where descriptor.isAnimatable && descriptor.implicitlyAnimates {
                if descriptor.implicitlyTransitions {
                    // compositingFilter: the Programming Guide's implied CATransition (a fade).
                    let fade = try #require(layer.action(forKey: descriptor.key) as? CATransition, "\(descriptor.key)")
                    #expect(fade.type == .fade)
                    continue
                }
                let action = try #require(layer.action(forKey: descriptor.key) as? CABasicAnimation, "\(descriptor.key)")
                #expect(action.keyPath == descriptor.key)
                let compiled = try CompiledAnimation(action)
                // Without contents there is no value to start from: the animation is inert.
                #expect(compiled.animates(descriptor.key) == (descriptor.key != "contents"), "\(descriptor.key)")
            }
        }

        /// A colour with no model value animates from transparent black.
        @Test func nilColourAnimatesFromTransparent() throws {
            let layer = committedLayer()
            let action = try #require(layer.action(forKey: "backgroundColor") as? CABasicAnimation)
            #expect(AnimationValue(action.fromValue) == .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0)))
        }

        @Test func orderInAndOrderOutActionsRunForCommittedTrees() {
            resetLayerRuntime()
            let root = CALayer(), child = CALayer()
            let recorded = RecordingAction()
            child.actions = ["onOrderIn": recorded, "onOrderOut": recorded]
            root.addSublayer(child)
            #expect(recorded.events.isEmpty)
            CATransaction.flush()
            child.removeFromSuperlayer()
            root.addSublayer(child)
            #expect(recorded.events == ["onOrderOut", "onOrderIn"])
            #expect(child.animationKeys() == nil)
            CATransaction.flush()
        }
    }
}
