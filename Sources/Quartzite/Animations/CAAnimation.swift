/// The abstract base of Core Animation's animations (Apple's `CAAnimation`): timing
/// (``CAMediaTiming``), pacing (``timingFunction``), a delegate and removal on completion.
///
/// An animation is a mutable description. When it is added to a layer the layer stores a
/// copy (see ``copy()``), and compilation turns that copy into an immutable
/// ``CompiledAnimation``; changing the original afterwards has no effect on what is shown.
///
/// Defaults (Apple's): `beginTime` 0, `timeOffset` 0, `duration` 0 (replaced by the
/// transaction's animation duration, 0.25 s unless changed, when added), `speed` 1,
/// `repeatCount` 0, `repeatDuration` 0, `autoreverses` false, `fillMode` ``CAMediaTimingFillMode/removed``,
/// `timingFunction` nil (linear), `delegate` nil, `isRemovedOnCompletion` true.
///
/// Key-value coding works as Apple's: ``value(forKey:)`` and ``setValue(_:forKey:)`` reach the
/// properties by their Objective-C names (`"duration"`, `"removedOnCompletion"`,
/// `"fromValue"`, …) and store any other key on the animation, where it is copied with it
/// (a common way to tag an animation for its delegate).
///
/// Differs from Apple: not an `NSObject` and no `NSSecureCoding`. Copying goes through
/// ``copy()`` and ``init(copying:)``.
open class CAAnimation: CAMediaTiming, CAAction {
    /// The start in the parent's time space (the layer's local time, or the enclosing group's
    /// time), in seconds. 0 on an animation added directly to a layer is replaced by the
    /// current time when the transaction commits.
    open var beginTime: CFTimeInterval = 0
    /// The phase offset added to the animation's local time, in seconds.
    open var timeOffset: CFTimeInterval = 0
    /// The length of one simple cycle in seconds; `≤ 0` means the default duration
    /// (the transaction's, or the enclosing group's).
    open var duration: CFTimeInterval = 0
    /// The rate of the animation's time relative to its parent's.
    open var speed: Float = 1
    /// How many cycles the animation plays (fractional allowed, `.infinity` forever; 0 = once).
    open var repeatCount: Float = 0
    /// For how long the animation repeats, in its local seconds; wins over ``repeatCount``
    /// when `> 0`.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards and then backwards.
    open var autoreverses: Bool = false
    /// What the animation shows outside its active interval.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing curve applied to the fraction of each cycle; `nil` means linear.
    open var timingFunction: CAMediaTimingFunction?

    /// The object told when the animation starts and stops. Held **strongly**, as Apple's
    /// `CAAnimation` does (the delegate lives as long as the animation; beware of cycles).
    open var delegate: CAAnimationDelegate?

    /// Whether the layer removes the animation once its active duration has ended (default
    /// true). Set it to false together with a forwards fill mode to keep the end state shown.
    open var isRemovedOnCompletion: Bool = true

    /// The frame rates the animation would like to be shown at (Apple's, iOS 15). Stored
    /// and copied; offscreen the caller's frame times decide (see ``CAFrameRateRange``).
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Values stored under keys that are not properties, by ``setValue(_:forKey:)``.
    var customValues: [String: Any] = [:]

    /// Creates an animation with Apple's default property values. Not `required`, as on
    /// Apple's platforms, so subclasses write `override init()`.
    public init() {}

    /// Creates an animation of this animation's dynamic class with every property of
    /// `animation` (the delegate is shared, the timing function is immutable, the values set
    /// with ``setValue(_:forKey:)`` are kept): `self.init()`, then the properties. Not Apple
    /// API: the initializer behind ``copy()``.
    ///
    /// A subclass inherits it when it overrides `init()` or declares no designated initializer
    /// of its own — the subclasses Apple's platforms can copy too (their copy calls `init()`,
    /// and a subclass without one traps there); a subclass that declares only its own
    /// designated initializers (`init(duration:)`) is asked by the compiler for `override init()`.
    /// Properties a subclass adds are not copied, as on Apple's platforms: keep per-animation
    /// state in ``setValue(_:forKey:)``.
    public required convenience init(copying animation: CAAnimation) {
        self.init()
        copyProperties(from: animation)
    }

    /// Copies the properties this class declares from `animation` onto this new copy; each
    /// animation class of Quartzite overrides it, calls `super`, and copies its own properties
    /// when `animation` is of its class.
    func copyProperties(from animation: CAAnimation) {
        beginTime = animation.beginTime
        timeOffset = animation.timeOffset
        duration = animation.duration
        speed = animation.speed
        repeatCount = animation.repeatCount
        repeatDuration = animation.repeatDuration
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
        timingFunction = animation.timingFunction
        delegate = animation.delegate
        isRemovedOnCompletion = animation.isRemovedOnCompletion
        customValues = animation.customValues
        preferredFrameRateRange = animation.preferredFrameRateRange
    }

    /// A new animation of the same dynamic class with all properties copied (Apple's
    /// `NSCopying`); mutating either one afterwards does not affect the other.
    open func copy() -> Any {
        type(of: self).init(copying: self)
    }

    /// Apple's default value of the property named `key` (its Objective-C property name, such
    /// as `"duration"` or `"removedOnCompletion"`), or `nil` for unknown keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "timeOffset", "duration", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion": return true
        default: return nil
        }
    }

    /// Whether the value of `key` is written when the animation is archived (Apple's; the
    /// default is true). Differs from Apple: animations are not archived on Linux (no
    /// `NSSecureCoding`), so nothing asks.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    /// The value of the property named `key` (its Objective-C name, as
    /// ``defaultValue(forKey:)``), or the value stored under `key` by ``setValue(_:forKey:)``,
    /// or the class's default for `key`. Numbers come back as `NSNumber`, so they cast to
    /// `Double`, `Float`, `CGFloat` and `NSNumber` as on Apple's platforms.
    open func value(forKey key: String) -> Any? {
        if let value = propertyValue(forKey: key) { return value }
        return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property named `key`, or stores `value` under `key` (copied with the
    /// animation; nil removes it). A value of the wrong type for a property is ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        customValues[key] = value
    }

    /// Adds the animation to `anObject` under the key `event` when `anObject` is an
    /// ``AnimationHost`` (a layer), which stores a copy; does nothing otherwise. This is how a
    /// layer's action for a property change starts the animation.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? AnimationHost)?.add(self, forKey: event)
    }
}
