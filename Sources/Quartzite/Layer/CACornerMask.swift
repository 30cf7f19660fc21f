/// Which corners of a layer `cornerRadius` rounds (Apple's `CACornerMask`), with Apple's bit
/// values. Corner names are in layer coordinates (`MinY` is the top edge on iOS, y down).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at (minX, minY), bit 1.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The corner at (maxX, minY), bit 2.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The corner at (minX, maxY), bit 4.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The corner at (maxX, maxY), bit 8.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
