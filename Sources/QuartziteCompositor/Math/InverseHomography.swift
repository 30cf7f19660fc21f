import QuartzGeometry

/// The inverse of a quad matrix restricted to the z = 0 plane: maps a pass pixel position to
/// homogeneous layer coordinates q = X·h1 + Y·h2 + h3 = (x, y, 1)/w (see `PixelMath`).
public struct InverseHomography: Sendable, Hashable {
    /// Row 1: the change of q per pixel in X.
    public var h1: SIMD3<Double>
    /// Row 2: the change of q per pixel in Y.
    public var h2: SIMD3<Double>
    /// Row 3: q at pixel position (0, 0).
    public var h3: SIMD3<Double>
    /// The forward 3×3 rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    /// The forward rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44) of the transform: layer
    /// point (x, y) maps to the homogeneous pixel x·a1 + y·a2 + a3.
    package let a1: SIMD3<Double>
    package let a2: SIMD3<Double>
    package let a3: SIMD3<Double>

    /// The inverse for `transform` (layer → pass pixels); nil when the z = 0 plane projects to
    /// a line or point (the layer is seen edge-on) or the matrix is not finite.
    public init?(_ transform: CATransform3D) {
        let t = transform
        a1 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m14))
        a2 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m24))
        a3 = SIMD3(Double(t.m41), Double(t.m42), Double(t.m44))
        // Adjugate / determinant of the row matrix [a1; a2; a3].
        let c1 = Self.cross(a2, a3)
        let c2 = Self.cross(a3, a1)
        let c3 = Self.cross(a1, a2)
        let det = (a1 * c1).sum()
        // Singular relative to the matrix's scale — its linear and perspective entries and w,
        // not the translation: with the translation in the scale (cubed), a layer moved beyond
        // ~10,000 pixels counted as seen edge-on and was culled.
        let scale = max(Self.maxMagnitude(a1), Self.maxMagnitude(a2), abs(a3.z))
        guard det.isFinite, scale > 0, scale.isFinite, abs(det) > 1e-12 * scale * scale * scale else { return nil }
        // inverse = adj / det, adj's columns are c1, c2, c3.
        let inv = 1 / det
        h1 = SIMD3(c1.x, c2.x, c3.x) * inv
        h2 = SIMD3(c1.y, c2.y, c3.y) * inv
        h3 = SIMD3(c1.z, c2.z, c3.z) * inv
    }

    /// Whether the forward mapping is affine (no perspective: w is 1 everywhere).
    public var isAffine: Bool { a1.z == 0 && a2.z == 0 && a3.z == 1 }

    static func maxMagnitude(_ v: SIMD3<Double>) -> Double {
        max(abs(v.x), abs(v.y), abs(v.z))
    }

    @inline(__always)
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
