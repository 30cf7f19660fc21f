import CCairo
import CPango
import Quartzite
import QuartzGeometry

/// Lays out and draws ``TextRecipe``s with pango (shaping by HarfBuzz, fonts and fallback by
/// fontconfig) into cairo image surfaces.
///
/// One pango font map and context serve every thread, behind a lock: pango objects (font maps,
/// their fonts and caches, contexts) may be used by one thread at a time, and text is
/// rasterized rarely (the content cache keeps it while nothing that changes its pixels
/// changes), so frames exported on several threads wait for each other only while text is
/// laid out and drawn. Rendering is deterministic: greyscale
/// antialiasing, no hinting, unhinted metrics and unrounded glyph positions, so that the same
/// recipe gives the same pixels on every run, thread and renderer.
final class TextRasterizer: Sendable {
    /// The rasterizer the text recipes use.
    static let shared = TextRasterizer()

    /// The pango objects, made on first use.
    private struct Pango: @unchecked Sendable {
        let context: OpaquePointer
    }

    private let pango = Locked<Pango?>(nil)

    /// Runs `body` with the shared pango context, holding the lock; nil when pango fails.
    func withContext<T>(_ body: (OpaquePointer) -> T?) -> T? {
        pango.withLock { pango in
            if pango == nil { pango = Self.makePango() }
            guard let context = pango?.context else { return nil }
            return body(context)
        }
    }

    /// The recipe's text drawn into a `width × height` premultiplied RGBA8 image at `scale`
    /// pixels per point (the recipe's run sizes are in pixels at the recipe's scale; they are
    /// scaled by `scale / recipe.scale`), clipped to the bounds; nil when cairo fails.
    func image(of recipe: TextRecipe, width: Int, height: Int, scale: Double) -> CGImage? {
        CairoPixels.image(width: width, height: height) { cr in
            // Apple's backing store holds the bounds: text outside is clipped.
            cairo_rectangle(cr, 0, 0, Double(recipe.bounds.width) * scale, Double(recipe.bounds.height) * scale)
            cairo_clip(cr)
            _ = withContext { context -> Bool? in
                Self.draw(recipe, scale: scale, context: context, cr: cr)
                return true
            }
        }
    }

    /// A font map of its own (not the per-thread default) and a context with deterministic
    /// font options.
    private static func makePango() -> Pango? {
        guard let fontMap = pango_cairo_font_map_new() else { return nil }
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            return nil
        }
        // The context keeps the font map alive.
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return Pango(context: context)
    }

    /// Lays out and draws `recipe` on `cr` (pixels, origin at the bounds' top-left corner).
    /// Call with the lock held.
    private static func draw(_ recipe: TextRecipe, scale: Double, context: OpaquePointer, cr: OpaquePointer) {
        guard let layout = makeLayout(recipe, scale: scale, context: context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let boxWidth = Double(recipe.bounds.width) * scale
        // Each line placed in the bounds' width by the alignment and its paragraph's
        // direction, at its baseline.
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let x = lineStart(line, recipe: recipe, sizeFactor: scale / recipe.scale, boxMinX: 0, boxWidth: boxWidth)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
            drawLine(line, x: x, baseline: baseline, recipe: recipe, sizeFactor: scale / recipe.scale, cr: cr)
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// A colour channel 0…1 as pango's 16 bits.
    static func channel16(_ v: CGFloat) -> UInt16 {
        UInt16((min(max(Double(v), 0), 1) * 65535).rounded())
    }
}
