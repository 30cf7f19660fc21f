import Foundation
import Quartzite
import Testing

/// A font's measurements and its glyphs' advances and boxes, as Core Text's `CTFontGet…`
/// functions give them, and glyphs drawn by `CTFontDrawGlyphs`.
@Suite("Core Text font metrics and glyph drawing")
struct CoreTextFontMetricsTests {
    private func glyphs(_ font: CTFont, _ string: String) -> [CGGlyph] {
        let characters = Array(string.utf16)
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        _ = CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count)
        return glyphs
    }

    /// DejaVu Sans: ascent 0.928 em and descent 0.236 em (its hhea metrics), the same a line of
    /// it reports; cap and x heights are those of its "H" and "x" outlines; the underline lies
    /// below the baseline.
    @Test func measurementsAgreeWithLinesAndOutlines() throws {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        #expect(abs(CTFontGetAscent(font) - 0.928 * 20) < 0.05 && abs(CTFontGetDescent(font) - 0.236 * 20) < 0.05)
        var ascent: CGFloat = 0, descent: CGFloat = 0
        _ = CTLineGetTypographicBounds(
            CTLineCreateWithAttributedString(NSAttributedString(string: "x", attributes: [.font: font])), &ascent, &descent, nil)
        #expect(abs(ascent - CTFontGetAscent(font)) < 0.01 && abs(descent - CTFontGetDescent(font)) < 0.01)
        #expect(CTFontGetLeading(font) >= 0)
        let h = try #require(CTFontCreatePathForGlyph(font, glyphs(font, "H")[0], nil))
        let x = try #require(CTFontCreatePathForGlyph(font, glyphs(font, "x")[0], nil))
        #expect(abs(CTFontGetCapHeight(font) - h.boundingBoxOfPath.maxY) < 0.01)
        #expect(abs(CTFontGetXHeight(font) - x.boundingBoxOfPath.maxY) < 0.01)
        #expect(CTFontGetXHeight(font) < CTFontGetCapHeight(font) && CTFontGetCapHeight(font) < CTFontGetAscent(font))
        #expect(CTFontGetUnderlinePosition(font) < 0 && CTFontGetUnderlineThickness(font) > 0)
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("Helvetica" as CFString, 12, nil)) == "Liberation Sans")
    }

    /// Advances are the line's own (a run of "l"s, which no kerning touches); boxes are the
    /// outlines' boxes, y up.
    @Test func advancesAndBoundingRectsOfGlyphs() throws {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil)
        let ls = glyphs(font, "lll")
        var advances = [CGSize](repeating: .zero, count: 3)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, ls, &advances, 3)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "lll", attributes: [.font: font]))
        #expect(abs(total - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.01)
        #expect(advances.allSatisfy { $0 == advances[0] && $0.width > 0 && $0.height == 0 })
        let h = glyphs(font, "H")
        var box = CGRect.zero
        let union = CTFontGetBoundingRectsForGlyphs(font, .default, h, &box, 1)
        let outline = try #require(CTFontCreatePathForGlyph(font, h[0], nil)).boundingBoxOfPath
        #expect(abs(box.minX - outline.minX) < 0.05 && abs(box.maxY - outline.maxY) < 0.05 && abs(box.width - outline.width) < 0.1)
        #expect(union == box)
    }

    /// Glyphs drawn at a position land where a line of the same text drawn there lands.
    @Test func drawnGlyphsMatchADrawnLine() throws {
        func context() throws -> CGContext {
            try #require(CGContext(
                data: nil, width: 120, height: 60, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        }
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil)
        let line = CTLineCreateWithAttributedString(NSAttributedString(
            string: "Hi", attributes: [.font: font, .foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1)]))
        let run = try #require((CTLineGetGlyphRuns(line) as? [CTRun])?.first)
        var runGlyphs = [CGGlyph](repeating: 0, count: 2)
        var positions = [CGPoint](repeating: .zero, count: 2)
        CTRunGetGlyphs(run, CFRange(), &runGlyphs)
        CTRunGetPositions(run, CFRange(), &positions)
        let byLine = try context()
        byLine.textPosition = CGPoint(x: 10, y: 15)
        CTLineDraw(line, byLine)
        let byGlyphs = try context()
        byGlyphs.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let placed = positions.map { CGPoint(x: $0.x + 10, y: $0.y + 15) }
        CTFontDrawGlyphs(font, runGlyphs, placed, 2, byGlyphs)
        let a = try #require(byLine.inkBox()), b = try #require(byGlyphs.inkBox())
        #expect(a.edges(within: 1, of: b), "\(a) against \(b)")
    }

    /// Bold and italic copies, read back as traits and drawn wider (bold) than the regular face.
    @Test func symbolicTraitCopies() throws {
        let regular = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
        #expect(CTFontGetSymbolicTraits(regular).isEmpty)
        let bold = try #require(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, .traitBold, .traitBold))
        #expect(CTFontGetSymbolicTraits(bold) == .traitBold && CTFontGetSize(bold) == 24)
        let boldItalic = try #require(CTFontCreateCopyWithSymbolicTraits(bold, 30, nil, .traitItalic, .traitItalic))
        #expect(CTFontGetSymbolicTraits(boldItalic) == [.traitBold, .traitItalic] && CTFontGetSize(boldItalic) == 30)
        let plainAgain = try #require(CTFontCreateCopyWithSymbolicTraits(boldItalic, 0, nil, [], [.traitBold, .traitItalic]))
        #expect(CTFontGetSymbolicTraits(plainAgain).isEmpty)
        func width(_ font: CTFont) -> Double {
            CTLineGetTypographicBounds(
                CTLineCreateWithAttributedString(NSAttributedString(string: "Wide", attributes: [.font: font])), nil, nil, nil)
        }
        #expect(width(bold) > width(regular))
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(regular, 40, nil, nil)) == 40)
    }

    /// The UI fonts: Helvetica (Liberation Sans) for the system kinds, bold when emphasized,
    /// Courier (Liberation Mono, every glyph one advance) for fixed pitch; 12 points for size 0.
    @Test func userInterfaceFonts() throws {
        let system = try #require(CTFontCreateUIFontForLanguage(.system, 0, nil))
        #expect(CTFontGetSize(system) == 12 && CTFontCopyFamilyName(system) == "Liberation Sans")
        let emphasized = try #require(CTFontCreateUIFontForLanguage(.emphasizedSystem, 17, nil))
        #expect(CTFontGetSymbolicTraits(emphasized) == .traitBold && CTFontGetSize(emphasized) == 17)
        let fixed = try #require(CTFontCreateUIFontForLanguage(.userFixedPitch, 20, nil))
        #expect(CTFontCopyFamilyName(fixed) == "Liberation Mono")
        var advances = [CGSize](repeating: .zero, count: 2)
        let characters = Array("iW".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(fixed, characters, &glyphs, 2))
        _ = CTFontGetAdvancesForGlyphs(fixed, .horizontal, glyphs, &advances, 2)
        #expect(abs(advances[0].width - advances[1].width) < 0.001 && advances[0].width > 0)
        #expect(CTFontCreateUIFontForLanguage(.none, 12, nil) == nil)
    }

    /// The measurements every font of a name has at a size, to compare two fonts by.
    private func metrics(_ font: CTFont) -> [CGFloat] {
        [CTFontGetSize(font), CTFontGetAscent(font), CTFontGetDescent(font), CTFontGetLeading(font), CTFontGetCapHeight(font),
         CTFontGetXHeight(font), CTFontGetUnderlinePosition(font), CTFontGetUnderlineThickness(font)]
    }

    /// A descriptor of a name and a size makes the font of that name at that size (its
    /// measurements those of `CTFontCreateWithName`'s); a size given to the font wins, and a
    /// descriptor without one (size 0) makes a 12-point font.
    @Test func descriptorOfANameAndSize() throws {
        let descriptor = CTFontDescriptorCreateWithNameAndSize("Helvetica" as CFString, 20)
        let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        #expect(CTFontGetSize(font) == 20)
        #expect(metrics(font) == metrics(CTFontCreateWithName("Helvetica" as CFString, 20, nil)))
        #expect(CTFontGetAscent(font) > 0)
        #expect(CTFontDescriptorCopyAttribute(descriptor, kCTFontNameAttribute) as? String == "Helvetica")
        #expect((CTFontDescriptorCopyAttribute(descriptor, kCTFontSizeAttribute) as? NSNumber)?.doubleValue == 20)
        #expect(CTFontGetSize(CTFontCreateWithFontDescriptor(descriptor, 30, nil)) == 30)
        let sizeless = CTFontDescriptorCreateWithNameAndSize("Helvetica-Bold" as CFString, 0)
        #expect(CTFontDescriptorCopyAttribute(sizeless, kCTFontSizeAttribute) == nil)
        let bold = CTFontCreateWithFontDescriptor(sizeless, 0, nil)
        #expect(CTFontGetSize(bold) == 12 && CTFontGetSymbolicTraits(bold) == .traitBold)
    }

    /// Names come from the file fontconfig finds (Liberation Sans for Helvetica; its `name`
    /// table: PostScript names "LiberationSans" and "LiberationSans-Bold", full names "Liberation
    /// Sans" and "Liberation Sans Bold"), and a PostScript name finds the same font again.
    @Test func namesOfTheFontFound() throws {
        let regular = CTFontCreateWithName("Helvetica" as CFString, 12, nil)
        #expect(CTFontCopyPostScriptName(regular) == "LiberationSans")
        #expect(CTFontCopyFullName(regular) == "Liberation Sans")
        #expect(CTFontCopyDisplayName(regular) == "Liberation Sans")
        #expect(CTFontCopyFamilyName(regular) == "Liberation Sans")
        let bold = CTFontCreateWithName("Helvetica-Bold" as CFString, 12, nil)
        #expect(CTFontCopyPostScriptName(bold) == "LiberationSans-Bold")
        #expect(CTFontCopyFullName(bold) == "Liberation Sans Bold")
        #expect(CTFontCopyFamilyName(bold) == "Liberation Sans")
        let again = CTFontCreateWithName(CTFontCopyPostScriptName(bold), 12, nil)
        #expect(CTFontCopyFullName(again) == "Liberation Sans Bold" && metrics(again) == metrics(bold))
        #expect(CTFontCopyPostScriptName(CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)) == "DejaVuSans")
    }

    /// Units per em and the bounding box are the `head` table's (read from the font files with
    /// a script: Liberation Sans 2.1.5 2048 units, box -1114, -621 to 2666, 2007, its bold
    /// -987, -771 to 2671, 2116; DejaVu Sans 2048, -2090, -948 to 3673, 2524), scaled to the size.
    @Test func unitsPerEmAndBoundingBox() throws {
        func box(_ xMin: CGFloat, _ yMin: CGFloat, _ xMax: CGFloat, _ yMax: CGFloat, _ size: CGFloat) -> CGRect {
            let scale = size / 2048
            return CGRect(x: xMin * scale, y: yMin * scale, width: (xMax - xMin) * scale, height: (yMax - yMin) * scale)
        }
        let regular = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
        #expect(CTFontGetUnitsPerEm(regular) == 2048)
        #expect(CTFontGetBoundingBox(regular) == box(-1114, -621, 2666, 2007, 20))
        #expect(CTFontGetBoundingBox(regular) == CGRect(x: -10.87890625, y: -6.064453125, width: 36.9140625, height: 25.6640625))
        let bold = CTFontCreateWithName("Helvetica-Bold" as CFString, 36, nil)
        #expect(CTFontGetUnitsPerEm(bold) == 2048)
        #expect(CTFontGetBoundingBox(bold) == box(-987, -771, 2671, 2116, 36))
        let dejaVu = CTFontCreateWithName("DejaVu Sans" as CFString, 10, nil)
        #expect(CTFontGetUnitsPerEm(dejaVu) == 2048 && CTFontGetBoundingBox(dejaVu) == box(-2090, -948, 3673, 2524, 10))
        // Every glyph's box lies within the font's.
        let glyphBox = CTFontGetBoundingRectsForGlyphs(regular, .default, glyphs(regular, "Åg"), nil, 2)
        #expect(CTFontGetBoundingBox(regular).contains(glyphBox))
    }

    /// A descriptor of a family, a size and traits (the way Core Text's guide builds one, with
    /// a traits dictionary) makes the family's face of those traits; a weight of 0.4 (bold)
    /// does too, and a style name; a font's own descriptor names the face found and makes it
    /// again.
    @Test func descriptorOfAttributesAndTraits() throws {
        let traits = [kCTFontSymbolicTrait: CTFontSymbolicTraits.traitBold.rawValue]
        let attributes: [CFString: Any] = [
            kCTFontFamilyNameAttribute: "Helvetica", kCTFontSizeAttribute: 18, kCTFontTraitsAttribute: traits,
        ]
        let bold = CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes(attributes as CFDictionary), 0, nil)
        #expect(CTFontGetSize(bold) == 18 && CTFontGetSymbolicTraits(bold) == .traitBold)
        #expect(CTFontCopyPostScriptName(bold) == "LiberationSans-Bold")
        #expect(metrics(bold) == metrics(CTFontCreateWithName("Helvetica-Bold" as CFString, 18, nil)))

        let weighted = CTFontDescriptorCreateWithAttributes(
            [kCTFontFamilyNameAttribute as String: "Helvetica", kCTFontTraitsAttribute as String: [kCTFontWeightTrait as String: 0.4]]
                as NSDictionary)
        #expect(CTFontCopyFullName(CTFontCreateWithFontDescriptor(weighted, 14, nil)) == "Liberation Sans Bold")
        let light = CTFontDescriptorCreateCopyWithAttributes(weighted, [kCTFontTraitsAttribute: [kCTFontWeightTrait: -0.4]] as CFDictionary)
        #expect(CTFontGetSymbolicTraits(CTFontCreateWithFontDescriptor(light, 14, nil)).isEmpty)
        let styled = CTFontDescriptorCreateWithAttributes(
            [kCTFontFamilyNameAttribute: "Helvetica", kCTFontStyleNameAttribute: "Bold Italic"] as CFDictionary)
        #expect(CTFontCopyPostScriptName(CTFontCreateWithFontDescriptor(styled, 0, nil)) == "LiberationSans-BoldItalic")

        let own = CTFontCopyFontDescriptor(bold)
        #expect(CTFontDescriptorCopyAttribute(own, kCTFontNameAttribute) as? String == "LiberationSans-Bold")
        #expect(CTFontDescriptorCopyAttribute(own, kCTFontFamilyNameAttribute) as? String == "Liberation Sans")
        #expect((CTFontDescriptorCopyAttribute(own, kCTFontSizeAttribute) as? NSNumber)?.doubleValue == 18)
        let ownTraits = try #require(CTFontDescriptorCopyAttribute(own, kCTFontTraitsAttribute) as? NSDictionary)
        #expect((ownTraits[kCTFontSymbolicTrait] as? NSNumber)?.uint32Value == CTFontSymbolicTraits.traitBold.rawValue)
        #expect((ownTraits[kCTFontWeightTrait] as? NSNumber)?.doubleValue == 0.4)
        #expect(metrics(CTFontCreateWithFontDescriptor(own, 0, nil)) == metrics(bold))
        let italic = try #require(CTFontDescriptorCreateCopyWithSymbolicTraits(own, .traitItalic, .traitItalic))
        #expect(CTFontCopyFullName(CTFontCreateWithFontDescriptor(italic, 0, nil)) == "Liberation Sans Bold Italic")
    }

    /// Copies with traits and attributes, and fonts of a `CGFont`, are the faces asked for:
    /// bold gives Liberation Sans Bold (its name has "Bold").
    @Test func copiesWithTraitsAndAttributes() throws {
        let regular = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
        let bold = try #require(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, .traitBold, .traitBold))
        #expect((CTFontCopyPostScriptName(bold) as String).contains("Bold") && CTFontCopyFullName(bold) == "Liberation Sans Bold")
        #expect(CTFontGetBoundingBox(bold) != CTFontGetBoundingBox(regular))
        let italic = CTFontCreateCopyWithAttributes(
            regular, 0, nil, CTFontDescriptorCreateWithAttributes([kCTFontTraitsAttribute: [kCTFontSymbolicTrait: 1]] as CFDictionary))
        #expect(CTFontCopyPostScriptName(italic) == "LiberationSans-Italic" && CTFontGetSize(italic) == 24)
        let mono = CTFontCreateCopyWithAttributes(
            bold, 10, nil, CTFontDescriptorCreateWithAttributes([kCTFontFamilyNameAttribute: "Courier"] as CFDictionary))
        #expect(CTFontCopyPostScriptName(mono) == "LiberationMono-Bold" && CTFontGetSize(mono) == 10)
        let graphics = try #require(CGFont("Helvetica-Bold" as CFString))
        let fromGraphics = CTFontCreateWithGraphicsFont(graphics, 16, nil, nil)
        #expect(CTFontGetSize(fromGraphics) == 16 && CTFontCopyPostScriptName(fromGraphics) == "LiberationSans-Bold")
        #expect(CTFontGetSize(CTFontCreateWithGraphicsFont(graphics, 0, nil, nil)) == 12)
    }
}
