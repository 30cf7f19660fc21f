/// The cubic Bézier from (0, 0) to (1, 1) behind a ``CAMediaTimingFunction``, in polynomial
/// form, with Core Animation's solver (REFERENCE 2, `CA::Render::TimingFunction::evaluate`).
///
/// `X(t) = ((ax·t + bx)·t + cx)·t` and `Y(t)` alike, with `c = 3·p1`, `b = 3·(p2 − p1) − c`,
/// `a = 1 − c − b`. Values only; solving allocates nothing.
struct CubicTimingCurve: Sendable, Hashable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    /// Builds the polynomial from the two inner control points (unit square coordinates).
    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter `t` with `|X(t) − x| < epsilon`: Newton from `t = x` (at most 8
    /// steps, giving up when `|X'(t)| < 1e‑6`), then `x < 0 → 0`, `x > 1 → 1`, else bisection
    /// on [0, 1] (at most 1024 steps).
    func parameter(forX x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < epsilon { return t }
            let slope = dx(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        if x < 0 { return 0 }
        if x > 1 { return 1 }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<1024 {
            let value = self.x(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (high - low) * 0.5 + low
        }
        return t
    }

    /// `Y` at the parameter solving `X(t) = x` within `epsilon`.
    func solve(_ x: Double, epsilon: Double) -> Double {
        y(parameter(forX: x, epsilon: epsilon))
    }
}
