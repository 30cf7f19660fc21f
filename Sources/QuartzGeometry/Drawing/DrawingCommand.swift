/// One painting operation of a ``RecordedDrawing`` with the graphics state it was painted
/// with, fully resolved: nothing depends on the commands before it.
///
/// Not Apple API. Geometry is in device pixels (y down, origin top-left of the canvas).
public struct DrawingCommand: Sendable, Hashable {
    /// What is painted.
    public var operation: DrawingOperation
    /// The paint colour (fill colour for fills, stroke colour for strokes; unused by images
    /// and clears).
    public var color: CGColor
    /// The context alpha (0…1) applied on top of `color`'s alpha and to images.
    public var alpha: CGFloat
    /// How the paint combines with the pixels below.
    public var blendMode: CGBlendMode
    /// Whether edges are antialiased (`shouldAntialias` and `allowsAntialiasing`).
    public var antialias: Bool
    /// The shadow cast by the paint, or nil.
    public var shadow: DrawingShadow?
    /// The clips in effect; the command is drawn inside their intersection (and the canvas).
    public var clips: [DrawingClip]
    /// How images are sampled: the context's `interpolationQuality` (`.none`: the nearest
    /// texel; `.medium` and `.high`: bilinearly, each pixel averaging the area it covers where
    /// the image is made smaller; otherwise bilinearly).
    public var imageQuality: CGInterpolationQuality

    /// Creates a command.
    public init(
        operation: DrawingOperation, color: CGColor = .black, alpha: CGFloat = 1,
        blendMode: CGBlendMode = .normal, antialias: Bool = true, shadow: DrawingShadow? = nil,
        clips: [DrawingClip] = [], imageQuality: CGInterpolationQuality = .default
    ) {
        self.imageQuality = imageQuality
        self.operation = operation
        self.color = color
        self.alpha = alpha
        self.blendMode = blendMode
        self.antialias = antialias
        self.shadow = shadow
        self.clips = clips
    }
}
