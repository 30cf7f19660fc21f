// QuartzCore's CATransform3D functions (CATransform3D.h), with Apple's names and argument order.

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

/// Whether `t` equals the identity exactly.
@inlinable
@discardableResult
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are equal field by field.
@inlinable
@discardableResult
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A translation by `(tx, ty, tz)`: the identity with `m41 = tx`, `m42 = ty`, `m43 = tz`.
@inlinable
@discardableResult
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
{
    CATransform3D(
        rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0),
        SIMD4(Double(tx), Double(ty), Double(tz), 1))
}

/// A scale about the origin: `diag(sx, sy, sz, 1)`.
@inlinable
@discardableResult
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
{
    CATransform3D(
        rows: SIMD4(Double(sx), 0, 0, 0), SIMD4(0, Double(sy), 0, 0),
        SIMD4(0, 0, Double(sz), 0), SIMD4(0, 0, 0, 1))
}

/// A rotation by `angle` radians about the axis `(x, y, z)` through the origin.
///
/// The axis is normalised; a zero axis gives the identity. Rotating about `(0, 0, 1)` by a
/// positive angle turns +x toward +y (`m11 = cos`, `m12 = sin`, `m21 = −sin`, `m22 = cos`).
/// Axis-aligned rotations are built exactly (their untouched row and column stay exactly
/// identity, so `CATransform3DIsAffine` holds for rotations about z).
@discardableResult
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    var axis = SIMD3(Double(x), Double(y), Double(z))
    let length = (axis * axis).sum().squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    axis /= length
    let s = sin(Double(angle))
    let c = cos(Double(angle))
    // Exact forms for the principal axes (the general formula below is the same rotation,
    // but `c + (1 − c)` can miss 1 by an ulp).
    if axis.x == 0 && axis.y == 0 {
        let sz = s * axis.z
        return CATransform3D(
            rows: SIMD4(c, sz, 0, 0), SIMD4(-sz, c, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
    }
    if axis.y == 0 && axis.z == 0 {
        let sx = s * axis.x
        return CATransform3D(
            rows: SIMD4(1, 0, 0, 0), SIMD4(0, c, sx, 0), SIMD4(0, -sx, c, 0), SIMD4(0, 0, 0, 1))
    }
    if axis.x == 0 && axis.z == 0 {
        let sy = s * axis.y
        return CATransform3D(
            rows: SIMD4(c, 0, -sy, 0), SIMD4(0, 1, 0, 0), SIMD4(sy, 0, c, 0), SIMD4(0, 0, 0, 1))
    }
    let C = 1 - c
    let (ax, ay, az) = (axis.x, axis.y, axis.z)
    return CATransform3D(
        rows: SIMD4(c + C * ax * ax, C * ax * ay + s * az, C * ax * az - s * ay, 0),
        SIMD4(C * ax * ay - s * az, c + C * ay * ay, C * ay * az + s * ax, 0),
        SIMD4(C * ax * az + s * ay, C * ay * az - s * ax, c + C * az * az, 0),
        SIMD4(0, 0, 0, 1))
}

/// `t` preceded by a translation by `(tx, ty, tz)`: `MakeTranslation(tx, ty, tz) · t`, so the
/// translation happens first, in `t`'s input space.
@inlinable
@discardableResult
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    var result = t
    result.r4 += Double(tx) * t.r1 + Double(ty) * t.r2 + Double(tz) * t.r3
    return result
}

/// `t` preceded by a scale: `MakeScale(sx, sy, sz) · t`, so the scale happens first, in `t`'s
/// input space.
@inlinable
@discardableResult
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    CATransform3D(rows: Double(sx) * t.r1, Double(sy) * t.r2, Double(sz) * t.r3, t.r4)
}

/// `t` preceded by a rotation: `MakeRotation(angle, x, y, z) · t`, so the rotation happens
/// first, in `t`'s input space.
///
/// Differs from Apple: a zero axis is undefined in Apple's header; here it returns `t`.
@discardableResult
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// The product `a · b`: `a` applied first, then `b`.
@inlinable
@discardableResult
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// The inverse of `t`, or `t` unchanged when it is singular (determinant exactly zero or an
/// inverse that is not finite), as Apple's header states.
@discardableResult
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

/// The 3D form of an affine transform: `m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`,
/// `m41 = tx`, `m42 = ty`, the rest identity.
@inlinable
@discardableResult
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        rows: SIMD4(Double(m.a), Double(m.b), 0, 0), SIMD4(Double(m.c), Double(m.d), 0, 0),
        SIMD4(0, 0, 1, 0), SIMD4(Double(m.tx), Double(m.ty), 0, 1))
}

/// Whether `t` is exactly representable as an affine transform: `m13 = m14 = m23 = m24 =
/// m31 = m32 = m34 = m43 = 0` and `m33 = m44 = 1`.
@inlinable
@discardableResult
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.r1.z == 0 && t.r1.w == 0 && t.r2.z == 0 && t.r2.w == 0
        && t.r3 == SIMD4(0, 0, 1, 0) && t.r4.z == 0 && t.r4.w == 1
}

/// The affine part of `t`: `a = m11`, `b = m12`, `c = m21`, `d = m22`, `tx = m41`,
/// `ty = m42`. Meaningful only when `CATransform3DIsAffine(t)`; the other fields are ignored.
@inlinable
@discardableResult
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
