extension PathData {
    /// The path as SVG path data with absolute commands (`M x y`, `L x y`, `Q cx cy x y`,
    /// `C c1x c1y c2x c2y x y`, `Z`), numbers in their shortest exact decimal form, so that
    /// `PathData(svgPathData:)` reads back the same elements.
    public var svgPathData: String {
        var out = ""
        func num(_ v: CGFloat) {
            var s = "\(Double(v))"
            if s.hasSuffix(".0") { s.removeLast(2) }
            if s == "-0" { s = "0" }
            out += s
        }
        func pt(_ p: CGPoint) {
            out += " "
            num(p.x)
            out += " "
            num(p.y)
        }
        for e in self {
            if !out.isEmpty { out += " " }
            switch e {
            case .moveTo(let p): out += "M"; pt(p)
            case .lineTo(let p): out += "L"; pt(p)
            case .quadCurveTo(let p, let c): out += "Q"; pt(c); pt(p)
            case .curveTo(let p, let c1, let c2): out += "C"; pt(c1); pt(c2); pt(p)
            case .closeSubpath: out += "Z"
            }
        }
        return out
    }
}

extension CGPath {
    /// The path as SVG path data that reads back to the same elements (see `PathData.svgPathData`).
    public var svgPathData: String { data.svgPathData }
}
