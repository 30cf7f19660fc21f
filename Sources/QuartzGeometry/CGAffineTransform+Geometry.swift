extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size treated as a vector and mapped by the linear part of `t` (no translation):
    /// `(a·w + c·h, b·w + d·h)`. The result may be negative, as Apple's.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of this rectangle mapped by `t`
    /// (a standardized rectangle). The null rectangle is returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let p0 = CGPoint(x: minX, y: minY).applying(t)
        let p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t)
        let p3 = CGPoint(x: maxX, y: maxY).applying(t)
        let lowX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let highX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let lowY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let highY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
