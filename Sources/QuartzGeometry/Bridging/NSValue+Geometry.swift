import Foundation

/// UIKit's and QuartzCore's `NSValue` boxes for geometry (`NSValue(cgPoint:)`,
/// `value.cgPointValue`, `NSValue(caTransform3D:)`, …), so iOS code that boxes values for
/// `fromValue`, `toValue`, `values` or `setValue(_:forKey:)` compiles and runs unchanged.
///
/// Points, sizes and rects use Foundation's own boxes (`NSValue(point:)`, …). A transform,
/// an affine transform and a vector are stored as arrays of doubles (`objCType` `"[16d]"`,
/// `"[6d]"` and `"[2d]"`).
///
/// Differs from Apple: `objCType` of the transform boxes is an array type rather than
/// `"{CATransform3D=dddddddddddddddd}"` (Foundation on Linux cannot box structs by type
/// encoding); reading a box as a type it does not hold gives zero (identity for the
/// transforms) instead of undefined bytes.
extension NSValue {
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A box holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        var components = (Double(vector.dx), Double(vector.dy))
        self.init(bytes: &components, objCType: GeometryBoxType.vector)
    }

    /// A box holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var fields = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: &fields, objCType: GeometryBoxType.affineTransform)
    }

    /// A box holding `t`.
    public convenience init(caTransform3D t: CATransform3D) {
        var fields = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map(Double.init)
        self.init(bytes: &fields, objCType: GeometryBoxType.transform3D)
    }

    /// The point in the box (zero if it holds no point).
    public var cgPointValue: CGPoint { holds(GeometryBoxType.point) ? pointValue : .zero }

    /// The size in the box (zero if it holds no size).
    public var cgSizeValue: CGSize { holds(GeometryBoxType.size) ? sizeValue : .zero }

    /// The rect in the box (zero if it holds no rect).
    public var cgRectValue: CGRect { holds(GeometryBoxType.rect) ? rectValue : .zero }

    /// The vector in the box (zero if it holds no vector).
    public var cgVectorValue: CGVector {
        guard let d = doubles(GeometryBoxType.vector, count: 2) else { return .zero }
        return CGVector(dx: d[0], dy: d[1])
    }

    /// The affine transform in the box (identity if it holds none).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(GeometryBoxType.affineTransform, count: 6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// The 3D transform in the box (identity if it holds none).
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(GeometryBoxType.transform3D, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(
            m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
            m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    /// Whether the box's type encoding is `type`.
    func holds(_ type: String) -> Bool {
        String(cString: objCType) == type
    }

    /// The `count` doubles of a box of encoding `type`, or nil for another encoding.
    private func doubles(_ type: String, count: Int) -> [Double]? {
        guard holds(type) else { return nil }
        var result = [Double](repeating: 0, count: count)
        result.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return result
    }
}

/// The type encodings of the geometry boxes.
enum GeometryBoxType {
    static let point = String(cString: NSValue(point: .zero).objCType)
    static let size = String(cString: NSValue(size: .zero).objCType)
    static let rect = String(cString: NSValue(rect: .zero).objCType)
    static let vector = "[2d]"
    static let affineTransform = "[6d]"
    static let transform3D = "[16d]"
}
