/// A `CATransform3D` split into perspective, translation, rotation, skew and scale — the
/// "unmatrix" of CSS Transforms Level 2 (REFERENCE.md 11.2), written for Core Animation's
/// row-vector matrices (translation in `m41…m43`, as WebKit's `TransformationMatrix`).
///
/// Recomposition applies, to a row vector, first scale, then skew, then rotation, then
/// translation, then perspective: `M = Scale · Skew · Rotation · Translation · Perspective`.
/// A decomposition is a plain value: an animation can decompose its endpoints once, keep
/// them, and call `interpolated(to:fraction:)` every frame.
public struct DecomposedTransform: Sendable, Hashable, Codable {
    /// Translation `(tx, ty, tz)` in the transform's output units (points).
    public var translation: SIMD3<Double>
    /// Scale factors `(sx, sy, sz)` along the input axes. For a matrix with a negative
    /// determinant all three are negated (the CSS convention).
    public var scale: SIMD3<Double>
    /// Shear of y toward x: the factor of the x axis added to the y axis (CSS `skew[0]`).
    public var skewXY: Double
    /// Shear of z toward x: the factor of the x axis added to the z axis (CSS `skew[1]`).
    public var skewXZ: Double
    /// Shear of z toward y: the factor of the y axis added to the z axis (CSS `skew[2]`).
    public var skewYZ: Double
    /// Perspective column `(m14, m24, m34, m44)` of the perspective factor; `(0, 0, 0, 1)`
    /// when there is none. A plain `m34 = −1/d` perspective reads `(0, 0, −1/d, 1)`.
    public var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion `(x, y, z, w)`: a rotation by `θ` about the unit
    /// axis `n` (as `CATransform3DMakeRotation(θ, n.x, n.y, n.z)`) is
    /// `(n · sin(θ/2), cos(θ/2))`. Decomposition returns `w ≥ 0`.
    public var quaternion: SIMD4<Double>

    /// Creates a decomposition from its parts; the defaults are those of the identity.
    public init(
        translation: SIMD3<Double> = .zero,
        scale: SIMD3<Double> = .one,
        skewXY: Double = 0, skewXZ: Double = 0, skewYZ: Double = 0,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skewXY = skewXY
        self.skewXZ = skewXZ
        self.skewYZ = skewYZ
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// Decomposes `transform`, or returns nil when it cannot be decomposed: `m44 == 0`, or the
    /// upper 3×3 block (the perspective matrix of CSS) is singular — e.g. any scale of 0.
    /// The matrix is first normalised by `m44`, so `transform` recomposes to `transform / m44`.
    public init?(_ transform: CATransform3D) {
        let m44 = transform.r4.w
        guard m44 != 0 else { return nil }
        let r1 = transform.r1 / m44
        let r2 = transform.r2 / m44
        let r3 = transform.r3 / m44
        let r4 = transform.r4 / m44
        var rows = (
            SIMD3(r1.x, r1.y, r1.z), SIMD3(r2.x, r2.y, r2.z), SIMD3(r3.x, r3.y, r3.z)
        )
        let cofactors = (
            cross(rows.1, rows.2), cross(rows.2, rows.0), cross(rows.0, rows.1)
        )
        let determinant = dot(rows.0, cofactors.0)
        guard determinant != 0, determinant.isFinite else { return nil }
        let move = SIMD3(r4.x, r4.y, r4.z)

        // Perspective: the upper 3×3 block A times (px, py, pz) gives (m14, m24, m34).
        if r1.w != 0 || r2.w != 0 || r3.w != 0 {
            let rhs = SIMD3(r1.w, r2.w, r3.w)
            // A⁻¹ has the cofactor vectors as its columns, over the determinant.
            let p = (rhs.x * cofactors.0 + rhs.y * cofactors.1 + rhs.z * cofactors.2)
                / determinant
            perspective = SIMD4(p.x, p.y, p.z, r4.w - dot(move, p))
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = move

        // Scale and skew by Gram–Schmidt on the rows.
        var scale = SIMD3<Double>.zero
        scale.x = length(rows.0)
        rows.0 /= scale.x
        var xy = dot(rows.0, rows.1)
        rows.1 -= xy * rows.0
        scale.y = length(rows.1)
        rows.1 /= scale.y
        xy /= scale.y
        var xz = dot(rows.0, rows.2)
        rows.2 -= xz * rows.0
        var yz = dot(rows.1, rows.2)
        rows.2 -= yz * rows.1
        scale.z = length(rows.2)
        rows.2 /= scale.z
        xz /= scale.z
        yz /= scale.z
        // A reflection is carried by negating every scale factor and the rows.
        if dot(rows.0, cross(rows.1, rows.2)) < 0 {
            scale = -scale
            rows = (-rows.0, -rows.1, -rows.2)
        }
        self.scale = scale
        skewXY = xy
        skewXZ = xz
        skewYZ = yz
        quaternion = quaternionFromRows(rows.0, rows.1, rows.2)
    }

    /// The recomposed matrix `Scale · Skew · Rotation · Translation · Perspective`.
    @inline(__always)
    public var transform: CATransform3D {
        let (q0, q1, q2) = rotationRows(quaternion)
        let a0 = scale.x * q0
        let a1 = scale.y * (q1 + skewXY * q0)
        let a2 = scale.z * (q2 + skewYZ * q1 + skewXZ * q0)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        return CATransform3D(
            rows: SIMD4(a0, dot(a0, p)), SIMD4(a1, dot(a1, p)), SIMD4(a2, dot(a2, p)),
            SIMD4(translation, dot(translation, p) + perspective.w))
    }

    /// The decomposition `fraction` of the way from `self` to `other`: translation, scale,
    /// skew and perspective interpolate linearly, the rotation by spherical interpolation
    /// along the shorter arc. `fraction` 0 gives `self`, 1 gives `other`; values outside
    /// 0…1 extrapolate (spring overshoot).
    @inline(__always)
    public func interpolated(to other: DecomposedTransform, fraction: Double)
        -> DecomposedTransform
    {
        let f = fraction
        return DecomposedTransform(
            translation: translation + (other.translation - translation) * f,
            scale: scale + (other.scale - scale) * f,
            skewXY: skewXY + (other.skewXY - skewXY) * f,
            skewXZ: skewXZ + (other.skewXZ - skewXZ) * f,
            skewYZ: skewYZ + (other.skewYZ - skewYZ) * f,
            perspective: perspective + (other.perspective - perspective) * f,
            quaternion: slerp(quaternion, other.quaternion, f))
    }
}

// MARK: - Vector and quaternion helpers

@inline(__always)
func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    (a * b).sum()
}

@inline(__always)
func length(_ v: SIMD3<Double>) -> Double {
    dot(v, v).squareRoot()
}

@inline(__always)
func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// The rows of the row-vector rotation matrix of the unit quaternion `q` (equal to
/// `CATransform3DMakeRotation` for the same angle and axis).
@inline(__always)
func rotationRows(_ q: SIMD4<Double>)
    -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
{
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
        SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
        SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
        SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
}

/// The unit quaternion (w ≥ 0) of an orthonormal, right-handed row-vector rotation matrix
/// (Shepperd's method: divide by the largest of w, x, y, z).
func quaternionFromRows(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>)
    -> SIMD4<Double>
{
    let trace = r0.x + r1.y + r2.z
    var q: SIMD4<Double>
    if trace > 0 {
        let s = 2 * (trace + 1).squareRoot()
        q = SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
    } else if r0.x > r1.y && r0.x > r2.z {
        let s = 2 * (1 + r0.x - r1.y - r2.z).squareRoot()
        q = SIMD4(s / 4, (r1.x + r0.y) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
    } else if r1.y > r2.z {
        let s = 2 * (1 + r1.y - r0.x - r2.z).squareRoot()
        q = SIMD4((r1.x + r0.y) / s, s / 4, (r2.y + r1.z) / s, (r2.x - r0.z) / s)
    } else {
        let s = 2 * (1 + r2.z - r0.x - r1.y).squareRoot()
        q = SIMD4((r2.x + r0.z) / s, (r2.y + r1.z) / s, s / 4, (r0.y - r1.x) / s)
    }
    if q.w < 0 { q = -q }
    return q / dot(q, q).squareRoot()
}

/// Spherical linear interpolation between unit quaternions along the shorter arc.
@inline(__always)
func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    var b = b
    var cosine = dot(a, b)
    if cosine < 0 {
        b = -b
        cosine = -cosine
    }
    if cosine > 0.9995 {
        // Nearly parallel: normalised linear interpolation avoids dividing by sin θ ≈ 0.
        let q = a + (b - a) * t
        return q / dot(q, q).squareRoot()
    }
    let theta = acos(cosine)
    let sine = sin(theta)
    return a * (sin((1 - t) * theta) / sine) + b * (sin(t * theta) / sine)
}

extension DecomposedTransform {
    /// The matrix `fraction` of the way from `self` to `other`: the same as
    /// `interpolated(to: other, fraction: fraction).transform`, without building the
    /// intermediate decomposition (for animations that evaluate every frame).
    public func interpolatedTransform(to other: DecomposedTransform, fraction: Double) -> CATransform3D {
        interpolated(to: other, fraction: fraction).transform
    }
}
