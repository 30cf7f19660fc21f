import Quartzite

/// A `CATextLayer`'s text at one resolution: its ``DrawingText`` (runs with every attribute
/// resolved, wrapping, truncation, alignment) and the bounds it is laid out and clipped in.
/// Drawn by QuartzGeometry's text painter (pango over cairo) into an image of ⌈bounds size ×
/// scale⌉ pixels covering the bounds; with a ``TextBaselineLayout``, into an image covering
/// the glyphs wherever they fall.
struct TextRecipe: ContentRecipe {
    /// The text, in points.
    var text: DrawingText
    /// The layer's bounds, in points.
    var bounds: CGRect
    /// Lines placed by their baselines (package-level), or nil.
    var baseline: TextBaselineLayout?
    /// Pixels per point.
    var scale: Double

    /// The recipe for presentation values `p` at `scale` pixels per point, or nil when nothing
    /// would be drawn (no string, empty bounds, only transparent text).
    init?(_ p: LayerProperties, scale: Double) {
        let baseline = p.extensionValue(CATextLayer.Key.baselineLayout, as: TextBaselineLayout.self)
        guard baseline != nil || (p.bounds.width > 0 && p.bounds.height > 0), p.bounds.width.isFinite,
            p.bounds.height.isFinite, p.bounds.minX.isFinite, p.bounds.minY.isFinite,
            let text = CATextLayer.drawingText(of: p)
        else { return nil }
        if let baseline, !baseline.firstBaseline.isFinite || !(baseline.lineSpacing?.isFinite ?? true) { return nil }
        self.text = text
        bounds = p.bounds
        self.baseline = baseline
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The pixel size of the backing store (⌈bounds × scale⌉, as `CALayer`'s backing store)
    /// and the scale it is drawn at: lower than ``scale`` for bounds larger than
    /// `ContentRecipes.maximumPixels` at it.
    var pixelGeometry: (width: Int, height: Int, scale: Double) {
        var s = scale
        let longest = max(Double(bounds.width), Double(bounds.height)) * s
        if longest > Double(ContentRecipes.maximumPixels) { s *= Double(ContentRecipes.maximumPixels) / longest }
        func pixels(_ length: CGFloat) -> Int { Int(max(1, (Double(length) * s - 1e-6).rounded(.up))) }
        return (pixels(bounds.width), pixels(bounds.height), s)
    }

    func rasterize() -> GeneratedContent? {
        if baseline != nil { return TextRasterizer.shared.baselineContent(of: self) }
        let (width, height, s) = pixelGeometry
        guard let image = TextRasterizer.shared.image(of: self, width: width, height: height, scale: s) else {
            return nil
        }
        return GeneratedContent(
            image: image,
            rect: CGRect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(width) / s, height: Double(height) / s))
    }
}
