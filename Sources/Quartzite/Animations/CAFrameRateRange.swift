/// A range of frame rates an animation would like to be shown at (Apple's
/// `CAFrameRateRange`), in frames per second.
///
/// Differs from Apple: offscreen, frames are rendered at the times the caller chooses (an
/// export's fps), so the range is stored and copied but does not change what is rendered.
public struct CAFrameRateRange: Sendable, Hashable {
    /// The lowest acceptable rate, frames per second.
    public var minimum: Float
    /// The highest acceptable rate, frames per second.
    public var maximum: Float
    /// The preferred rate, frames per second, or nil for none.
    public var preferred: Float?

    /// A range from `minimum` to `maximum` preferring `preferred` (frames per second).
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Apple's default: minimum 0, maximum 0, preferred 0 ("the system decides").
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
