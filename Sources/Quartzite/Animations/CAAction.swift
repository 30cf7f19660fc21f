/// An object that responds to an action triggered by a layer (Apple's `CAAction`): a property
/// change, a layer entering or leaving the tree, or a custom event.
///
/// The layer model looks actions up by event name and calls ``run(forKey:object:arguments:)``
/// on the one it finds; ``CAAnimation`` conforms and adds a copy of itself to the layer.
public protocol CAAction {
    /// Performs the action for `event` on `anObject` (normally the layer that triggered it)
    /// with optional `dict` arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// An object animations can be attached to — the hook the layer model adopts so that
/// ``CAAnimation/run(forKey:object:arguments:)`` can add an animation to it. Not Apple API.
public protocol AnimationHost: AnyObject {
    /// Attaches `anim` under `key` (replacing an animation with the same key), as
    /// `CALayer.add(_:forKey:)` does: the host stores a copy, so later changes to `anim`
    /// do not affect it.
    func add(_ anim: CAAnimation, forKey key: String?)
}
