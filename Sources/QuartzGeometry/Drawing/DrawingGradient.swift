/// A gradient a recorded command paints with instead of its colour (``DrawingOperation``'s
/// gradient fill and stroke): what `CAGradientLayer` draws, given in its unit square, and what
/// `CGContext`'s gradient drawing paints, given in user space.
///
/// Not Apple API. Colours are interpolated as Core Animation interpolates them: straight
/// components and alpha between the two stops around a position, then premultiplied.
public struct DrawingGradient: Sendable, Hashable {
    /// How the position along the gradient is measured.
    public enum Kind: Sendable, Hashable {
        /// The projection on the axis from `start` (position 0) to `end` (position 1).
        case axial
        /// The elliptical distance from `start`: 1 on the ellipse whose radii are
        /// `|end − start|` per axis.
        case radial
        /// Core Graphics' radial gradient between two circles: the largest t for which the
        /// point lies on the circle about `start + t·(end − start)` of radius
        /// `startRadius + t·(endRadius − startRadius)` ≥ 0.
        case circles(startRadius: Double, endRadius: Double)
        /// The angle about `start` from the direction of `end`, in turns (0…1, increasing
        /// clockwise on the y-down canvas): `CAGradientLayer`'s conic gradient.
        case conic
    }

    /// How the position is measured.
    public var kind: Kind
    /// The stops' positions (non-decreasing) and straight colours; before the first and after
    /// the last the end colours continue.
    public var locations: [Double]
    public var colors: [CGColor]
    /// The gradient's start and end points in its unit square.
    public var start: CGPoint
    public var end: CGPoint
    /// The unit square → device pixels.
    public var transform: CGAffineTransform
    /// Whether positions below 0 take the first colour (else nothing is painted there).
    public var extendsBefore: Bool
    /// Whether positions above 1 take the last colour (else nothing is painted there).
    public var extendsAfter: Bool

    /// Creates a gradient paint.
    public init(
        kind: Kind, locations: [Double], colors: [CGColor], start: CGPoint, end: CGPoint, transform: CGAffineTransform,
        extendsBefore: Bool = true, extendsAfter: Bool = true
    ) {
        self.extendsBefore = extendsBefore
        self.extendsAfter = extendsAfter
        self.kind = kind
        self.locations = locations
        self.colors = colors
        self.start = start
        self.end = end
        self.transform = transform
    }
}
