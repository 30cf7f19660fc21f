import QuartziteCompositor

extension RendererCostModel {
    /// Constants measured on the reference machine (2 vCPU AMD EPYC Zen 4, Mesa 22.3.6 llvmpipe,
    /// release build, 2026-11-22) with `quartzite-gl-bench --model` and the bench-peers
    /// harness (the quietest runs of the session); the `AutoBackend` article says which
    /// measurement each one comes from.
    public static let calibrated = RendererCostModel(
        // fill, rowCopy, rowBlend, solidBlend, bilinearSpan, projectiveSpan, perPixel
        cpuPixelNanoseconds: [0.1, 1.13, 0.47, 4.08, 11.6, 14.2, 38],
        cpuClearNanoseconds: 0.1, cpuQuadNanoseconds: 1000, cpuBlurTapNanoseconds: 0.95, cpuPassMicroseconds: 20,
        glPixelNanoseconds: 9.7, glSolidPixelNanoseconds: 2.4, glClearNanoseconds: 0.72, glReadbackNanoseconds: 0.352,
        glQuadNanoseconds: 1500, glBlurTapNanoseconds: 4.3, glPassMicroseconds: 20)
}
