/// How a texture or pass output is sampled.
///
/// The formulas are in `PixelMath` (nearest, bilinear, trilinear with box-filtered mip levels).
public enum TextureFilter: Sendable, Hashable {
    /// The texel whose square contains the sample point (GL `NEAREST`).
    case nearest
    /// Bilinear between the four nearest texel centres, no mip levels (GL `LINEAR`).
    case linear
    /// Bilinear in the two nearest mip levels, blended linearly by level of detail
    /// (GL `LINEAR_MIPMAP_LINEAR`). Bilinear at level 0 when magnifying.
    case trilinear
}
