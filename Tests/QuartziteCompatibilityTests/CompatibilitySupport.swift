import Foundation
import Quartzite
import QuartziteTestClock
import Testing

/// The suite of the iOS-style programs: each test gets its own manual media clock.
@Suite("Programs written for iOS", .mediaClockPerTest)
struct CompatibilityTests {}

/// Commits what an earlier test left open on this thread and drives this test's clock by
/// hand from `start` seconds.
func startClock(at start: CFTimeInterval = 10) {
    CATransaction.flush()
    MediaClock.current.useManualTime(start: start)
}

/// Moves the clock to `time` seconds.
func setClock(_ time: CFTimeInterval) {
    MediaClock.current.set(to: time)
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// Whether `a` and `b` differ by at most `tolerance` in both coordinates.
func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return near(Double(a.x), Double(b.x), tolerance) && near(Double(a.y), Double(b.y), tolerance)
}

/// A number read by key path from the layer's presentation.
func presented(_ layer: CALayer, _ keyPath: String) -> Double? {
    layer.presentation()?.value(forKeyPath: keyPath) as? Double
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: CGFloat?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    near(a.map(Double.init), b, tolerance)
}
