#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread with an 8 MiB stack that runs one closure and can be joined: `join()`
/// returns once the thread has ended, its thread-local destructors included.
///
/// The export joins its threads instead of waiting for a signal at the end of their work:
/// a library's per-thread state (EGL's current context on the render thread) is torn down by
/// such destructors after the closure returns, and a process that exits while one still runs
/// races the library's exit-time teardown (a double free in Mesa's EGL, 1 run in ~200).
final class JoinableThread {
    private var thread: pthread_t

    /// Starts a thread running `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var created: pthread_t?
        #else
        var created = pthread_t()
        #endif
        let status = pthread_create(&created, &attributes, { raw in
            #if canImport(Darwin)
            let box = raw
            #else
            guard let box = raw else { return nil }
            #endif
            Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
            return nil
        }, box)
        precondition(status == 0, "pthread_create failed (\(status))")
        #if canImport(Darwin)
        thread = created!
        #else
        thread = created
        #endif
    }

    /// Waits until the thread has ended.
    func join() {
        pthread_join(thread, nil)
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
