/// A point on a path with the unit tangent there (direction of travel), in user space.
public struct PathSample: Sendable, Equatable {
    /// The point on the path.
    public var point: CGPoint
    /// The unit tangent in the direction of travel (`(1, 0)` where none can be found).
    public var tangent: CGPoint
    /// The tangent's angle in radians, from +x toward +y (what `rotationMode` auto uses).
    public var angle: CGFloat { atan2(tangent.y, tangent.x) }
}

/// A path prepared for measuring: its total length (every subpath in order, closing lines
/// included, moves not), the length of each element, and points/tangents at a length or a
/// fraction of the total. Build it once per path; each query is a binary search plus a few
/// Newton steps, O(log n), allocation-free. Lengths are accurate to about 1e-9 relative
/// (8-point Gauss–Legendre on pieces of each curve).
public struct PathMeasure: Sendable {
    /// The total length, in user-space points.
    public let length: CGFloat
    /// The length of each element of the path, in element order: 0 for moves, the closing
    /// line for `closeSubpath`.
    public let elementLengths: [CGFloat]
    /// The end point of each element, in element order (the subpath start for `closeSubpath`).
    public let elementEndPoints: [CGPoint]

    let segments: [PathSegment]
    let segmentStart: [CGFloat]  // cumulative length at each segment's start
    // Arc-length table: piece i covers [pieceT0[i], next t) of segment pieceSegment[i] and
    // ends at cumulative length pieceEnd[i].
    let pieceEnd: [CGFloat]
    let pieceT0: [CGFloat]
    let pieceT1: [CGFloat]
    let pieceSegment: [Int32]

    /// Measures `path`.
    public init(_ path: CGPath) { self.init(path.data) }

    /// Measures `path`.
    public init(_ path: PathData) {
        var segments: [PathSegment] = []
        var segmentStart: [CGFloat] = []
        var lengths = [CGFloat](repeating: 0, count: path.count)
        var ends: [CGPoint] = []
        ends.reserveCapacity(path.count)
        var pieceEnd: [CGFloat] = [], pieceT0: [CGFloat] = [], pieceT1: [CGFloat] = []
        var pieceSegment: [Int32] = []
        var total: CGFloat = 0
        path.forEachSegment { s in
            let c = s.cubic
            let n = s.kind == .addLineToPoint || s.kind == .closeSubpath
                ? 1 : Swift.min(Swift.max(c.flatteningSteps(tolerance: 0.05), 4), 256)
            segmentStart.append(total)
            var segLength: CGFloat = 0
            for i in 0..<n {
                let t0 = CGFloat(i) / CGFloat(n), t1 = CGFloat(i + 1) / CGFloat(n)
                let l = c.length(from: t0, to: t1)
                guard l > 0 else { continue }
                segLength += l
                pieceEnd.append(total + segLength)
                pieceT0.append(t0)
                pieceT1.append(t1)
                pieceSegment.append(Int32(segments.count))
            }
            total += segLength
            lengths[s.element] = segLength
            segments.append(s)
        }
        var start = CGPoint.zero
        for e in path {
            switch e {
            case .moveTo(let p): start = p; ends.append(p)
            case .closeSubpath: ends.append(start)
            default: ends.append(e.endPoint ?? start)
            }
        }
        self.length = total
        self.elementLengths = lengths
        self.elementEndPoints = ends
        self.segments = segments
        self.segmentStart = segmentStart
        self.pieceEnd = pieceEnd
        self.pieceT0 = pieceT0
        self.pieceT1 = pieceT1
        self.pieceSegment = pieceSegment
    }

    /// Where `distance` along the path falls: segment index and curve parameter. Distances
    /// are clamped to 0…length; nil for a path without length. At a boundary between two
    /// segments the earlier one is chosen, or the later one when `preferLater` is true.
    func locate(_ distance: CGFloat, preferLater: Bool = false) -> (segment: Int, t: CGFloat)? {
        guard !pieceEnd.isEmpty else { return nil }
        let s = Swift.min(Swift.max(distance.isNaN ? 0 : distance, 0), length)
        var lo = 0, hi = pieceEnd.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieceEnd[mid] < s || (preferLater && pieceEnd[mid] <= s) { lo = mid + 1 } else { hi = mid }
        }
        let seg = Int(pieceSegment[lo])
        let s0 = lo > 0 && Int(pieceSegment[lo - 1]) == seg ? pieceEnd[lo - 1] : segmentStart[seg]
        let t0 = pieceT0[lo], t1 = pieceT1[lo]
        let want = s - s0
        let pieceLength = pieceEnd[lo] - s0
        guard pieceLength > 0 else { return (seg, t0) }
        let c = segments[seg].cubic
        var t = t0 + (t1 - t0) * Swift.min(Swift.max(want / pieceLength, 0), 1)
        for _ in 0..<6 {
            let f = c.length(from: t0, to: t) - want
            let v = c.speed(t)
            guard v > 1e-12 else { break }
            let next = Swift.min(Swift.max(t - f / v, t0), t1)
            if abs(next - t) < 1e-14 { t = next; break }
            t = next
        }
        return (seg, t)
    }

    /// The point and unit tangent at `distance` user-space points along the path (clamped to
    /// 0…length); nil when the path has no length.
    public func sample(atLength distance: CGFloat) -> PathSample? {
        guard let (seg, t) = locate(distance) else { return nil }
        let c = segments[seg].cubic
        return PathSample(point: c.point(t), tangent: PathMeasure.unitTangent(c, t))
    }

    /// The point and unit tangent at `fraction` (0…1, clamped) of the total length.
    public func sample(atFraction fraction: CGFloat) -> PathSample? {
        sample(atLength: fraction * length)
    }

    /// The point at `fraction` (0…1, clamped) of the total length; nil without length.
    public func point(atFraction fraction: CGFloat) -> CGPoint? {
        sample(atFraction: fraction)?.point
    }

    /// The unit tangent at `fraction` (0…1, clamped) of the total length; nil without length.
    public func tangent(atFraction fraction: CGFloat) -> CGPoint? {
        sample(atFraction: fraction)?.tangent
    }

    static func unitTangent(_ c: CubicBezier, _ t: CGFloat) -> CGPoint {
        var d = c.derivative(t)
        if hypot(d.x, d.y) < 1e-12 {
            // Coincident control points at an end: look a little inside the curve.
            let a = c.point(Swift.max(t - 1e-4, 0)), b = c.point(Swift.min(t + 1e-4, 1))
            d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        let l = hypot(d.x, d.y)
        return l > 0 ? CGPoint(x: d.x / l, y: d.y / l) : CGPoint(x: 1, y: 0)
    }
}

extension CGPath {
    /// The path prepared for length queries (see `PathMeasure`).
    public var measure: PathMeasure { PathMeasure(data) }

    /// The total length of all subpaths in user-space points, closing lines included.
    public var length: CGFloat { PathMeasure(data).length }
}
