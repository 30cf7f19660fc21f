/// How `CATextLayer` lines up each line of its text within its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode (`kCAAlignmentNatural`, …).
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left for a left-to-right paragraph, right for a right-to-left one (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush with the left edge of the bounds.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush with the right edge of the bounds.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred between the left and right edges.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines stretched to both edges; a paragraph's last line aligned as `natural`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where `CATextLayer` cuts text that does not fit its bounds, and puts an ellipsis (…).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode (`kCATruncationNone`, …).
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: text beyond the bounds is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line is replaced by an ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line is replaced by an ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line is replaced by an ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
