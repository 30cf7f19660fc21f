import ArgumentParser
import Foundation
import QuartziteGL

/// `quartzite info`: the version and the renderers this machine offers.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Print the version and the available renderers (backends, GPU, EGL platform).")

    @Option(help: "EGL platform to query: device, gbm or surfaceless (default: automatic).")
    var gpuPlatform: String?

    func run() throws {
        let platform: GPUPlatform?
        do {
            platform = try gpuPlatform.map(GPUPlatform.parse) ?? nil
        } catch {
            throw ValidationError("--gpu-platform: \(error.description)")
        }
        print("quartzite \(ToolVersion.current)")
        print("backends: cpu, gl (auto picks gl when a context opens)")
        print("cpu: SoftwareRenderer, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for line in gpuInfoLines(platform: platform) { print(line) }
        let ffmpeg = FFmpegLocation.path
        print("ffmpeg: \(ffmpeg ?? "not found on PATH (video export unavailable)")")
    }
}
