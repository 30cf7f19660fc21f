import Foundation
import QuartziteTestClock
import Testing

@testable import Quartzite

/// The suite that holds every test touching the media clock or a thread's transactions: each
/// test, in this suite and the suites nested in it (in other files), gets its own manual clock
/// as `MediaClock.current`, so they run in parallel (transactions are per thread).
@Suite("Layer runtime", .mediaClockPerTest)
struct LayerRuntimeTests {}

/// Commits whatever an earlier test left open on this thread and drives the test's own clock
/// (`MediaClock.current`) by hand from `start` seconds.
func resetLayerRuntime(at start: CFTimeInterval = 100) {
    CATransaction.flush()
    MediaClock.current.useManualTime(start: start)
}

/// Every field within `tolerance`.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
    close(Double(a.origin.x), Double(b.origin.x), tolerance)
        && close(Double(a.origin.y), Double(b.origin.y), tolerance)
        && close(Double(a.size.width), Double(b.size.width), tolerance)
        && close(Double(a.size.height), Double(b.size.height), tolerance)
}

/// A delegate that logs its callbacks with the media time they fired at.
final class RecordingAnimationDelegate: CAAnimationDelegate {
    var log: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        log.append("start@\(CACurrentMediaTime())")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop(\(flag))@\(CACurrentMediaTime())")
    }
}
