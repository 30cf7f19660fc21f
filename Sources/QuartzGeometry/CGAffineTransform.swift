/// A 2D affine transformation matrix, as CoreGraphics' `CGAffineTransform`.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` applied to row vectors, so a point maps as
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (units of the input space, usually points).
/// Foundation on Linux does not provide this type; Quartzite defines it with Apple's fields,
/// initialisers and semantics.
public struct CGAffineTransform: Sendable, Hashable {
    /// Row 1, column 1: the x contribution to x'.
    public var a: CGFloat
    /// Row 1, column 2: the x contribution to y'.
    public var b: CGFloat
    /// Row 2, column 1: the y contribution to x'.
    public var c: CGFloat
    /// Row 2, column 2: the y contribution to y'.
    public var d: CGFloat
    /// Translation added to x'.
    public var tx: CGFloat
    /// Translation added to y'.
    public var ty: CGFloat

    /// Creates the all-zero matrix, as Apple's imported C struct initialiser does.
    @inlinable
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform `[1 0; 0 1; 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(tx, ty)`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that multiplies x by `sx` and y by `sy` about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians; positive angles turn +x toward +y
    /// (clockwise on a y-down screen, counter-clockwise on a y-up one).
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let s = CGFloat(Foundation.sin(Double(angle)))
        let c = CGFloat(Foundation.cos(Double(angle)))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether the transform equals `identity` exactly.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the result maps `p` to `p.applying(self).applying(t2)`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by `(x, y)` applied first, in this transform's input space, then `self`.
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `(x, y)` about the origin applied first, in this transform's input space,
    /// then `self`.
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians about the origin applied first, in this transform's input
    /// space, then `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// How much the transform scales lengths, averaged over directions: the square root of
    /// its determinant's magnitude (2 for a 2× zoom, whatever the rotation or flip).
    ///
    /// Not Apple API.
    package var lengthScale: CGFloat {
        abs(a * d - b * c).squareRoot()
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (determinant
    /// `a·d − b·c` exactly zero or the inverse not finite), as Apple does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 { return self }
        let inv = 1 / det
        let result = CGAffineTransform(
            a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
            tx: (c * ty - d * tx) * inv,
            ty: (b * tx - a * ty) * inv)
        let finite = result.a.isFinite && result.b.isFinite && result.c.isFinite
            && result.d.isFinite && result.tx.isFinite && result.ty.isFinite
        return finite ? result : self
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six coefficients from an unkeyed container `[a, b, c, d, tx, ty]`, the
    /// layout Apple's Swift overlay uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six coefficients as an unkeyed container `[a, b, c, d, tx, ty]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
