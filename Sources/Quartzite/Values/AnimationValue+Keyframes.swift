import Foundation

extension AnimationValue: KeyframeInterpolable {
    /// The distance used by paced keyframes (REFERENCE 5, `CA_distanceToValue`): `|Δ|` for
    /// numbers; Euclidean for points, sizes, rects (over x, y, width, height), colours (over
    /// straight RGBA) and equal-length number or colour arrays; for transforms the
    /// decomposition distance (see ``transformDistance(_:_:)``). Paths, Booleans, opaque
    /// values and mismatched kinds are 0 apart (pacing then falls back to uniform times if
    /// every distance is 0).
    public func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return Self.norm(a.width - b.width, a.height - b.height)
        case (.rect(let a), .rect(let b)):
            return Self.norm(
                a.origin.x - b.origin.x, a.origin.y - b.origin.y,
                a.size.width - b.size.width, a.size.height - b.size.height)
        case (.color(let a), .color(let b)): return Self.colorDistance(a, b)
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + pow(Self.colorDistance($1.0, $1.1), 2) }.squareRoot()
        case (.transform(let a), .transform(let b)): return Self.transformDistance(a, b)
        case (.affineTransform(let a), .affineTransform(let b)):
            return Self.transformDistance(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b))
        default: return 0
        }
    }

    /// `a·wa + b·wb + c·wc + d·wd` component-wise, for the cubic keyframe spline: numbers,
    /// points, sizes, rects, colours (clamped to 0…1) and equal-length arrays of numbers or
    /// colours. `nil` for transforms, paths, Booleans, opaque values and mixed kinds — the
    /// spline then falls back to linear interpolation of that segment.
    public static func weightedSum(
        _ a: AnimationValue, _ wa: Double, _ b: AnimationValue, _ wb: Double,
        _ c: AnimationValue, _ wc: Double, _ d: AnimationValue, _ wd: Double
    ) -> AnimationValue? {
        func s(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> CGFloat {
            CGFloat(Double(x) * wa + Double(y) * wb + Double(z) * wc + Double(w) * wd)
        }
        switch (a, b, c, d) {
        case (.number(let x), .number(let y), .number(let z), .number(let w)):
            return .number(x * wa + y * wb + z * wc + w * wd)
        case (.point(let x), .point(let y), .point(let z), .point(let w)):
            return CGPoint.weightedSum(x, wa, y, wb, z, wc, w, wd).map { .point($0) }
        case (.size(let x), .size(let y), .size(let z), .size(let w)):
            return .size(CGSize(
                width: s(x.width, y.width, z.width, w.width), height: s(x.height, y.height, z.height, w.height)))
        case (.rect(let x), .rect(let y), .rect(let z), .rect(let w)):
            return .rect(CGRect(
                x: s(x.origin.x, y.origin.x, z.origin.x, w.origin.x),
                y: s(x.origin.y, y.origin.y, z.origin.y, w.origin.y),
                width: s(x.size.width, y.size.width, z.size.width, w.size.width),
                height: s(x.size.height, y.size.height, z.size.height, w.size.height)))
        case (.color(let x), .color(let y), .color(let z), .color(let w)):
            return .color(CGColor(
                red: s(x.red, y.red, z.red, w.red), green: s(x.green, y.green, z.green, w.green),
                blue: s(x.blue, y.blue, z.blue, w.blue), alpha: s(x.alpha, y.alpha, z.alpha, w.alpha)))
        case (.numbers(let x), .numbers(let y), .numbers(let z), .numbers(let w))
        where x.count == y.count && y.count == z.count && z.count == w.count:
            return .numbers(x.indices.map { x[$0] * wa + y[$0] * wb + z[$0] * wc + w[$0] * wd })
        case (.colors(let x), .colors(let y), .colors(let z), .colors(let w))
        where x.count == y.count && y.count == z.count && z.count == w.count:
            return .colors(x.indices.map { i in
                weightedSum(.color(x[i]), wa, .color(y[i]), wb, .color(z[i]), wc, .color(w[i]), wd)
                    .flatMap { if case .color(let c) = $0 { c } else { nil } } ?? x[i]
            })
        default:
            return nil
        }
    }

    static func norm(_ values: CGFloat...) -> Double {
        values.reduce(0) { $0 + Double($1) * Double($1) }.squareRoot()
    }

    static func colorDistance(_ a: CGColor, _ b: CGColor) -> Double {
        norm(a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha)
    }
}
