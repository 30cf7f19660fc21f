import Dispatch
import Foundation
import Synchronization
import QuartzGeometry

/// Draws render plans on the CPU: the reference renderer, and the fallback where no EGL is
/// available. Output is premultiplied RGBA8, row 0 at the top.
///
/// Passes render into pooled offscreen buffers; each pass is split into horizontal bands drawn
/// in parallel on all cores. Quads take fast paths where the result is provably the same:
/// pixel-aligned solid rectangles, untransformed textures at integer offsets (integer row
/// blends where the opacity makes them exact), and hard-edged bilinear textures under any
/// matrix, four pixels at a time (SSE2 on x86_64, portable SIMD elsewhere) or eight with the
/// AVX2 / AVX-512VL kernels of `CPixelKernels` where the processor has them (the same bytes).
/// An instance keeps a texture cache and buffers between calls: use one instance per thread.
public final class SoftwareRenderer: Renderer {
    /// How many bands a pass is split into at most per core. Few and tall: full-frame layers
    /// (S3) blend fastest as long sequential streams — on the reference machine two bands a
    /// core beat eight, and cache-sized strips (256 KiB of target, the destination kept in L2)
    /// were 1.5 × slower, on one thread and on two; sprites are no slower.
    private let bandsPerThread = 2
    /// Cores used (≥ 1).
    public let threadCount: Int
    /// The machine's cores, over which Dispatch's parallel loop spreads its iterations.
    private let processorCount = ProcessInfo.processInfo.activeProcessorCount
    /// Which edges are anti-aliased: as each layer says, none, or all.
    public var antialiasing: AntialiasingPolicy
    let textures = TextureStore()
    let driver = RenderDriver(source: "SoftwareRenderer")
    /// Pooled targets of the passes without a cache key, by pass index.
    var passBuffers: [PixelBuffer] = []
    /// What quads sample for each pass drawn so far this frame, by pass index.
    @exclusivity(unchecked) var passSources: [SourceImage] = []
    /// The outputs of passes with a cache key, by `RenderPassCacheKey.id`.
    var keptPasses: [UInt64: KeptPass] = [:]
    /// Counts `render` calls; kept passes remember the last one that used them.
    var frameNumber = 0
    /// Which implementation of the hottest loops runs (`CPUKernels`): the widest the
    /// processor supports; tests pick narrower ones to check them. All give the same bytes.
    package var kernels = CPUKernels.best
    private let blurScratch = PixelBuffer()
    @exclusivity(unchecked) var setups: [QuadSetup] = []
    /// The vector drawings of the plan being drawn.
    var drawings: [RecordedDrawing] = []
    private var kernel: [Float] = []

    /// Whether plans for this renderer should carry vector content as drawings (see
    /// `Renderer.prefersDrawings`): true on little-endian machines, where it paints them
    /// straight into its passes with cairo; tests turn it off to compare with images.
    public var prefersDrawings: Bool = {
        #if _endian(little)
            true
        #else
            false
        #endif
    }()

    /// The problems logged so far (each once): content that could not be drawn and was drawn
    /// magenta instead, and passes beyond the image limits, left empty.
    public var loggedProblems: [String] { driver.problems.messages }

    /// The output of a pass with a cache key, kept between frames.
    struct KeptPass {
        var version: UInt64
        let buffer: PixelBuffer
        var lastUse: Int
    }

    /// The number of pass outputs kept for reuse (see `RenderPass.cacheKey`).
    public var keptPassCount: Int { keptPasses.count }

    /// Creates a renderer using `threadCount` cores (default: all) with the anti-aliasing
    /// policy `antialiasing` (default: per layer).
    public init(
        threadCount: Int = ProcessInfo.processInfo.activeProcessorCount, antialiasing: AntialiasingPolicy = .perLayer
    ) {
        self.threadCount = max(1, threadCount)
        self.antialiasing = antialiasing
    }

    /// Draws every pass of `plan` in order into pooled buffers and the last into `frame` (see
    /// `Renderer.render(_:into:)`); reports counts and per-stage times. Passes with a cache key
    /// are kept and reused while their key stays the same.
    public func render(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport {
        let start = ContinuousClock.now
        var report = driver.render(plan, with: self, antialiasing: antialiasing, frame: &frame)
        report.totalTime = ContinuousClock.now - start
        return report
    }

    /// Clears (only `clearing`'s pixels, clipped to the pass, when given: the rest must hold
    /// the clear colour already), draws and blurs one pass into `target`.
    func execute(
        _ pass: ValidatedPass, target: UnsafeMutablePointer<UInt8>, report: inout RenderReport,
        clearing: DirtyRegion = .everything
    ) {
        let clock = ContinuousClock()
        let width = pass.size.width
        let height = pass.size.height
        guard width > 0, height > 0 else { return }
        let t0 = clock.now
        let clear = unsafeBitCast(PixelMath.quantize(pass.pass.clearColor.byteScaled), to: UInt32.self)
        let bands = min(height, threadCount == 1 ? 1 : threadCount * bandsPerThread)
        let bandHeight = (height + bands - 1) / bands
        setups.withUnsafeBufferPointer { quads in
            drawings.withUnsafeBufferPointer { drawings in
                let job = PassJob(
                    target: target, quads: quads.baseAddress, quadCount: quads.count, drawings: drawings.baseAddress,
                    width: width, height: height, bandHeight: bandHeight, clear: clear, clearing: clearing,
                    kernels: kernels)
                perform(bands: bands) { job.draw(band: $0) }
            }
        }
        report.rasterTime += clock.now - t0
        if pass.blurSigma > 0 {
            let t1 = clock.now
            blur(target, width: width, height: height, sigma: pass.blurSigma, bands: bands)
            report.blurTime += clock.now - t1
        }
    }

    private func blur(_ target: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double, bands: Int) {
        let radius = PixelMath.gaussianRadius(sigma: sigma)
        guard radius > 0 else { return }
        if kernel.count < 2 * radius + 1 { kernel = [Float](repeating: 0, count: 2 * radius + 1) }
        kernel.withUnsafeMutableBufferPointer { _ = PixelMath.gaussianKernel(sigma: sigma, into: $0) }
        blurScratch.resize(to: PixelSize(width: width, height: height))
        let scratch = blurScratch.bytes
        let bandHeight = (height + bands - 1) / bands
        kernel.withUnsafeBufferPointer { weights in
            let job = BlurJob(
                target: target, scratch: scratch, weights: weights.baseAddress!, radius: radius, width: width,
                height: height, bandHeight: bandHeight)
            perform(bands: bands) { job.horizontal(band: $0) }
            perform(bands: bands) { job.vertical(band: $0) }
        }
    }
}

extension SoftwareRenderer {
    /// Runs `body` for bands 0..<`bands` on at most `threadCount` threads: Dispatch's parallel
    /// loop alone spreads iterations over every one of the machine's `cores`, so with fewer
    /// threads than cores each of `threadCount` workers takes the next band until none is left.
    func perform(bands: Int, cores: Int? = nil, _ body: @Sendable (Int) -> Void) {
        let cores = cores ?? processorCount
        if bands <= 1 || threadCount == 1 {
            for band in 0..<bands { body(band) }
        } else if threadCount >= cores {
            DispatchQueue.concurrentPerform(iterations: bands, execute: body)
        } else {
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: min(threadCount, bands)) { _ in
                while true {
                    let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    if band >= bands { return }
                    body(band)
                }
            }
        }
    }
}

extension CGImage {
    /// Whether a pass of `size` fits the limits every Quartzite bitmap obeys.
    package static func isWithinLimits(_ size: PixelSize) -> Bool {
        size.width <= maximumDimension && size.height <= maximumDimension
            && size.width * size.height <= maximumByteCount / 4
    }
}
