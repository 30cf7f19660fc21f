// Temporary stand-in for CGAffineTransform until the real one (written on another branch)
// is merged into main; delete this file then. Public only because CGPath's public API takes
// CGAffineTransform parameters; it carries exactly the members of Apple's API that CGPath uses.

/// An affine transform `[a b 0; c d 0; tx ty 1]`, row-vector convention (p' = p · M).
public struct CGAffineTransform: Sendable, Hashable {
    /// Matrix entries.
    public var a, b, c, d, tx, ty: CGFloat
    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
}

extension CGPoint {
    /// The point transformed by `t`: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
