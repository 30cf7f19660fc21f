import Quartzite

/// Content a layer class draws itself (a shape, text, a gradient), rasterized: an image covering
/// `rect` in the layer's coordinates, drawn as a contents quad.
struct GeneratedContent: @unchecked Sendable {
    /// Premultiplied RGBA8, row 0 at `rect`'s minY edge.
    let image: CGImage
    /// The layer-space rectangle the image covers.
    let rect: CGRect
}

/// A complete description of a layer's self-drawn content at one resolution: everything that
/// changes its pixels, and nothing else, so that equal recipes draw equal images and the cache
/// (`GeneratedContentCache`) can key on them. A recipe that rasterizes to nothing (an empty
/// path, a transparent gradient) returns nil.
protocol ContentRecipe: Hashable, Sendable {
    /// Draws the content.
    func rasterize() -> GeneratedContent?
}

/// The recipes of the content layer classes, from a layer's presentation values.
enum ContentRecipes {
    /// The recipe of `kind` for a layer with presentation values `p` at `resolution` pixels per
    /// point, or nil when it draws nothing.
    /// (`resolution` is ``resolution(for:_:pixelsPerPoint:)``'s answer.)
    static func recipe(for kind: LayerContentKind, _ p: LayerProperties, resolution: Double) -> (any ContentRecipe)? {
        switch kind {
        case .none: nil
        case .shape: ShapeRecipe(p, scale: resolution)
        case .gradient: GradientRecipe(p, scale: resolution)
        case .text: TextRecipe(p, scale: resolution)
        }
    }

    /// The resolution, in pixels per point, of `kind`'s recipe for presentation values `p`
    /// shown at `pixelsPerPoint`: text at its `contentsScale` (Core Animation's backing store),
    /// vector content, and text placed by its baselines (``TextBaselineLayout``, Lottie's), at
    /// the on-screen scale.
    static func resolution(for kind: LayerContentKind, _ p: LayerProperties, pixelsPerPoint: Double) -> Double {
        kind == .text && p.extensionValue(CATextLayer.Key.baselineLayout, as: TextBaselineLayout.self) == nil
            ? textScale(contentsScale: p.contentsScale) : rasterScale(pixelsPerPoint, contentsScale: p.contentsScale)
    }

    /// The resolution vector content is rasterized at, in pixels per point: the on-screen scale
    /// (at least `contentsScale`), rounded up to an eighth so that moving, rotating or fading a
    /// layer does not change it (and a zoom re-rasterizes in steps), and capped at 64.
    static func rasterScale(_ pixelsPerPoint: Double, contentsScale: CGFloat) -> Double {
        let s = max(pixelsPerPoint.isFinite ? pixelsPerPoint : 1, Double(contentsScale) > 0 ? Double(contentsScale) : 1)
        return min(64, max(0.125, (s * 8).rounded(.up) / 8))
    }

    /// The resolution text is rasterized at: the layer's `contentsScale` alone (1 when not
    /// positive and finite), capped at 64, whatever the layer's scale on screen — Core
    /// Animation draws a `CATextLayer` into a backing store at its `contentsScale`, so text
    /// shown magnified is blurry, as it is there.
    static func textScale(contentsScale: CGFloat) -> Double {
        let s = Double(contentsScale)
        return s.isFinite && s > 0 ? min(s, 64) : 1
    }

    /// The largest side of a content image in pixels; larger content is drawn at a lower
    /// resolution (shapes far larger than the canvas).
    static let maximumPixels = 8192
}
