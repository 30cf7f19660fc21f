import Foundation

/// The object that supplies a layer's content, lays out its sublayers and chooses its actions
/// (Apple's `CALayerDelegate`). Every method has a default implementation, standing in for
/// Objective-C's optional methods.
///
/// Differs from Apple: Swift cannot ask whether an object implements an optional method, so
/// the default `display(_:)` does what `CALayer.display()` does for a layer without a delegate
/// — it records the layer's `draw(in:)` (which calls ``draw(_:in:)``) into a new backing
/// store. A delegate that implements `display(_:)` therefore replaces drawing, and one that
/// implements only `draw(_:in:)` gets it, as on Apple's systems. As with any protocol default,
/// implement the method in the class that declares the conformance (a subclass's own method
/// is not called through the protocol).
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's content (normally by setting `layer.contents`); called by
    /// `CALayer.display()`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds in points
    /// (origin top-left, y down); called by `CALayer.draw(in:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called by the default display, just before the layer's backing store is drawn (Apple
    /// lets the delegate change `contentsFormat` here).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the sublayers of `layer`; called by `CALayer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil lets the layer go on looking (its `actions`,
    /// its `style`, its default), an `NSNull()` means "no action", any other action is used.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Records `layer`'s `draw(in:)` into a new backing store and sets it as the layer's
    /// `contents` (what `CALayer.display()` does without a delegate).
    public func display(_ layer: CALayer) {
        layer.displayIntoBackingStore()
    }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil (go on looking).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
