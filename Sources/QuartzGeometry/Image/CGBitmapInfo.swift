/// A bitmap's layout as Core Graphics describes it: a ``CGImageAlphaInfo`` in the low five
/// bits and the byte order of 16- and 32-bit pixels (Apple's raw values).
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates the layout from its raw bits (for example a `CGImageAlphaInfo`'s raw value).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point (not supported by Quartzite's images).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components in memory in the order the alpha info names them.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit pixels, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit pixels, little-endian: the components in reverse order in memory
    /// (`premultipliedFirst` is B, G, R, A bytes).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit pixels, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit pixels, big-endian: the components in memory in the order named.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
