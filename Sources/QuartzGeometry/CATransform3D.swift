/// A 4×4 homogeneous transform, as QuartzCore's `CATransform3D`.
///
/// Row-vector convention: a point maps as `(x, y, z, 1) · M`, then is divided by w.
/// Translation lives in `m41…m43`, perspective in `m14…m34` (usually `m34 = −1/d`).
/// The sixteen `m` fields read and write like Apple's struct fields; storage is four
/// `SIMD4<Double>` rows.
public struct CATransform3D: Sendable {
    /// Row 1 (`m11…m14`).
    @usableFromInline var r1: SIMD4<Double>
    /// Row 2 (`m21…m24`).
    @usableFromInline var r2: SIMD4<Double>
    /// Row 3 (`m31…m34`).
    @usableFromInline var r3: SIMD4<Double>
    /// Row 4 (`m41…m44`).
    @usableFromInline var r4: SIMD4<Double>

    /// Creates the all-zero matrix, as Apple's imported C struct initialiser does
    /// (use `CATransform3DIdentity` for the identity).
    @inlinable
    public init() {
        r1 = .zero
        r2 = .zero
        r3 = .zero
        r4 = .zero
    }

    /// Creates a matrix from its sixteen fields, row by row (Apple's memberwise initialiser).
    @inlinable
    public init(
        m11: CGFloat,
        m12: CGFloat,
        m13: CGFloat,
        m14: CGFloat,
        m21: CGFloat,
        m22: CGFloat,
        m23: CGFloat,
        m24: CGFloat,
        m31: CGFloat,
        m32: CGFloat,
        m33: CGFloat,
        m34: CGFloat,
        m41: CGFloat,
        m42: CGFloat,
        m43: CGFloat,
        m44: CGFloat
    ) {
        r1 = SIMD4(Double(m11), Double(m12), Double(m13), Double(m14))
        r2 = SIMD4(Double(m21), Double(m22), Double(m23), Double(m24))
        r3 = SIMD4(Double(m31), Double(m32), Double(m33), Double(m34))
        r4 = SIMD4(Double(m41), Double(m42), Double(m43), Double(m44))
    }

    /// Creates a matrix from four rows.
    @inlinable
    init(rows r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
        self.r1 = r1
        self.r2 = r2
        self.r3 = r3
        self.r4 = r4
    }

    /// Row 1, column 1 of the matrix.
    @inlinable public var m11: CGFloat {
        get { CGFloat(r1.x) }
        set { r1.x = Double(newValue) }
    }
    /// Row 1, column 2 of the matrix.
    @inlinable public var m12: CGFloat {
        get { CGFloat(r1.y) }
        set { r1.y = Double(newValue) }
    }
    /// Row 1, column 3 of the matrix.
    @inlinable public var m13: CGFloat {
        get { CGFloat(r1.z) }
        set { r1.z = Double(newValue) }
    }
    /// Row 1, column 4 of the matrix.
    @inlinable public var m14: CGFloat {
        get { CGFloat(r1.w) }
        set { r1.w = Double(newValue) }
    }
    /// Row 2, column 1 of the matrix.
    @inlinable public var m21: CGFloat {
        get { CGFloat(r2.x) }
        set { r2.x = Double(newValue) }
    }
    /// Row 2, column 2 of the matrix.
    @inlinable public var m22: CGFloat {
        get { CGFloat(r2.y) }
        set { r2.y = Double(newValue) }
    }
    /// Row 2, column 3 of the matrix.
    @inlinable public var m23: CGFloat {
        get { CGFloat(r2.z) }
        set { r2.z = Double(newValue) }
    }
    /// Row 2, column 4 of the matrix.
    @inlinable public var m24: CGFloat {
        get { CGFloat(r2.w) }
        set { r2.w = Double(newValue) }
    }
    /// Row 3, column 1 of the matrix.
    @inlinable public var m31: CGFloat {
        get { CGFloat(r3.x) }
        set { r3.x = Double(newValue) }
    }
    /// Row 3, column 2 of the matrix.
    @inlinable public var m32: CGFloat {
        get { CGFloat(r3.y) }
        set { r3.y = Double(newValue) }
    }
    /// Row 3, column 3 of the matrix.
    @inlinable public var m33: CGFloat {
        get { CGFloat(r3.z) }
        set { r3.z = Double(newValue) }
    }
    /// Row 3, column 4 of the matrix.
    @inlinable public var m34: CGFloat {
        get { CGFloat(r3.w) }
        set { r3.w = Double(newValue) }
    }
    /// Row 4, column 1 of the matrix.
    @inlinable public var m41: CGFloat {
        get { CGFloat(r4.x) }
        set { r4.x = Double(newValue) }
    }
    /// Row 4, column 2 of the matrix.
    @inlinable public var m42: CGFloat {
        get { CGFloat(r4.y) }
        set { r4.y = Double(newValue) }
    }
    /// Row 4, column 3 of the matrix.
    @inlinable public var m43: CGFloat {
        get { CGFloat(r4.z) }
        set { r4.z = Double(newValue) }
    }
    /// Row 4, column 4 of the matrix.
    @inlinable public var m44: CGFloat {
        get { CGFloat(r4.w) }
        set { r4.w = Double(newValue) }
    }
}

extension CATransform3D {
    /// The matrix product `self · rhs` ("self, then rhs" for row vectors).
    @inlinable
    func multiplied(by rhs: CATransform3D) -> CATransform3D {
        CATransform3D(
            rows: r1.x * rhs.r1 + r1.y * rhs.r2 + r1.z * rhs.r3 + r1.w * rhs.r4,
            r2.x * rhs.r1 + r2.y * rhs.r2 + r2.z * rhs.r3 + r2.w * rhs.r4,
            r3.x * rhs.r1 + r3.y * rhs.r2 + r3.z * rhs.r3 + r3.w * rhs.r4,
            r4.x * rhs.r1 + r4.y * rhs.r2 + r4.z * rhs.r3 + r4.w * rhs.r4)
    }

    /// Row `index` (0…3) as a SIMD vector.
    @inlinable
    func row(_ index: Int) -> SIMD4<Double> {
        switch index {
        case 0: r1
        case 1: r2
        case 2: r3
        default: r4
        }
    }
}

extension CATransform3D: Equatable {
    /// Exact field-by-field equality (`0 == −0`, NaN never equal), as comparing Apple's fields.
    @inlinable
    public static func == (lhs: CATransform3D, rhs: CATransform3D) -> Bool {
        lhs.r1 == rhs.r1 && lhs.r2 == rhs.r2 && lhs.r3 == rhs.r3 && lhs.r4 == rhs.r4
    }
}

extension CATransform3D: Hashable {
    /// Hashes the sixteen fields, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(r1)
        hasher.combine(r2)
        hasher.combine(r3)
        hasher.combine(r4)
    }
}

extension CATransform3D: Codable {
    /// Decodes an unkeyed array of 16 numbers in row-major order `m11, m12, …, m44`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        r1.x = try container.decode(Double.self)
        r1.y = try container.decode(Double.self)
        r1.z = try container.decode(Double.self)
        r1.w = try container.decode(Double.self)
        r2.x = try container.decode(Double.self)
        r2.y = try container.decode(Double.self)
        r2.z = try container.decode(Double.self)
        r2.w = try container.decode(Double.self)
        r3.x = try container.decode(Double.self)
        r3.y = try container.decode(Double.self)
        r3.z = try container.decode(Double.self)
        r3.w = try container.decode(Double.self)
        r4.x = try container.decode(Double.self)
        r4.y = try container.decode(Double.self)
        r4.z = try container.decode(Double.self)
        r4.w = try container.decode(Double.self)
    }

    /// Encodes an unkeyed array of 16 numbers in row-major order `m11, m12, …, m44`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(r1.x)
        try container.encode(r1.y)
        try container.encode(r1.z)
        try container.encode(r1.w)
        try container.encode(r2.x)
        try container.encode(r2.y)
        try container.encode(r2.z)
        try container.encode(r2.w)
        try container.encode(r3.x)
        try container.encode(r3.y)
        try container.encode(r3.z)
        try container.encode(r3.w)
        try container.encode(r4.x)
        try container.encode(r4.y)
        try container.encode(r4.z)
        try container.encode(r4.w)
    }
}

extension CATransform3D: CustomStringConvertible {
    /// `CATransform3D(m11: …, m12: …, …, m44: …)`, the form Swift prints Apple's struct in.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
            + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
            + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
            + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
    }
}
