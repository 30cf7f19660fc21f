import Foundation

/// A run of glyphs of one font and one set of attributes in a line (Core Text's `CTRun`):
/// what text-to-path code walks to turn a string into glyph outlines
/// (``CTLineGetGlyphRuns(_:)``, ``CTRunGetGlyphs(_:_:_:)``, ``CTRunGetPositions(_:_:_:)``,
/// ``CTFontCreatePathForGlyph(_:_:_:)``).
///
/// Differs from Apple: glyphs and positions are pango's with fontconfig's fonts (a run's font
/// is the one that drew it — a fallback where the attributed font lacks a character — named
/// by its family); a newline starts a new line below the first, whose glyphs have negative y.
public final class CTRun: Sendable {
    let glyphRun: GlyphRun
    /// The font the glyphs are of.
    let font: CTFont
    /// The range of the line's string the glyphs stand for (UTF-16).
    let stringRange: CFRange
    /// The attributes of the run of text the glyphs stand for.
    var run: DrawingText.Run { glyphRun.run }

    init(_ glyphRun: GlyphRun, stringRange: CFRange) {
        self.glyphRun = glyphRun
        self.stringRange = stringRange
        font = CTFont(face: glyphRun.face, size: CGFloat(glyphRun.run.size))
    }

    /// The glyphs' indices within `range` (length 0: to the end), clamped to the run.
    func indices(_ range: CFRange) -> Range<Int> {
        range.clamped(toCount: glyphRun.glyphs.count)
    }
}

/// The line's glyph runs, in visual order: an array of ``CTRun`` (`as! [CTRun]`).
@discardableResult
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    line.glyphRuns() as NSArray
}

/// The number of glyphs in the line.
@discardableResult
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.glyphRuns().reduce(0) { $0 + $1.glyphRun.glyphs.count }
}

/// The number of glyphs in the run.
@discardableResult
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex {
    run.glyphRun.glyphs.count
}

/// Copies the glyphs of `range` (length 0: from its location to the end) into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.glyphRun.glyphs[index] }
}

/// Copies the origins of the glyphs of `range` (length 0: to the end) into `buffer`: points
/// from the line's origin, y up.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.glyphRun.positions[index] }
}

/// Copies the advances of the glyphs of `range` (length 0: to the end) into `buffer`, points.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.glyphRun.advances[index] }
}

/// The run's glyphs without copying: nil here, as Apple's may be — read them with
/// ``CTRunGetGlyphs(_:_:_:)``.
@discardableResult
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }

/// The run's positions without copying: nil here, as Apple's may be — read them with
/// ``CTRunGetPositions(_:_:_:)``.
@discardableResult
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

/// The range of the string the run stands for (UTF-16 code units of the string its line was
/// made from).
@discardableResult
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    run.stringRange
}

/// The run's attributes: ``kCTFontAttributeName`` — the ``CTFont`` its glyphs are of — and
/// the text's colour, kerning, stroke width and stroke colour under their Core Text names.
@discardableResult
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    var attributes: [String: Any] = [
        kCTFontAttributeName as String: run.font, kCTForegroundColorAttributeName as String: run.run.color,
        NSAttributedString.Key.foregroundColor.rawValue: run.run.color,
    ]
    if run.run.kern != 0 { attributes[kCTKernAttributeName as String] = run.run.kern }
    if run.run.strokeWidth != 0 { attributes[kCTStrokeWidthAttributeName as String] = run.run.strokeWidth }
    if let stroke = run.run.strokeColor { attributes[kCTStrokeColorAttributeName as String] = stroke }
    return attributes as NSDictionary
}

/// The width of the glyphs of `range` (length 0: to the end) in points, and through the
/// pointers the run's font's ascent and descent (the line's) and leading (0).
@discardableResult
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    let metrics = CTLineCreateWithAttributedString(
        NSAttributedString(string: "x", attributes: [.font: run.font])
    ).metrics
    ascent?.pointee = CGFloat(metrics?.ascent ?? 0)
    descent?.pointee = CGFloat(metrics?.descent ?? 0)
    leading?.pointee = 0
    return run.indices(range).reduce(0) { $0 + Double(run.glyphRun.advances[$1].width) }
}

/// The outline of `glyph` of `font` in points, y up from the glyph's origin on the baseline,
/// mapped by `matrix` when given; nil for a glyph without an outline (a space) or one the font
/// lacks.
@discardableResult
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    TextPainter.shared.glyphPath(
        face: font.face, size: Double(font.size), glyph: glyph, transform: matrix?.pointee ?? .identity)
}

/// Writes into `glyphs` the glyph of `font` for each of the `count` UTF-16 `characters`
/// (no shaping: one glyph per character, 0 for the second unit of a surrogate pair); true when
/// the font has every character (a missing one's glyph is 0).
@discardableResult
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
) -> Bool {
    guard count > 0 else { return true }
    let units = Array(UnsafeBufferPointer(start: characters, count: count))
    guard let found = TextPainter.shared.glyphs(face: font.face, size: Double(font.size), characters: units) else {
        for i in 0..<count { glyphs[i] = 0 }
        return false
    }
    var complete = true
    var i = 0
    while i < count {
        glyphs[i] = found[i]
        let pair = UTF16.isLeadSurrogate(units[i]) && i + 1 < count && UTF16.isTrailSurrogate(units[i + 1])
        if found[i] == 0 { complete = false }
        if pair {
            glyphs[i + 1] = 0
            i += 2
        } else {
            i += 1
        }
    }
    return complete
}

extension CTFont {
    /// The family, weight and slant the font's name asks for.
    var face: DrawingText.FontFace {
        DrawingText.FontFace(named: name, fallback: CATextLayer.defaultFontName)
    }
}

extension CTLine {
    /// The line's glyph runs, laid out anew.
    func glyphRuns() -> [CTRun] {
        guard !text.runs.isEmpty, let runs = TextPainter.shared.glyphRuns(of: text) else { return [] }
        let string = text.runs.map(\.text).joined()
        return runs.map { glyphRun in
            let start = string.utf16Offset(ofUTF8: glyphRun.bytes.lowerBound)
            let end = string.utf16Offset(ofUTF8: glyphRun.bytes.upperBound)
            return CTRun(glyphRun, stringRange: CFRange(location: location + start, length: end - start))
        }
    }
}
