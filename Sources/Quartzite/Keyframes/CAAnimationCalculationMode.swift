import Foundation

/// How a keyframe animation computes the values between its keyframes (Apple's
/// `CAAnimationCalculationMode`, `kCAAnimation…` constants).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple spells it ("linear", "discrete", "paced", "cubic", "cubicPaced").
    public let rawValue: String

    /// Creates a mode from its name; unknown names behave as ``linear``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between consecutive keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation with key times recomputed so the value moves at constant speed;
    /// `keyTimes` and per-segment timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom / Kochanek–Bartels spline through every keyframe.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline with paced key times.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a path-driven keyframe animation rotates the layer to follow the path's tangent
/// (Apple's `CAAnimationRotationMode`, `kCAAnimationRotate…` constants).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple spells it ("auto", "autoReverse").
    public let rawValue: String

    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotate by the tangent angle of the path at the current point.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate by the tangent angle plus π (facing backwards along the path).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
