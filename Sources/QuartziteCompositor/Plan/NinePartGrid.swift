import Foundation

/// A nine-part (`contentsCenter`) mapping of a quad's texture: the corners keep a fixed size,
/// the edges stretch along one axis and the centre along both.
///
/// Per axis (x shown; y alike), for a layer coordinate `t = x − rect.minX` on a quad of length
/// `W`, fixed ends `L = insets.left`, `R = insets.right` (layer units) and the centre's unit
/// span `c0 = center.minX`, `c1 = center.maxX` (fractions of `DrawQuad.uvRect`):
/// if `L + R > W` both ends shrink by `W / (L + R)`; then the unit coordinate is
/// `s = t / L · c0` for `t < L`, `s = c1 + (t − (W − R)) / R · (1 − c1)` for `t > W − R`, else
/// `s = c0 + (t − L) / (W − L − R) · (c1 − c0)`; and the texel is `uvRect.minX + s · uvRect.width`.
/// `PixelMath.ninePartUnit` implements it.
public struct NinePartGrid: Sendable, Hashable {
    /// The stretchable centre as a unit rectangle of the uv rect (`contentsCenter`).
    public var center: CGRect
    /// The sizes of the fixed borders on the quad, in layer units (for a layer: the image's
    /// corner pixels divided by `contentsScale`).
    public var insets: LayerInsets

    /// Creates a grid.
    public init(center: CGRect, insets: LayerInsets) {
        self.center = center
        self.insets = insets
    }
}
