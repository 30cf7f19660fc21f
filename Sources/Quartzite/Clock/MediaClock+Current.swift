import Foundation

extension MediaClock {
    /// The clock bound by the innermost enclosing `withCurrent(_:operation:)` scope, nil
    /// outside every scope.
    @TaskLocal private static var bound: MediaClock?

    /// The clock of the calling context: the one `CACurrentMediaTime()` reads and transactions
    /// commit at. It is the clock bound by the innermost enclosing `withCurrent(_:operation:)`,
    /// or ``shared`` where none is bound, so a program that never binds a clock uses ``shared``.
    ///
    /// The binding is task-local: synchronous code sees the binding of the scope it runs in,
    /// on whatever thread; child tasks (`async let`, task groups) and `Task {}` inherit it;
    /// detached tasks and threads started inside a scope begin with ``shared``.
    public static var current: MediaClock {
        bound ?? shared
    }

    /// Runs `operation` with `clock` as the ``current`` clock and returns its result; the
    /// previous clock is current again afterwards, even when `operation` throws. Layers committed
    /// inside the scope start their animations at `clock`'s time and have their callbacks fired
    /// when `clock` moves; presentation values read inside the scope are at `clock`'s time
    /// (seconds).
    ///
    /// ```swift
    /// let clock = MediaClock(manualTime: 0)
    /// MediaClock.withCurrent(clock) {
    ///     layer.add(fade, forKey: "fade")
    ///     CATransaction.flush()              // committed at 0 s on `clock`
    ///     clock.set(to: 0.5)
    ///     layer.presentation()?.opacity      // half way
    /// }
    /// ```
    public static func withCurrent<R>(
        _ clock: MediaClock, operation: () throws -> R
    ) rethrows -> R {
        try $bound.withValue(clock, operation: operation)
    }

    /// Runs the asynchronous `operation` with `clock` as the ``current`` clock, for it and the
    /// child tasks it creates, and returns its result; the previous clock is current again
    /// afterwards, even when `operation` throws. `isolation` is the actor `operation` runs on:
    /// the caller's by default.
    public static func withCurrent<R>(
        _ clock: MediaClock, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await $bound.withValue(clock, operation: operation, isolation: isolation)
    }
}
