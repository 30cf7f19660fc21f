#if canImport(Glibc)
import Glibc
#endif

/// `count` zero bytes in a new array — for pixel buffers. From 4 MiB up, on Linux, the 2 MiB-
/// aligned part of the storage is marked for transparent huge pages (`madvise(MADV_HUGEPAGE)`)
/// before it is first touched: a fresh 1080p frame or rasterized image then costs a couple of
/// page faults instead of a thousand (each a kernel entry and a 4 KiB clear), which were a third
/// of a short Lottie render's CPU time. Without huge pages (`never`, other systems) the advice
/// does nothing.
package func zeroedBytes(count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        if let base = buffer.baseAddress {
            adviseHugePages(UnsafeMutableRawPointer(base), byteCount: count)
            base.initialize(repeating: 0, count: count)
        }
        initialized = count
    }
}

/// Asks for huge pages over the 2 MiB-aligned whole pages inside `byteCount` bytes at `base`,
/// when that is at least 4 MiB (smaller buffers hold at most one such page).
private func adviseHugePages(_ base: UnsafeMutableRawPointer, byteCount: Int) {
    #if canImport(Glibc)
    let hugePage = 2 << 20
    guard byteCount >= 2 * hugePage else { return }
    let start = (UInt(bitPattern: base) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
    let end = (UInt(bitPattern: base) + UInt(byteCount)) & ~UInt(hugePage - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
}
