import Foundation
import QuartziteGL
import QuartzGeometry

/// What `--backend auto` says when GL fails in the middle of an export and the CPU renderer
/// draws the rest (`GLFallbackRenderer`): one line on standard error at once, and a clause of
/// the summary line; and when a GL started only once a frame needs it cannot start.
final class GLFallbackNotice: Sendable {
    private let event = Locked<GLFallbackRenderer.Fallback?>(nil)

    /// Records `fallback` and prints its line: "quartzite: GL failed after 36 frames
    /// (eglMakeCurrent failed: EGL_BAD_CONTEXT); the CPU renderer draws the rest".
    func report(_ fallback: GLFallbackRenderer.Fallback) {
        event.withLock { $0 = fallback }
        let reason = fallback.error.description.replacingOccurrences(of: "\n", with: " ")
        let frames = "\(fallback.framesBefore) frame\(fallback.framesBefore == 1 ? "" : "s")"
        // Clears a progress line first, which the next progress report draws again.
        let clear = standardErrorIsTerminal ? "\r\u{1B}[K" : ""
        printError("\(clear)quartzite: GL failed after \(frames) (\(reason)); the CPU renderer draws the rest")
    }

    /// Prints the line for a GL that `auto` started only when a frame needed it and that could
    /// not start: "quartzite: no GPU renderer (no EGL display could be opened: …); using the
    /// CPU renderer", the words `auto` uses when GL cannot start before the export.
    func reportStartFailure(_ error: GLError) {
        let reason = error.description.replacingOccurrences(of: "\n", with: " ")
        let clear = standardErrorIsTerminal ? "\r\u{1B}[K" : ""
        printError("\(clear)quartzite: no GPU renderer (\(reason)); using the CPU renderer")
    }

    /// "; GL failed after 36 frames, the CPU renderer drew the rest" once GL failed, else "".
    var summaryClause: String {
        guard let fallback = event.withLock({ $0 }) else { return "" }
        let frames = "\(fallback.framesBefore) frame\(fallback.framesBefore == 1 ? "" : "s")"
        return "; GL failed after \(frames), the CPU renderer drew the rest"
    }
}
