/// How `CAShapeLayer` decides which points are inside its path when filling.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the rule.
    public let rawValue: String
    /// Creates a rule from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding number (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd crossings.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's open ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the cap.
    public let rawValue: String
    /// Creates a cap from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half-circle ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends reaching half the line width beyond the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the join.
    public let rawValue: String
    /// Creates a join from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled beyond `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Bevelled corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
