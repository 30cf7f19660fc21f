/// Which content a layer class draws itself, besides `contents`: the renderers draw it from the
/// layer's presentation values (a shape's path, a text layer's string, a gradient's colours).
package enum LayerContentKind: Sendable, Hashable {
    /// Only `contents` (or a custom drawing).
    case none
    /// `CAShapeLayer`'s path, filled and stroked, between the contents and the first sublayer.
    case shape
    /// `CATextLayer`'s string.
    case text
    /// `CAGradientLayer`'s gradient over the background.
    case gradient
}
