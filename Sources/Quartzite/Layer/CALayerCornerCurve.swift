/// The curve of a layer's rounded corners (Apple's `CALayerCornerCurve`). Raw values are
/// Apple's strings.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this curve.
    public let rawValue: String

    /// Creates a corner curve from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle of radius `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous-curvature ("squircle") corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
