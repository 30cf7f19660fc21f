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
            guard let layout = Self.makeLayout(text, pixelsPerUnit: 1, ink: .plain, context: context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard let iter = pango_layout_get_iter(layout) else { return nil }
            defer { pango_layout_iter_free(iter) }
            let unit = Double(PANGO_SCALE)
            var lines: [TextMetrics.Line] = []
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                var ink = PangoRectangle()
                var lineLogical = PangoRectangle()
                pango_layout_line_get_extents(line, &ink, &lineLogical)
                let baseline = Double(pango_layout_iter_get_baseline(iter)) / unit
                lines.append(TextMetrics.Line(
                    width: Self.advance(of: line, text: text, pixelsPerUnit: 1),
                    ascent: baseline - Double(logical.y) / unit,
                    descent: Double(logical.y + logical.height) / unit - baseline,
                    baseline: baseline,
                    ink: CGRect(
                        x: Double(ink.x - lineLogical.x) / unit, y: Double(ink.y) / unit, width: Double(ink.width) / unit,
                        height: Double(ink.height) / unit),
                    bytes: Int(line.pointee.start_index)..<Int(line.pointee.start_index) + Int(line.pointee.length)))
            } while pango_layout_iter_next_line(iter) != 0
            let height = lines.last.map { $0.baseline + $0.descent } ?? 0
            return TextMetrics(lines: lines, size: CGSize(width: lines.map(\.width).max() ?? 0, height: height))
        }
    }
}
