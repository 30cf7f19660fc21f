/// The graphics state of a ``CGContext``: what `saveGState()` pushes and `restoreGState()`
/// pops (everything except the current path, as in Core Graphics).
struct GraphicsState {
    /// User space → device pixels.
    var ctm: CGAffineTransform
    /// The colour of fills.
    var fillColor: CGColor = .black
    /// The colour of strokes.
    var strokeColor: CGColor = .black
    /// Line width, caps, joins, miter limit and dashes (its `transform` is set at stroke time).
    var stroke = DrawingStroke()
    /// The context alpha, 0…1.
    var alpha: CGFloat = 1
    /// The blend mode.
    var blendMode: CGBlendMode = .normal
    /// `setShouldAntialias`.
    var shouldAntialias = true
    /// `setAllowsAntialiasing`.
    var allowsAntialiasing = true
    /// The shadow in device pixels (colour alpha not yet multiplied by `alpha`), or nil.
    var shadow: DrawingShadow?
    /// The clips in effect, in device pixels.
    var clips: [DrawingClip] = []
    /// `interpolationQuality` (`.none`: images sampled at the nearest texel).
    var interpolationQuality: CGInterpolationQuality = .default
    /// `setFlatness` (curves are flattened to the renderer's own tolerance).
    var flatness: CGFloat = 0.5
    /// How Core Text's drawing paints glyphs.
    var textDrawingMode: CGTextDrawingMode = .fill
}
