import Foundation

/// The object that supplies a layer's content, lays out its sublayers and chooses its actions
/// (Apple's `CALayerDelegate`). Every method has a default implementation, standing in for
/// Objective-C's optional methods.
///
/// Differs from Apple: `draw(_:in:)` is not declared yet — 2D drawing contexts come with the
/// rendering work; until then ``display(_:)`` is the content hook.
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's content (normally by setting `layer.contents`); called by
    /// `CALayer.display()`.
    func display(_ layer: CALayer)
    /// Lays out the sublayers of `layer`; called by `CALayer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil lets the layer go on looking (its `actions`,
    /// its `style`, its default), an `NSNull()` means "no action", any other action is used.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil (go on looking).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
