import Foundation

/// The per-segment timing of a keyframe animation (Apple's `timingFunctions` array): warps the
/// local fraction g ∈ [0, 1] of segment `segment` before the value is computed. Applied in the
/// linear and cubic modes only (REFERENCE 5). A generic parameter, so evaluation neither
/// allocates nor goes through an existential.
public protocol KeyframeSegmentTiming {
    /// The warped fraction of segment `segment` (0-based) at local fraction `fraction`.
    func warp(_ fraction: Double, segment: Int) -> Double
}

/// No per-segment timing: every segment runs linearly in its local time.
public struct LinearSegmentTiming: KeyframeSegmentTiming, Sendable {
    /// Creates the identity timing.
    public init() {}

    /// Returns `fraction` unchanged.
    public func warp(_ fraction: Double, segment: Int) -> Double { fraction }
}
