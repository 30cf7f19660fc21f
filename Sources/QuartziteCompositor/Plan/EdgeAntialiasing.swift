/// Which edges of a quad are anti-aliased, named in layer space (y grows downward).
///
/// An anti-aliased edge gets analytic coverage `clamp(0.5 − d_px, 0, 1)`; any other edge a hard
/// step (covered where the signed pixel distance `d_px < 0`). A rounded corner is anti-aliased
/// when either of its two edges is. Core Animation's `edgeAntialiasingMask` names the same
/// edges left, right, bottom, top in a y-up sense; flattening maps them.
public struct EdgeAntialiasing: OptionSet, Sendable, Hashable {
    /// The bit pattern: minX = 1, maxX = 2, minY = 4, maxY = 8.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The edge x = minX.
    @inlinable public static var minX: EdgeAntialiasing { EdgeAntialiasing(rawValue: 1) }
    /// The edge x = maxX.
    @inlinable public static var maxX: EdgeAntialiasing { EdgeAntialiasing(rawValue: 2) }
    /// The edge y = minY.
    @inlinable public static var minY: EdgeAntialiasing { EdgeAntialiasing(rawValue: 4) }
    /// The edge y = maxY.
    @inlinable public static var maxY: EdgeAntialiasing { EdgeAntialiasing(rawValue: 8) }
    /// Every edge.
    @inlinable public static var all: EdgeAntialiasing { EdgeAntialiasing(rawValue: 15) }
}
