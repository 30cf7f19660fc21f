import QuartziteCompositor

/// Settings of a `GLRenderer`.
public struct GLRendererOptions: Sendable {
    /// The EGL platform; nil: `QUARTZITE_GPU_PLATFORM`, else automatic (device, GBM, surfaceless).
    public var platform: GPUPlatform?
    /// Which edges are anti-aliased: as each layer says, none, or all.
    public var antialiasing: AntialiasingPolicy
    /// Samples per pixel of the frame pass (multisampling resolved by a blit); 0 or 1 for none.
    /// Clamped to `GL_MAX_SAMPLES`.
    public var sampleCount: Int
    /// The texture cache's memory budget in bytes (least recently used images are evicted).
    public var textureBudgetBytes: Int
    /// A texture size limit below the device's `GL_MAX_TEXTURE_SIZE` (larger images are tiled);
    /// nil for the device's limit.
    public var maxTextureSize: Int?
    /// Pixel-pack buffers in the readback ring used by `submit`/`receive` (≥ 1).
    public var readbackSlots: Int
    /// Threads that copy a pipelined frame out of its pixel-pack buffer in `receive(into:)`
    /// (default 1: on the H100 machine more threads were no faster — 1.62–1.63 ms a pipelined
    /// S1-1000 frame on one, 1.67–1.87 on four or eight).
    public var readbackCopyThreads: Int
    /// Whether the GPU time of each frame is measured (`GLRenderer.gpuFrameTimes`; needs
    /// `GL_EXT_disjoint_timer_query`, else no times are collected).
    public var measuresGPUTime: Bool
    /// How `submit`/`receive` read frames back.
    public var pipelinedReadback: PipelinedReadback

    /// Creates options; by default automatic platform, per-layer anti-aliasing, no
    /// multisampling, a 512 MiB texture budget, the device's size limit and two readback slots.
    public init(
        platform: GPUPlatform? = nil, antialiasing: AntialiasingPolicy = .perLayer, sampleCount: Int = 0,
        textureBudgetBytes: Int = 512 << 20, maxTextureSize: Int? = nil, readbackSlots: Int = 2,
        readbackCopyThreads: Int = 1, measuresGPUTime: Bool = false, pipelinedReadback: PipelinedReadback = .automatic
    ) {
        self.platform = platform
        self.antialiasing = antialiasing
        self.sampleCount = sampleCount
        self.textureBudgetBytes = textureBudgetBytes
        self.maxTextureSize = maxTextureSize
        self.readbackSlots = readbackSlots
        self.readbackCopyThreads = max(1, readbackCopyThreads)
        self.measuresGPUTime = measuresGPUTime
        self.pipelinedReadback = pipelinedReadback
    }
}

/// How a `GLRenderer` reads back the frames of `submit(_:)`, delivered by `receive(into:)`.
public enum PipelinedReadback: Sendable, Hashable {
    /// ``pixelPackBuffers`` on a GPU, ``atSubmission`` on a software rasterizer
    /// (`GLDeviceInfo.isSoftware`: llvmpipe), where the GPU is the CPU and nothing overlaps —
    /// a pixel-pack buffer there is one more copy of every frame (S1-100 at 1080p on llvmpipe:
    /// 3.7 ms a frame through the buffers, 3.1 read at once).
    case automatic
    /// Into the ring of pixel-pack buffers (`GLRendererOptions.readbackSlots`) without waiting;
    /// `receive(into:)` waits for the oldest and copies it into the caller's frame.
    case pixelPackBuffers
    /// Synchronously at `submit(_:)`, into a frame the renderer keeps until `receive(into:)`
    /// exchanges it for the caller's (no copy); as many frames wait as the ring has slots.
    case atSubmission
}

/// Counts from the last frame a `GLRenderer` drew (for tests and tuning).
public struct GLFrameStatistics: Sendable, Hashable {
    /// Instanced draws per pass, in pass order.
    public var batchesPerPass: [Int] = []
    /// Instances streamed (quads, one per tile for tiled images).
    public var instances = 0
    /// Programs compiled in this context so far.
    public var programs = 0
    /// Images resident in the texture cache after the frame.
    public var residentTextures = 0
    /// Bytes of GPU memory the texture cache holds.
    public var residentTextureBytes = 0
    /// Image uploads and evictions since the renderer was created.
    public var uploads = 0
    /// Evictions since the renderer was created.
    public var evictions = 0
    /// Pass outputs kept for reuse after the frame (see `RenderPass.cacheKey`).
    public var keptPasses = 0

    /// Empty statistics (before the first frame).
    public init() {}

    /// Instanced draws in all passes.
    public var batches: Int { batchesPerPass.reduce(0, +) }
}
