import CPixelKernels

/// Which implementation of the software renderer's hottest loops runs: the portable Swift
/// code (SSE2 on x86_64), or the C kernels of `CPixelKernels` for AVX2 or for AVX-512 (the
/// bilinear span's 256-bit code with 32 registers, row blends in 512-bit vectors). All give
/// the same bytes.
package enum CPUKernels: UInt8, Sendable, Comparable {
    case portable
    case avx2
    case avx512vl

    /// The widest this processor and OS support.
    package static let best: CPUKernels =
        qz_cpu_has_avx512vl() != 0 ? .avx512vl : qz_cpu_has_avx2() != 0 ? .avx2 : .portable

    package static func < (a: CPUKernels, b: CPUKernels) -> Bool { a.rawValue < b.rawValue }
}
