extension PathData {
    /// Appends an SVG elliptical arc from the current point to `end` (SVG 1.1 F.6.5:
    /// endpoint to centre parameterisation, radii scaled up when too small), as cubic Béziers
    /// of at most 90° each. Zero radii give a line; an arc to the current point adds nothing.
    mutating func appendSVGArc(
        radii: CGPoint, xAxisRotation degrees: CGFloat, largeArc: Bool, sweep: Bool, to end: CGPoint
    ) {
        guard let start = currentPoint else { return }
        if start == end { return }
        var rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0, ry > 0 else {
            addLine(to: end)
            return
        }
        let phi = degrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (Swift.max(num, 0) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry
        let cy1 = -coef * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }

        func at(_ a: CGFloat) -> CGPoint {
            let x = rx * cos(a), y = ry * sin(a)
            return CGPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func tangent(_ a: CGFloat) -> CGPoint {
            let x = -rx * sin(a), y = ry * cos(a)
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        // Radii or a rotation too large for the arithmetic (1e308): the chord, as for zero radii.
        guard delta.isFinite, cx.isFinite, cy.isFinite, theta1.isFinite, rx.isFinite, ry.isFinite, cosPhi.isFinite else {
            addLine(to: end)
            return
        }
        let pieces = Swift.max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var a = theta1
        var p0 = start
        for i in 1...pieces {
            let b = theta1 + step * CGFloat(i)
            let p3 = i == pieces ? end : at(b)
            let t0 = tangent(a), t1 = tangent(b)
            addCurve(
                to: p3, control1: CGPoint(x: p0.x + k * t0.x, y: p0.y + k * t0.y),
                control2: CGPoint(x: p3.x - k * t1.x, y: p3.y - k * t1.y))
            a = b
            p0 = p3
        }
    }
}
