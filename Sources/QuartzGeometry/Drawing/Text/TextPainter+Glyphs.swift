import CCairo
import CPango

/// A run of glyphs of one font, as laid out (Core Text's `CTRun`), in the text's units.
package struct GlyphRun: Sendable {
    /// The run of text whose attributes these glyphs have (its size is theirs).
    package var run: DrawingText.Run
    /// The font the glyphs are of: the one pango chose (a fallback when the run's own lacks a
    /// character).
    package var face: DrawingText.FontFace
    /// The glyph indices in the font.
    package var glyphs: [UInt16]
    /// Each glyph's origin from the first line's origin, y up (below the first line for later
    /// lines).
    package var positions: [CGPoint]
    /// Each glyph's advance.
    package var advances: [CGSize]
    /// The UTF-8 bytes of the whole text the glyphs stand for.
    package var bytes: Range<Int>
}

extension TextPainter {
    /// The glyph runs of `text` laid out unwrapped, line by line in visual order (a glyph that
    /// draws nothing, such as a line break's, left out); nil when pango fails.
    package func glyphRuns(of text: DrawingText) -> [GlyphRun]? {
        withContext { context -> [GlyphRun]? in
            guard let layout = Self.makeLayout(text, pixelsPerUnit: 1, ink: .plain, context: context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard let iter = pango_layout_get_iter(layout) else { return nil }
            defer { pango_layout_iter_free(iter) }
            let unit = Double(PANGO_SCALE)
            var runs: [GlyphRun] = []
            var firstBaseline: Double?
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                let baseline = Double(pango_layout_iter_get_baseline(iter)) / unit
                let lineY = -(baseline - (firstBaseline ?? baseline))
                firstBaseline = firstBaseline ?? baseline
                Self.forEachRun(of: line, x: 0, text: text) { textRun, font, glyphs, runX, _, item in
                    let offset = Int(item.pointee.offset)
                    var run = GlyphRun(
                        run: textRun, face: Self.face(of: font) ?? textRun.face, glyphs: [], positions: [], advances: [],
                        bytes: offset..<offset + Int(item.pointee.length))
                    var x = runX
                    for g in 0..<Int(glyphs.pointee.num_glyphs) {
                        let info = glyphs.pointee.glyphs[g]
                        let width = Double(info.geometry.width) / unit
                        defer { x += width }
                        // Empty and unknown glyphs (line breaks, missing characters) draw nothing.
                        guard info.glyph < 0x0FFF_FFFF, info.glyph <= UInt32(UInt16.max) else { continue }
                        run.glyphs.append(UInt16(info.glyph))
                        run.positions.append(CGPoint(
                            x: x + Double(info.geometry.x_offset) / unit, y: lineY - Double(info.geometry.y_offset) / unit))
                        run.advances.append(CGSize(width: width, height: 0))
                    }
                    if !run.glyphs.isEmpty { runs.append(run) }
                }
            } while pango_layout_iter_next_line(iter) != 0
            return runs
        }
    }

    /// The outline of glyph `glyph` of the font `face` at `size` units, y up from the glyph's
    /// origin on the baseline (as Core Text gives it), mapped by `transform`; nil for a glyph
    /// without an outline or when the font cannot be loaded.
    package func glyphPath(face: DrawingText.FontFace, size: Double, glyph: UInt16, transform: CGAffineTransform) -> CGPath? {
        withScaledFont(face: face, size: size) { font -> CGPath? in
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return nil }
            defer { cairo_destroy(cr) }
            cairo_set_scaled_font(cr, font)
            var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &cairoGlyph, 1)
            guard let path = cairo_copy_path(cr) else { return nil }
            defer { cairo_path_destroy(path) }
            return Self.makePath(path.pointee, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0).concatenating(transform))
        } ?? nil
    }

    /// The glyphs of `characters` (UTF-16) in the font `face` at `size`, one per code unit
    /// (0 for a character the font lacks, and for the second unit of a surrogate pair), not
    /// shaped; nil when the font cannot be loaded.
    package func glyphs(face: DrawingText.FontFace, size: Double, characters: [UInt16]) -> [UInt16]? {
        withScaledFont(face: face, size: size) { font -> [UInt16] in
            var result: [UInt16] = []
            var index = 0
            while index < characters.count {
                let unit = characters[index]
                var scalar: Unicode.Scalar?
                var width = 1
                if UTF16.isLeadSurrogate(unit), index + 1 < characters.count, UTF16.isTrailSurrogate(characters[index + 1]) {
                    scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, characters[index + 1]])).value)
                    width = 2
                } else {
                    scalar = Unicode.Scalar(unit)
                }
                let glyph = scalar.flatMap { Self.glyph(of: String(Character($0)), in: font) } ?? 0
                result.append(glyph <= UInt(UInt16.max) ? UInt16(glyph) : 0)
                if width == 2 { result.append(0) }
                index += width
            }
            return result
        }
    }

    /// The index in `font` of the one glyph of `character` (not shaped), or nil when it maps
    /// to no glyph or to several.
    private static func glyph(of character: String, in font: OpaquePointer) -> UInt? {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(font, 0, 0, character, -1, &glyphs, &count, nil, nil, nil)
        defer { if let glyphs { cairo_glyph_free(glyphs) } }
        guard status == CAIRO_STATUS_SUCCESS, count == 1, let glyphs else { return nil }
        return glyphs[0].index
    }

    /// Runs `body` with cairo's scaled font for `face` at `size` units (unhinted, as text is
    /// drawn), holding the lock; nil when the font cannot be loaded.
    private func withScaledFont<T>(face: DrawingText.FontFace, size: Double, _ body: (OpaquePointer) -> T) -> T? {
        withPangoFont(face: face, size: size) { _, scaled in body(scaled) }
    }

    /// Runs `body` with pango's font for `face` at `size` units and its cairo scaled font
    /// (unhinted, as text is drawn), holding the lock; nil when the font cannot be loaded.
    private func withPangoFont<T>(
        face: DrawingText.FontFace, size: Double, _ body: (UnsafeMutablePointer<PangoFont>, OpaquePointer) -> T
    ) -> T? {
        guard size.isFinite, size > 0 else { return nil }
        return withContext { context -> T? in
            guard let description = Self.fontDescription(face, pixelSize: min(size, 4096)) else { return nil }
            defer { pango_font_description_free(description) }
            guard let fontMap = pango_context_get_font_map(context),
                let font = pango_font_map_load_font(fontMap, context, description)
            else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
            return body(font, scaled)
        }
    }

    /// The family, weight and slant of pango's `font`.
    private static func face(of font: UnsafeMutablePointer<PangoFont>?) -> DrawingText.FontFace? {
        guard let font, let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        guard let family = pango_font_description_get_family(description) else { return nil }
        return DrawingText.FontFace(
            family: String(cString: family), bold: pango_font_description_get_weight(description).rawValue >= 600,
            italic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL)
    }

    /// A path of cairo's path data, mapped by `transform`.
    private static func makePath(_ path: cairo_path_t, transform: CGAffineTransform) -> CGPath? {
        guard path.status == CAIRO_STATUS_SUCCESS, path.num_data > 0, let data = path.data else { return nil }
        let result = CGMutablePath()
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: data[i].point.x, y: data[i].point.y).applying(transform)
        }
        var i = 0
        while i < Int(path.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(i + 1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(i + 1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
            case CAIRO_PATH_CLOSE_PATH: result.closeSubpath()
            default: break
            }
            i += max(1, Int(header.length))
        }
        return result.isEmpty ? nil : result
    }
}

/// A font's measurements at a size (Core Text's `CTFontGetAscent` and the like), in its units.
package struct FontMeasurements: Sendable {
    /// From the baseline up to the top of the font's line box.
    package var ascent: Double
    /// From the baseline down to the bottom of the font's line box (positive).
    package var descent: Double
    /// The gap the font asks for between lines (0 or more).
    package var leading: Double
    /// The height of the capital "H" above the baseline.
    package var capHeight: Double
    /// The height of the lowercase "x" above the baseline.
    package var xHeight: Double
    /// Where the underline goes, below the baseline as a negative number (y up).
    package var underlinePosition: Double
    /// The underline's thickness.
    package var underlineThickness: Double
    /// The family name fontconfig resolved the face to.
    package var familyName: String

    /// Zero measurements of a font that could not be loaded, named `familyName`.
    package static func unavailable(_ familyName: String) -> FontMeasurements {
        FontMeasurements(
            ascent: 0, descent: 0, leading: 0, capHeight: 0, xHeight: 0, underlinePosition: 0, underlineThickness: 0,
            familyName: familyName)
    }
}

extension TextPainter {
    /// The measurements of the font `face` at `size` units; nil when it cannot be loaded.
    package func measurements(face: DrawingText.FontFace, size: Double) -> FontMeasurements? {
        withPangoFont(face: face, size: size) { font, scaled -> FontMeasurements? in
            guard let metrics = pango_font_get_metrics(font, nil) else { return nil }
            defer { pango_font_metrics_unref(metrics) }
            let unit = Double(PANGO_SCALE)
            let ascent = Double(pango_font_metrics_get_ascent(metrics)) / unit
            let descent = Double(pango_font_metrics_get_descent(metrics)) / unit
            var extents = cairo_font_extents_t()
            cairo_scaled_font_extents(scaled, &extents)
            // The height of the glyph of `character` above the baseline.
            func height(of character: String) -> Double {
                guard let index = Self.glyph(of: character, in: scaled) else { return 0 }
                var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
                var ink = cairo_text_extents_t()
                cairo_scaled_font_glyph_extents(scaled, &glyph, 1, &ink)
                return max(0, -ink.y_bearing)
            }
            return FontMeasurements(
                ascent: ascent, descent: descent, leading: max(0, extents.height - extents.ascent - extents.descent),
                capHeight: height(of: "H"), xHeight: height(of: "x"),
                underlinePosition: Double(pango_font_metrics_get_underline_position(metrics)) / unit,
                underlineThickness: Double(pango_font_metrics_get_underline_thickness(metrics)) / unit,
                familyName: Self.face(of: font)?.family ?? face.family)
        } ?? nil
    }

    /// Each glyph's advance and ink box (y up from its origin, as Core Text gives them) in the
    /// font `face` at `size` units; nil when the font cannot be loaded.
    package func glyphExtents(face: DrawingText.FontFace, size: Double, glyphs: [UInt16]) -> [(advance: Double, bounds: CGRect)]? {
        withScaledFont(face: face, size: size) { scaled in
            glyphs.map { glyph -> (advance: Double, bounds: CGRect) in
                var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
                var ink = cairo_text_extents_t()
                cairo_scaled_font_glyph_extents(scaled, &cairoGlyph, 1, &ink)
                let bounds =
                    ink.width > 0 && ink.height > 0
                    ? CGRect(x: ink.x_bearing, y: -(ink.y_bearing + ink.height), width: ink.width, height: ink.height) : .zero
                return (ink.x_advance, bounds)
            }
        }
    }
}

/// What the file of a font says of it (Core Text's `CTFontCopyPostScriptName`,
/// `CTFontGetUnitsPerEm`, `CTFontGetBoundingBox` and the like): its `name` and `head` tables.
package struct FontFileInfo: Sendable, Hashable {
    /// The PostScript name (name ID 6: `"LiberationSans-Bold"`).
    package var postScriptName: String
    /// The full name (name ID 4: `"Liberation Sans Bold"`).
    package var fullName: String
    /// The style name (name ID 2: `"Bold"`).
    package var styleName: String
    /// The font units in an em (the `head` table's `unitsPerEm`).
    package var unitsPerEm: Int
    /// The union of the glyphs' boxes (the `head` table's `xMin`, `yMin`, `xMax`, `yMax`), in
    /// font units, y up.
    package var boundingBox: CGRect
}

extension TextPainter {
    /// The names, units per em and bounding box in the file of the font fontconfig finds for
    /// `face` (the one text of `face` is drawn with); nil when it cannot be loaded or has no
    /// `head` table.
    package func fontFile(face: DrawingText.FontFace) -> FontFileInfo? {
        withPangoFont(face: face, size: 12) { font, _ -> FontFileInfo? in
            guard let hbFont = pango_font_get_hb_font(font), let hbFace = hb_font_get_face(hbFont) else { return nil }
            // Name `id` of the `name` table, English (HarfBuzz's default for no language).
            func name(_ id: hb_ot_name_id_t) -> String {
                var length: UInt32 = 0
                let total = hb_ot_name_get_utf8(hbFace, id, nil, &length, nil)
                guard total > 0 else { return "" }
                var buffer = [CChar](repeating: 0, count: Int(total) + 1)
                length = total + 1
                _ = hb_ot_name_get_utf8(hbFace, id, nil, &length, &buffer)
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            // The `head` table: unitsPerEm at byte 18, xMin, yMin, xMax, yMax at 36 (big-endian).
            guard let head = hb_face_reference_table(hbFace, 0x6865_6164) else { return nil }
            defer { hb_blob_destroy(head) }
            var count: UInt32 = 0
            guard let data = hb_blob_get_data(head, &count), count >= 44 else { return nil }
            func uint16(_ offset: Int) -> UInt16 {
                UInt16(UInt8(bitPattern: data[offset])) << 8 | UInt16(UInt8(bitPattern: data[offset + 1]))
            }
            func int16(_ offset: Int) -> Double { Double(Int16(bitPattern: uint16(offset))) }
            let xMin = int16(36), yMin = int16(38), xMax = int16(40), yMax = int16(42)
            return FontFileInfo(
                postScriptName: name(hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME)),
                fullName: name(hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME)),
                styleName: name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_SUBFAMILY)),
                unitsPerEm: Int(uint16(18)),
                boundingBox: CGRect(x: xMin, y: yMin, width: xMax - xMin, height: yMax - yMin))
        } ?? nil
    }
}
