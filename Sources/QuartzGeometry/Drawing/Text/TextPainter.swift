import CCairo
import CPango

/// Lays out and draws ``DrawingText`` with pango (shaping by HarfBuzz, fonts and fallback by
/// fontconfig) on cairo contexts: for `CATextLayer` contents, drawings and bitmap contexts.
///
/// One pango font map and context serve every thread, behind a lock: pango objects (font maps,
/// their fonts and caches, contexts) may be used by one thread at a time, and text is drawn
/// rarely (the renderers' content cache keeps it while nothing that changes its pixels
/// changes), so frames exported on several threads wait for each other only while text is
/// laid out and drawn. Drawing is deterministic: greyscale antialiasing, no hinting, unhinted
/// metrics and unrounded glyph positions, so that the same text gives the same pixels on every
/// run, thread and renderer.
package final class TextPainter: Sendable {
    /// The painter everything shares.
    package static let shared = TextPainter()

    /// How colours are written: multiplied in alpha, and with red and blue exchanged for
    /// targets whose bytes are RGBA seen by cairo as ARGB32 (see ``CairoPainter/Channels``).
    package struct Ink: Sendable {
        /// Multiplies every colour's alpha (0…1).
        package var alpha: Double
        /// Whether red and blue are exchanged.
        package var swapsRedAndBlue: Bool

        /// Colours as given.
        package static let plain = Ink(alpha: 1, swapsRedAndBlue: false)

        package init(alpha: Double, swapsRedAndBlue: Bool) {
            self.alpha = alpha
            self.swapsRedAndBlue = swapsRedAndBlue
        }

        /// Red, green, blue and alpha (0…1) of `color` as they are written.
        func components(_ color: CGColor) -> (Double, Double, Double, Double) {
            let r = Double(color.red), g = Double(color.green), b = Double(color.blue)
            let a = alpha == 1 ? Double(color.alpha) : Double(color.alpha) * alpha
            return swapsRedAndBlue ? (b, g, r, a) : (r, g, b, a)
        }
    }

    /// The pango objects, made on first use.
    private struct Pango: @unchecked Sendable {
        let context: OpaquePointer
    }

    private let pango = Locked<Pango?>(nil)

    /// Runs `body` with the shared pango context, holding the lock; nil when pango fails.
    package func withContext<T>(_ body: (OpaquePointer) -> T?) -> T? {
        pango.withLock { pango in
            if pango == nil { pango = Self.makePango() }
            guard let context = pango?.context else { return nil }
            return body(context)
        }
    }

    /// Draws `text` on `cr`, its box's space mapped to cairo's user space by `transform`,
    /// clipped to the box when `clipsToBox` (as a layer's backing store clips its text) and
    /// the text is placed from the box's top. The
    /// text is laid out in pixels at the transform's scale (the square root of its
    /// determinant's magnitude), so its glyphs are those a layer shows at that scale.
    package func draw(
        _ text: DrawingText, transform: CGAffineTransform, ink: Ink, clipsToBox: Bool, cr: OpaquePointer
    ) {
        let t = transform
        let s = Double(t.lengthScale)
        guard s.isFinite, s > 0, t.tx.isFinite, t.ty.isFinite, text.size.width.isFinite, text.size.height.isFinite else {
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = cairo_matrix_t(
            xx: Double(t.a) / s, yx: Double(t.b) / s, xy: Double(t.c) / s, yy: Double(t.d) / s, x0: Double(t.tx),
            y0: Double(t.ty))
        cairo_transform(cr, &matrix)
        let boxWidth = Double(text.size.width) * s
        if clipsToBox && text.placement == .top {
            cairo_rectangle(cr, 0, 0, boxWidth, Double(text.size.height) * s)
            cairo_clip(cr)
        }
        _ = withContext { context -> Bool? in
            // Each line placed in the box's width by its alignment (and its paragraph's
            // layout), at its baseline.
            Self.withPlacedLines(text, pixelsPerUnit: s, ink: ink, context: context, boxMinX: 0, boxWidth: boxWidth) { lines in
                // Baseline placement moves every line up by the first line's baseline.
                let shift = text.placement == .baseline ? lines.first?.baseline ?? 0 : 0
                for (index, placed) in lines.enumerated() {
                    let spaced = text.placement == .baseline ? text.lineSpacing.map { Double(index) * $0 * s } : nil
                    let baseline = spaced ?? placed.baseline - shift
                    Self.drawLine(
                        placed.line, x: placed.x, baseline: baseline, text: placed.text, pixelsPerUnit: s, ink: ink, cr: cr)
                }
                return true
            }
        }
    }

    /// A font map of its own (not the per-thread default) and a context with deterministic
    /// font options.
    private static func makePango() -> Pango? {
        // Fontconfig rescans its font directories every 30 seconds by default, swapping its
        // configuration under threads that are looking fonts up: an export running for minutes
        // must see the same fonts throughout.
        FcConfigSetRescanInterval(nil, 0)
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

    /// A colour channel 0…1 as pango's 16 bits.
    static func channel16(_ v: Double) -> UInt16 {
        UInt16((min(max(v, 0), 1) * 65535).rounded())
    }
}
