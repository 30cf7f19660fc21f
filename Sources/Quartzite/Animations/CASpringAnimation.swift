/// A basic animation whose progress follows a damped spring (Apple's `CASpringAnimation`).
///
/// The spring (``SpringParameters``, REFERENCE 3) moves the value from the start to the end
/// of the from/to/by resolution of ``CABasicAnimation``. On the timing side it is an ordinary
/// basic animation: at cycle fraction `f` (after ``CAAnimation/timingFunction``) the spring is
/// evaluated at `duration × f` seconds, and `f ≥ 1` snaps to the end value — so the spring is
/// cut off when ``CAAnimation/duration`` is shorter than ``settlingDuration`` (which does not
/// set `duration`).
///
/// Defaults: `mass` 1, `stiffness` 100, `damping` 10, `initialVelocity` 0,
/// `allowsOverdamping` false. Setting `mass ≤ 0` stores 1, `stiffness ≤ 0` stores 100,
/// `damping < 0` stores 10 (0 is allowed).
open class CASpringAnimation: CABasicAnimation {
    /// The spring's parameters as a value (not Apple API).
    public var springParameters = SpringParameters()

    /// The mass attached to the spring.
    open var mass: CGFloat {
        get { CGFloat(springParameters.mass) }
        set { springParameters.mass = Double(newValue) }
    }

    /// The spring stiffness coefficient.
    open var stiffness: CGFloat {
        get { CGFloat(springParameters.stiffness) }
        set { springParameters.stiffness = Double(newValue) }
    }

    /// The damping coefficient (friction).
    open var damping: CGFloat {
        get { CGFloat(springParameters.damping) }
        set { springParameters.damping = Double(newValue) }
    }

    /// The initial velocity, in from→to distances per second; positive moves toward the end.
    open var initialVelocity: CGFloat {
        get { CGFloat(springParameters.initialVelocity) }
        set { springParameters.initialVelocity = Double(newValue) }
    }

    /// Whether a damping ratio above 1 over-damps the spring; when false such springs move
    /// as critically damped ones.
    open var allowsOverdamping: Bool {
        get { springParameters.allowsOverdamping }
        set { springParameters.allowsOverdamping = newValue }
    }

    /// The time the spring takes to settle within 0.001 of the from→to distance, divided by
    /// `|speed|` (capped at `FLT_MAX`), in seconds of the parent's time.
    open var settlingDuration: CFTimeInterval {
        springParameters.settlingDuration(speed: speed)
    }

    /// The period of the undamped oscillation, `2π√(mass/stiffness)`, in seconds.
    open var perceptualDuration: TimeInterval {
        springParameters.perceptualDuration
    }

    /// How bouncy the spring is: 0 critical, up to 1 bouncier, below 0 over-damped
    /// (`1 − ζ` when ζ ≤ 1, else `1/ζ − 1`).
    open var bounce: CGFloat {
        CGFloat(springParameters.bounce)
    }

    /// Creates a spring animation with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Creates a spring from a perceptual duration in seconds and a bounce in −1…1 (REFERENCE
    /// 3.5): mass 1, `stiffness = (2π/d)²`, damping from the bounce, `allowsOverdamping` true;
    /// ``CAAnimation/duration`` is set to the ``settlingDuration``.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        springParameters = SpringParameters(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        duration = settlingDuration
    }

    /// Copies every property of `animation`, including the spring when it is a
    /// ``CASpringAnimation``.
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let animation = animation as? CASpringAnimation {
            springParameters = animation.springParameters
        }
    }

    /// Apple's default value of the property named `key`, or `nil`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "mass": return CGFloat(1)
        case "stiffness": return CGFloat(100)
        case "damping": return CGFloat(10)
        case "initialVelocity": return CGFloat(0)
        case "allowsOverdamping": return false
        default: return super.defaultValue(forKey: key)
        }
    }
}
