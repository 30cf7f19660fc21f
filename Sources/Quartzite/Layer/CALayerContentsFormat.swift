/// The pixel format a layer's backing store is drawn in (Apple's `CALayerContentsFormat`).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// Apple's name of the format.
    public let rawValue: String

    /// Wraps a format name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// 8 bits per channel RGBA (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// 16-bit floating-point RGBA (extended range).
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// 8-bit grayscale.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
