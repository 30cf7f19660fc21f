import Foundation

/// Draws a layer again at its presentation values, as Core Animation redraws the presentation
/// layer on every frame of an animation of a key for which the layer's class answers
/// `needsDisplay(forKey:)` true (a custom animatable property such as a progress ring's
/// `progress`).
///
/// A snapshot node holds one for such a layer when the layer draws through its own
/// ``CALayer/draw(in:)`` (no delegate): a private copy made with `init(layer:)` at commit, never
/// changed afterwards. Each redraw copies it again (`init(layer:)`), gives the copy the frame's
/// presentation values and records its `draw(in:)`, so renderers may redraw on any thread:
/// `draw(in:)` of such a layer must read only the layer's own values (as Apple's presentation
/// layers require).
public final class PresentationRedraw: @unchecked Sendable {
    private let template: CALayer
    private let flipped: Bool

    /// A redraw of `layer` as it is now (its class, its own stored state).
    init(copying layer: CALayer) {
        template = type(of: layer).init(presentationCopyOf: layer)
        flipped = layer.contentsAreFlipped()
    }

    /// What the layer's `draw(in:)` draws at the presentation values `p`, or nil when it draws
    /// nothing.
    public func drawing(at p: LayerProperties) -> RecordedDrawing? {
        let layer = type(of: template).init(presentationCopyOf: template)
        layer.storage = p
        return layer.recordDrawing(flipped: flipped)
    }
}
