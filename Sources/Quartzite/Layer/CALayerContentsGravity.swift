/// How a layer's contents are positioned or scaled within its bounds (Apple's
/// `CALayerContentsGravity`). Raw values are Apple's strings.
///
/// Vertical names assume a y-up axis (REFERENCE 9): unless the contents are flipped, `top` is
/// the maxY edge in layer coordinates.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this gravity.
    public let rawValue: String

    /// Creates a gravity from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred on the top edge (maxY in y-up terms), not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred on the bottom edge (minY in y-up terms), not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred on the left edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred on the right edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds keeping its aspect ratio, centred (may overflow).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The twelve gravities Core Animation knows.
    static let known: Set<CALayerContentsGravity> = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize, .resizeAspect,
        .resizeAspectFill,
    ]
}
