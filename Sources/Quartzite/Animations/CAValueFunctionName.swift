/// The names of the predefined value functions (Apple's `CAValueFunctionName`,
/// `kCAValueFunction…` constants), with Apple's raw values.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Apple spells it.
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One number, an angle in radians → rotation about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One number, an angle in radians → rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One number, an angle in radians → rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three numbers (sx, sy, sz) → scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One number → scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One number → scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One number → scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three numbers (tx, ty, tz) in points → translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One number in points → translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One number in points → translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One number in points → translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    /// Every predefined name.
    static let all: [CAValueFunctionName] = [
        .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
        .translate, .translateX, .translateY, .translateZ,
    ]
}
