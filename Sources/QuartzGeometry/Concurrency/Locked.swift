#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex, with `Synchronization.Mutex`'s `withLock`: what the package's
/// types share between threads with.
///
/// It is used instead of `Mutex` so that ThreadSanitizer (`scripts/sanitize.sh thread`) sees
/// the locking: `Mutex` waits on a futex inside the uninstrumented standard library, so under
/// contention TSan saw no happens-before between two threads' critical sections and reported
/// them as Swift access races (the export's timing totals, frame pool and PNG sink did). TSan
/// intercepts `pthread_mutex_lock` and `pthread_mutex_unlock`; uncontended, both cost about
/// what `Mutex` does (a compare-and-swap each).
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` on `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock holding `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns its result.
    package func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
