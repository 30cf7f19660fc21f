/// The timing model shared by layers and animations (Apple's `CAMediaTiming`).
///
/// Every conforming object defines a local time space derived from its parent's:
/// `t_local = (t_parent − beginTime) × speed + timeOffset`. For a layer the parent is the
/// superlayer (the root layer's parent time is `CACurrentMediaTime()`); for an animation it is
/// the layer it is attached to (or the enclosing group). ``MediaTimingParameters`` holds a value
/// snapshot of these fields and implements the mathematics.
public protocol CAMediaTiming: AnyObject {
    /// The start of the object in its parent's time space, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// An offset added to the local time, in seconds of local time; shifts the phase inside a
    /// cycle without moving the active interval.
    var timeOffset: CFTimeInterval { get set }
    /// The length of one simple cycle in local seconds; `0` (the default) on an animation means
    /// the transaction's animation duration (0.25 s unless changed).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to parent time (1 = same rate, 0 = paused,
    /// negative = backwards).
    var speed: Float { get set }
    /// How many cycles the object repeats; may be fractional; `.infinity` repeats forever;
    /// `0` means once.
    var repeatCount: Float { get set }
    /// For how long the object repeats, in local seconds; wins over ``repeatCount`` when `> 0`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards and then backwards (the cycle lasts `2 × duration`).
    var autoreverses: Bool { get set }
    /// What the object shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}
