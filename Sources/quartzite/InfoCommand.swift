import ArgumentParser
import Foundation

/// `quartzite info`: the version and the renderers this machine offers.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Print the version and the available renderers (backends, GPU, EGL platform).")

    func run() throws {
        print("quartzite \(ToolVersion.current)")
        print("cpu: SoftwareRenderer, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for line in gpuInfoLines() { print(line) }
        let ffmpeg = FFmpegLocation.path
        print("ffmpeg: \(ffmpeg ?? "not found on PATH (video export unavailable)")")
    }
}
