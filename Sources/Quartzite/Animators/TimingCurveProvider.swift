import Foundation

/// The timing information of a ``PropertyAnimator`` (mirrors UIKit's `UITimingCurveProvider`):
/// a cubic Bézier curve or a spring.
public protocol TimingCurveProvider: Sendable {
    /// The cubic curve, or nil for a spring.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, or nil for a cubic curve.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier pacing curve from (0, 0) to (1, 1) (mirrors UIKit's
/// `UICubicTimingParameters`). Control points are in the unit square of time fraction (x)
/// against progress (y).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The named curve this was made from (`.easeInOut` for control-point curves, as UIKit
    /// reports).
    public let animationCurve: ViewAnimation.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve, ease in, ease out.
    public init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves (control points of REFERENCE 2).
    public init(animationCurve curve: ViewAnimation.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// A custom curve through control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// Itself.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// nil.
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// The Core Animation timing function with the same control points.
    public var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A spring pacing (mirrors UIKit's `UISpringTimingParameters`).
///
/// `initialVelocity` is UIKit's `CGVector`: each component is in from→to distances per
/// second (positive toward the end). Differs from Apple: UIKit applies `dx` and `dy` to the
/// two axes of 2-D properties; Quartzite drives every property by one spring and uses `dx`
/// (pass the same value in both, as UIKit's documentation recommends for 1-D motion).
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// How the spring is specified.
    enum Specification: Hashable {
        /// A damping ratio: the spring is fitted to the animator's duration as UIKit's
        /// `animate(withDuration:…usingSpringWithDamping:…)` does.
        case dampingRatio(Double)
        /// Explicit physical parameters; the animator's duration is used as given.
        case physical(SpringParameters)
    }

    let specification: Specification
    /// The initial velocity, each component in from→to distances per second (positive
    /// toward the end); `dx` is the one used.
    public let initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1), at rest.
    public init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with damping ratio `ratio` (0…1) fitted to the animator's duration, at rest
    /// (UIKit's `init(dampingRatio:)`).
    public init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector.zero)
    }

    /// A spring with damping ratio `ratio` (0…1) fitted to the animator's duration, with an
    /// initial velocity in from→to distances per second (UIKit's
    /// `init(dampingRatio:initialVelocity:)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        specification = .dampingRatio(Double(ratio))
        initialVelocity = velocity
    }

    /// ``init(dampingRatio:initialVelocity:)`` with one number for both components (not
    /// UIKit API).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: velocity))
    }

    /// A spring of mass `mass`, stiffness `stiffness` and damping `damping` (Core Animation
    /// units, REFERENCE 3), with an initial velocity in from→to distances per second (UIKit's
    /// `init(mass:stiffness:damping:initialVelocity:)`).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        specification = .physical(
            SpringParameters(
                mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
    }

    /// ``init(mass:stiffness:damping:initialVelocity:)`` with one number for both components
    /// (not UIKit API).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGFloat) {
        self.init(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: CGVector(dx: velocity, dy: velocity))
    }

    /// nil.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The spring for a motion lasting `duration` seconds: for a damping ratio, UIKit's
    /// fitting (``SpringParameters/init(uiViewDuration:dampingRatio:initialSpringVelocity:)``);
    /// explicit parameters as given.
    public func springParameters(forDuration duration: TimeInterval) -> SpringParameters {
        switch specification {
        case .dampingRatio(let ratio):
            return SpringParameters(
                uiViewDuration: duration, dampingRatio: ratio,
                initialSpringVelocity: Double(initialVelocity.dx))
        case .physical(let parameters):
            return parameters
        }
    }
}
