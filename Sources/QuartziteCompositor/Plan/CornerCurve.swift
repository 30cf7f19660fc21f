/// The curve of a quad's rounded corners (Core Animation's `CALayerCornerCurve`).
public enum CornerCurve: UInt8, Sendable, Hashable {
    /// A quarter circle of the corner radius.
    case circular
    /// Core Animation's continuous corner: a curve of growing curvature that bends 1.528665 ×
    /// the radius from the corner along each edge (see `PixelMath.continuousCornerRadius`), the
    /// radius limited to the shorter side / 3.05733.
    case continuous
}
