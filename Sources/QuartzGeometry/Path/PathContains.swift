extension PathData {
    /// Whether `point` lies inside the path filled with `rule`, every subpath implicitly
    /// closed, after transforming the path by `transform`. Curves are flattened to within
    /// 0.01 user-space points, so points closer than that to the outline may go either way.
    /// Allocates nothing.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        var start = CGPoint.zero
        var last = CGPoint.zero
        var open = false
        func edge(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= point.y {
                if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y && cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        forEachFlattenedVertex(tolerance: 0.01, transform: transform) { p, newSubpath in
            if newSubpath {
                if open { edge(last, start) }
                start = p
                open = true
            } else {
                edge(last, p)
            }
            last = p
        } close: {
            edge(last, start)
            last = start
        }
        if open { edge(last, start) }
        return rule == .winding ? winding != 0 : winding & 1 != 0
    }
}

/// Twice the signed area of triangle a, b, p: positive when p lies left of a→b (y up).
@inline(__always)
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

extension CGPath {
    /// Whether `point` lies inside the path filled with `rule` (`.winding` or `.evenOdd`),
    /// after transforming the path by `transform`; open subpaths count as closed. Points
    /// within 0.01 of the outline may go either way.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        data.contains(point, using: rule, transform: transform)
    }
}
