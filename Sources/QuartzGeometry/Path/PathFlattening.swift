/// One subpath of a path flattened into straight lines, in the path's coordinates.
public struct FlattenedSubpath: Sendable, Equatable {
    /// The polyline's vertices, starting at the subpath's first point.
    public var points: [CGPoint]
    /// Whether the subpath was closed (a closing line back to `points[0]` is implied, not
    /// repeated in `points`).
    public var isClosed: Bool

    /// Creates a flattened subpath.
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension PathData {
    /// Calls `body` with each vertex of the path flattened within `tolerance` (maximum
    /// distance in user-space points between the curve and its polyline): `newSubpath` is true
    /// for the first vertex of a subpath; `close` is called when a subpath is closed. Curves
    /// are cut into the number of pieces Wang's formula gives for the tolerance. Allocates
    /// nothing.
    public func forEachFlattenedVertex(
        tolerance: CGFloat, transform: CGAffineTransform = .identity,
        vertex: (_ point: CGPoint, _ newSubpath: Bool) -> Void, close: () -> Void
    ) {
        let tol = Swift.max(tolerance.isFinite ? tolerance : 0.1, 1e-6)
        let identity = transform.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
        var pi = 0
        var current = CGPoint.zero
        for kind in kinds {
            let p = pi
            pi += kind.pointCount
            switch kind {
            case .moveToPoint:
                current = map(points[p])
                vertex(current, true)
            case .addLineToPoint:
                current = map(points[p])
                vertex(current, false)
            case .addQuadCurveToPoint:
                let c = CubicBezier.quad(current, map(points[p]), map(points[p + 1]))
                emit(c, tol, vertex)
                current = c.p3
            case .addCurveToPoint:
                let c = CubicBezier(current, map(points[p]), map(points[p + 1]), map(points[p + 2]))
                emit(c, tol, vertex)
                current = c.p3
            case .closeSubpath:
                close()
            }
        }
    }

    private func emit(_ c: CubicBezier, _ tol: CGFloat, _ vertex: (CGPoint, Bool) -> Void) {
        let n = c.flatteningSteps(tolerance: tol)
        for i in 1..<n { vertex(c.point(CGFloat(i) / CGFloat(n)), false) }
        vertex(c.p3, false)
    }

    /// The path flattened into one polyline per subpath, within `tolerance` user-space points
    /// of the curves (see `forEachFlattenedVertex`).
    public func flattened(tolerance: CGFloat = 0.1) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var current: [CGPoint] = []
        var closed = false
        func finish() {
            if !current.isEmpty { result.append(FlattenedSubpath(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        forEachFlattenedVertex(tolerance: tolerance) { p, newSubpath in
            if newSubpath || closed {
                let start = closed && !newSubpath ? current.first : nil
                finish()
                if let start { current.append(start) }
            }
            current.append(p)
        } close: {
            closed = true
        }
        finish()
        return result
    }
}

extension CGPath {
    /// The path flattened into one polyline per subpath, within `tolerance` user-space points
    /// of the curves.
    public func flattened(tolerance: CGFloat = 0.1) -> [FlattenedSubpath] {
        data.flattened(tolerance: tolerance)
    }
}

extension CGPath {
    /// The path with its curves replaced by straight lines within `threshold` points of them
    /// (at least 0.01), subpaths and closes kept.
    public func flattened(threshold: CGFloat) -> CGPath {
        let result = CGMutablePath()
        for subpath in flattened(tolerance: Swift.max(threshold.isFinite ? threshold : 0.5, 0.01)) {
            guard let first = subpath.points.first else { continue }
            result.move(to: first)
            for point in subpath.points.dropFirst() { result.addLine(to: point) }
            if subpath.isClosed { result.closeSubpath() }
        }
        return result
    }
}
