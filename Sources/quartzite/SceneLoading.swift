import ArgumentParser
import Foundation
import Quartzite
import QuartziteExport
import QuartziteLottie

/// Reads and validates a scene file; on problems prints them one per line on standard error
/// and exits with status 65, before anything is written.
func loadScene(_ path: String) throws -> Scene {
    do {
        return try Scene(contentsOf: URL(fileURLWithPath: path))
    } catch {
        for problem in error.problems { printError(problem.description) }
        printError("\(path): \(error.problems.count) problem\(error.problems.count == 1 ? "" : "s"); nothing rendered")
        throw ExitCode(ExitStatus.sceneProblems)
    }
}

/// A file the tool renders: a scene file, or a Lottie animation (told apart by content: a
/// JSON object with `v`, `fr`, `ip`, `op` and `layers`, or a ZIP archive with a
/// `manifest.json` — a `.lottie` file, whose first animation is rendered — is Lottie).
enum InputDocument {
    case scene(Scene)
    case lottie(LottieAnimation)
}

/// Reads a scene or Lottie file; on problems prints them on standard error and exits with
/// status 65, before anything is written.
func loadDocument(_ path: String) throws -> InputDocument {
    let url = URL(fileURLWithPath: path)
    if let data = try? Data(contentsOf: url) {
        do {
            // A ZIP archive can only be a .lottie file: a damaged one gets the archive's error.
            if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .lottie(try LottieAnimation(dotLottieData: data)) }
            // Parsed once, told apart by content.
            if let animation = try LottieAnimation(ifLottie: data, baseDirectory: url.deletingLastPathComponent()) {
                return .lottie(animation)
            }
        } catch {
            printError("\(path): \(error.description)")
            printError("\(path): not a usable Lottie file; nothing rendered")
            throw ExitCode(ExitStatus.sceneProblems)
        }
    }
    return .scene(try loadScene(path))
}
