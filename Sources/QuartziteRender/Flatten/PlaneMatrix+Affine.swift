import Quartzite

/// Shortcuts of flattening for 2D-affine matrices (no z, no perspective): most layers of a
/// typical tree. Their results equal the general 4×4 products' value for value, except that a
/// zero may come out as +0 where the general product gives −0 or the reverse (the general
/// product adds the zero terms of the rows and columns the shortcut leaves out); no renderer
/// tells the two zeros apart.
extension PlaneMatrix {
    /// Whether `m` is a 2D affine transform: its z row and column and its perspective column
    /// are those of the identity.
    @inline(__always)
    static func isAffine2D(_ m: CATransform3D) -> Bool {
        m.m13 == 0 && m.m14 == 0 && m.m23 == 0 && m.m24 == 0 && m.m31 == 0 && m.m32 == 0 && m.m33 == 1
            && m.m34 == 0 && m.m43 == 0 && m.m44 == 1
    }

    /// `CATransform3DConcat(a, b)` (`a` first, then `b`), with 2×3 arithmetic when both are
    /// 2D affine.
    @inline(__always)
    static func concat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        guard isAffine2D(a) && isAffine2D(b) else { return CATransform3DConcat(a, b) }
        var r = CATransform3DIdentity
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22
        r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + b.m41
        r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + b.m42
        return r
    }

    /// `LayerGeometry.matrixToParentPlane(of: p)`, without the two 4×4 products when the
    /// transform is 2D affine and the layer has no depth (`anchorPointZ` and `zPosition` 0):
    /// the transform moved so the anchor point lands on the position.
    @inline(__always)
    static func toParentPlane(of p: borrowing LayerProperties) -> CATransform3D {
        let t = p.transform
        guard p.anchorPointZ == 0 && p.zPosition == 0 && isAffine2D(t) else {
            return LayerGeometry.matrixToParentPlane(of: p)
        }
        let b = p.bounds
        let px = -(b.origin.x + p.anchorPoint.x * b.size.width)
        let py = -(b.origin.y + p.anchorPoint.y * b.size.height)
        var r = t
        r.m41 = (px * t.m11 + py * t.m21 + t.m41) + p.position.x
        r.m42 = (px * t.m12 + py * t.m22 + t.m42) + p.position.y
        return r
    }
}
