/// A convex polygon of at most five vertices in pass pixels: a quad after clipping away the
/// part at or behind the eye. Stored inline (no heap).
struct ScreenPolygon {
    private var v0 = SIMD2<Double>.zero
    private var v1 = SIMD2<Double>.zero
    private var v2 = SIMD2<Double>.zero
    private var v3 = SIMD2<Double>.zero
    private var v4 = SIMD2<Double>.zero
    private(set) var count = 0

    /// The smallest w kept; points nearer the eye plane are clipped away.
    static let minimumW = 1e-7

    init() {}

    /// Maps the corners of the layer rectangle through the forward rows of `forward`, clips
    /// the polygon to w ≥ `minimumW` (Sutherland–Hodgman) and divides by w.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double, forward h: InverseHomography) {
        var previous = Self.map(SIMD3(minX, maxY, 1), h)
        for k in 0..<4 {
            let point =
                k == 0 ? SIMD3(minX, minY, 1.0) : k == 1 ? SIMD3(maxX, minY, 1.0) : k == 2 ? SIMD3(maxX, maxY, 1.0) : SIMD3(minX, maxY, 1.0)
            let current = Self.map(point, h)
            let currentIn = current.z >= Self.minimumW
            let previousIn = previous.z >= Self.minimumW
            if currentIn != previousIn {
                let t = (Self.minimumW - previous.z) / (current.z - previous.z)
                append(previous + (current - previous) * t)
            }
            if currentIn { append(current) }
            previous = current
        }
    }

    @inline(__always)
    private static func map(_ p: SIMD3<Double>, _ h: InverseHomography) -> SIMD3<Double> {
        p.x * h.a1 + p.y * h.a2 + h.a3
    }

    private mutating func append(_ p: SIMD3<Double>) {
        let v = SIMD2(p.x / p.z, p.y / p.z)
        switch count {
        case 0: v0 = v
        case 1: v1 = v
        case 2: v2 = v
        case 3: v3 = v
        case 4: v4 = v
        default: return
        }
        count += 1
    }

    @inline(__always)
    func vertex(_ i: Int) -> SIMD2<Double> {
        switch i {
        case 0: v0
        case 1: v1
        case 2: v2
        case 3: v3
        default: v4
        }
    }

    /// The x extent of the polygon over rows `ya…yb`, or nil if it does not reach them.
    @inline(__always)
    func xRange(ya: Double, yb: Double) -> (Double, Double)? {
        var lo = Double.infinity
        var hi = -Double.infinity
        var p = vertex(count - 1)
        for i in 0..<count {
            let q = vertex(i)
            if !((p.y < ya && q.y < ya) || (p.y > yb && q.y > yb)) {
                let a = Self.clip(p, q, ya, yb)
                let b = Self.clip(q, p, ya, yb)
                lo = min(lo, a, b)
                hi = max(hi, a, b)
            }
            p = q
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// The x of `p`, moved along p→q into the rows ya…yb.
    @inline(__always)
    private static func clip(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ ya: Double, _ yb: Double) -> Double {
        let y = p.y < ya ? ya : (p.y > yb ? yb : p.y)
        if y == p.y || q.y == p.y { return p.x }
        return p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
    }

    /// The area and perimeter of the polygon clipped to the box [x0, x1] × [y0, y1]
    /// (Sutherland–Hodgman against the four sides, then the shoelace formula), in pixels.
    func clippedAreaAndPerimeter(x0: Double, y0: Double, x1: Double, y1: Double) -> (area: Double, perimeter: Double) {
        guard count >= 3 else { return (0, 0) }
        // A convex polygon of ≤ 5 vertices gains at most one vertex per side: ≤ 9.
        return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 24) { buffer in
            let a = buffer.baseAddress!
            let b = a + 12
            for i in 0..<count { a[i] = vertex(i) }
            var n = count
            // Each side as (axis, bound, keep below): x ≥ x0, x ≤ x1, y ≥ y0, y ≤ y1.
            for side in 0..<4 {
                let axis = side < 2 ? 0 : 1
                let bound = side == 0 ? x0 : side == 1 ? x1 : side == 2 ? y0 : y1
                let keepAbove = side == 0 || side == 2
                let (src, dst) = side % 2 == 0 ? (a, b) : (b, a)
                var m = 0
                var p = src[n - 1]
                for i in 0..<n {
                    let q = src[i]
                    let pIn = keepAbove ? p[axis] >= bound : p[axis] <= bound
                    let qIn = keepAbove ? q[axis] >= bound : q[axis] <= bound
                    if pIn != qIn {
                        let t = (bound - p[axis]) / (q[axis] - p[axis])
                        dst[m] = p + (q - p) * t
                        m += 1
                    }
                    if qIn {
                        dst[m] = q
                        m += 1
                    }
                    p = q
                }
                n = m
                if n < 3 { return (0, 0) }
            }
            var twiceArea = 0.0
            var perimeter = 0.0
            var p = a[n - 1]
            for i in 0..<n {
                let q = a[i]
                twiceArea += p.x * q.y - q.x * p.y
                let d = q - p
                perimeter += (d.x * d.x + d.y * d.y).squareRoot()
                p = q
            }
            return (abs(twiceArea) / 2, perimeter)
        }
    }
}
