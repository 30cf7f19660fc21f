import ArgumentParser
import Foundation
import QuartzGeometry
import QuartziteExport
import QuartziteGL
import QuartziteRender

/// The `--backend` choice.
enum BackendName: String, ExpressibleByArgument, CaseIterable {
    case auto, gl, cpu
}

/// The renderers an export uses and how work is spread over threads.
struct RendererSetup {
    /// "cpu", "gl" or "auto" with the device and EGL platform.
    let label: String
    /// Threads rendering frames.
    let renderThreads: Int
    /// Threads encoding frames (0: the render threads encode).
    let encodeThreads: Int
    /// Whether frames are pipelined through the renderer (submitted, then read back after the
    /// next is submitted): on a hardware GPU, where reading back into a pixel-pack buffer does
    /// not wait for the GPU; not on a software GL (llvmpipe), where it waits anyway and only
    /// adds a copy out of the buffer.
    var pipelinesRendering = false
    /// Makes one renderer (called on each render thread).
    let makeRenderer: @Sendable () throws -> any Renderer
    /// For `auto` on a GL context: the frames its renderers drew with GL and with the CPU.
    var tally: AutoRendererTally? = nil
    /// For `auto` on a GL context: whether GL failed mid-export and the CPU renderer took over.
    var fallback: GLFallbackNotice? = nil

    /// For `auto` with GL started when first needed: the label once the export is over (the
    /// device GL started on, or that it did not start), in place of `label`.
    var finalLabel: (@Sendable () -> String)? = nil

    /// The label, for `auto` preceded by the tally once frames were drawn ("auto: 118 frames
    /// GL, 2 CPU; gl (llvmpipe …, EGL surfaceless), per frame GL or CPU"; "auto: 77 frames … 0
    /// GL, 77 CPU; GL not started (no frame needed it), per frame GL or CPU"), for the summary
    /// line.
    var description: String {
        let fell = fallback?.summaryClause ?? ""
        let label = finalLabel?() ?? self.label
        guard let tally else { return label + fell }
        return (tally.glFrames + tally.softwareFrames > 0 ? "\(tally.summary); \(label)" : "auto; \(label)") + fell
    }

    /// The CPU setup for `frameCount` frames of `pixels` (width, height) on `cores` cores
    /// (`CPUThreadPlan`: whole frames per core while they fit the memory budget).
    static func cpu(frameCount: Int, cores: Int, pixels: (width: Int, height: Int)) -> RendererSetup {
        let plan = CPUThreadPlan(frameCount: frameCount, cores: cores, width: pixels.width, height: pixels.height)
        let threads = plan.renderThreads
        let perRenderer = plan.coresPerRenderer
        return RendererSetup(
            label: "cpu (\(threads) render thread\(threads == 1 ? "" : "s") × \(perRenderer) core\(perRenderer == 1 ? "" : "s"))",
            renderThreads: threads, encodeThreads: 0,
            makeRenderer: { SoftwareRenderer(threadCount: perRenderer) })
    }
}

/// Picks the renderer for `backend`. GL (`gl`, or `auto` when a context opens) renders on one
/// thread owning the context while `cores` threads encode; `auto` draws each frame with an
/// `AutoRenderer` (GL on a hardware GPU; on llvmpipe whichever of GL and the CPU renderer on
/// `cores` cores is estimated faster for the frame; with `msaa` > 1 always GL), and falls back to
/// the CPU with a one-line notice on standard error when no EGL display or GLES 3 context can be
/// had, or when frames of `pixels` (width, height) exceed the device's `GL_MAX_TEXTURE_SIZE`
/// (`gl` then fails with the real limit). Where every EGL device is a software rasterizer
/// (`EGLDeviceSurvey`) and `msaa` ≤ 1, `auto` opens EGL only when the first frame chosen for GL
/// is drawn (`AutoRenderer.init(startingGLWhenNeeded:…)`) unless `startsGLWhenNeeded` is false:
/// the notice then comes at that frame, and a scene drawn all on the CPU never pays llvmpipe's
/// start-up (about 40 ms). When GL fails
/// in the middle of an export, `auto` draws that frame and the rest with the CPU renderer and
/// says so (`GLFallbackRenderer`, `GLFallbackNotice`); `gl` fails the export.
func makeRendererSetup(
    backend: BackendName, platform: String?, msaa: Int, frameCount: Int, cores: Int, pixels: (width: Int, height: Int),
    readbackCopyThreads: Int = 1, measuresGPUTime: Bool = false, startsGLWhenNeeded: Bool = true,
    cpuFasterOnEverySample: (() -> Bool)? = nil
) throws -> RendererSetup {
    if backend == .cpu {
        if msaa > 1 {
            printError("quartzite: --msaa \(msaa) is GL's multisampling; the CPU renderer anti-aliases analytically and draws without it")
        }
        return .cpu(frameCount: frameCount, cores: cores, pixels: pixels)
    }
    let chosenPlatform: GPUPlatform?
    do {
        chosenPlatform = try platform.map(GPUPlatform.parse) ?? GPUPlatform.fromEnvironment()
    } catch {
        throw ValidationError("\(platform == nil ? GPUPlatform.environmentVariable : "--gpu-platform"): \(error)")
    }
    if let reason = addressSpaceTooSmallForGL() {
        if backend == .gl { throw ValidationError("--backend gl: \(reason)") }
        printError("quartzite: no GPU renderer (\(reason)); using the CPU renderer")
        return .cpu(frameCount: frameCount, cores: cores, pixels: pixels)
    }
    if backend == .auto, msaa <= 1, startsGLWhenNeeded, EGLDeviceSurvey.onlySoftwareDevices() {
        if let cpuFasterOnEverySample, cpuFasterOnEverySample() {
            return .autoOnCPU(frameCount: frameCount, cores: cores, pixels: pixels)
        }
        let options = GLRendererOptions(
            platform: chosenPlatform, readbackCopyThreads: readbackCopyThreads, measuresGPUTime: measuresGPUTime)
        return .autoStartingGLWhenNeeded(options: options, cores: cores)
    }
    let context: GLContext
    do {
        context = try GLContext(platform: chosenPlatform)
    } catch {
        let reason = error.description.replacingOccurrences(of: "\n", with: " ")
        if backend == .gl { throw ValidationError("--backend gl: no GL renderer: \(reason)") }
        printError("quartzite: no GPU renderer (\(reason)); using the CPU renderer")
        return .cpu(frameCount: frameCount, cores: cores, pixels: pixels)
    }
    let info = context.info
    if max(pixels.width, pixels.height) > info.maxTextureSize {
        // A frame is one render target: larger than the device's textures, GL cannot draw it.
        let reason = GLError.frameTooLarge(
            width: pixels.width, height: pixels.height, renderer: info.renderer, maxTextureSize: info.maxTextureSize
        ).description
        if backend == .gl {
            throw ValidationError(
                "--backend gl: \(reason); use --backend cpu (up to \(CGImage.maximumDimension) pixels a side) or a smaller canvas")
        }
        printError("quartzite: no GPU renderer (\(reason)); using the CPU renderer")
        return .cpu(frameCount: frameCount, cores: cores, pixels: pixels)
    }
    // The renderer draws with at most the device's samples a pixel; say so rather than name
    // a count the frames do not have.
    let samples = msaa > 1 ? min(msaa, max(1, info.maxSamples)) : msaa
    if samples < msaa {
        let drawing = samples > 1 ? "drawing with \(samples)" : "drawing without multisampling"
        printError("quartzite: --msaa \(msaa): \(info.renderer) draws at most \(info.maxSamples) samples a pixel; \(drawing)")
    }
    let options = GLRendererOptions(platform: info.platform, sampleCount: samples, readbackCopyThreads: readbackCopyThreads,
        measuresGPUTime: measuresGPUTime)
    let gl = RendererSetup.glLabel(info, msaa: samples)
    // The first renderer draws on the context just opened (a second display would cost as much).
    let handoff = GLContextHandoff(context)
    // Multisampling is GL's alone: with --msaa, auto draws every frame with GL; so it does on a
    // hardware GPU (the estimate always picks it there), pipelined.
    if backend == .gl {
        return RendererSetup(
            label: gl, renderThreads: 1, encodeThreads: max(1, cores), pipelinesRendering: !info.isSoftware,
            makeRenderer: { try handoff.makeRenderer(options: options) })
    }
    // auto: when GL fails mid-export (a lost context, a GL error), the CPU renderer draws that
    // frame and the rest, and a line on standard error says so.
    let notice = GLFallbackNotice()
    let cpu: @Sendable () -> SoftwareRenderer = { SoftwareRenderer(threadCount: max(1, cores), antialiasing: options.antialiasing) }
    if samples <= 1 && info.isSoftware {
        let tally = AutoRendererTally()
        return RendererSetup(
            label: gl + ", per frame GL or CPU",
            renderThreads: 1, encodeThreads: max(1, cores),
            makeRenderer: {
                let auto = AutoRenderer(
                    gl: try handoff.makeRenderer(options: options), software: cpu(), tally: tally)
                return GLFallbackRenderer(auto: auto, onFallback: notice.report)
            },
            tally: tally, fallback: notice)
    }
    return RendererSetup(
        label: gl, renderThreads: 1, encodeThreads: max(1, cores), pipelinesRendering: !info.isSoftware,
        makeRenderer: {
            GLFallbackRenderer(gl: try handoff.makeRenderer(options: options), software: cpu, onFallback: notice.report)
        },
        fallback: notice)
}

extension RendererSetup {
    /// "gl (llvmpipe (LLVM 15.0.6, 256 bits), EGL surfaceless)", with ", 4x MSAA" for `msaa` > 1.
    static func glLabel(_ info: GLDeviceInfo, msaa: Int) -> String {
        "gl (\(info.renderer), EGL \(info.platform.rawValue)\(msaa > 1 ? ", \(msaa)x MSAA" : ""))"
    }

    /// `auto` where the CPU renderer was estimated faster for every frame the preview sampled
    /// (`AutoFramePreview`): the CPU setup (whole frames per core), its frames tallied as
    /// `auto`'s, GL not started; the label counts the frames sampled.
    static func autoOnCPU(frameCount: Int, cores: Int, pixels: (width: Int, height: Int)) -> RendererSetup {
        let plan = CPUThreadPlan(frameCount: frameCount, cores: cores, width: pixels.width, height: pixels.height)
        let perRenderer = plan.coresPerRenderer
        let tally = AutoRendererTally()
        let threads = plan.renderThreads
        let sampled = AutoFramePreview.sampledFrameCount(of: frameCount)
        return RendererSetup(
            label: "GL not started (the CPU estimated faster on every sampled frame, \(sampled) of \(frameCount)), cpu (\(threads) render thread"
                + "\(threads == 1 ? "" : "s") × \(perRenderer) core\(perRenderer == 1 ? "" : "s"))",
            renderThreads: threads, encodeThreads: 0,
            makeRenderer: { TalliedSoftwareRenderer(SoftwareRenderer(threadCount: perRenderer), tally: tally) },
            tally: tally)
    }

    /// `auto` where GL would run on a software rasterizer: one thread draws each frame with an
    /// `AutoRenderer` that opens GL with `options` when the first frame chosen for it is drawn
    /// (on llvmpipe, per frame GL or the CPU renderer on `cores` cores); `cores` threads encode.
    /// When GL cannot start then, a notice says so and the CPU renderer draws every frame; when
    /// it fails later, the CPU renderer draws the rest (`GLFallbackRenderer`).
    static func autoStartingGLWhenNeeded(options: GLRendererOptions, cores: Int) -> RendererSetup {
        let tally = AutoRendererTally()
        let notice = GLFallbackNotice()
        var setup = RendererSetup(
            label: "GL not started (no frame needed it), per frame GL or CPU", renderThreads: 1,
            encodeThreads: max(1, cores),
            makeRenderer: {
                let software = SoftwareRenderer(threadCount: max(1, cores), antialiasing: options.antialiasing)
                let auto = AutoRenderer(
                    startingGLWhenNeeded: options, software: software, tally: tally, onGLStartFailure: notice.reportStartFailure)
                return GLFallbackRenderer(auto: auto, onFallback: notice.report)
            },
            tally: tally, fallback: notice)
        setup.finalLabel = {
            switch tally.glStart {
            case .notStarted: "GL not started (no frame needed it), per frame GL or CPU"
            case .started(let info): glLabel(info, msaa: 0) + ", per frame GL or CPU"
            case .failed: "GL could not start, every frame on the CPU"
            }
        }
        return setup
    }
}

/// The least address space (`ulimit -v`) the GL backend is started in: below it Mesa's
/// drivers (llvmpipe's LLVM, its threads' stacks) fail allocations inside the driver, which
/// aborts the process with a double free or a segmentation fault instead of an error.
let minimumGLAddressSpace: UInt64 = 1 << 30

/// Why the process's address-space limit is too small to start GL in, or nil.
func addressSpaceTooSmallForGL() -> String? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
        UInt64(limit.rlim_cur) < minimumGLAddressSpace
    else { return nil }
    return "the address-space limit (ulimit -v) is \(UInt64(limit.rlim_cur) >> 20) MiB; "
        + "the GL driver needs at least \(minimumGLAddressSpace >> 20) MiB"
}
