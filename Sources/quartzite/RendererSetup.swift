import ArgumentParser
import Foundation
import QuartziteRender

/// The `--backend` choice.
enum BackendName: String, ExpressibleByArgument, CaseIterable {
    case auto, gl, cpu
}

/// The renderers an export uses and how work is spread over threads.
struct RendererSetup {
    /// "cpu", or "gl" with the device and EGL platform, for the summary line.
    let description: String
    /// Threads rendering frames.
    let renderThreads: Int
    /// Threads encoding frames (0: the render threads encode).
    let encodeThreads: Int
    /// Makes one renderer (called on each render thread).
    let makeRenderer: @Sendable () throws -> any Renderer

    /// The CPU setup for `frameCount` frames on `cores` cores: one render thread per core
    /// (each rendering whole frames and encoding them), or for fewer frames than cores, the
    /// cores split between the frames' renderers.
    static func cpu(frameCount: Int, cores: Int) -> RendererSetup {
        let threads = max(1, min(cores, frameCount))
        let perRenderer = max(1, cores / threads)
        return RendererSetup(
            description: "cpu (\(threads) render thread\(threads == 1 ? "" : "s") × \(perRenderer) core\(perRenderer == 1 ? "" : "s"))",
            renderThreads: threads, encodeThreads: 0,
            makeRenderer: { SoftwareRenderer(threadCount: perRenderer) })
    }
}

/// Picks the renderer for `backend`: the CPU renderer (the GL renderer is not built into this
/// binary yet, so `auto` means CPU and `gl` is refused).
func makeRendererSetup(
    backend: BackendName, platform: String?, msaa: Int, frameCount: Int, cores: Int
) throws -> RendererSetup {
    switch backend {
    case .cpu, .auto:
        return .cpu(frameCount: frameCount, cores: cores)
    case .gl:
        throw ValidationError("--backend gl: this quartzite was built without the GL renderer")
    }
}
