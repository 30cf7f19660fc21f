// Pulsator (shu223/Pulsator, Pulsator/Pulsator.swift), the pulsing-halo library: a
// CAReplicatorLayer subclass that overrides `backgroundColor` and `repeatCount` with
// observers, sets `repeatCount = MAXFLOAT`, and animates one pulse with a group of a
// `transform.scale.xy` animation and an opacity keyframe animation (key times as NSNumber).
// Ported as porting.md says (colours as CGColor); also left out, being outside QuartzCore:
// the app-lifecycle notifications with their @objc selectors (no Objective-C runtime), the
// Objective-C attributes, and the two DispatchQueue.main.asyncAfter hops (`recreate()` restarts
// at once; a positive `delay` is not waited for).
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

internal let kPulsatorAnimationKey = "pulsator"

open class Pulsator: CAReplicatorLayer, CAAnimationDelegate {

    fileprivate let pulse = CALayer()
    fileprivate var animationGroup: CAAnimationGroup!
    fileprivate var alpha: CGFloat = 0.45

    override open var backgroundColor: CGColor? {
        didSet {
            pulse.backgroundColor = backgroundColor
            guard let backgroundColor = backgroundColor else {return}
            let oldAlpha = alpha
            alpha = backgroundColor.alpha
            if alpha != oldAlpha {
                recreate()
            }
        }
    }

    override open var repeatCount: Float {
        didSet {
            if let animationGroup = animationGroup {
                animationGroup.repeatCount = repeatCount
            }
        }
    }

    // MARK: - Public Properties
    open var animationCompletionBlock:(()->Void)?

    /// The number of pulse.
    open var numPulse: Int = 1 {
        didSet {
            if numPulse < 1 {
                numPulse = 1
            }
            instanceCount = numPulse
            updateInstanceDelay()
        }
    }

    ///	The radius of pulse.
    open var radius: CGFloat = 60 {
        didSet {
            updatePulse()
        }
    }

    /// The animation duration in seconds.
    open var animationDuration: TimeInterval = 3 {
        didSet {
            updateInstanceDelay()
        }
    }

    /// If this property is `true`, the instanse will be automatically removed
    /// from the superview, when it finishes the animation.
    open var autoRemove = false

    /// fromValue for radius
    /// It must be smaller than 1.0
    open var fromValueForRadius: Float = 0.0 {
        didSet {
            if fromValueForRadius >= 1.0 {
                fromValueForRadius = 0.0
            }
            recreate()
        }
    }

    /// The value of this property should be ranging from @c 0 to @c 1 (exclusive).
    open var keyTimeForHalfOpacity: Float = 0.2 {
        didSet {
            recreate()
        }
    }

    /// The animation interval in seconds.
    open var pulseInterval: TimeInterval = 0

    /// A function describing a timing curve of the animation.
    open var timingFunction: CAMediaTimingFunction? = CAMediaTimingFunction(name: .default) {
        didSet {
            if let animationGroup = animationGroup {
                animationGroup.timingFunction = timingFunction
            }
        }
    }

    /// The value of this property showed a pulse is started
    open var isPulsating: Bool {
        guard let keys = pulse.animationKeys() else {return false}
        return keys.count > 0
    }

    /// The inital delay before animation starts
    open var delay: TimeInterval = 5

    // MARK: - Initializer

    override public init() {
        super.init()

        setupPulse()

        instanceDelay = 1
        repeatCount = MAXFLOAT
        backgroundColor = CGColor(red: 0, green: 0.455, blue: 0.756, alpha: 0.45)
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func removeFromSuperlayer() {
        super.removeFromSuperlayer()
        stop()
    }

    // MARK: - Private Methods

    fileprivate func setupPulse() {
        pulse.contentsScale = 2
        pulse.opacity = 0
        addSublayer(pulse)
        updatePulse()
    }

    fileprivate func setupAnimationGroup() {
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale.xy")
        scaleAnimation.fromValue = fromValueForRadius
        scaleAnimation.toValue = 1.0
        scaleAnimation.duration = animationDuration

        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.duration = animationDuration
        opacityAnimation.values = [alpha, alpha * 0.5, 0.0]
        opacityAnimation.keyTimes = [0.0, NSNumber(value: keyTimeForHalfOpacity), 1.0]

        animationGroup = CAAnimationGroup()
        animationGroup.animations = [scaleAnimation, opacityAnimation]
        animationGroup.duration = animationDuration + pulseInterval
        animationGroup.repeatCount = repeatCount
        if let timingFunction = timingFunction {
            animationGroup.timingFunction = timingFunction
        }
        animationGroup.delegate = self
    }

    fileprivate func updatePulse() {
        let diameter: CGFloat = radius * 2
        pulse.bounds = CGRect(
            origin: CGPoint.zero,
            size: CGSize(width: diameter, height: diameter))
        pulse.cornerRadius = radius
        pulse.backgroundColor = backgroundColor
    }

    fileprivate func updateInstanceDelay() {
        guard numPulse >= 1 else { fatalError() }
        instanceDelay = (animationDuration + pulseInterval) / Double(numPulse)
    }

    fileprivate func recreate() {
        guard animationGroup != nil else { return }        // Not need to be recreated.
        stop()
        start()
    }

    // MARK: - Public Methods

    /// Start the animation.
    open func start() {
        setupPulse()
        setupAnimationGroup()
        addPulseAnimation(animationGroup, forKey: kPulsatorAnimationKey)
    }

    /// Stop the animation.
    open func stop() {
        pulse.removeAllAnimations()
        animationGroup = nil
    }

    // MARK: - Delegate methods for CAAnimation

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let keys = pulse.animationKeys(), keys.count > 0 {
            pulse.removeAllAnimations()
        }
        pulse.removeFromSuperlayer()

        if autoRemove {
            removeFromSuperlayer()
        }

        animationCompletionBlock?()
    }

    private func addPulseAnimation(_ animation:CAAnimation, forKey key:String?){
        pulse.add(animation, forKey: key)
    }

    /// The pulse layer, for the tests (the library keeps it private).
    var pulseLayer: CALayer { pulse }
}
