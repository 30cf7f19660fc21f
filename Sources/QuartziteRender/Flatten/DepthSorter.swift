import Foundation

/// A convex polygon of a `CATransformLayer` context in its 3D space (after the perspective
/// divide, so the viewer looks down −z from +∞ and larger z is nearer), with the lines where
/// depth sorting cut it.
struct DepthPolygon {
    /// Index of the context item (a flattened sublayer) the polygon belongs to.
    var item: Int
    /// The vertices, in order.
    var points: [SIMD3<Double>]
    /// Cut lines (two points each on the polygon's boundary), and a point inside the polygon.
    var cuts: [(SIMD3<Double>, SIMD3<Double>)] = []
}

/// Back-to-front ordering of a 3D context's polygons with a BSP tree: the first polygon's
/// plane splits the others (straddling polygons are cut in two); polygons behind the plane as
/// seen from the viewer are drawn first, then the coplanar ones in their input order, then the
/// ones in front.
enum DepthSorter {
    /// The most cuts one ordering makes; past it, a polygon that straddles a plane goes whole to
    /// the side its centre lies on (the order may then be wrong where it intersects). Bounds the
    /// work and memory of a context of many intersecting planes, whose cuts can multiply.
    static let maximumCuts = 100_000
    /// The most polygon-against-plane tests one ordering makes; past it, the polygons left to
    /// sort are drawn far to near by the depth of their centres (the order may then be wrong
    /// where they overlap in depth). A context whose planes each split off only themselves
    /// (a replicator's 100,000 stacked instances) takes n²/2 tests, hours at that count.
    static let maximumTests = 4_000_000

    /// Appends `polygons` in back-to-front order to `out`; returns how many cuts were made.
    /// Walks the BSP tree with a stack of its own (a context of thousands of stacked planes is
    /// as deep), not by recursion.
    @discardableResult
    static func order(_ polygons: [DepthPolygon], into out: inout [DepthPolygon]) -> Int {
        enum Work {
            case sort([DepthPolygon])
            case emit([DepthPolygon])
        }
        var work: [Work] = [.sort(polygons)]
        var cuts = 0
        var tests = 0
        while let next = work.popLast() {
            switch next {
            case .emit(let coplanar):
                out.append(contentsOf: coplanar)
            case .sort(let polygons):
                guard let first = polygons.first else { continue }
                guard polygons.count > 1 else {
                    out.append(first)
                    continue
                }
                guard tests < maximumTests else {
                    out.append(contentsOf: byCentreDepth(polygons))
                    continue
                }
                tests += polygons.count - 1
                let (front, coplanar, back, normal, made) = partition(polygons, splitting: cuts < maximumCuts)
                cuts += made
                // The viewer is at z = +∞: on the front side when the normal points toward +z.
                // Last pushed runs first: the far side, the coplanar polygons, the near side.
                let (far, near) = normal.z >= 0 ? (back, front) : (front, back)
                work.append(.sort(near))
                work.append(.emit(coplanar))
                work.append(.sort(far))
            }
        }
        return cuts
    }

    /// `polygons` far to near by the depth (z) of their vertices' centre, in input order where
    /// equal.
    private static func byCentreDepth(_ polygons: [DepthPolygon]) -> [DepthPolygon] {
        let depths = polygons.map { polygon in
            polygon.points.isEmpty ? 0 : polygon.points.reduce(0) { $0 + $1.z } / Double(polygon.points.count)
        }
        return polygons.indices.sorted { depths[$0] < depths[$1] || (depths[$0] == depths[$1] && $0 < $1) }.map { polygons[$0] }
    }

    /// The polygons after the first in front of its plane, on it (the first included, then in
    /// input order) and behind it; straddling polygons are cut in two when `splitting`, else
    /// go to the side of their centre. Returns the plane's normal and the number of cuts too.
    private static func partition(_ polygons: [DepthPolygon], splitting: Bool) -> (
        front: [DepthPolygon], coplanar: [DepthPolygon], back: [DepthPolygon], normal: SIMD3<Double>, cuts: Int
    ) {
        let first = polygons[0]
        let (normal, offset) = plane(of: first.points)
        var scale = 1.0
        for p in first.points { scale = max(scale, abs(p.x), abs(p.y), abs(p.z)) }
        let epsilon = 1e-7 * scale
        var front: [DepthPolygon] = []
        var back: [DepthPolygon] = []
        var coplanar = [first]
        var cuts = 0
        for polygon in polygons.dropFirst() {
            var hasFront = false, hasBack = false
            var sum = 0.0
            for p in polygon.points {
                let d = simdDot(normal, p) + offset
                sum += d
                if d > epsilon { hasFront = true } else if d < -epsilon { hasBack = true }
            }
            switch (hasFront, hasBack) {
            case (false, false): coplanar.append(polygon)
            case (true, false): front.append(polygon)
            case (false, true): back.append(polygon)
            case (true, true):
                if splitting {
                    let (f, b) = split(polygon, normal: normal, offset: offset, epsilon: epsilon)
                    front.append(f)
                    back.append(b)
                    cuts += 1
                } else if sum >= 0 {
                    front.append(polygon)
                } else {
                    back.append(polygon)
                }
            }
        }
        return (front, coplanar, back, normal, cuts)
    }

    static func plane(of points: [SIMD3<Double>]) -> (SIMD3<Double>, Double) {
        var n = SIMD3<Double>(0, 0, 0)
        var centroid = SIMD3<Double>(0, 0, 0)
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            n.x += (a.y - b.y) * (a.z + b.z)
            n.y += (a.z - b.z) * (a.x + b.x)
            n.z += (a.x - b.x) * (a.y + b.y)
            centroid += a
        }
        centroid /= Double(max(points.count, 1))
        let length = simdLength(n)
        if length > 0 { n /= length } else { n = SIMD3(0, 0, 1) }
        return (n, -simdDot(n, centroid))
    }

    /// Cuts `polygon` by the plane into its front and back parts; both record the cut line.
    static func split(_ polygon: DepthPolygon, normal: SIMD3<Double>, offset: Double, epsilon: Double)
        -> (DepthPolygon, DepthPolygon)
    {
        var front = polygon, back = polygon
        front.points = []
        back.points = []
        var cutPoints: [SIMD3<Double>] = []
        let pts = polygon.points
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let da = simdDot(normal, a) + offset, db = simdDot(normal, b) + offset
            if da >= -epsilon { front.points.append(a) }
            if da <= epsilon { back.points.append(a) }
            if abs(da) <= epsilon { cutPoints.append(a) }
            if (da > epsilon && db < -epsilon) || (da < -epsilon && db > epsilon) {
                let t = da / (da - db)
                let p = a + (b - a) * t
                front.points.append(p)
                back.points.append(p)
                cutPoints.append(p)
            }
        }
        if cutPoints.count >= 2 {
            front.cuts.append((cutPoints[0], cutPoints[1]))
            back.cuts.append((cutPoints[0], cutPoints[1]))
        }
        return (front, back)
    }

    @inline(__always) static func simdDot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        a.x * b.x + a.y * b.y + a.z * b.z
    }

    @inline(__always) static func simdLength(_ a: SIMD3<Double>) -> Double { simdDot(a, a).squareRoot() }
}
