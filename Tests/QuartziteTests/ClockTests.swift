import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("Media clock and animation callbacks")
    struct ClockTests {
        /// A layer committed once at t = 100.
        private func committedLayer() -> CALayer {
            resetLayerRuntime()
            let layer = CALayer()
            CATransaction.flush()
            return layer
        }

        @Test func manualClockIsWhatCACurrentMediaTimeReads() {
            resetLayerRuntime(at: 5)
            #expect(CACurrentMediaTime() == 5)
            MediaClock.current.advance(by: 0.5)
            #expect(CACurrentMediaTime() == 5.5)
            MediaClock.current.set(to: 2)
            #expect(CACurrentMediaTime() == 2)
            #expect(MediaClock.current.isManual)
        }

        @Test func realClockIsMonotonicSeconds() {
            let clock = MediaClock()
            let a = clock.now
            let b = clock.now
            #expect(b >= a && a > 0)
            #expect(!clock.isManual)
        }

        @Test func startAndStopFireAtTheirTimes() {
            let layer = committedLayer()
            let delegate = RecordingAnimationDelegate()
            let animation = basic("opacity", from: 0.0, to: 1.0, duration: 1)
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
            #expect(delegate.log.isEmpty)
            CATransaction.flush()
            #expect(delegate.log == ["start@100.0"])
            MediaClock.current.advance(by: 1)
            #expect(delegate.log == ["start@100.0"])
            MediaClock.current.advance(by: 0.01)
            #expect(delegate.log.count == 2)
            #expect(delegate.log.last?.hasPrefix("stop(true)@101.0") == true)
            #expect(layer.animationKeys() == nil)
        }

        @Test func delayedStartFiresWhenTheClockReachesIt() {
            let layer = committedLayer()
            let delegate = RecordingAnimationDelegate()
            let animation = basic("opacity", from: 0.0, to: 1.0, duration: 1)
            animation.beginTime = 102
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
            CATransaction.flush()
            #expect(delegate.log.isEmpty)
            #expect(layer.animation(forKey: "fade")?.beginTime == 102)
            MediaClock.current.advance(by: 2.5)
            #expect(delegate.log == ["start@102.5"])
        }

        /// Advancing past several events fires them sorted by the time they belong to: the
        /// animation added last ends first.
        @Test func oneAdvanceFiresEventsInTimeOrder() {
            final class Named: CAAnimationDelegate {
                let name: String
                let sink: RecordingAnimationDelegate
                init(_ name: String, _ sink: RecordingAnimationDelegate) {
                    self.name = name
                    self.sink = sink
                }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    sink.log.append(name)
                }
            }
            let layer = committedLayer()
            let sink = RecordingAnimationDelegate()
            let long = basic("opacity", from: 0.0, to: 1.0, duration: 0.8)
            long.delegate = Named("long", sink)
            let short = basic("position", from: CGPoint.zero, to: CGPoint(x: 1, y: 0), duration: 0.5)
            short.delegate = Named("short", sink)
            var completion: [String] = []
            CATransaction.begin()
            layer.add(long, forKey: "long")
            CATransaction.setCompletionBlock { completion.append("done after \(sink.log)") }
            layer.add(short, forKey: "short")
            CATransaction.commit()
            MediaClock.current.advance(by: 1)
            #expect(sink.log == ["short", "long"])
            #expect(completion == ["done after [\"short\"]"])
        }

        @Test func fillForwardsWithoutRemovalKeepsTheEndState() {
            let layer = committedLayer()
            let delegate = RecordingAnimationDelegate()
            let animation = basic("opacity", from: 1.0, to: 0.25, duration: 1)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
            CATransaction.flush()
            MediaClock.current.advance(by: 2)
            #expect(delegate.log.last?.hasPrefix("stop(true)") == true)
            #expect(layer.animationKeys() == ["fade"])
            #expect(layer.presentation()?.opacity == 0.25)
            #expect(layer.opacity == 1)
        }

        @Test func removalAndReplacementStopUnfinished() {
            let layer = committedLayer()
            let first = RecordingAnimationDelegate(), second = RecordingAnimationDelegate()
            let a = basic("opacity", from: 1.0, to: 0.0, duration: 5)
            a.delegate = first
            layer.add(a, forKey: "fade")
            CATransaction.flush()
            let b = basic("opacity", from: 0.0, to: 1.0, duration: 5)
            b.delegate = second
            layer.add(b, forKey: "fade")
            #expect(first.log == ["start@100.0", "stop(false)@100.0"])
            CATransaction.flush()
            layer.removeAllAnimations()
            #expect(second.log == ["start@100.0", "stop(false)@100.0"])
            #expect(layer.animationKeys() == nil)
            CATransaction.flush()
        }

        /// REFERENCE 1.9: a beginTime of 0 becomes the commit time in the layer's time; a layer
        /// at speed 2 (beginTime 0) has local time 2 × 100 = 200 at t = 100.
        @Test func zeroBeginTimeBecomesTheCommitTimeInLayerTime() {
            let layer = committedLayer()
            layer.add(basic("opacity", from: 0.0, to: 1.0), forKey: nil)
            #expect(layer.animation(forKey: layer.animationKeys()?.first ?? "")?.beginTime == 0)
            CATransaction.flush()
            #expect(layer.animation(forKey: layer.animationKeys()?.first ?? "")?.beginTime == 100)
            let fast = CALayer()
            fast.speed = 2
            CATransaction.flush()
            fast.add(basic("opacity", from: 0.0, to: 1.0), forKey: "k")
            CATransaction.flush()
            #expect(fast.animation(forKey: "k")?.beginTime == 200)
        }

        @Test func nilKeysGetUniqueKeys() {
            let layer = committedLayer()
            layer.add(basic("opacity", to: 0.0), forKey: nil)
            layer.add(basic("opacity", to: 0.5), forKey: nil)
            let keys = layer.animationKeys() ?? []
            #expect(keys.count == 2 && Set(keys).count == 2)
            CATransaction.flush()
        }

        /// Seed 004's idea, speeds multiply: root at speed 2 (local 200 at t = 100), child at
        /// speed 2 (local 400). A 4 s animation runs 1 s of media time: half-way at 100.5, over
        /// after 101.
        @Test func layerSpeedsNest() {
            resetLayerRuntime()
            let root = CALayer(), child = CALayer()
            root.speed = 2
            child.speed = 2
            root.addSublayer(child)
            CATransaction.flush()
            #expect(child.convertTime(100, from: nil) == 400)
            #expect(child.convertTime(404, to: nil) == 101)
            #expect(root.convertTime(400, from: child) == 200)
            let delegate = RecordingAnimationDelegate()
            let animation = basic("opacity", from: 0.0, to: 1.0, duration: 4)
            animation.delegate = delegate
            child.add(animation, forKey: "fade")
            CATransaction.flush()
            #expect(child.animation(forKey: "fade")?.beginTime == 400)
            MediaClock.current.advance(by: 0.5)
            #expect(close(Double(child.presentation()?.opacity ?? -1), 0.5))
            MediaClock.current.advance(by: 0.6)
            #expect(delegate.log.count == 2)
            #expect(delegate.log.last?.hasPrefix("stop(true)@101.1") == true)
        }

        @Test func layersWithAnimationsAreNotKeptAlive() {
            resetLayerRuntime()
            weak var weakLayer: CALayer?
            do {
                let layer = CALayer()
                weakLayer = layer
                CATransaction.flush()
                layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 100), forKey: "long")
                CATransaction.flush()
            }
            #expect(weakLayer == nil)
            MediaClock.current.advance(by: 200)
        }
    }
}
