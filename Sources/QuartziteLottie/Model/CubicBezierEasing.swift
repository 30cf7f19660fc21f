import Foundation

/// The cubic Bézier easing curve from (0, 0) to (1, 1) with control points `(x1, y1)`,
/// `(x2, y2)` — Lottie's `o`/`i` handles, and `CAMediaTimingFunction(controlPoints:)`.
struct CubicBezierEasing: Equatable {
    var x1: Double, y1: Double, x2: Double, y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The curve of dimension `dimension` from a keyframe's out and in handles (linear when
    /// either is missing). Time handles are clamped to 0…1, as Core Animation requires.
    init(out: EasingHandle?, in inHandle: EasingHandle?, dimension: Int) {
        guard let out, let inHandle else {
            self.init(x1: 0, y1: 0, x2: 1, y2: 1)
            return
        }
        let o = out.point(dimension), i = inHandle.point(dimension)
        self.init(x1: min(max(o.x, 0), 1), y1: o.y, x2: min(max(i.x, 0), 1), y2: i.y)
    }

    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The eased fraction at time fraction `u` (0…1): solves x(s) = u, returns y(s).
    func value(at u: Double) -> Double {
        if isLinear || u <= 0 || u >= 1 { return isLinear ? u : (u <= 0 ? 0 : 1) }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let m = 1 - s
            return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0, s = u
        for _ in 0..<64 {
            let x = bezier(s, x1, x2)
            if abs(x - u) < 1e-12 { break }
            if x < u { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return bezier(s, y1, y2)
    }
}
