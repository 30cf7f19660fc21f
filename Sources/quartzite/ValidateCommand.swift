import Foundation
import ArgumentParser
import QuartziteExport

/// `quartzite validate SCENE…`: checks scene files without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files without rendering: prints every problem, exits 65 when there are any.",
        discussion: """
            Lottie files (Bodymovin JSON or .lottie archives) are checked too: a
            malformed file is a problem (with the JSON path); features Quartzite does
            not draw are listed, one per line with their JSON paths, without failing
            the check.
            """)

    @Argument(help: "Scene files (JSON or YAML) or Lottie files (Bodymovin JSON or .lottie).")
    var scenes: [String]

    @Flag(help: "Print nothing for valid scenes.")
    var quiet = false

    func run() throws {
        var failed = false
        for path in scenes {
            do {
                switch try loadDocument(path) {
                case .scene(let scene):
                    if !quiet {
                        print("\(path): ok — \(scene.frameCount) frames at \(formatRate(scene.fps)) fps, \(scene.canvas.pixelWidth)x\(scene.canvas.pixelHeight) pixels")
                    }
                case .lottie(let animation):
                    let unsupported = animation.unsupportedFeatures
                    if !quiet || !unsupported.isEmpty {
                        let note = unsupported.isEmpty ? "" : "; \(unsupported.count) unsupported feature\(unsupported.count == 1 ? "" : "s"):"
                        // The markers `render --marker` takes, with the frames each spans.
                        let markers =
                            animation.markers.isEmpty
                            ? ""
                            : "; markers: " + animation.markers.map {
                                "\"\($0.name)\" (\(formatRate($0.frame))…\(formatRate($0.frame + max(0, $0.duration))))"
                            }.joined(separator: ", ")
                        print(
                            "\(path): ok — Lottie \(animation.version), \(animation.frameCount) frames (\(formatRate(animation.inPoint))…\(formatRate(animation.outPoint))) at \(formatRate(animation.frameRate)) fps, \(Int(animation.size.width.rounded(.up)))x\(Int(animation.size.height.rounded(.up))) pixels\(markers)\(note)")
                    }
                    for feature in unsupported { print("  \(feature)") }
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
