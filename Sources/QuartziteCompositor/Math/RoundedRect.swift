/// A rectangle in layer units with rounded corners, the shape a quad covers.
public struct RoundedRect: Sendable, Hashable {
    /// Left edge, layer units.
    public var minX: Double
    /// Top edge, layer units (y grows downward).
    public var minY: Double
    /// Right edge, layer units.
    public var maxX: Double
    /// Bottom edge, layer units.
    public var maxY: Double
    /// Corner radius, layer units (clamped to half the shorter side when used).
    public var radius: Double
    /// Which corners are rounded.
    public var corners: CornerMask
    /// The curve of the rounded corners.
    public var curve: CornerCurve

    /// Creates a shape from its edges.
    public init(
        minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double = 0, corners: CornerMask = .all,
        curve: CornerCurve = .circular
    ) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.radius = radius
        self.corners = corners
        self.curve = curve
    }

    /// The shape inset by `width` on every side with radius `max(0, radius − width)` and the
    /// same corners and curve (REFERENCE 11.4: a border's inner edge).
    public func inset(by width: Double) -> RoundedRect {
        RoundedRect(
            minX: minX + width, minY: minY + width, maxX: maxX - width, maxY: maxY - width,
            radius: max(0, radius - width), corners: corners, curve: curve)
    }

    /// Whether the shape encloses no area.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }
}

/// The derivatives of a layer point (x, y) with respect to the pixel coordinates (X, Y) at
/// one pixel: layer units per pixel.
public struct LocalJacobian: Sendable, Hashable {
    /// ∂x/∂X.
    public var dxdX: Double
    /// ∂x/∂Y.
    public var dxdY: Double
    /// ∂y/∂X.
    public var dydX: Double
    /// ∂y/∂Y.
    public var dydY: Double

    /// Creates a Jacobian from its four derivatives.
    public init(dxdX: Double, dxdY: Double, dydX: Double, dydY: Double) {
        self.dxdX = dxdX
        self.dxdY = dxdY
        self.dydX = dydX
        self.dydY = dydY
    }

    /// One layer unit per pixel, axes aligned.
    public static let identity = LocalJacobian(dxdX: 1, dxdY: 0, dydX: 0, dydY: 1)
}
