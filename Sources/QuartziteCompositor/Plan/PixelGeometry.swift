/// A size in whole pixels of a render pass or frame.
public struct PixelSize: Sendable, Hashable {
    /// Width in pixels (≥ 0).
    public var width: Int
    /// Height in pixels (≥ 0).
    public var height: Int

    /// Creates a size; negative values are stored as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A rectangle of whole pixels in a pass: columns `x..<x+width`, rows `y..<y+height`, row 0 at
/// the top. Used for scissor clips.
public struct PixelRect: Sendable, Hashable {
    /// Left column, in pass pixels.
    public var x: Int
    /// Top row, in pass pixels.
    public var y: Int
    /// Width in pixels (≥ 0).
    public var width: Int
    /// Height in pixels (≥ 0).
    public var height: Int

    /// Creates a rectangle; negative sizes are stored as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// Distances inward from the four edges of a rectangle, in layer units.
public struct LayerInsets: Sendable, Hashable {
    /// Inset from the min-x edge.
    public var left: Double
    /// Inset from the min-y edge (the top: y grows downward).
    public var top: Double
    /// Inset from the max-x edge.
    public var right: Double
    /// Inset from the max-y edge.
    public var bottom: Double

    /// Creates insets in layer units.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }
}
