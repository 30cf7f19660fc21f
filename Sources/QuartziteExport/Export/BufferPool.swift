import QuartzGeometry
import Synchronization

/// Byte buffers handed back and forth between pipeline threads so that frames after the first
/// few allocate nothing: a sink takes a buffer in `prepare`, fills it, and gets it back through
/// ``FrameSink/recycle(_:)`` once it has been written. Thread-safe.
final class BufferPool: Sendable {
    private let free = Locked<[[UInt8]]>([])
    private let made = Atomic<Int>(0)
    /// Buffers kept at most (more are released).
    let limit: Int

    /// Creates an empty pool keeping at most `limit` buffers.
    init(limit: Int = 16) {
        self.limit = limit
    }

    /// A buffer of `count` bytes (contents unspecified): a returned one when there is one,
    /// else a new one.
    func take(count: Int) -> [UInt8] {
        var buffer = free.withLock { $0.popLast() } ?? []
        if buffer.capacity < count {
            made.add(1, ordering: .relaxed)
            return zeroedBytes(count: count)
        }
        if buffer.count != count {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(0, count: count))
        }
        return buffer
    }

    /// Returns `buffer` for reuse (dropped when the pool is full or the buffer is empty).
    func give(_ buffer: [UInt8]) {
        guard buffer.capacity > 0 else { return }
        free.withLock { list in
            if list.count < limit { list.append(buffer) }
        }
    }

    /// Buffers allocated (or grown) so far: stays constant while frames of one size are
    /// recycled.
    var allocations: Int { made.load(ordering: .relaxed) }
}
