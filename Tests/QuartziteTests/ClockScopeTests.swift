import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// `MediaClock.current` and `MediaClock.withCurrent`: a scope binds a clock for the code
    /// and the child tasks inside it, and the enclosing clock is current again afterwards.
    @Suite("Media clock scopes")
    struct ClockScopeTests {
        private struct Failure: Error {}

        @Test func eachTestHasItsOwnManualClockAndSharedIsUntouched() {
            #expect(MediaClock.current !== MediaClock.shared)
            #expect(MediaClock.current.isManual && MediaClock.current.now == 0)
            #expect(CACurrentMediaTime() == 0)
            MediaClock.current.advance(by: 3)
            #expect(CACurrentMediaTime() == 3)
            #expect(!MediaClock.shared.isManual)
        }

        @Test func manualTimeInitializerStartsThere() {
            let clock = MediaClock(manualTime: 12.5)
            #expect(clock.isManual && clock.now == 12.5)
            clock.useRealTime()
            #expect(!clock.isManual)
        }

        @Test func withCurrentBindsTheClockAndRestoresThePreviousOne() throws {
            let outer = MediaClock.current
            let inner = MediaClock(manualTime: 7), innermost = MediaClock(manualTime: 9)
            let seen = MediaClock.withCurrent(inner) {
                let nested = MediaClock.withCurrent(innermost) { CACurrentMediaTime() }
                return (MediaClock.current === inner, CACurrentMediaTime(), nested)
            }
            #expect(seen.0 && seen.1 == 7 && seen.2 == 9)
            #expect(MediaClock.current === outer && CACurrentMediaTime() == 0)
            #expect(throws: Failure.self) {
                try MediaClock.withCurrent(inner) { throw Failure() }
            }
            #expect(MediaClock.current === outer)
            #expect(!MediaClock.shared.isManual)
        }

        @Test func asyncScopeReachesChildTasksButNotDetachedOnes() async {
            let outer = MediaClock.current
            let inner = MediaClock(manualTime: 7)
            let (inTask, inChild, inDetached) = await MediaClock.withCurrent(inner) {
                await Task.yield()
                let inTask = MediaClock.current === inner
                async let inChild = MediaClock.current === inner
                let inDetached = await Task.detached { MediaClock.current === MediaClock.shared }.value
                return (inTask, await inChild, inDetached)
            }
            #expect(inTask && inChild && inDetached)
            #expect(MediaClock.current === outer)
        }
    }
}
