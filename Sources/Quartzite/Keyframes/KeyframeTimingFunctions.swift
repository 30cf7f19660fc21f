import Foundation

/// A keyframe animation's per-segment `timingFunctions`: function `i` eases segment `i`
/// (segments without a function run linearly), solved as Core Animation does for presentation
/// values (``CAMediaTimingFunction/solve(forInput:)``, single precision).
public struct KeyframeTimingFunctions: KeyframeSegmentTiming, Sendable {
    /// The functions, one per segment (n − 1 for n keyframes).
    public var functions: [CAMediaTimingFunction]

    /// Wraps an animation's `timingFunctions` array.
    public init(_ functions: [CAMediaTimingFunction]) {
        self.functions = functions
    }

    /// The eased local fraction of segment `segment`.
    public func warp(_ fraction: Double, segment: Int) -> Double {
        guard segment >= 0, segment < functions.count else { return fraction }
        return Double(functions[segment].solve(forInput: Float(fraction)))
    }
}
