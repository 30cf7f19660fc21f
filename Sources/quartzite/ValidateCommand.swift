import Foundation
import ArgumentParser
import QuartziteExport

/// `quartzite validate SCENE…`: checks scene files without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files without rendering: prints every problem, exits 65 when there are any.")

    @Argument(help: "Scene files (JSON or YAML).")
    var scenes: [String]

    @Flag(help: "Print nothing for valid scenes.")
    var quiet = false

    func run() throws {
        var failed = false
        for path in scenes {
            do {
                let scene = try loadScene(path)
                if !quiet {
                    print("\(path): ok — \(scene.frameCount) frames at \(formatRate(scene.fps)) fps, \(scene.canvas.pixelWidth)x\(scene.canvas.pixelHeight) pixels")
                }
            } catch {
                failed = true
            }
        }
        if failed { throw ExitCode(ExitStatus.sceneProblems) }
    }
}

/// A rate without a needless fraction: 30, 29.97.
func formatRate(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
}
