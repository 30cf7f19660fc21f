import Foundation

/// One keyframe segment of a path-driven keyframe animation: a line, quadratic or cubic Bézier
/// element of the path, in the layer's superlayer coordinates (points). Its end point is a
/// keyframe; points inside the segment lie on the curve itself.
public struct PathKeyframeSegment: Hashable, Sendable {
    /// The element kind.
    public enum Kind: Hashable, Sendable {
        /// A straight line from ``start`` to ``end``.
        case line
        /// A quadratic Bézier with control point ``control1``.
        case quadCurve
        /// A cubic Bézier with control points ``control1`` and ``control2``.
        case curve
    }

    /// The element kind.
    public var kind: Kind
    /// The current point before the element (the previous keyframe).
    public var start: CGPoint
    /// The first control point (quad and cubic; equals `start` for lines).
    public var control1: CGPoint
    /// The second control point (cubic; equals `control1` for quads, `end` for lines).
    public var control2: CGPoint
    /// The element's end point (the keyframe it reaches).
    public var end: CGPoint

    /// A straight segment.
    public static func line(from start: CGPoint, to end: CGPoint) -> PathKeyframeSegment {
        PathKeyframeSegment(kind: .line, start: start, control1: start, control2: end, end: end)
    }

    /// A quadratic Bézier segment.
    public static func quadCurve(from start: CGPoint, control: CGPoint, to end: CGPoint) -> PathKeyframeSegment {
        PathKeyframeSegment(kind: .quadCurve, start: start, control1: control, control2: control, end: end)
    }

    /// A cubic Bézier segment.
    public static func curve(
        from start: CGPoint, control1: CGPoint, control2: CGPoint, to end: CGPoint
    ) -> PathKeyframeSegment {
        PathKeyframeSegment(kind: .curve, start: start, control1: control1, control2: control2, end: end)
    }

    /// The point on the element at curve parameter `t` ∈ [0, 1].
    public func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let w0: Double, w1: Double, w2: Double, w3: Double
        switch kind {
        case .line: (w0, w1, w2, w3) = (u, 0, 0, t)
        case .quadCurve: (w0, w1, w2, w3) = (u * u, 2 * u * t, 0, t * t)
        case .curve: (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        }
        return combine(w0, w1, w2, w3)
    }

    /// The derivative dP/dt at `t` as an offset (points per unit of t); its direction is the
    /// tangent. (A `CGPoint` is used as the vector: Foundation on Linux has no `CGVector`.)
    public func derivative(at t: Double) -> CGPoint {
        let u = 1 - t
        let w0: Double, w1: Double, w2: Double, w3: Double
        switch kind {
        case .line: (w0, w1, w2, w3) = (-1, 0, 0, 1)
        case .quadCurve: (w0, w1, w2, w3) = (-2 * u, 2 * u - 2 * t, 0, 2 * t)
        case .curve:
            (w0, w1, w2, w3) = (-3 * u * u, 3 * u * u - 6 * u * t, 6 * u * t - 3 * t * t, 3 * t * t)
        }
        return combine(w0, w1, w2, w3)
    }

    /// `start·w0 + control1·w1 + control2·w2 + end·w3`.
    private func combine(_ w0: Double, _ w1: Double, _ w2: Double, _ w3: Double) -> CGPoint {
        let x = Double(start.x) * w0 + Double(control1.x) * w1 + Double(control2.x) * w2 + Double(end.x) * w3
        let y = Double(start.y) * w0 + Double(control1.y) * w1 + Double(control2.y) * w2 + Double(end.y) * w3
        return CGPoint(x: x, y: y)
    }

    /// The tangent direction at `t`: the derivative, or where it vanishes (a control point on
    /// an end point) the direction towards the next distinct control point, else the chord.
    /// The zero vector only for a segment of zero extent.
    public func tangent(at t: Double) -> CGPoint {
        let d = derivative(at: t)
        if hypot(d.x, d.y) > 1e-12 { return d }
        let from: CGPoint
        let to: CGPoint
        if t < 0.5 {
            from = start
            to = control1 != start ? control1 : (control2 != start ? control2 : end)
        } else {
            from = control2 != end ? control2 : (control1 != end ? control1 : start)
            to = end
        }
        let direction = CGPoint(x: to.x - from.x, y: to.y - from.y)
        if hypot(direction.x, direction.y) > 1e-12 { return direction }
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// The arc length of the element in points (8 × 5-point Gauss–Legendre quadrature;
    /// exact for lines, relative error far below 1e-6 for ordinary curves).
    public var length: Double {
        if kind == .line { return Double(hypot(end.x - start.x, end.y - start.y)) }
        let pieces = 8
        var sum = 0.0
        for piece in 0..<pieces {
            let a = Double(piece) / Double(pieces)
            let half = 0.5 / Double(pieces)
            let mid = a + half
            for (node, weight) in gaussLegendre5 {
                let d = derivative(at: mid + half * node)
                sum += weight * half * Double(hypot(d.x, d.y))
            }
        }
        return sum
    }
}

/// Nodes and weights of 5-point Gauss–Legendre quadrature on [−1, 1].
private let gaussLegendre5: [(node: Double, weight: Double)] = [
    (0, 0.5688888888888889),
    (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
    (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
]
