/// The filter used to sample a layer's contents when they are drawn smaller or larger than
/// their natural size (Apple's `CALayerContentsFilter`). Raw values are Apple's strings.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this filter.
    public let rawValue: String

    /// Creates a filter from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Bilinear sampling (the default for both minification and magnification).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest-neighbour sampling.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear sampling with mipmaps (minification only; behaves as ``linear`` when
    /// magnifying).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
