import Dispatch

/// Copies a read-back frame out of a mapped pixel-pack buffer on several threads: one thread's
/// `memcpy` out of driver-mapped memory moves a 1080p frame (8.3 MB) in about half a
/// millisecond on a hardware GPU's host, a frame budget of its own at 1,000 frames/s.
/// Each thread copies one contiguous band of the buffer — hence `@unchecked Sendable`.
struct ParallelCopy: @unchecked Sendable {
    let destination: UnsafeMutableRawPointer
    let source: UnsafeRawPointer
    let byteCount: Int
    let bands: Int

    /// The threads a copy of `byteCount` bytes is split over for `requested` threads (0: one
    /// thread per 1 MiB, at most 8 and at most the cores).
    static func bands(for byteCount: Int, requested: Int, cores: Int) -> Int {
        if requested > 0 { return min(requested, max(1, byteCount >> 16)) }
        return max(1, min(8, cores, byteCount >> 20))
    }

    /// Copies band `index` of `bands` (64-byte aligned boundaries).
    func copy(band index: Int) {
        let start = (byteCount * index / bands) & ~63
        let end = index == bands - 1 ? byteCount : (byteCount * (index + 1) / bands) & ~63
        guard end > start else { return }
        (destination + start).copyMemory(from: source + start, byteCount: end - start)
    }

    func run() {
        if bands <= 1 {
            destination.copyMemory(from: source, byteCount: byteCount)
        } else {
            DispatchQueue.concurrentPerform(iterations: bands) { copy(band: $0) }
        }
    }
}
