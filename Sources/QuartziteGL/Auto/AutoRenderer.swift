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
/// Made with ``init(startingGLWhenNeeded:software:costModel:tally:onGLStartFailure:)``, it
/// starts GL (EGL display, context) only when the first frame chosen for GL is drawn: opening
/// llvmpipe costs about 40 ms (`eglInitialize` loads the driver and LLVM), more than whole
/// short animations drawn on the CPU. ``gl`` is nil until then, and stays nil when no frame
/// needs GL.
///
/// Both renderers keep their own caches, keyed by image identity (`CGImage` is immutable, and
/// each cache entry holds its image, so an identity cannot be reused while cached): a renderer
/// that was not chosen for some frames finds its entries still valid when chosen again, and
/// uploads only images it has not seen. Like ``GLRenderer``, an instance belongs to one thread
/// at a time.
public final class AutoRenderer: Renderer {
    /// The GL renderer: the one given to ``init(gl:software:costModel:tally:)``; with
    /// ``init(startingGLWhenNeeded:software:costModel:tally:onGLStartFailure:)``, nil until the
    /// first frame chosen for GL starts it (and for good when it could not start).
    public private(set) var gl: GLRenderer?
    /// The CPU renderer.
    public let software: SoftwareRenderer
    /// The model the choice is made with.
    public let costModel: RendererCostModel
    /// llvmpipe's rasterizer threads: `LP_NUM_THREADS` when set (0 means the calling thread
    /// alone), else the processor count (llvmpipe's default).
    public let rasterizerThreads: Int
    /// Counts the frames drawn by each renderer and records whether GL started (shared with
    /// whoever reports them).
    public let tally: AutoRendererTally
    /// The decision for the last frame drawn, nil before the first.
    public private(set) var lastDecision: AutoRendererDecision?
    /// Why GL could not be started when a frame needed it, nil otherwise; every frame is then
    /// drawn by the CPU renderer.
    public private(set) var glStartFailure: GLError?
    /// The options GL is started with when first needed; nil when it was given.
    private let deferredOptions: GLRendererOptions?
    /// Called once, on the drawing thread, when GL could not be started.
    private let onGLStartFailure: ((GLError) -> Void)?
    /// Which edges are anti-aliased (both renderers' policy, also before GL starts).
    private var policy: AntialiasingPolicy

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
        policy = gl.antialiasing
        deferredOptions = nil
        onGLStartFailure = nil
        rasterizerThreads = Self.llvmpipeThreads
        tally.recordGLStart(gl.info)
    }

    /// Combines `software` with a GL renderer opened with `options` (see
    /// ``GLRenderer/init(options:)``) when the first frame chosen for GL is drawn, not before.
    ///
    /// Until GL has started, frames are chosen as for a software rasterizer (per frame, GL
    /// only with multisampling): use it where every EGL device is one
    /// (``EGLDeviceSurvey/onlySoftwareDevices()``), so that a scene the CPU renderer draws
    /// faster never opens EGL. On a hardware GPU every frame goes to GL: make the GL renderer
    /// first and use ``init(gl:software:costModel:tally:)``. Should GL turn out to run on
    /// hardware when started, every later frame goes to it.
    ///
    /// When GL cannot be started (no EGL display or GLES 3 context, or frames larger than its
    /// `GL_MAX_TEXTURE_SIZE`), the frame that needed it and every later one are drawn by the
    /// CPU renderer, and `onGLStartFailure` is called once with the reason, on the drawing
    /// thread.
    public init(
        startingGLWhenNeeded options: GLRendererOptions, software: SoftwareRenderer, costModel: RendererCostModel = .calibrated,
        tally: AutoRendererTally = AutoRendererTally(), onGLStartFailure: ((GLError) -> Void)? = nil
    ) {
        gl = nil
        self.software = software
        self.costModel = costModel
        self.tally = tally
        policy = options.antialiasing
        software.antialiasing = options.antialiasing
        deferredOptions = options
        self.onGLStartFailure = onGLStartFailure
        rasterizerThreads = Self.llvmpipeThreads
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

    /// `LP_NUM_THREADS` when set, else the processor count (at least 1).
    private static var llvmpipeThreads: Int {
        let environment = ProcessInfo.processInfo.environment["LP_NUM_THREADS"].flatMap { Int($0) }
        return max(1, environment ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Whether frames are chosen one by one: the GL renderer runs on a software rasterizer
    /// without multisampling (before a deferred GL has started: none is asked for). False on a
    /// hardware GPU, or with `sampleCount` > 1 (multisampling is GL's alone), where every
    /// frame is drawn by GL.
    public var choosesPerFrame: Bool {
        if let gl { return gl.info.isSoftware && gl.sampleCount <= 1 }
        return (deferredOptions?.sampleCount ?? 0) <= 1
    }

    /// Which edges are anti-aliased, for both renderers.
    public var antialiasing: AntialiasingPolicy {
        get { policy }
        set {
            policy = newValue
            gl?.antialiasing = newValue
            software.antialiasing = newValue
        }
    }

    /// The decision `render(_:into:)` would make for `plan` (GL's start aside: a frame chosen
    /// for a GL that then cannot start is drawn by the CPU renderer).
    public func decision(for plan: RenderPlan) -> AutoRendererDecision {
        if glStartFailure != nil { return AutoRendererDecision(choice: .software) }
        return AutoRendererDecision.decide(
            plan, glIsSoftware: choosesPerFrame, model: costModel, softwareThreads: software.threadCount,
            rasterizerThreads: rasterizerThreads, antialiasing: policy)
    }

    /// Draws `plan` with the renderer chosen for it (see `Renderer.render(_:into:)`), starting
    /// a deferred GL first when it is chosen; the report is that renderer's. Throws `GLError`
    /// when the GL renderer fails while drawing.
    public func render(_ plan: RenderPlan, into frame: inout Frame) throws(GLError) -> RenderReport {
        var decision = decision(for: plan)
        if decision.choice == .gl, gl == nil {
            if let started = startGL(for: plan) {
                // On hardware every frame is GL's, with nothing estimated.
                if !started.info.isSoftware { decision = self.decision(for: plan) }
            } else {
                decision.choice = .software
            }
        }
        lastDecision = decision
        let report: RenderReport
        switch decision.choice {
        case .gl:
            guard let gl else { preconditionFailure("GL chosen before it started") }
            report = try gl.render(plan, into: &frame)
        case .software: report = software.render(plan, into: &frame)
        }
        // Counted once drawn: a frame GL failed to draw was not drawn by GL.
        tally.record(decision.choice)
        return report
    }

    /// Starts the deferred GL renderer for `plan`'s frame; nil (with the failure recorded and
    /// reported) when it cannot start.
    private func startGL(for plan: RenderPlan) -> GLRenderer? {
        guard var options = deferredOptions, glStartFailure == nil else { return nil }
        options.antialiasing = policy
        let failure: GLError
        do {
            let started = try GLRenderer(options: options)
            let size = plan.frame?.size ?? PixelSize(width: 0, height: 0)
            if max(size.width, size.height) <= started.info.maxTextureSize {
                gl = started
                tally.recordGLStart(started.info)
                return started
            }
            // A frame is one render target: larger than the device's textures, GL cannot draw it.
            failure = .frameTooLarge(
                width: size.width, height: size.height, renderer: started.info.renderer,
                maxTextureSize: started.info.maxTextureSize)
        } catch {
            failure = error
        }
        glStartFailure = failure
        tally.recordGLStartFailure(failure)
        onGLStartFailure?(failure)
        return nil
    }
}
