import QuartzGeometry
import QuartziteRender
import Synchronization

/// Byte buffers handed back and forth between pipeline threads so that frames after the first
/// few allocate nothing: a sink takes a buffer in `prepare`, fills it, and gets it back through
/// ``FrameSink/recycle(_:)`` once it has been written. Thread-safe.
final class BufferPool: Sendable {
    /// The buffers given back, each with the rectangle outside which it is zero (nil: unknown).
    private let free = Locked<[(bytes: [UInt8], zeroOutside: PixelRect?)]>([])
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
        takeTracking(count: count).bytes
    }

    /// ``take(count:)`` with the rectangle outside which the buffer is zero: what it was given
    /// back with, empty for a new or resized buffer (zero throughout), nil when unknown.
    func takeTracking(count: Int) -> (bytes: [UInt8], zeroOutside: PixelRect?) {
        let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard var entry = free.withLock({ $0.popLast() }), entry.bytes.capacity >= count else {
            made.add(1, ordering: .relaxed)
            return (zeroedBytes(count: count), empty)
        }
        if entry.bytes.count != count {
            entry.bytes.removeAll(keepingCapacity: true)
            entry.bytes.append(contentsOf: repeatElement(0, count: count))
            entry.zeroOutside = empty
        }
        return entry
    }

    /// Returns `buffer` for reuse (dropped when the pool is full or the buffer is empty), with
    /// the rectangle outside which it is zero when the giver knows it.
    func give(_ buffer: [UInt8], zeroOutside: PixelRect? = nil) {
        guard buffer.capacity > 0 else { return }
        free.withLock { list in
            if list.count < limit { list.append((buffer, zeroOutside)) }
        }
    }

    /// Buffers allocated (or grown) so far: stays constant while frames of one size are
    /// recycled.
    var allocations: Int { made.load(ordering: .relaxed) }
}
