import Foundation

extension DrawingClip {
    /// `clips` (each narrowing the last) with an outline and the holes cut out of it as one
    /// even-odd clip, when that is the same region: one even-odd clip `A` and even-odd "rings" —
    /// clips whose first subpath is a convex polygon around `box` and around the ring's other
    /// subpaths `M` (a Lottie subtract mask: the frame with the mask's path cut out), which
    /// leave `box` less `M` — become the one clip `A + M₁ + M₂ …`, provided each `M` lies
    /// inside `A` and apart from the others (checked on the outlines flattened to 0.1 pixel: no
    /// two cross or touch, and one vertex of each subpath decides which side it is on). cairo
    /// rasterizes one clip of the three outlines in half the time of the three clips, whose
    /// polygons it intersects. Clips filled by non-zero winding stay as they are, first; with
    /// any other mix, or a check failing, `clips` as they are.
    package static func mergingCutOuts(_ clips: [DrawingClip], within box: CGRect) -> [DrawingClip] {
        guard clips.count >= 2, !box.isEmpty, box.width.isFinite, box.height.isFinite else { return clips }
        var outline: (index: Int, polygons: [[CGPoint]])?
        var cutOuts: [(index: Int, elements: [PathElement], polygons: [[CGPoint]])] = []
        for (index, clip) in clips.enumerated() where clip.rule == .evenOdd {
            let subpaths = Self.subpaths(of: clip.path)
            let polygons = subpaths.map { Self.polygon(of: $0) }
            if subpaths.count >= 2, Self.isFrame(polygons[0], around: box, and: polygons.dropFirst()) {
                cutOuts.append((index, subpaths.dropFirst().flatMap { $0 }, Array(polygons.dropFirst())))
            } else {
                guard outline == nil else { return clips }
                outline = (index, polygons)
            }
        }
        guard let outline, !cutOuts.isEmpty else { return clips }
        let outlineEdges = EdgeIndex(outline.polygons)
        let cutEdges = cutOuts.map { EdgeIndex($0.polygons) }
        /// Whether a vertex of some subpath of `polygons` lies inside `edges`' region.
        func anyInside(_ polygons: [[CGPoint]], _ edges: EdgeIndex) -> Bool {
            polygons.contains { $0.first.map(edges.containsEvenOdd) ?? false }
        }
        for (i, cut) in cutOuts.enumerated() {
            // Inside the outline without crossing it, no part of the outline inside it…
            guard !outlineEdges.crossesOrTouches(cut.polygons),
                cut.polygons.allSatisfy({ $0.first.map(outlineEdges.containsEvenOdd) ?? true }),
                !anyInside(outline.polygons, cutEdges[i])
            else { return clips }
            // …and apart from every other cut-out.
            for j in cutOuts.indices where j > i {
                guard !cutEdges[i].crossesOrTouches(cutOuts[j].polygons), !anyInside(cutOuts[j].polygons, cutEdges[i]),
                    !anyInside(cut.polygons, cutEdges[j])
                else { return clips }
            }
        }
        var merged = clips[outline.index].path
        for cut in cutOuts { for element in cut.elements { merged.append(element) } }
        let removed = Set(cutOuts.map(\.index) + [outline.index])
        return clips.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
            + [DrawingClip(path: merged, rule: .evenOdd)]
    }

    /// The subpaths of `path`, each from its move on.
    private static func subpaths(of path: PathData) -> [[PathElement]] {
        var result: [[PathElement]] = []
        for element in path {
            if case .moveTo = element { result.append([]) }
            if result.isEmpty { continue }
            result[result.count - 1].append(element)
        }
        return result
    }

    /// A subpath flattened to 0.1 pixel (cairo's tolerance), as a closed polygon.
    private static func polygon(of subpath: [PathElement]) -> [CGPoint] {
        var points: [CGPoint] = []
        PathData(subpath).forEachFlattenedVertex(tolerance: 0.1) { point, _ in
            if points.last != point { points.append(point) }
        } close: {}
        if points.count > 1, points.first == points.last { points.removeLast() }
        return points
    }

    /// Whether `frame` is a convex polygon holding `box`'s corners and every vertex of `inner`.
    private static func isFrame(_ frame: [CGPoint], around box: CGRect, and inner: ArraySlice<[CGPoint]>) -> Bool {
        guard frame.count >= 3 else { return false }
        var sign: CGFloat = 0
        for i in frame.indices {
            let a = frame[i], b = frame[(i + 1) % frame.count], c = frame[(i + 2) % frame.count]
            let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if turn == 0 { continue }
            if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return false }
        }
        guard sign != 0 else { return false }
        func inside(_ p: CGPoint) -> Bool {
            for i in frame.indices {
                let a = frame[i], b = frame[(i + 1) % frame.count]
                let side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                if side != 0, (side > 0) != (sign > 0) { return false }
            }
            return true
        }
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
        ]
        return corners.allSatisfy(inside) && inner.allSatisfy { $0.allSatisfy(inside) }
    }
}

/// The edges of closed polygons bucketed by height, for crossing and even-odd inside tests.
private struct EdgeIndex {
    struct Edge {
        let a: CGPoint
        let b: CGPoint
    }

    let edges: [Edge]
    let minY: CGFloat
    let bucketHeight: CGFloat
    let bucketCount: Int
    /// The edges whose height reaches into bucket b: `bucketEdges[bucketStarts[b]..<bucketStarts[b + 1]]`.
    let bucketStarts: [Int]
    let bucketEdges: [Int]

    init(_ polygons: [[CGPoint]]) {
        var edges: [Edge] = []
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for polygon in polygons where polygon.count >= 2 {
            for i in polygon.indices {
                let edge = Edge(a: polygon[i], b: polygon[(i + 1) % polygon.count])
                edges.append(edge)
                low = min(low, edge.a.y)
                high = max(high, edge.a.y)
            }
        }
        if edges.isEmpty { (low, high) = (0, 0) }
        self.edges = edges
        let count = max(1, min(256, edges.count / 4))
        minY = low
        bucketCount = count
        bucketHeight = max((high - low) / CGFloat(count), 1e-9)
        // Counted, then filled: one flat array of edge indices, bucket after bucket.
        var starts = [Int](repeating: 0, count: count + 1)
        for edge in edges {
            let (first, last) = Self.range(min(edge.a.y, edge.b.y), max(edge.a.y, edge.b.y), low, bucketHeight, count)
            for bucket in first...last { starts[bucket + 1] += 1 }
        }
        for bucket in 0..<count { starts[bucket + 1] += starts[bucket] }
        var next = starts
        var flat = [Int](repeating: 0, count: starts[count])
        for (index, edge) in edges.enumerated() {
            let (first, last) = Self.range(min(edge.a.y, edge.b.y), max(edge.a.y, edge.b.y), low, bucketHeight, count)
            for bucket in first...last {
                flat[next[bucket]] = index
                next[bucket] += 1
            }
        }
        bucketStarts = starts
        bucketEdges = flat
    }

    private static func range(_ y0: CGFloat, _ y1: CGFloat, _ low: CGFloat, _ height: CGFloat, _ count: Int) -> (Int, Int) {
        let first = Int(((y0 - low) / height).rounded(.down))
        let last = Int(((y1 - low) / height).rounded(.down))
        return (min(max(first, 0), count - 1), min(max(last, 0), count - 1))
    }

    /// Whether an edge of `polygons` crosses or touches one of these edges.
    func crossesOrTouches(_ polygons: [[CGPoint]]) -> Bool {
        guard !edges.isEmpty else { return false }
        let maxY = minY + bucketHeight * CGFloat(bucketCount)
        for polygon in polygons where polygon.count >= 2 {
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                let low = min(p.y, q.y), high = max(p.y, q.y)
                if high < minY || low > maxY { continue }
                let (first, last) = Self.range(low, high, minY, bucketHeight, bucketCount)
                for bucket in first...last {
                    for k in bucketStarts[bucket]..<bucketStarts[bucket + 1] {
                        let edge = edges[bucketEdges[k]]
                        if Self.segmentsMeet(p, q, edge.a, edge.b) { return true }
                    }
                }
            }
        }
        return false
    }

    /// Whether `point` is inside the polygons by the even-odd rule (a ray to the right).
    func containsEvenOdd(_ point: CGPoint) -> Bool {
        var inside = false
        for edge in edges {
            let (a, b) = (edge.a, edge.b)
            if (a.y > point.y) != (b.y > point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { inside.toggle() }
            }
        }
        return inside
    }

    /// Whether segments pq and ab share a point (crossing, touching or overlapping).
    static func segmentsMeet(_ p: CGPoint, _ q: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Bool {
        if max(p.x, q.x) < min(a.x, b.x) || max(a.x, b.x) < min(p.x, q.x)
            || max(p.y, q.y) < min(a.y, b.y) || max(a.y, b.y) < min(p.y, q.y)
        {
            return false
        }
        func orientation(_ u: CGPoint, _ v: CGPoint, _ w: CGPoint) -> CGFloat {
            (v.x - u.x) * (w.y - u.y) - (v.y - u.y) * (w.x - u.x)
        }
        let d1 = orientation(a, b, p), d2 = orientation(a, b, q)
        let d3 = orientation(p, q, a), d4 = orientation(p, q, b)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        // Touching or collinear: an end on the other segment (the boxes overlap already).
        return d1 == 0 || d2 == 0 || d3 == 0 || d4 == 0
    }
}
