import Foundation
import QuartziteExport
import QuartzGeometry

/// Shows `frame N/M  X frames/s  ETA Ts` on one terminal line of standard error, at most ten
/// times a second; shows nothing when standard error is not a terminal or when quiet.
final class ProgressReporter: Sendable {
    private let enabled: Bool
    private let lastShown = Locked<ContinuousClock.Instant?>(nil)

    /// Creates a reporter; it draws only when `enabled`.
    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Draws the line for `progress` (the last frame always).
    func report(_ progress: ExportProgress) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let last = progress.framesWritten == progress.frameCount
        let due = lastShown.withLock { shown in
            if !last, let shown, now - shown < .milliseconds(100) { return false }
            shown = now
            return true
        }
        guard due else { return }
        let seconds = progress.elapsed.seconds
        let rate = seconds > 0 ? Double(progress.framesWritten) / seconds : 0
        let eta = rate > 0 ? Double(progress.frameCount - progress.framesWritten) / rate : 0
        let line = String(
            format: "\rframe %d/%d  %.1f frames/s  ETA %.1fs\u{1B}[K", progress.framesWritten, progress.frameCount, rate, eta)
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Ends the progress line so the summary starts on its own line.
    func end() {
        guard enabled, lastShown.withLock({ $0 != nil }) else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
