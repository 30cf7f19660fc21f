import CCairo
import CPango
import Quartzite
import Synchronization

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

    private let pango = Mutex<Pango?>(nil)

    /// The recipe's text drawn into a `width × height` premultiplied RGBA8 image at `scale`
    /// pixels per point (the recipe's run sizes are in pixels at the recipe's scale; they are
    /// scaled by `scale / recipe.scale`), clipped to the bounds; nil when cairo fails.
    func image(of recipe: TextRecipe, width: Int, height: Int, scale: Double) -> CGImage? {
        CairoPixels.image(width: width, height: height) { cr in
            // Apple's backing store holds the bounds: text outside is clipped.
            cairo_rectangle(cr, 0, 0, Double(recipe.bounds.width) * scale, Double(recipe.bounds.height) * scale)
            cairo_clip(cr)
            pango.withLock { pango in
                if pango == nil { pango = Self.makePango() }
                guard let context = pango?.context else { return }
                Self.draw(recipe, scale: scale, context: context, cr: cr)
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
        guard let layout = pango_layout_new(context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let sizeFactor = scale / recipe.scale
        let text = recipe.runs.map(\.text).joined()
        // By length: the runs' attributes are byte ranges of the whole text.
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))

        // Per-run attributes over UTF-8 byte ranges; the first run's font is the layout's
        // (it sets the height of empty lines).
        guard let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        var start = 0
        for run in recipe.runs {
            let end = start + run.text.utf8.count
            let color = run.color
            let items: [UnsafeMutablePointer<PangoAttribute>?] = [
                pango_attr_family_new(run.face.family),
                pango_attr_weight_new(run.face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL),
                pango_attr_style_new(run.face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL),
                pango_attr_size_new_absolute(Int32(clamping: Int((run.pixelSize * sizeFactor * Double(PANGO_SCALE)).rounded()))),
                pango_attr_foreground_new(channel16(color.red), channel16(color.green), channel16(color.blue)),
                pango_attr_foreground_alpha_new(channel16(color.alpha)),
            ]
            for case let item? in items {
                item.pointee.start_index = UInt32(start)
                item.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, item)
            }
            start = end
        }
        pango_layout_set_attributes(layout, attributes)
        if let first = recipe.runs.first, let description = pango_font_description_new() {
            pango_font_description_set_family(description, first.face.family)
            pango_font_description_set_weight(description, first.face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
            pango_font_description_set_style(description, first.face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            pango_font_description_set_absolute_size(description, first.pixelSize * sizeFactor * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }

        // Wrapping and truncation. Unwrapped and untruncated, a paragraph is one line of any
        // length (clipped by the bounds); unwrapped and truncated, one line of the bounds'
        // width, ellipsized; wrapped, lines of the bounds' width, and with truncation the last
        // line that fits the bounds' height is ellipsized.
        let boxWidth = Double(recipe.bounds.width) * scale
        let pangoWidth = Int32(clamping: Int((boxWidth * Double(PANGO_SCALE)).rounded(.down)))
        let ellipsize: PangoEllipsizeMode =
            switch recipe.truncation {
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            default: PANGO_ELLIPSIZE_NONE
            }
        if recipe.wrapped || ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, ellipsize)
            if ellipsize != PANGO_ELLIPSIZE_NONE {
                let boxHeight = Double(recipe.bounds.height) * scale * Double(PANGO_SCALE)
                pango_layout_set_height(layout, recipe.wrapped ? Int32(clamping: Int(boxHeight.rounded(.down))) : -1)
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_justify(layout, recipe.alignment == .justified && recipe.wrapped ? 1 : 0)
        pango_layout_set_auto_dir(layout, 1)

        // Each line placed in the bounds' width by the alignment and its paragraph's
        // direction, at its baseline.
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let lineWidth = Double(logical.width) / Double(PANGO_SCALE)
            let rightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
            let x: Double =
                switch recipe.alignment {
                case .left: 0
                case .right: boxWidth - lineWidth
                case .center: (boxWidth - lineWidth) / 2
                default: rightToLeft ? boxWidth - lineWidth : 0
                }
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
            cairo_move_to(cr, x - Double(logical.x) / Double(PANGO_SCALE), baseline)
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// A colour channel 0…1 as pango's 16 bits.
    private static func channel16(_ v: CGFloat) -> UInt16 {
        UInt16((min(max(Double(v), 0), 1) * 65535).rounded())
    }
}
