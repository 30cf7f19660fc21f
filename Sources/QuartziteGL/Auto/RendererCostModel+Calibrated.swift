import QuartziteRender

extension RendererCostModel {
    /// Constants measured on the reference machine (2 vCPU AMD EPYC Zen 4, Mesa 22.3.6 llvmpipe,
    /// release build, 2026-11-22) with `quartzite-gl-bench --model`; see the `AutoBackend`
    /// article for the measurements each one comes from.
    public static let calibrated = RendererCostModel(
        cpuPixelNanoseconds: [0.3, 0.5, 0.5, 3, 12, 14, 60],
        cpuClearNanoseconds: 0.1, cpuQuadNanoseconds: 2000, cpuBlurTapNanoseconds: 1, cpuPassMicroseconds: 20,
        glPixelNanoseconds: 8, glSolidPixelNanoseconds: 2, glClearNanoseconds: 0.2, glReadbackNanoseconds: 0.35,
        glQuadNanoseconds: 500, glBlurTapNanoseconds: 1, glPassMicroseconds: 100)
}
