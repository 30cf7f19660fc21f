/// What a quad paints inside its shape.
///
/// Texture and pass indices refer to `RenderPlan.textures` and `RenderPlan.passes`. A pass may
/// only be sampled by quads of later passes. Invalid references, and trilinear sampling of a
/// pass output (passes have no mip levels), are drawn magenta and logged once per renderer.
public enum QuadContent: Sendable, Hashable {
    /// A uniform premultiplied colour.
    case solid(PremultipliedColor)
    /// The plan's texture at `index`; `DrawQuad.uvRect` is in that texture's pixels.
    case texture(Int, filter: TextureFilter)
    /// The plan's texture at `index` with each texel multiplied, channel by channel, by `tint`
    /// (premultiplied): an emitter cell's colour, a replicator instance's colour. A tint whose
    /// alpha is 0 adds the texels' colour to what is below and leaves its alpha (additive
    /// blending through source-over, as premultiplied colour allows).
    case tintedTexture(Int, tint: PremultipliedColor, filter: TextureFilter)
    /// The output of the plan's pass at `index`; `DrawQuad.uvRect` is in that pass's pixels.
    case pass(Int, filter: TextureFilter)
    /// The alpha of the plan's pass at `index` times `color` (a shadow: the pass holds the
    /// blurred silhouette); `DrawQuad.uvRect` is in that pass's pixels.
    case passAlpha(Int, color: PremultipliedColor, filter: TextureFilter)
    /// The mix `(1 − progress) × A + progress × B` of the outputs of the plan's passes `from`
    /// (A) and `to` (B), premultiplied, both sampled at the same `DrawQuad.uvRect` position: a
    /// cross-dissolve (CATransition's fade). The two passes must have the same size; `progress`
    /// is clamped to 0…1.
    case passMix(from: Int, to: Int, progress: Float, filter: TextureFilter)
    /// The plan's vector drawing at `index` (`RenderPlan.drawings`), whose device space is the
    /// quad's space: painted (anti-aliased, source-over, its alpha times the quad's opacity)
    /// inside the quad's rectangle, which bounds what it paints. The CPU renderer paints it
    /// straight into the pass; the GL renderer draws it as a texture of the rectangle's pixels.
    /// Its shared state's transform must be a translation by whole pixels.
    case drawing(Int)
}
