/// The kind of gradient a `CAGradientLayer` draws (Apple's `kCAGradientLayerAxial`,
/// `kCAGradientLayerRadial`, `kCAGradientLayerConic`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the type.
    public let rawValue: String
    /// Creates a type from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Varies along the axis from `startPoint` to `endPoint`; every line perpendicular to the
    /// axis (in the unit square the points are given in) has one colour. The default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Varies from the centre `startPoint` out to the ellipse whose radii reach `endPoint`:
    /// `|endPoint.x − startPoint.x|` of the bounds' width and `|endPoint.y − startPoint.y|` of
    /// their height.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Varies with the angle around `startPoint`, from the direction of `endPoint` (the first
    /// colour) through a full turn from the positive x axis towards the positive y axis
    /// (clockwise on screen in the layer's default y-down space).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
