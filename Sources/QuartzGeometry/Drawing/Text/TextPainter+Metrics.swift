import CPango

/// The measurements of laid-out text, in its box's units (y down from the top of the first
/// line).
package struct TextMetrics: Sendable, Equatable {
    /// One line's measurements.
    package struct Line: Sendable, Equatable {
        /// The advance width, trailing kerning included.
        package var width: Double
        /// From the baseline up to the top of the line's logical box.
        package var ascent: Double
        /// From the baseline down to the bottom of the line's logical box.
        package var descent: Double
        /// The baseline's distance from the top of the first line.
        package var baseline: Double
        /// The paragraph's indent before the line (its first line's or its other lines').
        package var leadingIndent: Double
        /// Where the line's origin is placed across the box's width (its alignment and indent).
        package var x: Double
        /// The glyphs' ink, relative to the line's origin on its baseline (y down).
        package var ink: CGRect
        /// The UTF-8 bytes of the whole text the line holds.
        package var bytes: Range<Int>
    }

    /// The lines, top to bottom.
    package var lines: [Line]
    /// The widest line's width and the lines' total height.
    package var size: CGSize
}

extension TextPainter {
    /// `text` laid out (wrapped in its box's width when it wraps) and measured in its own
    /// units; nil when pango fails.
    package func metrics(of text: DrawingText) -> TextMetrics? {
        withContext { context -> TextMetrics? in
            let unit = Double(PANGO_SCALE)
            let boxWidth = Double(text.size.width)
            let measured = Self.withPlacedLines(
                text, pixelsPerUnit: 1, ink: .plain, context: context, boxMinX: 0, boxWidth: boxWidth
            ) { placedLines in
                placedLines.map { placed in
                    var ink = PangoRectangle()
                    var lineLogical = PangoRectangle()
                    pango_layout_line_get_extents(placed.line, &ink, &lineLogical)
                    let start = placed.byteOffset + Int(placed.line.pointee.start_index)
                    return TextMetrics.Line(
                        width: Self.advance(of: placed.line, text: placed.text, pixelsPerUnit: 1),
                        ascent: placed.ascent, descent: placed.descent, baseline: placed.baseline,
                        leadingIndent: placed.leadingIndent, x: placed.x,
                        ink: CGRect(
                            x: Double(ink.x - lineLogical.x) / unit, y: Double(ink.y) / unit, width: Double(ink.width) / unit,
                            height: Double(ink.height) / unit),
                        bytes: start..<start + Int(placed.line.pointee.length))
                }
            }
            guard let lines = measured else { return nil }
            let height = lines.last.map { $0.baseline + $0.descent } ?? 0
            return TextMetrics(lines: lines, size: CGSize(width: lines.map(\.width).max() ?? 0, height: height))
        }
    }
}
