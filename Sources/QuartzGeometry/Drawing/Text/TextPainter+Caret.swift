import CPango

extension TextPainter {
    /// The x of the caret before UTF-8 byte `byte` of `text` laid out unwrapped on one line,
    /// in its units from the line's origin (the line's advance at its end); nil when pango
    /// fails.
    package func caretOffset(in text: DrawingText, atByte byte: Int) -> Double? {
        withContext { context -> Double? in
            guard let layout = Self.makeLayout(text, pixelsPerUnit: 1, ink: .plain, context: context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let length = text.runs.reduce(0) { $0 + $1.text.utf8.count }
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(clamping: min(max(byte, 0), length)), &position)
            return Double(position.x) / Double(PANGO_SCALE)
        }
    }

    /// The UTF-8 byte of `text` (laid out unwrapped on one line) whose caret is nearest to `x`
    /// units from the line's origin: before a character when `x` is in its first half, after
    /// it in its second; nil when pango fails.
    package func byteIndex(in text: DrawingText, nearestTo x: Double) -> Int? {
        withContext { context -> Int? in
            guard let layout = Self.makeLayout(text, pixelsPerUnit: 1, ink: .plain, context: context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var index: Int32 = 0
            var trailing: Int32 = 0
            let pangoX = Self.pangoUnits(x)
            // The first line's middle, so that only x decides.
            pango_layout_xy_to_index(layout, pangoX, 0, &index, &trailing)
            let string = text.runs.map(\.text).joined()
            let utf8 = string.utf8
            guard var i = utf8.index(utf8.startIndex, offsetBy: Int(index), limitedBy: utf8.endIndex) else { return utf8.count }
            // `trailing` characters on: the caret after the character (its grapheme).
            for _ in 0..<max(0, Int(trailing)) where i < string.endIndex {
                i = string.index(after: i)
            }
            return utf8.distance(from: utf8.startIndex, to: i)
        }
    }
}
