import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process-wide media clock that `CACurrentMediaTime()` reads. Not Apple API.
///
/// By default it reads real time: `CLOCK_MONOTONIC` in seconds (host uptime, as Apple's
/// `mach_absolute_time`). For offscreen rendering and tests it can be driven by hand —
/// ``useManualTime(start:)``, then ``advance(by:)`` or ``set(to:)`` — so every frame is
/// reproducible (STYLE 5: time is injected).
///
/// Moving the clock is what makes animations progress: after each move, the animation
/// delegate callbacks (`animationDidStart`, `animationDidStop(_:finished: true)`), the removal
/// of finished animations with `isRemovedOnCompletion`, and transaction completion blocks
/// that became due are fired **in media-time order** for the layers of the calling thread
/// (layer trees and their transactions belong to one thread; `CATransaction.flush()` fires
/// due callbacks as well, for real time).
public final class MediaClock: Sendable {
    /// The clock `CACurrentMediaTime()` reads.
    public static let shared = MediaClock()

    /// The manual time in seconds, or nil when the clock reads real time.
    private let manualTime = Mutex<CFTimeInterval?>(nil)

    /// Creates a clock that reads real time.
    public init() {}

    /// The current media time in seconds.
    public var now: CFTimeInterval {
        manualTime.withLock { $0 } ?? Self.monotonicSeconds()
    }

    /// Whether the clock is driven by hand.
    public var isManual: Bool {
        manualTime.withLock { $0 != nil }
    }

    /// Switches to manual time, starting at `start` seconds (default: the current time, so
    /// the switch does not jump).
    public func useManualTime(start: CFTimeInterval? = nil) {
        let begin = start ?? now
        manualTime.withLock { $0 = begin }
    }

    /// Switches back to real time.
    public func useRealTime() {
        manualTime.withLock { $0 = nil }
    }

    /// Moves manual time forward by `seconds` (switching to manual time at the current time
    /// first if needed), then fires the callbacks that became due, in time order.
    public func advance(by seconds: CFTimeInterval) {
        let time = manualTime.withLock { value -> CFTimeInterval in
            let next = (value ?? Self.monotonicSeconds()) + seconds
            value = next
            return next
        }
        AnimationScheduler.current.processDueEvents(at: time)
    }

    /// Sets manual time to `time` seconds (switching to manual time if needed), then fires the
    /// callbacks that became due, in time order. Moving backwards fires nothing again.
    public func set(to time: CFTimeInterval) {
        manualTime.withLock { $0 = time }
        AnimationScheduler.current.processDueEvents(at: time)
    }

    /// `CLOCK_MONOTONIC` in seconds.
    static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
    }
}

/// The current media time in seconds (Apple's `CACurrentMediaTime()`): the time of
/// ``MediaClock/shared``, real (`CLOCK_MONOTONIC`) unless driven by hand.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.shared.now
}
