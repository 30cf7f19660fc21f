import CPango

extension TextPainter {
    /// A laid-out line and where it goes, in pixels: its origin's x from the box's left and its
    /// baseline from the layout's top, its ascent and descent, and its paragraph's leading
    /// indent; with the part of the text its layout holds and where that part starts (UTF-8
    /// bytes of the whole text).
    package struct PlacedLine {
        package let line: UnsafeMutablePointer<PangoLayoutLine>
        package let x: Double
        package let baseline: Double
        package let ascent: Double
        package let descent: Double
        package let leadingIndent: Double
        package let text: DrawingText
        package let byteOffset: Int
    }

    /// Lays `text` out at `pixelsPerUnit` and runs `body` with its lines placed in a box from
    /// `boxMinX` of `boxWidth` pixels (the layouts live while `body` runs); nil when pango
    /// fails. Call with the lock held (``withContext(_:)``).
    ///
    /// Without paragraph layouts each line is aligned by the text's alignment at pango's
    /// baseline. With them (``DrawingText/paragraphs``) each line is placed by its paragraph's:
    /// its alignment between the leading indent (the first line's or the others') and the tail
    /// indent; its line height times the line height multiple, then raised to the minimum and
    /// lowered to the maximum line height, the difference above its glyphs; the line spacing
    /// after every line but the last; and the paragraph spacing after a paragraph's last line
    /// and before a paragraph's first (the first paragraph's too). Consecutive paragraphs that
    /// wrap alike (the same indents, line breaking and justification) share one pango layout;
    /// each run of them is laid out on its own and stacked below the one before.
    package static func withPlacedLines<T>(
        _ text: DrawingText, pixelsPerUnit s: Double, ink: Ink, context: OpaquePointer, boxMinX: Double, boxWidth: Double,
        _ body: ([PlacedLine]) -> T
    ) -> T? {
        var layouts: [(layout: OpaquePointer, text: DrawingText, byteOffset: Int)] = []
        defer { for part in layouts { g_object_unref(UnsafeMutableRawPointer(part.layout)) } }
        for part in text.wrappingGroups() {
            guard let layout = makeLayout(part.text, pixelsPerUnit: s, ink: ink, context: context) else { return nil }
            layouts.append((layout, part.text, part.byteOffset))
        }
        var placed: [PlacedLine] = []
        var offset = 0.0
        var paragraphIndex = -1
        var previous: DrawingText.Paragraph?
        for part in layouts {
            guard let iter = pango_layout_get_iter(part.layout) else { return nil }
            defer { pango_layout_iter_free(iter) }
            // A later layout starts where the line before it ends.
            let top = placed.last.map { $0.baseline + $0.descent } ?? 0
            offset = top
            let unit = Double(PANGO_SCALE)
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                let pangoBaseline = Double(pango_layout_iter_get_baseline(iter)) / unit
                let ascent = pangoBaseline - Double(logical.y) / unit
                let descent = Double(logical.y + logical.height) / unit - pangoBaseline
                guard !text.paragraphs.isEmpty else {
                    let x = lineStart(line, text: part.text, pixelsPerUnit: s, boxMinX: boxMinX, boxWidth: boxWidth)
                    placed.append(PlacedLine(
                        line: line, x: x, baseline: pangoBaseline, ascent: ascent, descent: descent, leadingIndent: 0,
                        text: part.text, byteOffset: part.byteOffset))
                    continue
                }
                let startsParagraph = previous == nil || line.pointee.is_paragraph_start != 0
                if startsParagraph { paragraphIndex += 1 }
                let paragraph = text.paragraphs[min(paragraphIndex, text.paragraphs.count - 1)]
                // Spacing above the line.
                if let previous {
                    offset += previous.lineSpacing * s
                    if startsParagraph { offset += (previous.paragraphSpacing + paragraph.paragraphSpacingBefore) * s }
                } else {
                    offset += paragraph.paragraphSpacingBefore * s
                }
                let natural = ascent + descent
                var height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
                if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight * s) }
                if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight * s) }
                offset += height - natural
                // Across: aligned between the indents.
                let lead = (startsParagraph ? paragraph.firstLineHeadIndent : paragraph.headIndent) * s
                let trail = paragraph.tailIndent > 0 ? paragraph.tailIndent * s : boxWidth + paragraph.tailIndent * s
                let x =
                    boxMinX + lead
                    + alignedOffset(line, text: part.text, alignment: paragraph.alignment, pixelsPerUnit: s, width: trail - lead)
                placed.append(PlacedLine(
                    line: line, x: x, baseline: pangoBaseline + offset, ascent: ascent, descent: descent,
                    leadingIndent: lead, text: part.text, byteOffset: part.byteOffset))
                previous = paragraph
            } while pango_layout_iter_next_line(iter) != 0
        }
        return body(placed)
    }

    /// Configures `layout`'s wrapping, ellipsizing, indent and justification by the first
    /// paragraph's layout `paragraph` in a box of `boxWidth` pixels.
    static func configure(
        _ layout: OpaquePointer, by paragraph: DrawingText.Paragraph, pixelsPerUnit s: Double, boxWidth: Double
    ) {
        let first = paragraph.firstLineHeadIndent * s, others = paragraph.headIndent * s
        let trail = paragraph.tailIndent > 0 ? paragraph.tailIndent * s : boxWidth + paragraph.tailIndent * s
        // Pango wraps every line at one width, narrowed by the indent for the first line of a
        // paragraph (positive) or for the others (negative).
        let width = trail - min(first, others)
        let pangoWidth = width > 0 ? pangoUnits(width, rounded: .down) : 0
        let ellipsize: PangoEllipsizeMode? =
            switch paragraph.lineBreak {
            case .truncatingHead: PANGO_ELLIPSIZE_START
            case .truncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .truncatingTail: PANGO_ELLIPSIZE_END
            case .wordWrapping, .charWrapping, .clipping: nil
            }
        guard pangoWidth > 0, paragraph.lineBreak != .clipping else {
            pango_layout_set_width(layout, -1)
            return
        }
        pango_layout_set_width(layout, pangoWidth)
        let indent = first - others
        if indent.isFinite { pango_layout_set_indent(layout, pangoUnits(indent)) }
        if let ellipsize {
            // One line per paragraph.
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, -1)
        } else {
            pango_layout_set_wrap(layout, paragraph.lineBreak == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_justify(layout, paragraph.alignment == .justified ? 1 : 0)
        }
    }

    /// How far from the start of a width of `width` pixels `line` starts when aligned by
    /// `alignment` (natural and justified by the line's direction), its logical origin
    /// accounted for.
    static func alignedOffset(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, text: DrawingText, alignment: DrawingText.Alignment,
        pixelsPerUnit: Double, width: Double
    ) -> Double {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let lineWidth = advance(of: line, text: text, pixelsPerUnit: pixelsPerUnit)
        let rightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
        let x: Double =
            switch alignment {
            case .left: 0
            case .right: width - lineWidth
            case .center: (width - lineWidth) / 2
            case .natural, .justified: rightToLeft ? width - lineWidth : 0
            }
        return x - Double(logical.x) / Double(PANGO_SCALE)
    }
}
