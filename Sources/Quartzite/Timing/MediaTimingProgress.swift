/// Where a timed object stands inside its cycles at one instant: the basic local time of
/// REFERENCE 1.5, before any timing function is applied.
public struct MediaTimingProgress: Sendable, Hashable {
    /// The zero-based cycle index `k` (a wrap caused by `timeOffset` counts too; used by
    /// `isCumulative`). Negative when a negative speed runs local time below zero.
    public var iteration: Int
    /// The fraction `f` of the simple duration, in `0…1`, after the autoreverse mirror and
    /// before the timing function.
    public var fraction: Double

    /// Creates a progress value from a cycle index and a fraction in `0…1`.
    public init(iteration: Int, fraction: Double) {
        self.iteration = iteration
        self.fraction = fraction
    }
}
