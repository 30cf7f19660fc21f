import Dispatch
import Foundation
import QuartzGeometry

/// Draws render plans on the CPU: the reference renderer, and the fallback where no EGL is
/// available. Output is premultiplied RGBA8, row 0 at the top.
///
/// Passes render into pooled offscreen buffers; each pass is split into horizontal bands drawn
/// in parallel on all cores. Quads take fast paths where the result is provably the same:
/// pixel-aligned solid rectangles, untransformed textures at integer offsets (integer row
/// blends where the opacity makes them exact), and hard-edged bilinear textures under any
/// matrix, four pixels at a time (SSE2 on x86_64, portable SIMD elsewhere).
/// An instance keeps a texture cache and buffers between calls: use one instance per thread.
public final class SoftwareRenderer: Renderer {
    /// How many bands a pass is split into at most per core.
    private let bandsPerThread = 8
    /// Cores used (≥ 1).
    public let threadCount: Int
    /// Which edges are anti-aliased: as each layer says, none, or all.
    public var antialiasing: AntialiasingPolicy
    let textures = TextureStore()
    var passBuffers: [PixelBuffer] = []
    private let blurScratch = PixelBuffer()
    var setups: [QuadSetup] = []
    private var kernel: [Float] = []
    private var problems = Set<String>()

    /// The problems logged so far (each once): content that could not be drawn and was drawn
    /// magenta instead.
    public private(set) var loggedProblems: [String] = []

    /// Creates a renderer using `threadCount` cores (default: all) with the anti-aliasing
    /// policy `antialiasing` (default: per layer).
    public init(
        threadCount: Int = ProcessInfo.processInfo.activeProcessorCount, antialiasing: AntialiasingPolicy = .perLayer
    ) {
        self.threadCount = max(1, threadCount)
        self.antialiasing = antialiasing
    }

    /// Draws every pass of `plan` in order into pooled buffers and the last into `frame` (see
    /// `Renderer.render(_:into:)`); reports counts and per-stage times.
    public func render(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = RenderReport()
        guard plan.frame != nil else {
            frame.resize(to: PixelSize(width: 0, height: 0))
            return report
        }
        while passBuffers.count < plan.passes.count { passBuffers.append(PixelBuffer()) }
        for (index, plannedPass) in plan.passes.enumerated() {
            var pass = plannedPass
            if !CGImage.isWithinLimits(pass.size) {
                logOnce("pass \(index) of \(pass.size.width)x\(pass.size.height) pixels exceeds the image limits; left empty")
                pass.size = PixelSize(width: 0, height: 0)
            }
            report.passes += 1
            let isFrame = index == plan.passes.count - 1
            let t0 = clock.now
            prepare(plan, passIndex: index, report: &report)
            report.setupTime += clock.now - t0
            if isFrame {
                frame.resize(to: pass.size)
                frame.pixels.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    execute(pass, target: base, report: &report, clock: clock)
                }
            } else {
                let buffer = passBuffers[index]
                buffer.resize(to: pass.size)
                execute(pass, target: buffer.bytes, report: &report, clock: clock)
            }
        }
        textures.endFrame()
        report.totalTime = clock.now - start
        return report
    }

    /// Clears, draws and blurs one pass into `target`.
    private func execute(
        _ pass: RenderPass, target: UnsafeMutablePointer<UInt8>, report: inout RenderReport, clock: ContinuousClock
    ) {
        let width = pass.size.width
        let height = pass.size.height
        guard width > 0, height > 0 else { return }
        let t0 = clock.now
        let clear = unsafeBitCast(PixelMath.quantize(pass.clearColor.byteScaled), to: UInt32.self)
        let bands = min(height, threadCount == 1 ? 1 : threadCount * bandsPerThread)
        let bandHeight = (height + bands - 1) / bands
        setups.withUnsafeBufferPointer { quads in
            let job = PassJob(
                target: target, quads: quads.baseAddress, quadCount: quads.count, width: width, height: height,
                bandHeight: bandHeight, clear: clear)
            if bands == 1 {
                job.draw(band: 0)
            } else {
                DispatchQueue.concurrentPerform(iterations: bands) { job.draw(band: $0) }
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
            DispatchQueue.concurrentPerform(iterations: bands) { job.horizontal(band: $0) }
            DispatchQueue.concurrentPerform(iterations: bands) { job.vertical(band: $0) }
        }
    }

    /// Logs `message` once per renderer on standard error (STYLE 4: gaps are visible).
    func logOnce(_ message: String) {
        guard problems.insert(message).inserted else { return }
        loggedProblems.append(message)
        FileHandle.standardError.write(Data("QuartziteRender: \(message); drawn magenta\n".utf8))
    }
}

extension CGImage {
    /// Whether a pass of `size` fits the limits every Quartzite bitmap obeys.
    static func isWithinLimits(_ size: PixelSize) -> Bool {
        size.width <= maximumDimension && size.height <= maximumDimension
            && size.width * size.height <= maximumByteCount / 4
    }
}
