import Foundation

extension PathData {
    /// The outline of the area a stroke of the path covers, as Core Graphics' stroked copy
    /// gives it: filled with the non-zero rule, it paints what stroking the path with
    /// `lineWidth` (user units), `lineCap`, `lineJoin` and `miterLimit` paints.
    ///
    /// The path is flattened within `tolerance`, and the outline is the union of closed pieces
    /// of one orientation — a quadrilateral per line, a join at every vertex, a cap at each end
    /// of an open subpath (round ones as circles) — rather than Apple's one traced outline:
    /// the same area, more subpaths. Empty for a width ≤ 0 or not finite.
    public func strokeOutline(
        lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat = 0.05
    ) -> PathData {
        var out = PathData()
        guard lineWidth > 0, lineWidth.isFinite else { return out }
        let half = lineWidth / 2
        for subpath in flattened(tolerance: tolerance) {
            var points: [CGPoint] = []
            for p in subpath.points where p.x.isFinite && p.y.isFinite && points.last != p { points.append(p) }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count > 1 else {
                // A point: round and square caps paint a dot, butt caps nothing.
                if let p = points.first { out.appendDot(at: p, half: half, cap: lineCap) }
                continue
            }
            let closed = subpath.isClosed && points.count > 2
            let count = closed ? points.count : points.count - 1
            for i in 0..<count {
                let a = points[i], b = points[(i + 1) % points.count]
                let n = unitNormal(a, b) * half
                out.appendPolygon([a + n, b + n, b - n, a - n])
            }
            let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in joints {
                let previous = points[(i + points.count - 1) % points.count], p = points[i]
                let next = points[(i + 1) % points.count]
                out.appendJoin(at: p, from: previous, to: next, half: half, join: lineJoin, miterLimit: miterLimit)
            }
            if !closed {
                out.appendCap(at: points[0], awayFrom: points[1], half: half, cap: lineCap)
                out.appendCap(at: points[points.count - 1], awayFrom: points[points.count - 2], half: half, cap: lineCap)
            }
        }
        return out
    }

    /// Appends the closed polygon `vertices`, turned to positive signed area (the direction of
    /// ``appendEllipse(in:transform:)``, so that overlapping pieces add up under the non-zero
    /// rule).
    fileprivate mutating func appendPolygon(_ vertices: [CGPoint]) {
        var area: CGFloat = 0
        for i in vertices.indices {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? vertices : vertices.reversed()
        move(to: ordered[0])
        for p in ordered.dropFirst() { addLine(to: p) }
        closeSubpath()
    }

    /// Appends the circle of radius `half` about `p`.
    fileprivate mutating func appendCircle(at p: CGPoint, half: CGFloat) {
        appendEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half), transform: .identity)
    }

    /// Appends the join at `p` between the lines from `previous` and to `next`: a circle
    /// (round), or on the outer side of the turn a triangle (bevel) or the miter's
    /// quadrilateral while its length is within `miterLimit` line widths (else the bevel).
    fileprivate mutating func appendJoin(
        at p: CGPoint, from previous: CGPoint, to next: CGPoint, half: CGFloat, join: CGLineJoin, miterLimit: CGFloat
    ) {
        if join == .round {
            appendCircle(at: p, half: half)
            return
        }
        let n1 = unitNormal(previous, p), n2 = unitNormal(p, next)
        let d1 = p - previous, d2 = next - p
        let turn = d1.x * d2.y - d1.y * d2.x
        guard turn != 0 else { return }  // straight on (or straight back: nothing to join)
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = p + n1 * (side * half), b = p + n2 * (side * half)
        let cosine = n1.x * n2.x + n1.y * n2.y
        if join == .miter, 1 + cosine > 0, (2 / (1 + cosine)).squareRoot() <= miterLimit {
            let tip = p + (n1 + n2) * (side * half / (1 + cosine))
            appendPolygon([p, a, tip, b])
        } else {
            appendPolygon([p, a, b])
        }
    }

    /// Appends the cap at the end `p` of a line coming from `other`: nothing (butt), a circle
    /// (round) or the half-width square beyond the end (square).
    fileprivate mutating func appendCap(at p: CGPoint, awayFrom other: CGPoint, half: CGFloat, cap: CGLineCap) {
        switch cap {
        case .butt: break
        case .round: appendCircle(at: p, half: half)
        case .square:
            let n = unitNormal(other, p) * half
            let d = CGPoint(x: n.y, y: -n.x)  // along the line, outward
            appendPolygon([p + n, p + n + d, p - n + d, p - n])
        }
    }

    /// A zero-length subpath's mark: a circle (round caps), an axis-aligned square (square
    /// caps), nothing (butt).
    fileprivate mutating func appendDot(at p: CGPoint, half: CGFloat, cap: CGLineCap) {
        switch cap {
        case .butt: break
        case .round: appendCircle(at: p, half: half)
        case .square:
            appendPolygon([
                CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
            ])
        }
    }
}

/// The unit vector a quarter turn from the direction `a` → `b` ((−dy, dx) normalised).
private func unitNormal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    let dx = b.x - a.x, dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return CGPoint(x: -dy / length, y: dx / length)
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

extension CGPath {
    /// The outline of the area stroking the path covers (see
    /// ``PathData/strokeOutline(lineWidth:lineCap:lineJoin:miterLimit:tolerance:)``), mapped by
    /// `transform`: fill it with the non-zero rule, or test points with `contains(_:)`.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        CGPath(pathData: pathData.strokeOutline(
            lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit
        ).applying(transform))
    }
}
