import Foundation
import QuartziteCompositor

/// Draws each frame with whichever of the GL renderer and the CPU renderer is faster for it.
///
/// On a hardware GPU, and with multisampling, every frame goes to the GL renderer. On a
/// software rasterizer (Mesa llvmpipe, softpipe, swrast: ``GLDeviceInfo/isSoftware``)
/// without multisampling the choice is made per frame by a
/// ``RendererCostModel`` from the plan alone (``AutoRendererDecision/decide(_:glIsSoftware:model:softwareThreads:rasterizerThreads:antialiasing:)``):
/// untransformed full-screen layers (the S3 benchmark scene) go to the CPU renderer's row
/// blends, rotated or projected sprites and cards (S1, S2) to llvmpipe. The same plan always
/// gets the same choice, and the frame is exactly the chosen renderer's frame.
///
/// Both renderers keep their own caches, keyed by image identity (`CGImage` is immutable, and
/// each cache entry holds its image, so an identity cannot be reused while cached): a renderer
/// that was not chosen for some frames finds its entries still valid when chosen again, and
/// uploads only images it has not seen. Like ``GLRenderer``, an instance belongs to one thread
/// at a time.
public final class AutoRenderer: Renderer {
    /// The GL renderer.
    public let gl: GLRenderer
    /// The CPU renderer.
    public let software: SoftwareRenderer
    /// The model the choice is made with.
    public let costModel: RendererCostModel
    /// llvmpipe's rasterizer threads: `LP_NUM_THREADS` when set (0 means the calling thread
    /// alone), else the processor count (llvmpipe's default).
    public let rasterizerThreads: Int
    /// Counts the frames drawn by each renderer (shared with whoever reports them).
    public let tally: AutoRendererTally
    /// The decision for the last frame drawn, nil before the first.
    public private(set) var lastDecision: AutoRendererDecision?

    /// Combines `gl` and `software` (default: a CPU renderer on every core with `gl`'s
    /// anti-aliasing policy), choosing with `costModel` and counting frames in `tally`.
    public init(
        gl: GLRenderer, software: SoftwareRenderer? = nil, costModel: RendererCostModel = .calibrated,
        tally: AutoRendererTally = AutoRendererTally()
    ) {
        self.gl = gl
        self.software = software ?? SoftwareRenderer(antialiasing: gl.antialiasing)
        self.costModel = costModel
        self.tally = tally
        let environment = ProcessInfo.processInfo.environment["LP_NUM_THREADS"].flatMap { Int($0) }
        rasterizerThreads = max(1, environment ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Opens a GL renderer with `options` (see ``GLRenderer/init(options:)``) and combines it
    /// with a CPU renderer on `softwareThreads` cores (default: all).
    public convenience init(
        options: GLRendererOptions, softwareThreads: Int = ProcessInfo.processInfo.activeProcessorCount,
        tally: AutoRendererTally = AutoRendererTally()
    ) throws(GLError) {
        let gl = try GLRenderer(options: options)
        self.init(
            gl: gl, software: SoftwareRenderer(threadCount: softwareThreads, antialiasing: options.antialiasing),
            tally: tally)
    }

    /// Whether frames are chosen one by one: the GL renderer runs on a software rasterizer
    /// without multisampling. False on a hardware GPU, or with `sampleCount` > 1 (multisampling
    /// is GL's alone), where every frame is drawn by GL.
    public var choosesPerFrame: Bool { gl.info.isSoftware && gl.sampleCount <= 1 }

    /// Which edges are anti-aliased, for both renderers.
    public var antialiasing: AntialiasingPolicy {
        get { gl.antialiasing }
        set {
            gl.antialiasing = newValue
            software.antialiasing = newValue
        }
    }

    /// The decision `render(_:into:)` would make for `plan`.
    public func decision(for plan: RenderPlan) -> AutoRendererDecision {
        AutoRendererDecision.decide(
            plan, glIsSoftware: choosesPerFrame, model: costModel, softwareThreads: software.threadCount,
            rasterizerThreads: rasterizerThreads, antialiasing: gl.antialiasing)
    }

    /// Draws `plan` with the renderer chosen for it (see `Renderer.render(_:into:)`); the
    /// report is that renderer's. Throws `GLError` when the GL renderer fails.
    public func render(_ plan: RenderPlan, into frame: inout Frame) throws(GLError) -> RenderReport {
        let decision = decision(for: plan)
        lastDecision = decision
        let report: RenderReport
        switch decision.choice {
        case .gl: report = try gl.render(plan, into: &frame)
        case .software: report = software.render(plan, into: &frame)
        }
        // Counted once drawn: a frame GL failed to draw was not drawn by GL.
        tally.record(decision.choice)
        return report
    }
}
