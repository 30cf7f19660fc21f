import Foundation
import QuartzGeometry
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// Two media clocks driven at once: each tree is evaluated and fires its callbacks at its
    /// own clock's time, whether the trees live on two threads or on one.
    @Suite("Media clocks running at once")
    struct ConcurrentClockTests {
        /// What one thread saw of its layer on its own clock.
        struct Observation: Sendable, Equatable {
            var opacityHalfWay: Double
            var log: [String]
            var timeAtEnd: CFTimeInterval
        }

        /// A committed layer with a 1 s linear opacity animation from 0 to 1 (started at the
        /// current clock's time) whose delegate is `delegate`.
        private static func fadingLayer(_ delegate: RecordingAnimationDelegate) -> CALayer {
            let layer = CALayer()
            CATransaction.flush()
            let fade = basic("opacity", from: 0.0, to: 1.0, duration: 1)
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
            return layer
        }

        /// Plays a fading layer on a manual clock from `start` seconds, bound for this thread;
        /// `meet` waits for the other thread, so both clocks are bound and moving at once.
        private static func play(from start: CFTimeInterval, meet: () -> Void) -> Observation {
            let clock = MediaClock(manualTime: start)
            return MediaClock.withCurrent(clock) {
                let delegate = RecordingAnimationDelegate()
                let layer = fadingLayer(delegate)
                meet()
                clock.advance(by: 0.5)
                let half = Double(layer.presentation()?.opacity ?? -1)
                meet()
                clock.advance(by: 0.75)
                return Observation(opacityHalfWay: half, log: delegate.log, timeAtEnd: CACurrentMediaTime())
            }
        }

        @Test func twoThreadsEachPlayOnTheirOwnClock() {
            let observations = Locked<[CFTimeInterval: Observation]>([:])
            let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            let done = DispatchGroup()
            for (index, start) in [100.0, 200.0].enumerated() {
                done.enter()
                Thread {
                    // Meeting: signal the other thread, wait for its signal.
                    let observation = Self.play(from: start) {
                        arrived[1 - index].signal()
                        arrived[index].wait()
                    }
                    observations.withLock { $0[start] = observation }
                    done.leave()
                }.start()
            }
            #expect(done.wait(timeout: .now() + 60) == .success)
            let seen = observations.withLock { $0 }
            #expect(seen[100] == Observation(opacityHalfWay: 0.5, log: ["start@100.0", "stop(true)@101.25"], timeAtEnd: 101.25))
            #expect(seen[200] == Observation(opacityHalfWay: 0.5, log: ["start@200.0", "stop(true)@201.25"], timeAtEnd: 201.25))
            #expect(CACurrentMediaTime() == 0)
            #expect(!MediaClock.shared.isManual)
        }

        /// One thread, two clocks: moving one clock far past the other tree's end fires nothing
        /// of that tree (its animation is neither stopped nor removed).
        @Test func clocksOnOneThreadFireOnlyTheirOwnLayers() {
            let early = MediaClock(manualTime: 10), late = MediaClock(manualTime: 100)
            let earlyDelegate = RecordingAnimationDelegate(), lateDelegate = RecordingAnimationDelegate()
            let earlyLayer = MediaClock.withCurrent(early) { Self.fadingLayer(earlyDelegate) }
            let lateLayer = MediaClock.withCurrent(late) { Self.fadingLayer(lateDelegate) }
            late.set(to: 100.5)
            #expect(earlyDelegate.log == ["start@10.0"])
            #expect(earlyLayer.animationKeys() == ["fade"])
            #expect(MediaClock.withCurrent(late) { lateLayer.presentation()?.opacity } == 0.5)
            early.set(to: 10.25)
            #expect(MediaClock.withCurrent(early) { earlyLayer.presentation()?.opacity } == 0.25)
            early.set(to: 11.5)
            #expect(earlyDelegate.log == ["start@10.0", "stop(true)@11.5"])
            #expect(earlyLayer.animationKeys() == nil)
            #expect(lateDelegate.log == ["start@100.0"])
            #expect(lateLayer.animationKeys() == ["fade"])
        }
    }
}
