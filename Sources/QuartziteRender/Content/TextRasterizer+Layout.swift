import CCairo
import CPango
import Quartzite

extension TextRasterizer {
    /// A pango layout of `recipe`'s runs drawn at `scale` pixels per point (the runs' sizes
    /// are pixels at the recipe's scale): fonts, colours, letter spacing (kerning), wrapping
    /// and truncation in the bounds' width. The caller releases it; call with the lock held.
    static func makeLayout(_ recipe: TextRecipe, scale: Double, context: OpaquePointer) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let sizeFactor = scale / recipe.scale
        let text = recipe.runs.map(\.text).joined()
        // By length: the runs' attributes are byte ranges of the whole text.
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))

        // Per-run attributes over UTF-8 byte ranges; the first run's font is the layout's
        // (it sets the height of empty lines).
        if let attributes = pango_attr_list_new() {
            var start = 0
            for run in recipe.runs {
                let end = start + run.text.utf8.count
                let color = run.color
                var items: [UnsafeMutablePointer<PangoAttribute>?] = [
                    pango_attr_family_new(run.face.family),
                    pango_attr_weight_new(run.face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL),
                    pango_attr_style_new(run.face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL),
                    pango_attr_size_new_absolute(Int32(clamping: Int((run.pixelSize * sizeFactor * Double(PANGO_SCALE)).rounded()))),
                    pango_attr_foreground_new(channel16(color.red), channel16(color.green), channel16(color.blue)),
                    pango_attr_foreground_alpha_new(channel16(color.alpha)),
                ]
                if run.kern != 0 {
                    items.append(pango_attr_letter_spacing_new(Int32(clamping: Int((run.kern * sizeFactor * Double(PANGO_SCALE)).rounded()))))
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
        if (recipe.wrapped || ellipsize != PANGO_ELLIPSIZE_NONE) && pangoWidth > 0 {
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
        return layout
    }

    /// The x (pixels) where `line` starts, aligned within the box from `boxMinX` of
    /// `boxWidth` pixels by the recipe's alignment and the line's direction. The line's width
    /// counts the kerning after its last character, as Core Text's does (pango adds letter
    /// spacing only between characters).
    static func lineStart(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, recipe: TextRecipe, sizeFactor: Double, boxMinX: Double, boxWidth: Double
    ) -> Double {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let lastByte = Int(line.pointee.start_index) + Int(line.pointee.length) - 1
        let trailingKern = line.pointee.length > 0 ? (run(atByte: lastByte, of: recipe)?.kern ?? 0) * sizeFactor : 0
        let lineWidth = Double(logical.width) / Double(PANGO_SCALE) + trailingKern
        let rightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
        let x: Double =
            switch recipe.alignment {
            case .left: 0
            case .right: boxWidth - lineWidth
            case .center: (boxWidth - lineWidth) / 2
            default: rightToLeft ? boxWidth - lineWidth : 0
            }
        return boxMinX + x - Double(logical.x) / Double(PANGO_SCALE)
    }

    /// The recipe's run holding UTF-8 byte `byte` of the whole text.
    static func run(atByte byte: Int, of recipe: TextRecipe) -> TextRecipe.Run? {
        var start = 0
        for run in recipe.runs {
            start += run.text.utf8.count
            if byte < start { return run }
        }
        return nil
    }

    /// Draws `line` with its origin at (`x`, `baseline`) pixels. Text without strokes is drawn
    /// by pango (each run in its colour); with strokes (Core Text's: centred on the outline,
    /// mitred joins with a limit of 10, as a Core Graphics context's defaults), run by run:
    /// the glyphs filled unless the stroke width is positive, then their outlines stroked.
    static func drawLine(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, recipe: TextRecipe, sizeFactor: Double,
        cr: OpaquePointer
    ) {
        guard recipe.runs.contains(where: { $0.strokePixels > 0 }) else {
            cairo_move_to(cr, x, baseline)
            pango_cairo_show_layout_line(cr, line)
            return
        }
        var runX = x
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let glyphItem = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs
            else { continue }
            let width = Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE)
            defer { runX += width }
            guard let run = run(atByte: Int(item.pointee.offset), of: recipe), let font = item.pointee.analysis.font else { continue }
            if run.fills {
                setSource(run.color, cr: cr)
                cairo_move_to(cr, runX, baseline)
                pango_cairo_show_glyph_string(cr, font, glyphs)
            }
            guard run.strokePixels > 0 else { continue }
            cairo_new_path(cr)
            cairo_move_to(cr, runX, baseline)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            setSource(run.strokeColor ?? run.color, cr: cr)
            cairo_set_line_width(cr, run.strokePixels * sizeFactor)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 10)
            cairo_stroke(cr)
        }
    }

    private static func setSource(_ color: CGColor, cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}
