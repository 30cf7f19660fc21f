import Foundation

/// The geometry of one layer relative to its superlayer (REFERENCE 7.2), as pure functions of
/// ``LayerProperties`` values — used by `CALayer` (frame, conversions, hit testing) and by the
/// renderers on presentation values.
///
/// Matrices use the row-vector convention (`p' = p · M`); points are in points, iOS convention.
public enum LayerGeometry {
    /// The matrix from the layer's coordinate space to its superlayer's (without the
    /// superlayer's `sublayerTransform`):
    /// `T(−(bounds.x + anchor.x·w), −(bounds.y + anchor.y·h), −anchorPointZ) × transform ×
    /// T(position.x, position.y, zPosition)`.
    public static func matrixToParentPlane(of layer: LayerProperties) -> CATransform3D {
        let b = layer.bounds
        let pivot = CATransform3DMakeTranslation(
            -(b.origin.x + layer.anchorPoint.x * b.size.width),
            -(b.origin.y + layer.anchorPoint.y * b.size.height), -layer.anchorPointZ)
        let place = CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition)
        return CATransform3DConcat(CATransform3DConcat(pivot, layer.transform), place)
    }

    /// The superlayer's `sublayerTransform` as it acts on its sublayers: about the
    /// superlayer's anchor point in its bounds space, bounds origin included
    /// (`T(−c) × sublayerTransform × T(c)`, `c = bounds.origin + anchorPoint × bounds.size`;
    /// REFERENCE 11.3). Identity when the sublayer transform is.
    public static func sublayerMatrix(of superlayer: LayerProperties) -> CATransform3D {
        aboutAnchor(superlayer.sublayerTransform, of: superlayer)
    }

    /// `m` applied about the anchor point of a layer with values `p`, in its bounds' space (as
    /// `sublayerTransform` and `CAReplicatorLayer.instanceTransform` are).
    package static func aboutAnchor(_ m: CATransform3D, of p: LayerProperties) -> CATransform3D {
        let b = p.bounds
        return about(m, x: b.origin.x + p.anchorPoint.x * b.size.width, y: b.origin.y + p.anchorPoint.y * b.size.height)
    }

    /// `m` applied about the centre of `p`'s bounds (a replicator's `instanceTransform`,
    /// "relative to the center of the replicator layer", CAReplicatorLayer.h).
    package static func aboutCentre(_ m: CATransform3D, of p: LayerProperties) -> CATransform3D {
        about(m, x: p.bounds.midX, y: p.bounds.midY)
    }

    /// `m` applied about the point (x, y) of the layer's plane.
    private static func about(_ m: CATransform3D, x: CGFloat, y: CGFloat) -> CATransform3D {
        if CATransform3DIsIdentity(m) { return CATransform3DIdentity }
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-x, -y, 0), m), CATransform3DMakeTranslation(x, y, 0))
    }

    /// The full matrix from the layer's space to its superlayer's (REFERENCE 7.2):
    /// ``matrixToParentPlane(of:)`` followed by the superlayer's ``sublayerMatrix(of:)``.
    public static func matrixToSuperlayer(
        of layer: LayerProperties, superlayer: LayerProperties?
    ) -> CATransform3D {
        let own = matrixToParentPlane(of: layer)
        guard let superlayer else { return own }
        return CATransform3DConcat(own, sublayerMatrix(of: superlayer))
    }

    /// The frame: with an identity transform `position − anchorPoint × bounds.size` and the
    /// bounds size (the bounds origin does not matter); otherwise the smallest rectangle that
    /// contains the four transformed corners of the bounds. In the superlayer's points.
    public static func frame(of layer: LayerProperties) -> CGRect {
        let size = layer.bounds.size
        if CATransform3DIsIdentity(layer.transform) {
            return CGRect(
                x: layer.position.x - layer.anchorPoint.x * size.width,
                y: layer.position.y - layer.anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        return boundingBox(of: layer.bounds, through: matrixToParentPlane(of: layer))
    }

    /// Sets the frame as Apple does: the bounds size becomes the frame's size (the bounds
    /// origin is kept) and the position is placed so the anchor point lands at
    /// `frame.origin + anchorPoint × frame.size`. Under a scale or translation (an affine
    /// transform without rotation or skew) the transform is taken back out, so the frame reads
    /// back as set (Apple's QuartzCore, measured by GNUstep's tests: under a 2 × 4 scale a
    /// 100 × 50 frame makes 50 × 12.5 bounds). Under other transforms Apple leaves the result
    /// undefined; Quartzite applies the first rule.
    public static func setFrame(_ frame: CGRect, of layer: inout LayerProperties) {
        let r = frame.standardized
        let t = layer.transform
        if !CATransform3DIsIdentity(t), CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0,
            t.m11.isFinite, t.m22.isFinite
        {
            let size = CGSize(width: r.size.width / abs(t.m11), height: r.size.height / abs(t.m22))
            let a = layer.anchorPoint
            // The frame's minimum edge is the transformed bounds' nearer side of the anchor.
            let left = min(t.m11 * -a.x * size.width, t.m11 * (1 - a.x) * size.width)
            let top = min(t.m22 * -a.y * size.height, t.m22 * (1 - a.y) * size.height)
            layer.position = CGPoint(x: r.origin.x - t.m41 - left, y: r.origin.y - t.m42 - top)
            layer.bounds.size = size
            return
        }
        layer.position = CGPoint(
            x: r.origin.x + layer.anchorPoint.x * r.size.width,
            y: r.origin.y + layer.anchorPoint.y * r.size.height)
        layer.bounds.size = r.size
    }

    /// The smallest rectangle containing the four corners of `rect` mapped through `matrix`
    /// (with the perspective divide), in the matrix's output plane.
    public static func boundingBox(of rect: CGRect, through matrix: CATransform3D) -> CGRect {
        let r = rect.standardized
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? r.minX : r.maxX
            let y = corner & 2 == 0 ? r.minY : r.maxY
            let p = matrix.projectPoint(CGPoint(x: x, y: y))
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Maps a point of the layer's plane (z = 0) to its superlayer's plane through `matrix`:
    /// `(x, y, 0, 1) · M`, divided by w, z dropped (the flattening of REFERENCE 7.2).
    public static func flatten(_ point: CGPoint, through matrix: CATransform3D) -> CGPoint {
        matrix.projectPoint(point)
    }

    /// The point of the layer's plane (z = 0) that `matrix` maps onto `point` of the
    /// superlayer's plane — the inverse of ``flatten(_:through:)``, through the 3×3
    /// homography of the flattened matrix (rows/columns 1, 2 and 4). Nil when the plane is
    /// seen edge-on (singular) or the point lies behind the eye.
    public static func unflatten(_ point: CGPoint, through matrix: CATransform3D) -> CGPoint? {
        // H = [[m11 m12 m14], [m21 m22 m24], [m41 m42 m44]]; (x, y, 1)·H = (X·w, Y·w, w).
        let a = Double(matrix.m11), b = Double(matrix.m12), c = Double(matrix.m14)
        let d = Double(matrix.m21), e = Double(matrix.m22), f = Double(matrix.m24)
        let g = Double(matrix.m41), h = Double(matrix.m42), i = Double(matrix.m44)
        // Solve (x, y, 1)·H = w·(X, Y, 1): x(a − cX) + y(d − fX) = iX − g, x(b − cY) + y(e − fY) = iY − h.
        let px = Double(point.x), py = Double(point.y)
        let a11 = a - c * px, a12 = d - f * px, r1 = i * px - g
        let a21 = b - c * py, a22 = e - f * py, r2 = i * py - h
        let det = a11 * a22 - a12 * a21
        // Seen edge-on, the determinant is rounding noise relative to its terms.
        let magnitude = abs(a11) + abs(a12) + abs(a21) + abs(a22)
        let scale = magnitude * magnitude
        guard det.isFinite, abs(det) > scale * 1e-12 else { return nil }
        let x = (r1 * a22 - a12 * r2) / det
        let y = (a11 * r2 - r1 * a21) / det
        let w = x * c + y * f + i
        guard w > 0 else { return nil }
        return CGPoint(x: x, y: y)
    }
}
