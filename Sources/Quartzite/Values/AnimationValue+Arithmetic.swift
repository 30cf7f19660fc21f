import Foundation

extension AnimationValue {
    /// The value of an additive animation (`isAdditive`) applied on top of `base`, the value the
    /// layer would show without this animation (REFERENCE 4.2 step 6).
    ///
    /// Numbers, points, sizes, rects and number arrays add component-wise; colours add
    /// component-wise on straight RGBA and are clamped to 0…1 (`CGColor` has no extended
    /// range); transforms apply inside the base, `CATransform3DConcat(self, base)` (affine:
    /// `self.concatenating(base)`). Colour arrays add element-wise when the counts match. Paths,
    /// Booleans, opaque values and mismatched kinds or counts cannot add: the animation's value
    /// replaces the base.
    public func added(to base: AnimationValue) -> AnimationValue {
        switch (self, base) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(
                x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.color(let a), .color(let b)): return .color(Self.sum(a, 1, b, 1))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(a, b))
        case (.affineTransform(let a), .affineTransform(let b)): return .affineTransform(a.concatenating(b))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + $1 })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { Self.sum($0, 1, $1, 1) })
        default: return self
        }
    }

    /// `count` × the value, for cumulative animations (`isCumulative`), where iteration `count`
    /// starts from `count` × the end value of one iteration (REFERENCE 4.2 step 4).
    ///
    /// Vectors (numbers, points, sizes, rects, colours — clamped to 0…1 — and their arrays)
    /// scale component-wise; a transform is concatenated with itself `count` times (0 gives the
    /// identity, a negative count the inverse's power, the identity when not invertible). Paths,
    /// Booleans and opaque values are returned unchanged.
    public func multiplied(by count: Int) -> AnimationValue {
        let k = Double(count)
        switch self {
        case .number(let a): return .number(a * k)
        case .point(let a): return .point(CGPoint(x: Double(a.x) * k, y: Double(a.y) * k))
        case .size(let a): return .size(CGSize(width: Double(a.width) * k, height: Double(a.height) * k))
        case .rect(let a):
            return .rect(CGRect(
                x: Double(a.origin.x) * k, y: Double(a.origin.y) * k,
                width: Double(a.size.width) * k, height: Double(a.size.height) * k))
        case .color(let a): return .color(Self.sum(a, k, a, 0))
        case .numbers(let a): return .numbers(a.map { $0 * k })
        case .colors(let a): return .colors(a.map { Self.sum($0, k, $0, 0) })
        case .transform(let a): return .transform(Self.power(a, count))
        case .affineTransform(let a):
            return .affineTransform(CATransform3DGetAffineTransform(Self.power(CATransform3DMakeAffineTransform(a), count)))
        case .path, .bool, .other: return self
        }
    }

    /// `m` concatenated with itself `count` times (square-and-multiply).
    static func power(_ m: CATransform3D, _ count: Int) -> CATransform3D {
        var base = m
        if count < 0 {
            guard let inverse = m.inverse else { return CATransform3DIdentity }
            base = inverse
        }
        var n = count.magnitude
        var result = CATransform3DIdentity
        while n > 0 {
            if n & 1 == 1 { result = CATransform3DConcat(result, base) }
            base = CATransform3DConcat(base, base)
            n >>= 1
        }
        return result
    }

    /// `a·wa + b·wb` on straight RGBA (clamped to 0…1 by `CGColor`); gray when both are gray.
    static func sum(_ a: CGColor, _ wa: Double, _ b: CGColor, _ wb: Double) -> CGColor {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(Double(x) * wa + Double(y) * wb) }
        if a.isGray && b.isGray {
            return CGColor(gray: mix(a.red, b.red), alpha: mix(a.alpha, b.alpha))
        }
        return CGColor(
            red: mix(a.red, b.red), green: mix(a.green, b.green),
            blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
