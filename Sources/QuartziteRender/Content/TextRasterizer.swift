import CCairo
import Quartzite
import QuartzGeometry

/// Rasterizes ``TextRecipe``s into images with QuartzGeometry's ``TextPainter`` (pango over
/// cairo; one lock for every thread, deterministic glyphs: see there).
final class TextRasterizer: Sendable {
    /// The rasterizer the text recipes use.
    static let shared = TextRasterizer()

    /// The recipe's text drawn into a `width × height` premultiplied RGBA8 image at `scale`
    /// pixels per point, clipped to the bounds; nil when cairo fails.
    func image(of recipe: TextRecipe, width: Int, height: Int, scale: Double) -> CGImage? {
        CairoPixels.image(width: width, height: height) { cr in
            // Apple's backing store holds the bounds: text outside is clipped.
            TextPainter.shared.draw(
                recipe.text, transform: CGAffineTransform(scaleX: scale, y: scale), ink: .plain, clipsToBox: true, cr: cr)
        }
    }
}
