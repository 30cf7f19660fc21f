import Foundation
import QuartzGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A media clock: the time, in seconds, that `CACurrentMediaTime()` reads and that animations
/// are evaluated and fired against. Not Apple API.
///
/// By default a clock reads real time: `CLOCK_MONOTONIC` in seconds (host uptime, as Apple's
/// `mach_absolute_time`). For offscreen rendering and tests it can be driven by hand —
/// ``init(manualTime:)`` or ``useManualTime(start:)``, then ``advance(by:)`` or ``set(to:)`` —
/// so every frame is reproducible (STYLE 5: time is injected).
///
/// `CACurrentMediaTime()` reads ``current``, the clock of the calling context: ``shared`` (the
/// process-wide clock) unless a scope binds another with `withCurrent(_:operation:)`, so
/// independent players, renderers and tests can each run on their own clock at once.
///
/// Moving a clock is what makes animations progress: after each move, the animation delegate
/// callbacks (`animationDidStart`, `animationDidStop(_:finished: true)`), the removal of
/// finished animations with `isRemovedOnCompletion`, and transaction completion blocks that
/// became due are fired **in media-time order** for the layers of the calling thread that were
/// committed on this clock (layer trees and their transactions belong to one thread;
/// `CATransaction.flush()` fires due callbacks as well, for real time). While they fire, this
/// clock is the current one.
public final class MediaClock: Sendable {
    /// The process-wide clock: the one `CACurrentMediaTime()` reads where no scope has bound
    /// another (``current``). It reads real time until driven by hand.
    public static let shared = MediaClock()

    /// The manual time in seconds, or nil when the clock reads real time.
    private let manualTime = Locked<CFTimeInterval?>(nil)

    /// Creates a clock that reads real time.
    public init() {}

    /// Creates a clock driven by hand, reading `start` seconds until it is moved.
    public init(manualTime start: CFTimeInterval) {
        manualTime.withLock { $0 = start }
    }

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
    /// first if needed), then fires the callbacks on this clock that became due, in time order.
    public func advance(by seconds: CFTimeInterval) {
        let time = manualTime.withLock { value -> CFTimeInterval in
            let next = (value ?? Self.monotonicSeconds()) + seconds
            value = next
            return next
        }
        fireDueEvents(at: time)
    }

    /// Sets manual time to `time` seconds (switching to manual time if needed), then fires the
    /// callbacks on this clock that became due, in time order. Moving backwards fires nothing
    /// again.
    public func set(to time: CFTimeInterval) {
        manualTime.withLock { $0 = time }
        fireDueEvents(at: time)
    }

    /// Fires the calling thread's callbacks on this clock that are due at `time` seconds, with
    /// this clock current (callbacks that read `CACurrentMediaTime()` or commit see its time).
    private func fireDueEvents(at time: CFTimeInterval) {
        Self.withCurrent(self) {
            AnimationScheduler.current.processDueEvents(at: time, on: self)
        }
    }

    /// `CLOCK_MONOTONIC` in seconds.
    static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
    }
}

/// The current media time in seconds (Apple's `CACurrentMediaTime()`): the time of
/// ``MediaClock/current``, the calling context's clock — ``MediaClock/shared`` unless a scope
/// binds another — real (`CLOCK_MONOTONIC`) unless driven by hand.
@discardableResult
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current.now
}
