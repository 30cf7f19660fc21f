import Foundation

/// One textured or coloured rectangle of a layer, drawn in painter order.
///
/// The quad covers `rect` in its layer's space (see `SharedQuadState.transform`). Its shape is
/// `rect` with `cornerRadius` on the corners in `maskedCorners`, drawn with `cornerCurve`
/// (a circular radius clamped to half the shorter side, a continuous one to a third of it). Inside the shape it paints `content`; then, when `borderWidth > 0`, a ring in
/// `borderColor` between the shape and the shape inset by `borderWidth` with radius
/// `max(0, cornerRadius − borderWidth)`, over the content (both composed in one step, see
/// `PixelMath`). Content and border are multiplied by `opacity × shared opacity` and coverage,
/// then combined with the pass's pixels by `blendMode` (source-over for `.normal`).
public struct DrawQuad: Sendable, Hashable {
    /// Index into `RenderPlan.sharedStates`.
    public var sharedStateIndex: Int
    /// The quad in layer units.
    public var rect: CGRect
    /// The part of the texture or pass mapped onto `rect`, in that source's pixels (texel
    /// (i, j) covers [i, i+1]×[j, j+1], row 0 at the top); ignored for solid content. Sampling
    /// outside the source clamps to its edge texels.
    public var uvRect: CGRect
    /// What the quad paints.
    public var content: QuadContent
    /// The quad's own opacity, 0…1.
    public var opacity: Float
    /// Corner radius in layer units (0 for square corners).
    public var cornerRadius: Double
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask
    /// The curve of the rounded corners.
    public var cornerCurve: CornerCurve
    /// Border width in layer units (0 for none).
    public var borderWidth: Double
    /// Border colour, premultiplied.
    public var borderColor: PremultipliedColor
    /// A nine-part mapping of `uvRect` onto `rect`, or nil for a plain linear mapping.
    public var ninePart: NinePartGrid?
    /// How the quad's colour combines with what is below it in the pass (`.normal`:
    /// source-over). A non-normal mode reads the destination under the quad: the GL renderer
    /// draws such a quad in a batch of its own after copying that region.
    public var blendMode: BlendMode
    /// Added to the level of detail λ of trilinear texture sampling (`minificationFilterBias`):
    /// positive picks smaller, blurrier mip levels. 0 by default.
    public var levelOfDetailBias: Float

    /// Creates a quad; the optional parts default to none.
    public init(
        sharedStateIndex: Int, rect: CGRect, uvRect: CGRect = .zero, content: QuadContent,
        opacity: Float = 1, cornerRadius: Double = 0, maskedCorners: CornerMask = .all,
        cornerCurve: CornerCurve = .circular, borderWidth: Double = 0, borderColor: PremultipliedColor = .clear,
        ninePart: NinePartGrid? = nil, blendMode: BlendMode = .normal, levelOfDetailBias: Float = 0
    ) {
        self.sharedStateIndex = sharedStateIndex
        self.rect = rect
        self.uvRect = uvRect
        self.content = content
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.cornerCurve = cornerCurve
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.ninePart = ninePart
        self.blendMode = blendMode
        self.levelOfDetailBias = levelOfDetailBias
    }
}
