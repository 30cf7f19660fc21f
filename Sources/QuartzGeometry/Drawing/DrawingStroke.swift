/// The stroke parameters of one recorded stroke, as they were when it was painted.
///
/// Not Apple API. Lengths (`lineWidth`, `dashLengths`, `dashPhase`) are in the user space of
/// the stroke: `transform` maps them to device pixels, so a non-uniform transform gives an
/// elliptical pen, as in Core Graphics.
public struct DrawingStroke: Sendable, Hashable {
    /// The line width in user units; 0 draws the thinnest line the device can show (1 pixel).
    public var lineWidth: CGFloat
    /// The shape of the ends of open subpaths.
    public var lineCap: CGLineCap
    /// How segments meet.
    public var lineJoin: CGLineJoin
    /// The miter length / line width ratio above which a miter join becomes a bevel.
    public var miterLimit: CGFloat
    /// Where in the dash pattern the stroke starts, in user units.
    public var dashPhase: CGFloat
    /// Alternating painted and unpainted lengths in user units; empty for a solid line.
    public var dashLengths: [CGFloat]
    /// The user → device transform (the CTM) when the stroke was painted.
    public var transform: CGAffineTransform

    /// Creates stroke parameters.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dashPhase: CGFloat = 0, dashLengths: [CGFloat] = [],
        transform: CGAffineTransform = .identity
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
        self.transform = transform
    }
}
