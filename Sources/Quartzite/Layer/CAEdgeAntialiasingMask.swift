/// Which edges of a layer are antialiased when `allowsEdgeAntialiasing` is true (Apple's
/// `CAEdgeAntialiasingMask`), with Apple's bit values.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The minX (left) edge, bit 1.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    /// The maxX (right) edge, bit 2.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    /// The minY edge, bit 4.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    /// The maxY edge, bit 8.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}
