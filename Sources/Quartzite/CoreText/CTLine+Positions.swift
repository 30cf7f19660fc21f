import Foundation

/// Where Core Text cuts a line that is too wide (``CTLineCreateTruncatedLine(_:_:_:_:)``).
public enum CTLineTruncationType: UInt32, Sendable, Hashable {
    /// The start of the line is replaced by the token.
    case start = 0
    /// The end of the line is replaced by the token.
    case end = 1
    /// The middle of the line is replaced by the token.
    case middle = 2
}

/// `line` cut to `width` points with an ellipsis at its start, middle or end; the line itself
/// (a copy) when it fits. Nil when `width` is not positive and finite.
///
/// Differs from Apple: the token is always an ellipsis ("…") in the line's own attributes;
/// `truncationToken` is not read.
@discardableResult
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    guard width.isFinite, width > 0 else { return nil }
    var text = line.text
    text.size = CGSize(width: width, height: 0)
    text.truncation =
        switch truncationType {
        case .start: .start
        case .middle: .middle
        case .end: .end
        }
    return CTLine(text: text, colorFromContext: line.colorFromContext, location: line.location)
}

/// The distance in points from the line's origin to the caret before UTF-16 index `charIndex`
/// of the string the line was made from (its advance width at the end of the line);
/// `secondaryOffset` receives the same (no split carets for mixed directions here).
@discardableResult
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let byte = line.text.runs.map(\.text).joined().utf8Offset(ofUTF16: charIndex - line.location)
    let offset = CGFloat(TextPainter.shared.caretOffset(in: line.text, atByte: byte) ?? 0)
    secondaryOffset?.pointee = offset
    return offset
}

/// The UTF-16 index, in the string the line was made from, of the caret nearest to
/// `position.x` points from the line's origin (before a character up to its middle, after it
/// beyond).
@discardableResult
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard line.length > 0, let byte = TextPainter.shared.byteIndex(in: line.text, nearestTo: Double(position.x)) else {
        return line.location
    }
    return line.location + line.text.runs.map(\.text).joined().utf16Offset(ofUTF8: byte)
}

/// The pen offset, in points, that places the line within `flushWidth` points: `flushFactor`
/// 0 flushes it left, 1 right, 0.5 centres it (Core Text's `CTLineGetPenOffsetForFlush`);
/// 0 when the line is wider.
@discardableResult
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let width = line.metrics?.width ?? 0
    let factor = Double(min(max(flushFactor, 0), 1))
    return max(0, (flushWidth - width) * factor)
}

/// What ``CTLineGetBoundsWithOptions(_:_:)`` measures (Core Text's `CTLineBoundsOptions`).
public struct CTLineBoundsOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Leave the leading out (it is 0 here).
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Leave out shifts of glyphs (none here).
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Differs from Apple: measured as the typographic bounds.
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The box of the glyphs' outlines rather than the typographic box.
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// Differs from Apple: measured as the typographic bounds.
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// Differs from Apple: measured as the typographic bounds.
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

/// The line's box in text space (origin on the baseline at its start, y up): its advance width
/// from −descent to ascent, or with `.useGlyphPathBounds` the box of its glyphs' outlines.
@discardableResult
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    if options.contains(.useGlyphPathBounds) { return CTLineGetImageBounds(line, nil) }
    guard let metrics = line.metrics else { return .zero }
    return CGRect(x: 0, y: -metrics.descent, width: metrics.width, height: metrics.ascent + metrics.descent)
}

/// The width of the whitespace at the end of the line, points.
@discardableResult
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    let string = line.text.runs.map(\.text).joined()
    let trimmed = string.utf16.count - String(string.reversed().drop { $0.isWhitespace }).utf16.count
    guard trimmed > 0 else { return 0 }
    let width = line.metrics?.width ?? 0
    return max(0, width - Double(CTLineGetOffsetForStringIndex(line, string.utf16.count - trimmed, nil)))
}

/// Draws the glyphs of `range` of the run (length 0: to the end) in its colour at their
/// positions from the context's text position, through its text matrix (their outlines filled).
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let indices = run.indices(range)
    guard !indices.isEmpty else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setFillColor(run.run.color)
    let glyphs = indices.map { run.glyphRun.glyphs[$0] }
    let positions = indices.map { run.glyphRun.positions[$0] }
    CTFontDrawGlyphs(run.font, glyphs, positions, glyphs.count, context)
}
