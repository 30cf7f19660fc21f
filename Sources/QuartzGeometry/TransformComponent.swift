/// One scalar of a transform addressed by Core Animation's transform sub key paths
/// (`transform.rotation.z`, `transform.scale.x`, …; REFERENCE.md 4.3). Values are read from
/// the `DecomposedTransform` of the matrix; setting one recomposes the matrix.
public enum TransformComponent: String, Sendable, Hashable, CaseIterable, Codable {
    /// Rotation about x in radians (`rotation.x`).
    case rotationX = "rotation.x"
    /// Rotation about y in radians (`rotation.y`).
    case rotationY = "rotation.y"
    /// Rotation about z in radians (`rotation.z`, also `rotation`); positive turns +x
    /// toward +y.
    case rotationZ = "rotation.z"
    /// Scale along x (`scale.x`).
    case scaleX = "scale.x"
    /// Scale along y (`scale.y`).
    case scaleY = "scale.y"
    /// Scale along z (`scale.z`).
    case scaleZ = "scale.z"
    /// Mean of the x, y and z scales (`scale`); setting it sets all three.
    case scale = "scale"
    /// Mean of the x and y scales (`scale.xy`); setting it sets both.
    case scaleXY = "scale.xy"
    /// Translation along x in points (`translation.x`).
    case translationX = "translation.x"
    /// Translation along y in points (`translation.y`).
    case translationY = "translation.y"
    /// Translation along z in points (`translation.z`).
    case translationZ = "translation.z"

    /// `transform.rotation` is the rotation about z.
    public static var rotation: TransformComponent { .rotationZ }

    /// The component named by a key path relative to `transform` (`"rotation"`,
    /// `"rotation.x"`, `"scale.xy"`, `"translation.z"`, …), or nil for other names.
    /// `"translation"` (a CGSize of x and y) is two components and is not covered here.
    public init?(keyPath: String) {
        if keyPath == "rotation" {
            self = .rotationZ
        } else {
            self.init(rawValue: keyPath)
        }
    }
}

extension DecomposedTransform {
    /// The rotation as Euler angles `(rx, ry, rz)` in radians, for the order "about x first,
    /// then y, then z" (`Rx · Ry · Rz` in row-vector form, Graphics Gems "unmatrix").
    /// `ry` lies in −π/2…π/2; at ry = ±π/2 (gimbal lock) rz is reported as 0.
    public var eulerAngles: SIMD3<Double> {
        let (r0, r1, r2) = rotationRows(quaternion)
        let ry = asin(min(1, max(-1, -r0.z)))
        if abs(r0.z) < 1 - 1e-12 {
            return SIMD3(atan2(r1.z, r2.z), ry, atan2(r0.y, r0.x))
        }
        return SIMD3(atan2(-r2.y, r1.y), ry, 0)
    }

    /// Replaces the rotation by the Euler angles `(rx, ry, rz)` in radians, same order as
    /// `eulerAngles`.
    public mutating func setEulerAngles(_ angles: SIMD3<Double>) {
        let qx = SIMD4(sin(angles.x / 2), 0, 0, cos(angles.x / 2))
        let qy = SIMD4(0, sin(angles.y / 2), 0, cos(angles.y / 2))
        let qz = SIMD4(0, 0, sin(angles.z / 2), cos(angles.z / 2))
        // x is applied first: q = qz ⊗ qy ⊗ qx.
        quaternion = hamilton(qz, hamilton(qy, qx))
    }

    /// The value of `component` (radians for rotations, points for translations).
    public func value(of component: TransformComponent) -> Double {
        switch component {
        case .rotationX: eulerAngles.x
        case .rotationY: eulerAngles.y
        case .rotationZ: eulerAngles.z
        case .scaleX: scale.x
        case .scaleY: scale.y
        case .scaleZ: scale.z
        case .scale: (scale.x + scale.y + scale.z) / 3
        case .scaleXY: (scale.x + scale.y) / 2
        case .translationX: translation.x
        case .translationY: translation.y
        case .translationZ: translation.z
        }
    }

    /// Sets `component` to `value`, leaving the other parts as they are.
    public mutating func setValue(_ value: Double, of component: TransformComponent) {
        switch component {
        case .rotationX, .rotationY, .rotationZ:
            var angles = eulerAngles
            switch component {
            case .rotationX: angles.x = value
            case .rotationY: angles.y = value
            default: angles.z = value
            }
            setEulerAngles(angles)
        case .scaleX: scale.x = value
        case .scaleY: scale.y = value
        case .scaleZ: scale.z = value
        case .scale: scale = SIMD3(repeating: value)
        case .scaleXY:
            scale.x = value
            scale.y = value
        case .translationX: translation.x = value
        case .translationY: translation.y = value
        case .translationZ: translation.z = value
        }
    }

    /// A best-effort decomposition for matrices `init?(_:)` rejects (a zero scale, `m44 == 0`):
    /// translation `m41…m43` (over `m44` when non-zero), scales the lengths of the first three
    /// rows' xyz parts (over `|m44|`), no rotation, skew or perspective.
    init(degenerate t: CATransform3D) {
        let w = t.r4.w == 0 ? 1 : t.r4.w
        self.init(
            translation: SIMD3(t.r4.x, t.r4.y, t.r4.z) / w,
            scale: SIMD3(
                length(SIMD3(t.r1.x, t.r1.y, t.r1.z)), length(SIMD3(t.r2.x, t.r2.y, t.r2.z)),
                length(SIMD3(t.r3.x, t.r3.y, t.r3.z))) / abs(w))
    }
}

/// The Hamilton product `a ⊗ b` of quaternions stored as `(x, y, z, w)`: `b` rotates first.
func hamilton(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(
        a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
        a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
        a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
        a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
}

extension CATransform3D {
    /// The value of one transform sub key path component (radians, scale factor or points),
    /// read from the matrix's decomposition — what `layer.value(forKeyPath:
    /// "transform.rotation.z")` returns.
    ///
    /// Differs from Apple: for matrices that cannot be decomposed (a scale of 0, `m44 == 0`)
    /// the value comes from a best-effort reading (row lengths as scales, no rotation);
    /// Apple's result there is undocumented.
    public func component(_ component: TransformComponent) -> CGFloat {
        let parts = DecomposedTransform(self) ?? DecomposedTransform(degenerate: self)
        return CGFloat(parts.value(of: component))
    }

    /// This transform with one component replaced by `value` and the matrix recomposed —
    /// what setting `transform.scale.x` and friends does. The result is normalised by `m44`.
    ///
    /// Differs from Apple: for a matrix that cannot be decomposed, the best-effort reading of
    /// `component(_:)` is recomposed (its rotation, skew and perspective are lost).
    public func settingComponent(_ component: TransformComponent, to value: CGFloat)
        -> CATransform3D
    {
        var parts = DecomposedTransform(self) ?? DecomposedTransform(degenerate: self)
        parts.setValue(Double(value), of: component)
        return parts.transform
    }
}
