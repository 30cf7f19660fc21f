import Foundation
import QuartziteGL
import QuartzGeometry

/// What `--backend auto` says when GL fails in the middle of an export and the CPU renderer
/// draws the rest (`GLFallbackRenderer`): one line on standard error at once, and a clause of
/// the summary line.
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

    /// "; GL failed after 36 frames, the CPU renderer drew the rest" once GL failed, else "".
    var summaryClause: String {
        guard let fallback = event.withLock({ $0 }) else { return "" }
        let frames = "\(fallback.framesBefore) frame\(fallback.framesBefore == 1 ? "" : "s")"
        return "; GL failed after \(frames), the CPU renderer drew the rest"
    }
}
