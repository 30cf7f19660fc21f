import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("CALayer presentation")
    struct PresentationTests {
        /// Seed 000: button frame (200, 400, 100, 40); position from (100, 60) to (100, 200),
        /// duration 1, repeatCount 3, cumulative, not removed on completion. The second
        /// iteration starts at (100, 60) + (100, 200) = (200, 260); after the 3 s the model
        /// position (250, 420) shows again (fill mode removed).
        @Test func seedCumulativePositionThroughPresentation() {
            resetLayerRuntime()
            let button = CALayer()
            button.frame = CGRect(x: 200, y: 400, width: 100, height: 40)
            CATransaction.flush()
            let animation = basic("position", from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 200))
            animation.repeatCount = 3
            animation.isRemovedOnCompletion = false
            animation.isCumulative = true
            button.add(animation, forKey: "move")
            CATransaction.flush()
            let clock = MediaClock.current
            let expectations: [(CFTimeInterval, CGPoint)] = [
                (100.5, CGPoint(x: 100, y: 130)), (101.0, CGPoint(x: 200, y: 260)),
                (101.5, CGPoint(x: 200, y: 330)), (102.5, CGPoint(x: 300, y: 530)),
                (103.5, CGPoint(x: 250, y: 420)),
            ]
            for (time, expected) in expectations {
                clock.set(to: time)
                #expect(close(button.presentation()?.position ?? .zero, expected), "t = \(time)")
            }
            #expect(button.animationKeys() == ["move"])
            #expect(button.position == CGPoint(x: 250, y: 420))
        }

        /// A custom key that was never set still animates, as a layer subclass's `@NSManaged`
        /// property does before its first assignment: 0 → 100 over 2 s is 25 at 0.5 s; a
        /// keyframe animation of another unset key is at its second value half-way; a group
        /// animates a third; with the animations gone, the keys read nil again.
        @Test func unsetCustomKeysAnimate() throws {
            resetLayerRuntime()
            let layer = CALayer()
            CATransaction.flush()
            layer.add(basic("value", from: 0, to: 100, duration: 2), forKey: "value")
            let keyframes = CAKeyframeAnimation(keyPath: "level")
            keyframes.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 0)]
            keyframes.duration = 2
            layer.add(keyframes, forKey: "level")
            let group = CAAnimationGroup()
            group.animations = [basic("angle", from: 90.0, to: 180.0, duration: 1)]
            group.duration = 1
            layer.add(group, forKey: "group")
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            let presentation = try #require(layer.presentation())
            #expect(presentation.value(forKey: "value") as? CGFloat == 25)
            #expect(presentation.value(forKey: "level") as? CGPoint == CGPoint(x: 5, y: 10))
            #expect(presentation.value(forKey: "angle") as? Double == 135)
            #expect(layer.value(forKey: "value") == nil)
            MediaClock.current.set(to: 103)
            #expect(layer.presentation()?.value(forKey: "value") == nil)
        }

        /// Seed 000's spring: centre (0, 200) to (200, 200), mass 10, stiffness 50, damping 1.
        /// presentation() at t must equal the evaluator at the animation's local time t − 100.
        @Test func seedSpringThroughPresentationMatchesTheEvaluator() throws {
            resetLayerRuntime()
            let button = CALayer()
            button.position = CGPoint(x: 0, y: 200)
            CATransaction.flush()
            let spring = CASpringAnimation(keyPath: "position")
            spring.toValue = CGPoint(x: 200, y: 200)
            spring.duration = 10
            spring.mass = 10
            spring.stiffness = 50
            spring.damping = 1
            button.add(spring, forKey: "spring")
            CATransaction.flush()
            let reference = CASpringAnimation(copying: spring)
            for dt in [0.5, 2.0, 4.0] {
                MediaClock.current.set(to: 100 + dt)
                let expected = try presentation(
                    "position", model: .point(CGPoint(x: 0, y: 200)), animations: [reference], at: dt)
                #expect(close(button.presentation()?.position ?? .zero, point(expected)), "dt = \(dt)")
            }
            MediaClock.current.set(to: 100.5)
            #expect((button.presentation()?.position.x ?? 0) > 0)
        }

        @Test func presentationIsACopyThatKnowsItsModel() throws {
            resetLayerRuntime()
            let layer = CALayer()
            layer.name = "model"
            layer.opacity = 0.5
            CATransaction.flush()
            let copy = try #require(layer.presentation())
            #expect(copy !== layer)
            #expect(copy.model() === layer)
            #expect(layer.model() === layer)
            #expect(copy.presentation() === copy)
            #expect(copy.name == "model" && copy.opacity == 0.5)
            copy.opacity = 1
            #expect(layer.opacity == 0.5)
            #expect(copy.animationKeys() == nil)
        }

        @Test func subclassesGetPresentationCopiesOfTheirClass() {
            final class TaggedLayer: CALayer {
                var tag = 0
                override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                    tag = (layer as? TaggedLayer)?.tag ?? 0
                }
            }
            resetLayerRuntime()
            let layer = TaggedLayer()
            layer.tag = 7
            CATransaction.flush()
            let copy = layer.presentation()
            #expect(copy?.tag == 7)
        }

        /// A transform animation seen through presentation(): rotation.z from 0 to π/2 over 1 s,
        /// linear; at 0.5 s the layer is turned π/4 and its frame is the rotated bounding box.
        @Test func transformSubKeyPathAnimation() throws {
            resetLayerRuntime()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            CATransaction.flush()
            layer.add(basic("transform.rotation.z", from: 0.0, to: Double.pi / 2), forKey: "spin")
            CATransaction.flush()
            MediaClock.current.advance(by: 0.5)
            let shown = try #require(layer.presentation())
            #expect(close(Double(shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0), .pi / 4))
            let side = 140 * 0.5.squareRoot()
            #expect(close(shown.frame, CGRect(x: 50 - side / 2, y: 20 - side / 2, width: side, height: side), 1e-9))
        }

        /// A subclass registers an animatable key stored in `extensions`; its implicit
        /// animation runs through the snapshot like any CALayer key.
        @Test func subclassRegisteredKeysAnimateThroughTheSnapshot() throws {
            final class GaugeLayer: CALayer {
                static let level = LayerPropertyDescriptor(
                    key: "level", kind: .number, defaultValue: .number(0), isAnimatable: true)
                override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
                    key == "level" ? level : super.propertyDescriptor(forKey: key)
                }
            }
            resetLayerRuntime()
            let gauge = GaugeLayer()
            #expect(gauge.value(forKey: "level") as? CGFloat == 0)
            #expect(GaugeLayer.defaultValue(forKey: "level") as? CGFloat == 0)
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            gauge.setValue(10.0, forKey: "level")
            CATransaction.commit()
            #expect(gauge.animationKeys() == ["level"])
            MediaClock.current.advance(by: 0.25)
            let shown = try #require(gauge.presentation())
            #expect(close(Double(shown.value(forKey: "level") as? CGFloat ?? -1), 2.5))
            #expect(gauge.committedSnapshot?.properties.extensions["level"] == .number(10))
        }

        @Test func animationForKeyReturnsAnIndependentCopy() throws {
            resetLayerRuntime()
            let layer = CALayer()
            CATransaction.flush()
            let original = basic("opacity", from: 0.0, to: 1.0, duration: 1)
            layer.add(original, forKey: "fade")
            original.duration = 9
            let copy = try #require(layer.animation(forKey: "fade"))
            #expect(copy !== original && copy.duration == 1)
            copy.duration = 5
            #expect(layer.animation(forKey: "fade")?.duration == 1)
            CATransaction.flush()
        }
    }
}

extension LayerRuntimeTests {
    @Suite("CALayer presentation tree")
    struct PresentationTreeTests {
        /// `presentation()?.sublayers` are the sublayers' presentation copies, in order, each
        /// showing its own animated value and pointing back to its model layer.
        @Test func presentationCopiesCarryPresentationSublayers() {
            resetLayerRuntime()
            let parent = CALayer()
            let first = CALayer()
            let second = CALayer()
            first.opacity = 0.5
            parent.addSublayer(first)
            parent.addSublayer(second)
            CATransaction.flush()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 1
            second.add(fade, forKey: "fade")
            CATransaction.flush()
            MediaClock.current.set(to: 100.25)
            let tree = parent.presentation()
            #expect(tree?.sublayers?.count == 2)
            #expect(tree?.sublayers?[0].model() === first)
            #expect(tree?.sublayers?[1].model() === second)
            #expect(tree?.sublayers?[0].opacity == 0.5)
            #expect(abs(Double(tree?.sublayers?[1].opacity ?? 0) - 0.25) < 1e-6)
            #expect(tree?.sublayers?[1].superlayer === tree)
        }
    }
}
