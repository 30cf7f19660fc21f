import ArgumentParser
import Foundation
import QuartziteExport

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
