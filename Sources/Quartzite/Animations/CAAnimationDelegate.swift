/// Receives the start and stop of an animation (Apple's `CAAnimationDelegate`). Both methods
/// have empty default implementations, standing in for Objective-C's optional methods.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when `anim` starts its active duration.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when `anim` ends: `flag` is true when it reached the end of its active duration,
    /// false when it was removed before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
