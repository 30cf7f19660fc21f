extension CATransform3D {
    /// The determinant of the 4×4 matrix.
    public var determinant: Double {
        let m = minors
        return m.s0 * m.c5 - m.s1 * m.c4 + m.s2 * m.c3 + m.s3 * m.c2 - m.s4 * m.c1 + m.s5 * m.c0
    }

    /// The 2×2 minors of the first two rows (s) and of the last two rows (c) that the
    /// Laplace expansion of the determinant and of the inverse share.
    @inline(__always)
    private var minors: (
        s0: Double, s1: Double, s2: Double, s3: Double, s4: Double, s5: Double,
        c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
    ) {
        let (a, b, c, d) = (r1, r2, r3, r4)
        let s0 = a.x * b.y - b.x * a.y
        let s1 = a.x * b.z - b.x * a.z
        let s2 = a.x * b.w - b.x * a.w
        let s3 = a.y * b.z - b.y * a.z
        let s4 = a.y * b.w - b.y * a.w
        let s5 = a.z * b.w - b.z * a.w
        let c5 = c.z * d.w - d.z * c.w
        let c4 = c.y * d.w - d.y * c.w
        let c3 = c.y * d.z - d.y * c.z
        let c2 = c.x * d.w - d.x * c.w
        let c1 = c.x * d.z - d.x * c.z
        let c0 = c.x * d.y - d.x * c.y
        return (s0, s1, s2, s3, s4, s5, c0, c1, c2, c3, c4, c5)
    }

    /// The inverse matrix, or nil when the determinant is exactly zero or the inverse is not
    /// finite. Used by `CATransform3DInvert`, which returns its argument in the nil case.
    public var inverse: CATransform3D? {
        let (a, b, c, d) = (r1, r2, r3, r4)
        // Laplace expansion by 2×2 minors of the first two and last two rows.
        let (s0, s1, s2, s3, s4, s5, c0, c1, c2, c3, c4, c5) = minors
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        if det == 0 { return nil }
        let k = 1 / det
        let i1 = SIMD4(
            b.y * c5 - b.z * c4 + b.w * c3,
            -a.y * c5 + a.z * c4 - a.w * c3,
            d.y * s5 - d.z * s4 + d.w * s3,
            -c.y * s5 + c.z * s4 - c.w * s3) * k
        let i2 = SIMD4(
            -b.x * c5 + b.z * c2 - b.w * c1,
            a.x * c5 - a.z * c2 + a.w * c1,
            -d.x * s5 + d.z * s2 - d.w * s1,
            c.x * s5 - c.z * s2 + c.w * s1) * k
        let i3 = SIMD4(
            b.x * c4 - b.y * c2 + b.w * c0,
            -a.x * c4 + a.y * c2 - a.w * c0,
            d.x * s4 - d.y * s2 + d.w * s0,
            -c.x * s4 + c.y * s2 - c.w * s0) * k
        let i4 = SIMD4(
            -b.x * c3 + b.y * c1 - b.z * c0,
            a.x * c3 - a.y * c1 + a.z * c0,
            -d.x * s3 + d.y * s1 - d.z * s0,
            c.x * s3 - c.y * s1 + c.z * s0) * k
        // x − x is 0 for finite lanes and NaN for infinite or NaN ones.
        let d1: SIMD4<Double> = i1 - i1
        let d2: SIMD4<Double> = i2 - i2
        let d3: SIMD4<Double> = i3 - i3
        let d4: SIMD4<Double> = i4 - i4
        let finite = d1 == .zero && d2 == .zero && d3 == .zero && d4 == .zero
        return finite ? CATransform3D(rows: i1, i2, i3, i4) : nil
    }
}
