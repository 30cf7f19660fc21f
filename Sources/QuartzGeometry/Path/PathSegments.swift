/// One drawn segment of a path (closing lines included), with the element that made it.
struct PathSegment: Sendable {
    /// The element kind that made it; `.closeSubpath` for the closing line.
    var kind: CGPathElementType
    /// Start, then the element's own points (line: end; quad: control, end; cubic: c1, c2, end).
    var p0, p1, p2, p3: CGPoint
    /// The element's index in the path.
    var element: Int
    /// Which subpath (counting moves) it belongs to.
    var subpath: Int

    var end: CGPoint {
        switch kind {
        case .addQuadCurveToPoint: p2
        case .addCurveToPoint: p3
        default: p1
        }
    }

    /// The segment as a cubic (exact for lines and quadratics).
    var cubic: CubicBezier {
        switch kind {
        case .addQuadCurveToPoint: CubicBezier.quad(p0, p1, p2)
        case .addCurveToPoint: CubicBezier(p0, p1, p2, p3)
        default: CubicBezier.line(p0, p1)
        }
    }
}

extension PathData {
    /// Calls `body` for every segment in order; moves start subpaths and produce none.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        var pi = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        var subpath = -1
        for (index, kind) in kinds.enumerated() {
            let p = pi
            pi += kind.pointCount
            switch kind {
            case .moveToPoint:
                current = points[p]
                start = current
                subpath += 1
            case .addLineToPoint:
                body(PathSegment(kind: kind, p0: current, p1: points[p], p2: .zero, p3: .zero, element: index, subpath: subpath))
                current = points[p]
            case .addQuadCurveToPoint:
                body(PathSegment(kind: kind, p0: current, p1: points[p], p2: points[p + 1], p3: .zero, element: index, subpath: subpath))
                current = points[p + 1]
            case .addCurveToPoint:
                body(PathSegment(kind: kind, p0: current, p1: points[p], p2: points[p + 1], p3: points[p + 2], element: index, subpath: subpath))
                current = points[p + 2]
            case .closeSubpath:
                body(PathSegment(kind: kind, p0: current, p1: start, p2: .zero, p3: .zero, element: index, subpath: subpath))
                current = start
            }
        }
    }
}
