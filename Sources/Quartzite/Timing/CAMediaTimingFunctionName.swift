/// The names of Core Animation's predefined timing curves (Apple's
/// `CAMediaTimingFunctionName`), with Apple's raw values.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this curve.
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant pace: control points (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: control points (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations (CSS `ease`): control points (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
