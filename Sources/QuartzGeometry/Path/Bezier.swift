/// A cubic Bézier segment in user space (points); lines and quadratics are represented exactly
/// as cubics (degree-elevated, with the same parameterisation). The curve maths shared by path
/// bounds, flattening, measuring, trimming and path-driven keyframe animations.
public struct CubicBezier: Sendable, Hashable {
    /// The start point, the two control points and the end point.
    public var p0, p1, p2, p3: CGPoint

    /// Creates the curve from its start point, control points and end point.
    public init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// The straight line a→b with uniform speed.
    public static func line(_ a: CGPoint, _ b: CGPoint) -> CubicBezier {
        CubicBezier(a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
    }

    /// The quadratic a, control c, end b elevated exactly to a cubic.
    public static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> CubicBezier {
        CubicBezier(a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b)
    }

    /// The point at curve parameter `t` ∈ [0, 1].
    public func point(_ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative dP/dt at `t` (points per unit of t; its direction is the tangent).
    public func derivative(_ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return CGPoint(
            x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
            y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// The length of the derivative at `t`.
    public func speed(_ t: CGFloat) -> CGFloat {
        let d = derivative(t)
        return hypot(d.x, d.y)
    }

    /// The arc length between parameters a and b by 8-point Gauss–Legendre quadrature (points);
    /// split long or sharply bent curves into pieces for high accuracy.
    public func length(from a: CGFloat, to b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for i in 0..<4 {
            let x = gaussX[i], w = gaussW[i]
            sum += w * (speed(mid - half * x) + speed(mid + half * x))
        }
        return sum * half
    }

    /// The sub-curve between parameters t0 and t1 (blossoming, i.e. repeated de Casteljau).
    package func subcurve(_ t0: CGFloat, _ t1: CGFloat) -> CubicBezier {
        CubicBezier(blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1))
    }

    func blossom(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGPoint {
        let q0 = lerp(p0, p1, a), q1 = lerp(p1, p2, a), q2 = lerp(p2, p3, a)
        let r0 = lerp(q0, q1, b), r1 = lerp(q1, q2, b)
        return lerp(r0, r1, c)
    }

    /// Wang's formula: the number of uniform pieces that keeps a polyline within `tolerance`
    /// of the curve, clamped to 1…1024.
    func flatteningSteps(tolerance: CGFloat) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = Swift.max(hypot(ax, ay), hypot(bx, by))
        let n = (0.75 * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(n, 1), 1024))
    }
}

/// Quadratic sub-curve between t0 and t1 by blossoming: (start, control, end).
func subQuad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
    -> (CGPoint, CGPoint, CGPoint)
{
    func blossom(_ u: CGFloat, _ v: CGFloat) -> CGPoint { lerp(lerp(a, c, u), lerp(c, b, u), v) }
    return (blossom(t0, t0), blossom(t0, t1), blossom(t1, t1))
}

@inline(__always)
func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// 8-point Gauss–Legendre abscissae (positive half) and weights.
let gaussX: [CGFloat] = [0.183_434_642_495_649_8, 0.525_532_409_916_329_0, 0.796_666_477_413_626_7, 0.960_289_856_497_536_3]
let gaussW: [CGFloat] = [0.362_683_783_378_362_0, 0.313_706_645_877_887_3, 0.222_381_034_453_374_5, 0.101_228_536_290_376_3]
