/// An animation of one layer property through a sequence of values or along a path (Apple's
/// `CAKeyframeAnimation`, REFERENCE 5).
///
/// ```
///  values   v0 ──────── v1 ──────── v2          (linear, no keyTimes: equal segments)
///  fraction 0          0.5           1
/// ```
///
/// ``path`` (for CGPoint properties) overrides ``values``: each line, quadratic or cubic
/// element of the path is one segment, and ``rotationMode`` turns the layer along it.
/// ``keyTimes`` place the keyframes (fractions 0…1 of the duration, non-decreasing; as many as
/// values, one more in discrete mode, ignored by the paced modes). As on Apple's platforms,
/// invalid key times are ignored (even spacing) and a count that differs from the values'
/// still runs, pairing keyframes and key times up to the shorter array; ``timingFunctions`` ease
/// each segment (linear and cubic modes) after the animation's own ``CAAnimation/timingFunction``.
///
/// Defaults: `values`, `path`, `keyTimes`, `timingFunctions`, the tension/continuity/bias
/// arrays and `rotationMode` nil; `calculationMode` ``CAAnimationCalculationMode/linear``.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (Apple-style values, as for ``CABasicAnimation``), or nil.
    open var values: [Any]?
    /// A path of points the property follows (CGPoint properties only), or nil; wins over
    /// ``values``.
    open var path: CGPath?
    /// The time of each keyframe as a fraction 0…1 of the duration, or nil for equal spacing.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (keyframes − 1), or nil for linear segments.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe (cubic modes): higher is tighter.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe (cubic modes): sharpness of corners.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe (cubic modes): where the curve overshoots.
    open var biasValues: [NSNumber]?
    /// Whether a path animation rotates the layer to follow the path's tangent, or nil.
    open var rotationMode: CAAnimationRotationMode?

    /// Creates an animation with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Copies every property of `animation`, including the keyframe ones when it is a
    /// ``CAKeyframeAnimation`` (the path is immutable and shared).
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let animation = animation as? CAKeyframeAnimation {
            values = animation.values
            path = animation.path
            keyTimes = animation.keyTimes
            timingFunctions = animation.timingFunctions
            calculationMode = animation.calculationMode
            tensionValues = animation.tensionValues
            continuityValues = animation.continuityValues
            biasValues = animation.biasValues
            rotationMode = animation.rotationMode
        }
    }

    /// Apple's default value of the property named `key`, or `nil`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "calculationMode": return CAAnimationCalculationMode.linear
        default: return super.defaultValue(forKey: key)
        }
    }
}
