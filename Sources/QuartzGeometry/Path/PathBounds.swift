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
    /// (One loop over the elements with a value accumulator: a closure over the extent's
    /// variables cost a runtime exclusivity check on every point — a Lottie frame measures
    /// hundreds of shapes.)
    public var boundingBoxOfPath: CGRect {
        guard !points.isEmpty else { return .null }
        var extent = PathExtent()
        var pi = 0
        var current = CGPoint.zero, start = CGPoint.zero
        for kind in kinds {
            let p = pi
            pi += kind.pointCount
            switch kind {
            case .moveToPoint:
                current = points[p]
                start = current
                extent.add(current)
            case .addLineToPoint:
                extent.add(current)
                extent.add(points[p])
                current = points[p]
            case .addQuadCurveToPoint:
                extent.add(current)
                extent.add(points[p + 1])
                extent.addExtrema(of: CubicBezier.quad(current, points[p], points[p + 1]))
                current = points[p + 1]
            case .addCurveToPoint:
                extent.add(current)
                extent.add(points[p + 2])
                extent.addExtrema(of: CubicBezier(current, points[p], points[p + 1], points[p + 2]))
                current = points[p + 2]
            case .closeSubpath:
                extent.add(current)
                extent.add(start)
                current = start
            }
        }
        return extent.rect
    }
}

/// The running bounds of points.
private struct PathExtent {
    var minX = CGFloat.infinity, maxX = -CGFloat.infinity
    var minY = CGFloat.infinity, maxY = -CGFloat.infinity

    @inline(__always)
    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    /// Adds the points of `c` where a coordinate's derivative is zero inside the curve: roots
    /// of a t² + b t + k with the cubic's coefficients, per axis.
    mutating func addExtrema(of c: CubicBezier) {
        for axis in 0..<2 {
            func v(_ p: CGPoint) -> CGFloat { axis == 0 ? p.x : p.y }
            let a = 3 * (-v(c.p0) + 3 * v(c.p1) - 3 * v(c.p2) + v(c.p3))
            let b = 6 * (v(c.p0) - 2 * v(c.p1) + v(c.p2))
            let k = 3 * (v(c.p1) - v(c.p0))
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 {
                    let t = -k / b
                    if t > 0 && t < 1 { add(c.point(t)) }
                }
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

    var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { data.boundingBox }

    /// The smallest rectangle containing the path as drawn (curve extrema, not control
    /// points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { data.boundingBoxOfPath }
}
