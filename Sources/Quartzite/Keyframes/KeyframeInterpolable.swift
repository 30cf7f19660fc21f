import Foundation

/// A value a ``KeyframeTimeline`` can pass through: it interpolates linearly, measures a
/// distance for paced timing, and — where it is a vector — forms weighted sums for the cubic
/// (Catmull-Rom / Kochanek–Bartels) spline.
///
/// ``AnimationValue`` conforms, and so do `Double` and `CGPoint` for callers that work with
/// one known type.
public protocol KeyframeInterpolable: Sendable {
    /// The value a `fraction` of the way from `self` (0) to `end` (1). Fractions outside
    /// [0, 1] extrapolate where the type allows it.
    func interpolated(to end: Self, fraction: Double) -> Self

    /// The distance from `self` to `other` used to pace keyframes (same units as the value;
    /// 0 when the two cannot be compared).
    func distance(to other: Self) -> Double

    /// `a·wa + b·wb + c·wc + d·wd`, component-wise, or `nil` when the type is not a vector
    /// (then the spline falls back to linear interpolation between the segment's ends).
    static func weightedSum(
        _ a: Self, _ wa: Double, _ b: Self, _ wb: Double,
        _ c: Self, _ wc: Double, _ d: Self, _ wd: Double
    ) -> Self?
}

extension Double: KeyframeInterpolable {
    /// Linear interpolation: `self + (end − self) · fraction`.
    public func interpolated(to end: Double, fraction: Double) -> Double {
        self + (end - self) * fraction
    }

    /// `|other − self|`.
    public func distance(to other: Double) -> Double { abs(other - self) }

    /// `a·wa + b·wb + c·wc + d·wd`.
    public static func weightedSum(
        _ a: Double, _ wa: Double, _ b: Double, _ wb: Double,
        _ c: Double, _ wc: Double, _ d: Double, _ wd: Double
    ) -> Double? {
        a * wa + b * wb + c * wc + d * wd
    }
}

extension CGPoint: KeyframeInterpolable {
    /// Component-wise linear interpolation, in the point's own coordinate space.
    public func interpolated(to end: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x + (end.x - x) * fraction, y: y + (end.y - y) * fraction)
    }

    /// Euclidean distance in points.
    public func distance(to other: CGPoint) -> Double {
        Double(hypot(other.x - x, other.y - y))
    }

    /// Component-wise `a·wa + b·wb + c·wc + d·wd`.
    public static func weightedSum(
        _ a: CGPoint, _ wa: Double, _ b: CGPoint, _ wb: Double,
        _ c: CGPoint, _ wc: Double, _ d: CGPoint, _ wd: Double
    ) -> CGPoint? {
        CGPoint(
            x: a.x * wa + b.x * wb + c.x * wc + d.x * wd,
            y: a.y * wa + b.y * wb + c.y * wc + d.y * wd)
    }
}
