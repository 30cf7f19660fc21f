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

    /// The element as a cubic Bézier with the same parameterisation (lines and quadratics
    /// elevated exactly).
    public var bezier: CubicBezier {
        switch kind {
        case .line: CubicBezier.line(start, end)
        case .quadCurve: CubicBezier.quad(start, control1, end)
        case .curve: CubicBezier(start, control1, control2, end)
        }
    }

    /// The point on the element at curve parameter `t` ∈ [0, 1].
    public func point(at t: Double) -> CGPoint { bezier.point(t) }

    /// The derivative dP/dt at `t` as an offset (points per unit of t); its direction is the
    /// tangent. (A `CGPoint` is used as the vector: Foundation on Linux has no `CGVector`.)
    public func derivative(at t: Double) -> CGPoint { bezier.derivative(t) }

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

    /// The arc length of the element in points (8 pieces of 8-point Gauss–Legendre quadrature;
    /// exact for lines, relative error far below 1e-6 for ordinary curves).
    public var length: Double {
        if kind == .line { return Double(hypot(end.x - start.x, end.y - start.y)) }
        let curve = bezier
        let pieces = 8
        var sum = 0.0
        for piece in 0..<pieces {
            sum += curve.length(from: Double(piece) / Double(pieces), to: Double(piece + 1) / Double(pieces))
        }
        return sum
    }
}
