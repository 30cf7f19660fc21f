import CCairo
import CPango

extension TextPainter {
    /// `units × pixelsPerUnit` for a font size: 0 unless positive and finite, at most 4,096.
    static func pixelSize(_ run: DrawingText.Run, pixelsPerUnit: Double) -> Double {
        guard run.size.isFinite, run.size > 0 else { return 0 }
        return min(run.size * pixelsPerUnit, 4096)
    }

    /// A run's letter spacing in pixels, within ±4,096.
    static func kernPixels(_ run: DrawingText.Run, pixelsPerUnit: Double) -> Double {
        guard run.kern.isFinite else { return 0 }
        return min(max(run.kern * pixelsPerUnit, -4096), 4096)
    }

    /// A run's stroke width in pixels, 0 when it draws no stroke.
    static func strokePixels(_ run: DrawingText.Run, pixelsPerUnit: Double) -> Double {
        guard run.strokeSize > 0 else { return 0 }
        return min(abs(run.strokeWidth), 1000) / 100 * pixelSize(run, pixelsPerUnit: pixelsPerUnit)
    }

    /// `pixels` in pango units, rounded by `rule` and clamped to pango's 32-bit range (0 for
    /// NaN): sizes from callers can be any `Double`.
    static func pangoUnits(_ pixels: Double, rounded rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
        let units = (pixels * Double(PANGO_SCALE)).rounded(rule)
        guard !units.isNaN else { return 0 }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }

    /// A new pango description of `face` at `pixelSize` pixels (absolute); the caller frees it.
    static func fontDescription(_ face: DrawingText.FontFace, pixelSize: Double) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, pixelSize * Double(PANGO_SCALE))
        return description
    }

    /// A pango layout of `text`'s runs in pixels at `pixelsPerUnit`: fonts, colours (through
    /// `ink`), letter spacing (kerning), wrapping and truncation in the box's width. The
    /// caller releases it; call with the lock held (``withContext(_:)``).
    package static func makeLayout(
        _ text: DrawingText, pixelsPerUnit s: Double, ink: Ink, context: OpaquePointer
    ) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let string = text.runs.map(\.text).joined()
        // By length: the runs' attributes are byte ranges of the whole text.
        pango_layout_set_text(layout, string, Int32(clamping: string.utf8.count))

        // Per-run attributes over UTF-8 byte ranges; the first run's font is the layout's
        // (it sets the height of empty lines).
        if let attributes = pango_attr_list_new() {
            var start = 0
            for run in text.runs {
                let end = start + run.text.utf8.count
                let (r, g, b, a) = ink.components(run.color)
                var items: [UnsafeMutablePointer<PangoAttribute>?] = [
                    pango_attr_family_new(run.face.family),
                    pango_attr_weight_new(run.face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL),
                    pango_attr_style_new(run.face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL),
                    pango_attr_size_new_absolute(
                        pangoUnits(pixelSize(run, pixelsPerUnit: s))),
                    pango_attr_foreground_new(channel16(r), channel16(g), channel16(b)),
                    pango_attr_foreground_alpha_new(channel16(a)),
                    // Core Text breaks a word too long for its line without adding a hyphen
                    // (pango adds one by default, which also takes the line's room).
                    pango_attr_insert_hyphens_new(0),
                ]
                let kern = kernPixels(run, pixelsPerUnit: s)
                if kern != 0 {
                    items.append(pango_attr_letter_spacing_new(pangoUnits(kern)))
                }
                for case let item? in items {
                    item.pointee.start_index = UInt32(start)
                    item.pointee.end_index = UInt32(end)
                    pango_attr_list_insert(attributes, item)
                }
                start = end
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let first = text.runs.first, let description = fontDescription(first.face, pixelSize: pixelSize(first, pixelsPerUnit: s)) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }

        let boxWidth = Double(text.size.width) * s
        if let paragraph = text.paragraphs.first {
            configure(layout, by: paragraph, pixelsPerUnit: s, boxWidth: boxWidth)
        } else {
            configureWrapping(layout, text: text, pixelsPerUnit: s, boxWidth: boxWidth)
        }
        pango_layout_set_auto_dir(layout, 1)
        return layout
    }

    /// Configures `layout`'s wrapping, truncation and justification by the text's own settings
    /// in a box of `boxWidth` pixels. Unwrapped and untruncated, a paragraph is one line of any
    /// length (clipped by the box); unwrapped and truncated, one line of the box's width,
    /// ellipsized; wrapped, lines of the box's width, and with truncation the last line that
    /// fits the box's height is ellipsized.
    private static func configureWrapping(_ layout: OpaquePointer, text: DrawingText, pixelsPerUnit s: Double, boxWidth: Double) {
        let pangoWidth = pangoUnits(boxWidth, rounded: .down)
        let ellipsize: PangoEllipsizeMode =
            switch text.truncation {
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            case .none: PANGO_ELLIPSIZE_NONE
            }
        if (text.wrapped || ellipsize != PANGO_ELLIPSIZE_NONE) && pangoWidth > 0 {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, ellipsize)
            if ellipsize != PANGO_ELLIPSIZE_NONE {
                pango_layout_set_height(layout, text.wrapped ? pangoUnits(Double(text.size.height) * s, rounded: .down) : -1)
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_justify(layout, text.alignment == .justified && text.wrapped ? 1 : 0)
    }

    /// The x (pixels) where `line` starts, aligned within the box from `boxMinX` of
    /// `boxWidth` pixels by the text's alignment and the line's direction (its width the
    /// ``advance(of:text:pixelsPerUnit:)``).
    package static func lineStart(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, text: DrawingText, pixelsPerUnit: Double, boxMinX: Double,
        boxWidth: Double
    ) -> Double {
        boxMinX + alignedOffset(line, text: text, alignment: text.alignment, pixelsPerUnit: pixelsPerUnit, width: boxWidth)
    }

    /// The advance width of `line` in pixels: its logical width and the kerning after its last
    /// character, as Core Text counts it (pango adds letter spacing only between characters).
    static func advance(of line: UnsafeMutablePointer<PangoLayoutLine>, text: DrawingText, pixelsPerUnit: Double) -> Double {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let lastByte = Int(line.pointee.start_index) + Int(line.pointee.length) - 1
        let trailingKern =
            line.pointee.length > 0 ? text.run(atByte: lastByte).map { kernPixels($0, pixelsPerUnit: pixelsPerUnit) } ?? 0 : 0
        return Double(logical.width) / Double(PANGO_SCALE) + trailingKern
    }

    /// Draws `line` with its origin at (`x`, `baseline`) pixels. Text without strokes is drawn
    /// by pango (each run in its colour); with strokes (Core Text's: centred on the outline,
    /// mitred joins with a limit of 10, as a Core Graphics context's defaults), run by run:
    /// the glyphs filled unless the stroke width is positive, then their outlines stroked.
    /// Underlines and strikethroughs are drawn over the glyphs (``drawDecorations(_:x:baseline:text:ink:cr:)``).
    package static func drawLine(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, text: DrawingText,
        pixelsPerUnit s: Double, ink: Ink, cr: OpaquePointer
    ) {
        defer {
            if text.runs.contains(where: { $0.underline != nil || $0.strikethrough != nil }) {
                drawDecorations(line, x: x, baseline: baseline, text: text, ink: ink, cr: cr)
            }
        }
        guard text.runs.contains(where: { strokePixels($0, pixelsPerUnit: s) > 0 }) else {
            cairo_move_to(cr, x, baseline)
            pango_cairo_show_layout_line(cr, line)
            return
        }
        forEachRun(of: line, x: x, text: text) { run, font, glyphs, runX, _, _ in
            if run.fills {
                setSource(run.color, ink: ink, cr: cr)
                cairo_move_to(cr, runX, baseline)
                pango_cairo_show_glyph_string(cr, font, glyphs)
            }
            let stroke = strokePixels(run, pixelsPerUnit: s)
            guard stroke > 0 else { return }
            cairo_new_path(cr)
            cairo_move_to(cr, runX, baseline)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            setSource(run.strokeColor ?? run.color, ink: ink, cr: cr)
            cairo_set_line_width(cr, stroke)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 10)
            cairo_stroke(cr)
        }
    }

    /// Calls `body` for each run of `line` in visual order with its ``DrawingText/Run``, font,
    /// glyphs, starting x and advance (pixels; the first run starts at `x`) and pango's item
    /// (the bytes of the text it holds).
    static func forEachRun(
        of line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, text: DrawingText,
        _ body: (
            DrawingText.Run, UnsafeMutablePointer<PangoFont>, UnsafeMutablePointer<PangoGlyphString>, Double, Double,
            UnsafeMutablePointer<PangoItem>
        ) -> Void
    ) {
        var runX = x
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let glyphItem = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs
            else { continue }
            let width = Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE)
            defer { runX += width }
            guard let run = text.run(atByte: Int(item.pointee.offset)), let font = item.pointee.analysis.font else { continue }
            body(run, font, glyphs, runX, width, item)
        }
    }

    /// Draws the underlines and strikethroughs of `line`'s runs: across each run's advance, at
    /// its font's underline position (below the baseline) or strikethrough position (above it),
    /// one font thickness tall — twice for `.thick`, two lines a thickness apart for `.double` —
    /// in the decoration's colour, else the run's.
    static func drawDecorations(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, text: DrawingText, ink: Ink,
        cr: OpaquePointer
    ) {
        forEachRun(of: line, x: x, text: text) { run, font, _, runX, width, _ in
            guard width > 0, run.underline != nil || run.strikethrough != nil,
                let metrics = pango_font_get_metrics(font, nil)
            else { return }
            defer { pango_font_metrics_unref(metrics) }
            let scale = Double(PANGO_SCALE)
            for (decoration, position, thickness) in [
                (
                    run.underline, Double(pango_font_metrics_get_underline_position(metrics)) / scale,
                    Double(pango_font_metrics_get_underline_thickness(metrics)) / scale
                ),
                (
                    run.strikethrough, Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                    Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale
                ),
            ] {
                guard let decoration, thickness > 0 else { continue }
                setSource(decoration.color ?? run.color, ink: ink, cr: cr)
                // The position is the line's top edge, up from the baseline.
                let top = baseline - position
                switch decoration.style {
                case .single: cairo_rectangle(cr, runX, top, width, thickness)
                case .thick: cairo_rectangle(cr, runX, top, width, 2 * thickness)
                case .double:
                    cairo_rectangle(cr, runX, top, width, thickness)
                    cairo_rectangle(cr, runX, top + 2 * thickness, width, thickness)
                }
                cairo_fill(cr)
            }
        }
    }

    private static func setSource(_ color: CGColor, ink: Ink, cr: OpaquePointer) {
        let (r, g, b, a) = ink.components(color)
        cairo_set_source_rgba(cr, r, g, b, a)
    }
}
