extension PathData {
    /// Appends a circular arc of `delta` radians (positive: increasing angle, from +x toward +y)
    /// starting at `startAngle`, as cubic Béziers of at most 90° each, every point transformed
    /// by `t`. Starts with a move when the path is empty, else a line to the arc's start
    /// (omitted when the start is the current point).
    mutating func appendArc(
        center c: CGPoint, radius r: CGFloat, startAngle a0: CGFloat, delta: CGFloat,
        transform t: CGAffineTransform
    ) {
        guard c.x.isFinite, c.y.isFinite, r.isFinite, a0.isFinite, delta.isFinite else { return }
        func at(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        let start = at(a0).applying(t)
        if let cur = currentPoint {
            if !PathData.nearlyEqual(cur, start) { addLine(to: start) }
        } else {
            move(to: start)
        }
        guard delta != 0 else { return }
        // At most 4,096 quarter turns (a delta of 1e308 radians would not fit an Int).
        let pieces = Swift.max(1, Int(Swift.min((abs(delta) / (.pi / 2) - 1e-9).rounded(.up), 4096)))
        let step = delta / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * r
        var a = a0
        var p0 = at(a0)
        for i in 1...pieces {
            let b = i == pieces ? a0 + delta : a0 + step * CGFloat(i)
            let p3 = at(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            addCurve(to: p3.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            a = b
            p0 = p3
        }
    }

    /// The signed sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`: the way
    /// from start to end in the requested direction, in (0, 2π] when the angles differ
    /// (a sweep of 2π or more in that direction is one full turn), 0 when they are equal.
    static func arcDelta(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let twoPi = 2 * CGFloat.pi
        var d = clockwise ? startAngle - endAngle : endAngle - startAngle
        if d >= twoPi {
            d = twoPi
        } else if d < 0 {
            d = d.truncatingRemainder(dividingBy: twoPi) + twoPi
        }
        return clockwise ? -d : d
    }

    /// Appends the arc tangent to the lines current→`p1` and `p1`→`p2` (CGPathAddArcToPoint),
    /// preceded by a line to its first tangent point; a line to `p1` when the lines are
    /// collinear or the radius is 0.
    mutating func appendTangentArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius r: CGFloat,
        transform t: CGAffineTransform
    ) {
        guard let curT = currentPoint else {
            move(to: p1.applying(t))
            return
        }
        // The current point is already transformed; the arc is built in untransformed space,
        // so map the current point back when the transform is invertible.
        let p0 = PathData.inverse(t).map { curT.applying($0) } ?? curT
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard r > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1.applying(t))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)  // angle at p1 between the two lines
        let dist = r / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.x * dist, y: p1.y + u1.y * dist)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let cd = r / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        // Turning left (cross of the travel directions > 0 in maths orientation) sweeps with
        // increasing angle.
        let sweep = CGFloat.pi - theta
        let turn = (p1.x - p0.x) * (p2.y - p1.y) - (p1.y - p0.y) * (p2.x - p1.x)
        appendArc(center: center, radius: r, startAngle: start, delta: turn > 0 ? sweep : -sweep, transform: t)
    }

    static func inverse(_ t: CGAffineTransform) -> CGAffineTransform? {
        if t.isIdentity { return t }
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let a = t.d / det, b = -t.b / det, c = -t.c / det, d = t.a / det
        return CGAffineTransform(
            a: a, b: b, c: c, d: d, tx: -(t.tx * a + t.ty * c), ty: -(t.tx * b + t.ty * d))
    }

    static func nearlyEqual(_ p: CGPoint, _ q: CGPoint) -> Bool {
        let scale = Swift.max(1, abs(p.x), abs(p.y), abs(q.x), abs(q.y))
        return abs(p.x - q.x) <= 1e-9 * scale && abs(p.y - q.y) <= 1e-9 * scale
    }
}
