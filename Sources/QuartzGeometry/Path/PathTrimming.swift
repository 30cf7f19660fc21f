extension PathMeasure {
    /// The part of the path between `startLength` and `endLength` user-space points along it
    /// (clamped to 0…length), as exact sub-curves of the original elements (lines stay lines,
    /// quadratics quadratics, cubics cubics; closing lines become lines unless a whole closed
    /// subpath is kept, which stays closed). Empty when start ≥ end.
    public func trimmed(fromLength startLength: CGFloat, toLength endLength: CGFloat) -> PathData {
        var out = PathData()
        guard startLength < endLength, let a = locate(startLength, preferLater: true), let b = locate(endLength) else {
            return out
        }
        var subpath = -1
        var subpathWhole = false
        for i in a.segment...b.segment {
            let s = segments[i]
            let t0: CGFloat = i == a.segment ? a.t : 0
            let t1: CGFloat = i == b.segment ? b.t : 1
            if s.subpath != subpath {
                subpath = s.subpath
                let startPoint = t0 == 0 ? s.p0 : s.cubic.point(t0)
                out.move(to: startPoint)
                subpathWhole = t0 == 0 && (i == 0 || segments[i - 1].subpath != s.subpath)
            } else if t0 != 0 {
                out.move(to: s.cubic.point(t0))
            }
            let whole = t0 == 0 && t1 == 1
            if !whole { subpathWhole = false }
            switch s.kind {
            case .addLineToPoint:
                out.addLine(to: t1 == 1 ? s.p1 : lerp(s.p0, s.p1, t1))
            case .closeSubpath:
                if whole && subpathWhole {
                    out.closeSubpath()
                } else {
                    out.addLine(to: t1 == 1 ? s.p1 : lerp(s.p0, s.p1, t1))
                }
            case .addQuadCurveToPoint:
                if whole {
                    out.addQuadCurve(to: s.p2, control: s.p1)
                } else {
                    let (_, c, e) = subQuad(s.p0, s.p1, s.p2, t0, t1)
                    out.addQuadCurve(to: e, control: c)
                }
            case .addCurveToPoint:
                if whole {
                    out.addCurve(to: s.p3, control1: s.p1, control2: s.p2)
                } else {
                    let c = CubicBezier(s.p0, s.p1, s.p2, s.p3).subcurve(t0, t1)
                    out.addCurve(to: c.p3, control1: c.p1, control2: c.p2)
                }
            case .moveToPoint:
                break
            }
        }
        return out
    }

    /// The part of the path between fractions `start` and `end` (0…1, clamped) of its total
    /// length — what CAShapeLayer's strokeStart/strokeEnd draw.
    public func trimmed(fromFraction start: CGFloat, toFraction end: CGFloat) -> PathData {
        trimmed(fromLength: start * length, toLength: end * length)
    }
}

extension CGPath {
    /// The part of the path between fractions `start` and `end` (0…1) of its total length,
    /// split exactly with de Casteljau (see `PathMeasure.trimmed(fromLength:toLength:)`).
    public func trimmed(fromFraction start: CGFloat, toFraction end: CGFloat) -> CGPath {
        CGPath(pathData: PathMeasure(data).trimmed(fromFraction: start, toFraction: end))
    }
}
