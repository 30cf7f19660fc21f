import Foundation

// A font's measurements and its glyphs' (Core Text's `CTFontGet…` functions), in points, from
// the font fontconfig finds for the name (Liberation Sans for Helvetica, whose metrics it has).

extension CTFont {
    /// The font's measurements at its size (zeros when it cannot be loaded).
    var measurements: FontMeasurements {
        TextPainter.shared.measurements(face: face, size: Double(size)) ?? .unavailable(face.family)
    }
}

/// From the baseline up to the top of the font's line box, points.
@discardableResult
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.ascent) }

/// From the baseline down to the bottom of the font's line box, points (positive).
@discardableResult
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.descent) }

/// The gap the font asks for between lines, points (0 for most fonts).
@discardableResult
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.leading) }

/// The height of the capitals above the baseline, points (measured on "H").
@discardableResult
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.capHeight) }

/// The height of the lowercase letters above the baseline, points (measured on "x").
@discardableResult
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.xHeight) }

/// Where the underline goes, points: negative, below the baseline.
@discardableResult
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.underlinePosition) }

/// The underline's thickness, points.
@discardableResult
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { CGFloat(font.measurements.underlineThickness) }

/// The orientation glyph measurements are taken in (Core Text's `CTFontOrientation`).
public enum CTFontOrientation: UInt32, Sendable, Hashable {
    case `default` = 0
    case horizontal = 1
    /// Differs from Apple: measured as horizontal (no vertical metrics here).
    case vertical = 2
}

/// Writes the advances of the `count` `glyphs` into `advances` (when given) and returns their
/// sum, points (horizontal whatever the orientation).
@discardableResult
public func CTFontGetAdvancesForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
) -> Double {
    guard count > 0 else { return 0 }
    let extents =
        TextPainter.shared.glyphExtents(face: font.face, size: Double(font.size), glyphs: Array(UnsafeBufferPointer(start: glyphs, count: count)))
        ?? []
    for (i, extent) in extents.enumerated() { advances?[i] = CGSize(width: extent.advance, height: 0) }
    return extents.reduce(0) { $0 + $1.advance }
}

/// Writes the ink boxes of the `count` `glyphs` (y up from each glyph's origin) into
/// `boundingRects` (when given) and returns their union, points.
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
) -> CGRect {
    guard count > 0 else { return .zero }
    let extents =
        TextPainter.shared.glyphExtents(face: font.face, size: Double(font.size), glyphs: Array(UnsafeBufferPointer(start: glyphs, count: count)))
        ?? []
    var union = CGRect.null
    for (i, extent) in extents.enumerated() {
        boundingRects?[i] = extent.bounds
        if !extent.bounds.isEmpty { union = union.union(extent.bounds) }
    }
    return union.isNull ? .zero : union
}

/// Fills the outlines of the `count` `glyphs` of `font` at `positions` (text space: through
/// the context's text matrix, y up) with the context's fill colour.
public func CTFontDrawGlyphs(
    _ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>, _ count: Int, _ context: CGContext
) {
    guard count > 0 else { return }
    let path = CGMutablePath()
    for i in 0..<count {
        var place = CGAffineTransform(translationX: positions[i].x, y: positions[i].y).concatenating(context.textMatrix)
        if let glyph = CTFontCreatePathForGlyph(font, glyphs[i], &place) { path.addPath(glyph) }
    }
    guard !path.isEmpty else { return }
    context.addPath(path)
    context.fillPath()
}
