/// The abstract base of animations that change one layer property named by a key path
/// (Apple's `CAPropertyAnimation`).
///
/// Defaults: `keyPath` nil, `isAdditive` false, `isCumulative` false, `valueFunction` nil.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, as a key path relative to the layer: a property name
    /// (`"opacity"`) or a property and a component (`"position.x"`,
    /// `"transform.rotation.z"`). Parsed when the animation is compiled.
    open var keyPath: String?
    /// Whether the animated value is added to the value the property would show without this
    /// animation (its model value and the animations added before it), instead of replacing it.
    open var isAdditive: Bool = false
    /// Whether each repeat starts from the end value of the previous one: iteration `k` adds
    /// `k ×` the end value (the start value when autoreversing).
    open var isCumulative: Bool = false
    /// Converts the interpolated number or numbers into a transform before the value is
    /// applied (so a rotation can animate through several turns).
    open var valueFunction: CAValueFunction?

    /// Creates an animation with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Creates an animation of the property at `path` (Apple's `animationWithKeyPath:`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies every property of `animation`, including the property-animation ones when it is
    /// a ``CAPropertyAnimation``.
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let animation = animation as? CAPropertyAnimation {
            keyPath = animation.keyPath
            isAdditive = animation.isAdditive
            isCumulative = animation.isCumulative
            valueFunction = animation.valueFunction
        }
    }

    /// Adds the animation to `anObject` under `event`, as ``CAAnimation`` does; an animation
    /// without a ``keyPath`` animates the property named by `event` (a copy with
    /// `keyPath = event` is added), so `layer.actions = ["opacity": CABasicAnimation()]`
    /// animates opacity changes, as on Apple's platforms.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil, let copy = copy() as? CAPropertyAnimation else {
            return super.run(forKey: event, object: anObject, arguments: dict)
        }
        copy.keyPath = event
        copy.run(forKey: event, object: anObject, arguments: dict)
    }

    /// Apple's default value of the property named `key`, or `nil`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "additive", "cumulative": return false
        default: return super.defaultValue(forKey: key)
        }
    }
}
