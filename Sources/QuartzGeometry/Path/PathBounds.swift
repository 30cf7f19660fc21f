extension PathData {
    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle containing the path as drawn: on-curve points (moves included)
    /// and the extrema of curves, not their control points; `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard !points.isEmpty else { return .null }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var pi = 0
        for kind in kinds {
            if kind == .moveToPoint { add(points[pi]) }
            pi += kind.pointCount
        }
        forEachSegment { s in
            add(s.p0)
            add(s.end)
            guard s.kind == .addQuadCurveToPoint || s.kind == .addCurveToPoint else { return }
            let c = s.cubic
            // Roots of the derivative per axis: a t² + b t + c with the cubic's coefficients.
            for axis in 0..<2 {
                func v(_ p: CGPoint) -> CGFloat { axis == 0 ? p.x : p.y }
                let a = 3 * (-v(c.p0) + 3 * v(c.p1) - 3 * v(c.p2) + v(c.p3))
                let b = 6 * (v(c.p0) - 2 * v(c.p1) + v(c.p2))
                let k = 3 * (v(c.p1) - v(c.p0))
                if abs(a) < 1e-12 {
                    if abs(b) > 1e-12 { let t = -k / b; if t > 0 && t < 1 { add(c.point(t)) } }
                    continue
                }
                let disc = b * b - 4 * a * k
                guard disc >= 0 else { continue }
                let r = disc.squareRoot()
                let t1 = (-b + r) / (2 * a), t2 = (-b - r) / (2 * a)
                if t1 > 0 && t1 < 1 { add(c.point(t1)) }
                if t2 > 0 && t2 < 1 { add(c.point(t2)) }
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { data.boundingBox }

    /// The smallest rectangle containing the path as drawn (curve extrema, not control
    /// points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { data.boundingBoxOfPath }
}
