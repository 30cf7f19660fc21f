/// Which corners of a quad are rounded, with Core Animation's `CACornerMask` bits.
///
/// Corners are named in layer space, where y grows downward: `minXMinY` is the top-left corner
/// on screen for an untransformed layer.
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// The bit pattern: minXMinY = 1, maxXMinY = 2, minXMaxY = 4, maxXMaxY = 8.
    public let rawValue: UInt8

    /// Creates a mask from its bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    @inlinable public static var minXMinY: CornerMask { CornerMask(rawValue: 1) }
    /// The corner at (maxX, minY).
    @inlinable public static var maxXMinY: CornerMask { CornerMask(rawValue: 2) }
    /// The corner at (minX, maxY).
    @inlinable public static var minXMaxY: CornerMask { CornerMask(rawValue: 4) }
    /// The corner at (maxX, maxY).
    @inlinable public static var maxXMaxY: CornerMask { CornerMask(rawValue: 8) }
    /// All four corners (Core Animation's default `maskedCorners`).
    @inlinable public static var all: CornerMask { CornerMask(rawValue: 15) }
}
