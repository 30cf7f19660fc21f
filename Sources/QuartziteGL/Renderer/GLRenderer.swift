import CEGL
import Foundation
import QuartzGeometry
import QuartziteCompositor

/// Draws render plans with the GLSL ES shaders of `Shaders/` on a headless EGL/GLES 3 context,
/// with the formulas of `PixelMath` (the CPU renderer's), so frames match the software
/// renderer's within a small tolerance. Output is premultiplied RGBA8, row 0 at the top.
///
/// Quads stream as instances (one buffer per frame) and draw in painter order with one
/// instanced draw per run of quads sharing program content, texture set, mask and scissor;
/// plan textures live in a cache of texture arrays; passes render into pooled framebuffer
/// textures. `render(_:into:)` reads the frame back at once; `submit(_:)` and
/// `receive(into:)` pipeline frames through a ring of pixel-pack buffers.
/// An instance and its context belong to one thread at a time.
public final class GLRenderer: Renderer {
    /// The EGL/GLES context the renderer draws with.
    public let context: GLContext
    /// Which edges are anti-aliased: as each layer says, none, or all.
    public var antialiasing: AntialiasingPolicy
    /// Samples per pixel of the frame pass (1 for no multisampling).
    public let sampleCount: Int
    /// Counts from the last frame drawn.
    public internal(set) var statistics = GLFrameStatistics()
    /// The problems logged so far (each once): content that could not be drawn and was drawn
    /// magenta instead, and passes beyond the context's limits, left empty.
    public var loggedProblems: [String] { driver.problems.messages }

    let state = GLStateCache()
    let programs = ProgramCache()
    let textures: TextureCache
    let targets: PassTargetPool
    let readback: ReadbackRing
    /// `GLRendererOptions.readbackCopyThreads`.
    let readbackCopyThreads: Int
    /// Times each frame on the GPU when `GLRendererOptions.measuresGPUTime` asks for it.
    let gpuTimer: GPUFrameTimer?
    let debugGroups: DebugGroups
    let driver = RenderDriver(source: "GLRenderer")
    // Encoding scratch, used by one thread at a time and never by overlapping accesses: the
    // per-access exclusivity checks are switched off (they cost more than the encoding).
    @exclusivity(unchecked) var instances: [QuadInstance] = []
    @exclusivity(unchecked) var batches: [QuadBatch] = []
    /// This frame's passes as encoded, in order.
    var encodedPasses: [EncodedPass] = []
    /// The target each pass drew into this frame, by pass index.
    var passTargets: [PassTarget] = []
    /// The texture blended quads read the pass under them from (a pool target of this frame,
    /// taken by the first blended quad; see `copyBackdrop`).
    var backdrop: PassTarget?
    @exclusivity(unchecked) var currentPassFirstBatch = 0
    /// The targets of passes with a cache key, by `RenderPassCacheKey.id`.
    var keptPasses: [UInt64: KeptPass] = [:]
    /// Counts frames; kept passes remember the last one that used them.
    var frameNumber = 0
    var vertexArray: GLuint = 0
    var instanceBuffer: GLuint = 0
    var instanceBufferCapacity = 0
    var weightTexture: GLuint = 0
    var weightSigma = -1.0
    var weights: [Float] = []
    /// The frame the driver is handed when `submit` reads back later (never written).
    var unusedFrame = Frame(width: 0, height: 0)
    /// Whether `submit` reads each frame back at once (`PipelinedReadback.atSubmission`,
    /// chosen for `.automatic` on a software rasterizer).
    public let readsBackAtSubmission: Bool
    /// Frames read back at submission and not yet received, oldest first.
    var submittedFrames: [Frame] = []
    /// Frames received callers handed over in exchange, to read the next submissions into.
    var spareFrames: [Frame] = []

    /// A pass whose quads are encoded: where its batches end, and whether its kept output is
    /// reused instead of drawing them.
    struct EncodedPass {
        var pass: ValidatedPass
        var reused: Bool
        var batchEnd: Int
    }

    /// The output of a pass with a cache key, kept between frames.
    struct KeptPass {
        var version: UInt64
        let target: PassTarget
        var lastUse: Int
    }

    /// Opens a context as `options.platform` says (see `GLContext.init(platform:)`) and creates
    /// a renderer on it. Throws `GLError` when no EGL display or GLES 3 context can be had.
    public convenience init(options: GLRendererOptions = GLRendererOptions()) throws(GLError) {
        try self.init(context: GLContext(platform: options.platform), options: options)
    }

    /// Creates a renderer on `context` (made current on this thread).
    public init(context: GLContext, options: GLRendererOptions = GLRendererOptions()) throws(GLError) {
        self.context = context
        try context.makeCurrent()
        antialiasing = options.antialiasing
        let maxSamples = max(1, context.info.maxSamples)
        sampleCount = min(max(1, options.sampleCount), maxSamples)
        let maxSize = min(context.info.maxTextureSize, options.maxTextureSize ?? .max)
        textures = TextureCache(
            maxTextureSize: maxSize, maxLayers: context.info.maxArrayTextureLayers,
            budgetBytes: options.textureBudgetBytes, state: state)
        targets = PassTargetPool(state: state)
        readback = ReadbackRing(slots: options.readbackSlots)
        readbackCopyThreads = options.readbackCopyThreads
        switch options.pipelinedReadback {
        case .automatic: readsBackAtSubmission = context.info.isSoftware
        case .pixelPackBuffers: readsBackAtSubmission = false
        case .atSubmission: readsBackAtSubmission = true
        }
        gpuTimer = options.measuresGPUTime ? GPUFrameTimer(extensions: context.info.extensions) : nil
        debugGroups = DebugGroups(extensions: context.info.extensions)
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        glGenBuffers(1, &instanceBuffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        for a in 0..<QuadInstance.attributeCount {
            glEnableVertexAttribArray(GLuint(a))
            glVertexAttribDivisor(GLuint(a), 1)
        }
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_DITHER))
        try glCheck("vertex array setup")
    }

    deinit {
        guard (try? context.makeCurrent()) != nil else { return }
        programs.deleteAll()
        textures.deleteAll()
        for kept in keptPasses.values { targets.release(kept.target) }
        targets.deleteAll()
        readback.deleteAll()
        gpuTimer?.delete()
        glDeleteBuffers(1, &instanceBuffer)
        glDeleteVertexArrays(1, &vertexArray)
        if weightTexture != 0 { glDeleteTextures(1, &weightTexture) }
    }

    /// What the context runs on.
    public var info: GLDeviceInfo { context.info }

    /// The texture cache's memory budget in bytes.
    public var textureBudgetBytes: Int {
        get { textures.budgetBytes }
        set { textures.budgetBytes = newValue }
    }

    /// Whether `image` is resident in the texture cache (with mip levels for trilinear use).
    public func hasCachedTexture(_ image: CGImage, mipmapped: Bool = false) -> Bool {
        textures.contains(image, mipmapped: mipmapped)
    }

    /// Draws `plan` and reads the frame pass into `frame` (see `Renderer.render(_:into:)`);
    /// throws `GLError` when GL fails.
    public func render(_ plan: RenderPlan, into frame: inout Frame) throws(GLError) -> RenderReport {
        try draw(plan, into: &frame)
    }

    /// Draws `plan` and reads the frame pass into `frame` synchronously; throws `GLError`.
    public func draw(_ plan: RenderPlan, into frame: inout Frame) throws(GLError) -> RenderReport {
        let clock = ContinuousClock()
        let start = clock.now
        gpuTimer?.begin()
        defer { gpuTimer?.end() }
        var report = try driver.render(plan, with: self, antialiasing: antialiasing, frame: &frame)
        let size = driver.frameSize
        let t0 = clock.now
        var failure: GLError?
        frame.withUnsafeMutablePixels(resizingTo: size) { pixels in
            guard size.width > 0, size.height > 0, let base = pixels.baseAddress else { return }
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
            glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), base)
            let code = glGetError()
            if code != GLenum(GL_NO_ERROR) { failure = GLError.gl(function: "glReadPixels", error: ErrorNames.gl(code)) }
        }
        targets.endFrame()
        if let failure { throw failure }
        report.rasterTime += clock.now - t0
        report.totalTime = clock.now - start
        return report
    }

    /// Draws `plan` and starts reading its frame into the readback ring without waiting; the
    /// frame is delivered by a later `receive(into:)`, in submission order. Throws
    /// `GLError.readbackRingFull` when every slot holds a frame not yet received.
    public func submit(_ plan: RenderPlan) throws(GLError) -> RenderReport {
        guard pendingFrames < readback.capacity else { throw GLError.readbackRingFull(slots: readback.capacity) }
        if readsBackAtSubmission {
            var frame = spareFrames.popLast() ?? Frame(width: 0, height: 0)
            let report = try draw(plan, into: &frame)
            submittedFrames.append(frame)
            return report
        }
        let clock = ContinuousClock()
        let start = clock.now
        gpuTimer?.begin()
        defer { gpuTimer?.end() }
        var report = try driver.render(plan, with: self, antialiasing: antialiasing, frame: &unusedFrame)
        let size = driver.frameSize
        try readback.startRead(width: size.width, height: size.height)
        targets.endFrame()
        glFlush()
        report.totalTime = clock.now - start
        return report
    }

    /// The GPU time of each frame drawn since the last `resetGPUFrameTimes()` whose timing the
    /// GPU has finished, oldest first (at most the last 4,096): from its first command to its
    /// read-back into memory the CPU can read. Empty unless `GLRendererOptions.measuresGPUTime`
    /// is set and the context has `GL_EXT_disjoint_timer_query`.
    public var gpuFrameTimes: [Duration] {
        guard let gpuTimer, (try? context.makeCurrent()) != nil else { return [] }
        gpuTimer.collect()
        return gpuTimer.nanoseconds.map { .nanoseconds(Int64($0)) }
    }

    /// Forgets the GPU frame times collected so far.
    public func resetGPUFrameTimes() {
        guard (try? context.makeCurrent()) != nil else { return }
        gpuTimer?.reset()
    }

    /// Frames submitted and not yet received.
    public var pendingFrames: Int { readsBackAtSubmission ? submittedFrames.count : readback.pending }

    /// Waits for the oldest submitted frame and copies it into `frame` (row 0 at the top);
    /// false when no frame is pending. Read back at submission, the frame is exchanged for
    /// `frame`'s storage instead of copied.
    public func receive(into frame: inout Frame) throws(GLError) -> Bool {
        if readsBackAtSubmission {
            guard !submittedFrames.isEmpty else { return false }
            var received = submittedFrames.removeFirst()
            swap(&frame, &received)
            if spareFrames.count < readback.capacity { spareFrames.append(received) }
            return true
        }
        try context.makeCurrent()
        return try readback.finishOldest { width, height, pixels in
            frame.withUnsafeMutablePixels(resizingTo: PixelSize(width: width, height: height)) { out in
                guard let dst = out.baseAddress, let src = pixels.baseAddress else { return }
                let bytes = min(out.count, pixels.count)
                let bands = ParallelCopy.bands(for: bytes, requested: readbackCopyThreads)
                ParallelCopy(destination: UnsafeMutableRawPointer(dst), source: src, byteCount: bytes, bands: bands).run()
            }
        }
    }
}
