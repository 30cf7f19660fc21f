extension PathData {
    /// 4/3·(√2 − 1): control-point distance, as a fraction of the radius, of the cubic that
    /// approximates a quarter circle.
    static let kappa: CGFloat = 0.552_284_749_830_793_4

    /// Appends a closed rectangle: move (minX, minY), lines to (maxX, minY), (maxX, maxY),
    /// (minX, maxY), close — CoreGraphics' order. A null rectangle adds nothing.
    mutating func appendRect(_ r: CGRect, transform t: CGAffineTransform) {
        guard !r.isNull else { return }
        move(to: CGPoint(x: r.minX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(t))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(t))
        closeSubpath()
    }

    /// Appends a closed ellipse inscribed in `r`: move (maxX, midY), four cubics through
    /// (midX, maxY), (minX, midY), (midX, minY) back to (maxX, midY) (increasing angle), close.
    mutating func appendEllipse(in r: CGRect, transform t: CGAffineTransform) {
        guard !r.isNull else { return }
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * PathData.kappa, ky = ry * PathData.kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        move(to: p(cx + rx, cy))
        addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry))
        addCurve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky))
        addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry))
        addCurve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky))
        closeSubpath()
    }

    /// Appends a closed rectangle with elliptical corners (cornerWidth × cornerHeight, each
    /// clamped to 0…half the side): move (maxX, minY + ch), then side lines and corner cubics
    /// with increasing angle (same direction as the ellipse), close. Zero corners give a
    /// plain rectangle.
    mutating func appendRoundedRect(
        _ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform
    ) {
        guard !r.isNull else { return }
        let cw = Swift.min(Swift.max(cornerWidth.isNaN ? 0 : cornerWidth, 0), r.width / 2)
        let ch = Swift.min(Swift.max(cornerHeight.isNaN ? 0 : cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else {
            appendRect(r, transform: t)
            return
        }
        let kx = cw * PathData.kappa, ky = ch * PathData.kappa
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        move(to: p(x1, y0 + ch))
        addLine(to: p(x1, y1 - ch))
        addCurve(to: p(x1 - cw, y1), control1: p(x1, y1 - ch + ky), control2: p(x1 - cw + kx, y1))
        addLine(to: p(x0 + cw, y1))
        addCurve(to: p(x0, y1 - ch), control1: p(x0 + cw - kx, y1), control2: p(x0, y1 - ch + ky))
        addLine(to: p(x0, y0 + ch))
        addCurve(to: p(x0 + cw, y0), control1: p(x0, y0 + ch - ky), control2: p(x0 + cw - kx, y0))
        addLine(to: p(x1 - cw, y0))
        addCurve(to: p(x1, y0 + ch), control1: p(x1 - cw + kx, y0), control2: p(x1, y0 + ch - ky))
        closeSubpath()
    }
}
