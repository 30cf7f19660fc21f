import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// Explicit animations of keys Core Animation does not animate change nothing on screen
    /// (Technical Q&A QA1620: `frame` is derived from bounds, position and transform and is
    /// not animatable; seed 003). They still run, end and tell their delegate.
    @Suite("Explicit animations of non-animatable keys")
    struct NonAnimatableKeyTests {
        final class StopCounter: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }

        @Test("a frame animation moves nothing and still finishes")
        func frameAnimationDoesNothing() {
            let layer = committedLayer(position: CGPoint(x: 50, y: 50))
            let counter = StopCounter()
            let move = CABasicAnimation(keyPath: "frame")
            move.fromValue = CGRect(x: 0, y: 0, width: 20, height: 20)
            move.toValue = CGRect(x: 200, y: 100, width: 40, height: 40)
            move.duration = 1
            move.delegate = counter
            layer.add(move, forKey: "move")
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            let shown = layer.presentation()
            #expect(shown?.position == CGPoint(x: 50, y: 50))
            #expect(shown?.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(shown?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(layer.animationKeys() == ["move"])
            MediaClock.current.set(to: 101.5)
            #expect(counter.stops == [true])
            #expect(layer.animationKeys() == nil)
        }

        @Test("in a group only the non-animatable child is inert")
        func groupKeepsAnimatableChildren() {
            let layer = committedLayer(position: CGPoint(x: 50, y: 50))
            let frame = CABasicAnimation(keyPath: "frame.origin.x")
            frame.fromValue = 0
            frame.toValue = 300
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            let flip = CABasicAnimation(keyPath: "geometryFlipped")
            flip.fromValue = true
            flip.toValue = true
            let group = CAAnimationGroup()
            group.animations = [frame, fade, flip]
            group.duration = 1
            layer.add(group, forKey: "group")
            CATransaction.flush()
            MediaClock.current.set(to: 100.25)
            let shown = layer.presentation()
            #expect(shown?.position == CGPoint(x: 50, y: 50))
            #expect(shown?.opacity == 0.25)
            #expect(shown?.isGeometryFlipped == false)
        }

        @Test("keys CALayer.h marks Animatable but gives no implicit animation animate explicitly")
        func explicitOnlyKeysAnimate() {
            let layer = committedLayer()
            let scale = CABasicAnimation(keyPath: "contentsScale")
            scale.fromValue = 1
            scale.toValue = 3
            scale.duration = 1
            layer.add(scale, forKey: "scale")
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            #expect(layer.presentation()?.contentsScale == 2)
            // No implicit animation for them.
            layer.contentsScale = 2
            layer.isDoubleSided = false
            #expect(layer.animation(forKey: "contentsScale") == nil)
            #expect(layer.animation(forKey: "doubleSided") == nil)
        }
    }
}
