import Dispatch

/// Copies a read-back frame out of a mapped pixel-pack buffer on one thread or several
/// (`GLRendererOptions.readbackCopyThreads`; on the H100 machine several were no faster).
/// Each thread copies one contiguous band of the buffer — hence `@unchecked Sendable`.
struct ParallelCopy: @unchecked Sendable {
    let destination: UnsafeMutableRawPointer
    let source: UnsafeRawPointer
    let byteCount: Int
    let bands: Int

    /// The threads a copy of `byteCount` bytes is split over for `requested` threads: no band
    /// under 64 KiB.
    static func bands(for byteCount: Int, requested: Int) -> Int {
        max(1, min(requested, byteCount >> 16))
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
