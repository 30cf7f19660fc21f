/// A transition between a layer's previous rendering and its new one (Apple's
/// `CATransition`, REFERENCE 8). Added to a layer (under the key `"transition"`), it makes the
/// renderer composite a snapshot of the old state with the new state.
///
/// Defaults: `type` ``CATransitionType/fade``, `subtype` nil, `startProgress` 0,
/// `endProgress` 1.
open class CATransition: CAAnimation {
    /// The kind of transition.
    open var type: CATransitionType = .fade
    /// The edge the new content comes from (ignored by `fade`), or nil.
    open var subtype: CATransitionSubtype?
    /// The transition progress (0…1) shown at the start of the animation.
    open var startProgress: Float = 0
    /// The transition progress (0…1) shown at the end of the animation; should not be below
    /// ``startProgress``.
    open var endProgress: Float = 1

    /// Creates a fade transition with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Copies every property of `animation`, including the transition ones when it is a
    /// ``CATransition``.
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let transition = animation as? CATransition {
            type = transition.type
            subtype = transition.subtype
            startProgress = transition.startProgress
            endProgress = transition.endProgress
        }
    }

    /// The transition progress for an eased fraction (the cycle fraction after the timing
    /// function): `startProgress + (endProgress − startProgress) × fraction`. Not Apple API.
    public func progress(forEasedFraction fraction: Double) -> Double {
        TransitionParameters(type: type, subtype: subtype, startProgress: startProgress, endProgress: endProgress).progress(forEasedFraction: fraction)
    }

    /// Apple's default value of the property named `key`, or `nil`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "type": return CATransitionType.fade
        case "startProgress": return Float(0)
        case "endProgress": return Float(1)
        default: return super.defaultValue(forKey: key)
        }
    }
}

/// The animation key under which a layer keeps its transition (Apple's `kCATransition`):
/// `add(_:forKey:)` uses it for every ``CATransition``, whatever key is given.
public let kCATransition = "transition"
