import Quartzite

/// Matrix helpers of flattening (row-vector convention, `p' = p · M`).
enum PlaneMatrix {
    /// `m` with its z row and column zeroed and m33 = 1 (DESIGN): points are projected onto
    /// the plane z = 0 of `m`'s input space before `m` maps them, and `m` adds no depth (CSS
    /// `transform-style: flat`; REFERENCE 7.2). Renderers read only the x, y and w columns.
    @inline(__always)
    static func flattened(_ m: CATransform3D) -> CATransform3D {
        var r = m
        r.m31 = 0
        r.m32 = 0
        r.m34 = 0
        r.m13 = 0
        r.m23 = 0
        r.m43 = 0
        r.m33 = 1
        return r
    }

    /// The vertical flip of a geometry-flipped layer's sublayer space about its bounds:
    /// `y ↦ bounds.minY + bounds.maxY − y`.
    @inline(__always)
    static func geometryFlip(_ bounds: CGRect) -> CATransform3D {
        var r = CATransform3DIdentity
        r.m22 = -1
        r.m42 = bounds.minY + bounds.maxY
        return r
    }

    /// The matrix applied to a layer's sublayers in its space: the geometry flip (when set)
    /// then the `sublayerTransform` about the anchor point (`LayerGeometry.sublayerMatrix`).
    @inline(__always)
    static func sublayerSpace(of p: LayerProperties) -> CATransform3D {
        let sub = LayerGeometry.sublayerMatrix(of: p)
        guard p.isGeometryFlipped else { return sub }
        return CATransform3DConcat(geometryFlip(p.bounds), sub)
    }

    /// The determinant of the z = 0 homography (rows/columns 1, 2, 4): positive when the
    /// layer's plane keeps its winding on screen (front face; y-down in and out), negative when
    /// it is seen from behind, zero edge-on.
    @inline(__always)
    static func windingDeterminant(_ m: CATransform3D) -> Double {
        let a = Double(m.m11), b = Double(m.m12), c = Double(m.m14)
        let d = Double(m.m21), e = Double(m.m22), f = Double(m.m24)
        let g = Double(m.m41), h = Double(m.m42), i = Double(m.m44)
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// Whether `m` maps the z = 0 plane with a 2D scale and translation only (no rotation,
    /// skew or perspective): axis-aligned rectangles stay axis-aligned.
    @inline(__always)
    static func isAxisAligned(_ m: CATransform3D) -> Bool {
        m.m12 == 0 && m.m21 == 0 && m.m14 == 0 && m.m24 == 0 && m.m44 > 0
    }

    /// The approximate linear scale (output units per input unit) of `m` at `point` of the
    /// z = 0 plane: the square root of the local area scale (1 where it cannot be evaluated).
    static func scale(of m: CATransform3D, at point: CGPoint) -> Double {
        let x = Double(point.x), y = Double(point.y)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        guard w > 1e-9 else { return 1 }
        let det = windingDeterminant(m) / (w * w * w)
        let s = abs(det).squareRoot()
        return s.isFinite && s > 0 ? s : 1
    }

    /// The pixel-space point of layer point `p` through `m` (perspective divide), or nil
    /// behind the eye.
    @inline(__always)
    static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        guard w > 1e-9 else { return nil }
        return CGPoint(
            x: (x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)) / w,
            y: (x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)) / w)
    }

    /// The bounding box in pixels of `rect` through `m`, or nil when a corner is behind the eye.
    static func projectedBounds(_ rect: CGRect, _ m: CATransform3D) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in 0..<4 {
            let p = CGPoint(x: corner & 1 == 0 ? rect.minX : rect.maxX, y: corner & 2 == 0 ? rect.minY : rect.maxY)
            guard let q = project(p, m) else { return nil }
            minX = min(minX, q.x)
            minY = min(minY, q.y)
            maxX = max(maxX, q.x)
            maxY = max(maxY, q.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `rect` through `m` may cover part of `area` (a pixel rectangle with a positive
    /// size): its ``projectedBounds(_:_:)`` overlap or touch `area` as `CGRect.intersects`
    /// decides, or a corner lies behind the eye (then it is not culled). The same answer as
    /// `projectedBounds(rect, m).map { $0.intersects(area) } ?? true`, without Foundation's
    /// generic range code (a fifth of a frame of the M1 benchmark).
    @inline(__always)
    static func mayCover(_ area: CGRect, _ rect: CGRect, _ m: CATransform3D) -> Bool {
        guard let r = projectedBounds(rect, m) else { return true }
        // `CGRect.null` intersects nothing.
        if r.origin.x == .infinity || r.origin.y == .infinity { return false }
        // Closed spans: touching edges overlap.
        return !(area.maxX < r.minX || r.maxX < area.minX || area.maxY < r.minY || r.maxY < area.minY)
    }
}
