import Foundation

/// Where a keyframe animation stands at one fraction of its duration: the segment it is in and
/// how far through that segment it is.
public struct KeyframeSegmentPosition: Hashable, Sendable {
    /// The 0-based segment index: segment `i` runs from keyframe `i` to keyframe `i + 1`
    /// (in discrete mode, segment `i` is the span during which keyframe `i` is shown).
    public var index: Int
    /// The local fraction g ∈ [0, 1] through the segment, before per-segment timing.
    public var fraction: Double

    /// Creates a position.
    public init(index: Int, fraction: Double) {
        self.index = index
        self.fraction = fraction
    }
}
