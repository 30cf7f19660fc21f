import QuartziteCompositor

/// Estimates, from a plan's `FrameWorkload` alone, how long the CPU renderer
/// (`SoftwareRenderer`) and the GL renderer on a software rasterizer (Mesa llvmpipe) take to
/// draw a frame, so ``AutoRenderer`` can pick the faster one per frame. Deterministic: the
/// same workload always gives the same estimates and the same choice.
///
/// The CPU estimate prices each pixel by the path the CPU renderer takes for its quad (row
/// copies and blends for untransformed layers are ~20× cheaper per pixel than bilinear spans
/// under a rotation); llvmpipe shades every covered pixel at nearly the same cost whatever the
/// transform, and pays a readback of the frame. Per-pixel and per-quad costs are in
/// core-nanoseconds (divided by the threads drawing); the readback and per-frame costs are
/// wall time. The constants of ``calibrated`` and where they come from are in the
/// `AutoBackend` article.
public struct RendererCostModel: Sendable, Hashable {
    /// CPU renderer: core-nanoseconds per visited pixel, indexed by
    /// `FrameWorkload.CPUPath.rawValue`.
    public var cpuPixelNanoseconds: [Double]
    /// CPU renderer: core-nanoseconds per pass pixel cleared.
    public var cpuClearNanoseconds: Double
    /// CPU renderer: core-nanoseconds per quad drawn (preparation, band tests).
    public var cpuQuadNanoseconds: Double
    /// CPU renderer: core-nanoseconds per blur tap (see `FrameWorkload.blurTaps`).
    public var cpuBlurTapNanoseconds: Double
    /// CPU renderer: microseconds of wall time per pass (dispatching its bands).
    public var cpuPassMicroseconds: Double

    /// llvmpipe: core-nanoseconds per covered pixel of a textured quad shaded and blended.
    public var glPixelNanoseconds: Double
    /// llvmpipe: core-nanoseconds per covered pixel of a solid-colour quad.
    public var glSolidPixelNanoseconds: Double
    /// llvmpipe: core-nanoseconds per pass pixel cleared.
    public var glClearNanoseconds: Double
    /// llvmpipe: nanoseconds of wall time per frame pixel read back (`glReadPixels`).
    public var glReadbackNanoseconds: Double
    /// llvmpipe: nanoseconds of wall time per quad (instance encoding, vertex work, binning).
    public var glQuadNanoseconds: Double
    /// llvmpipe: core-nanoseconds per blur tap.
    public var glBlurTapNanoseconds: Double
    /// llvmpipe: microseconds of wall time per pass (framebuffer switch, flush) .
    public var glPassMicroseconds: Double

    /// Creates a model from its constants (see the properties for units).
    public init(
        cpuPixelNanoseconds: [Double], cpuClearNanoseconds: Double, cpuQuadNanoseconds: Double,
        cpuBlurTapNanoseconds: Double, cpuPassMicroseconds: Double,
        glPixelNanoseconds: Double, glSolidPixelNanoseconds: Double, glClearNanoseconds: Double, glReadbackNanoseconds: Double,
        glQuadNanoseconds: Double, glBlurTapNanoseconds: Double, glPassMicroseconds: Double
    ) {
        precondition(cpuPixelNanoseconds.count == FrameWorkload.CPUPath.allCases.count, "one cost per CPU path")
        self.cpuPixelNanoseconds = cpuPixelNanoseconds
        self.cpuClearNanoseconds = cpuClearNanoseconds
        self.cpuQuadNanoseconds = cpuQuadNanoseconds
        self.cpuBlurTapNanoseconds = cpuBlurTapNanoseconds
        self.cpuPassMicroseconds = cpuPassMicroseconds
        self.glPixelNanoseconds = glPixelNanoseconds
        self.glSolidPixelNanoseconds = glSolidPixelNanoseconds
        self.glClearNanoseconds = glClearNanoseconds
        self.glReadbackNanoseconds = glReadbackNanoseconds
        self.glQuadNanoseconds = glQuadNanoseconds
        self.glBlurTapNanoseconds = glBlurTapNanoseconds
        self.glPassMicroseconds = glPassMicroseconds
    }

    /// The estimated milliseconds the CPU renderer takes for `work` on `threads` cores.
    public func softwareMilliseconds(_ work: FrameWorkload, threads: Int) -> Double {
        var coreNanoseconds = work.passPixels * cpuClearNanoseconds + Double(work.quads) * cpuQuadNanoseconds
            + work.blurTaps * cpuBlurTapNanoseconds
        for path in FrameWorkload.CPUPath.allCases {
            coreNanoseconds += work.cpuPixels(path) * cpuPixelNanoseconds[path.rawValue]
        }
        return coreNanoseconds / Double(max(1, threads)) / 1e6 + Double(work.passes) * cpuPassMicroseconds / 1e3
    }

    /// The estimated milliseconds the GL renderer on llvmpipe with `threads` rasterizer threads
    /// takes for `work`, readback included.
    public func glMilliseconds(_ work: FrameWorkload, threads: Int) -> Double {
        let coreNanoseconds =
            (work.coveredPixels - work.coveredSolidPixels) * glPixelNanoseconds
            + work.coveredSolidPixels * glSolidPixelNanoseconds + work.passPixels * glClearNanoseconds
            + work.blurTaps * glBlurTapNanoseconds
        return coreNanoseconds / Double(max(1, threads)) / 1e6
            + (work.framePixels * glReadbackNanoseconds + Double(work.quads) * glQuadNanoseconds) / 1e6
            + Double(work.passes) * glPassMicroseconds / 1e3
    }
}
