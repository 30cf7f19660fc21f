import QuartziteCompositor

extension RendererCostModel {
    /// Constants measured on the reference machine (2 vCPU AMD EPYC Zen 4, Mesa 22.3.6 llvmpipe,
    /// release build, 2026-11-22) with `quartzite-gl-bench --model` and the bench-peers
    /// harness (the quietest runs of the session), for the CPU kernels this processor runs
    /// (`calibrated(for:)`); the `AutoBackend` article says which measurement each one comes
    /// from.
    public static let calibrated = calibrated(for: .best)

    /// The constants for the software renderer's `kernels`: the C kernels for AVX2 and AVX-512
    /// (issue 17) draw affine bilinear spans in about half the time of the portable code and
    /// blend rows in three quarters, so on such processors sprites go to the CPU renderer.
    package static func calibrated(for kernels: CPUKernels) -> RendererCostModel {
        let bilinearSpan: Double
        let rowBlend: Double
        switch kernels {
        case .portable: (bilinearSpan, rowBlend) = (11.6, 0.47)
        case .avx2: (bilinearSpan, rowBlend) = (6.1, 0.36)
        case .avx512vl: (bilinearSpan, rowBlend) = (5.6, 0.36)
        }
        return RendererCostModel(
            // fill, rowCopy, rowBlend, solidBlend, bilinearSpan, projectiveSpan, perPixel, perPixelSolid,
            // vectorDrawing, solidSpans
            cpuPixelNanoseconds: [0.1, 1.13, rowBlend, 4.08, bilinearSpan, 14.2, 38, 11, 0.5, 2.5],
            cpuClearNanoseconds: 0.1, cpuQuadNanoseconds: 1000, cpuBlurTapNanoseconds: 0.95, cpuPassMicroseconds: 20,
            glPixelNanoseconds: 9.7, glSolidPixelNanoseconds: 2.4, glClearNanoseconds: 0.72, glReadbackNanoseconds: 0.352,
            glQuadNanoseconds: 1500, glBlurTapNanoseconds: 4.3, glPassMicroseconds: 20)
    }
}
