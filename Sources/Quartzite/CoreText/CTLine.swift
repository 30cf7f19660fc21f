/// A line of attributed text (Core Text's `CTLine`), laid out once: measured with
/// ``CTLineGetTypographicBounds(_:_:_:_:)`` and drawn with ``CTLineDraw(_:_:)``.
///
/// Differs from Apple: laid out by pango with fontconfig's fonts (a family the system lacks
/// is replaced by its closest match, so widths differ from Apple's fonts'); a newline starts
/// a new line below the first.
public final class CTLine: Sendable {
    /// The text, one unwrapped line placed by its baseline.
    let text: DrawingText
    /// The line's measurements (nil when it has no text or could not be laid out).
    let metrics: TextMetrics.Line?
    /// The UTF-16 length of the string.
    let length: Int
    /// For each run, whether it takes the context's fill colour.
    let colorFromContext: [Bool]
    /// Where the line's text starts in the string it was made from (UTF-16; 0 but for a
    /// typesetter's lines).
    let location: Int

    convenience init(runs: [DrawingText.Run], colorFromContext: [Bool], location: Int = 0) {
        self.init(
            text: DrawingText(runs: runs, wrapped: false, truncation: .none, alignment: .left, size: .zero, placement: .baseline),
            colorFromContext: colorFromContext, location: location)
    }

    /// The line of the part `range` of `string` (UTF-16), unwrapped; an empty line at its
    /// location when `range` is empty.
    convenience init(part range: CFRange, of string: CoreTextString) {
        guard range.length > 0 else {
            self.init(runs: [], colorFromContext: [], location: range.location)
            return
        }
        let part = string.runs(in: range)
        self.init(runs: part.runs, colorFromContext: part.colorFromContext, location: range.location)
    }

    /// A line of `text` (unwrapped, placed by its baseline; truncated when it says so).
    init(text: DrawingText, colorFromContext: [Bool], location: Int = 0) {
        self.location = location
        self.colorFromContext = colorFromContext
        self.text = text
        metrics = text.runs.isEmpty ? nil : TextPainter.shared.metrics(of: text)?.lines.first
        length = text.runs.reduce(0) { $0 + $1.text.utf16.count }
    }
}

/// A line of all of `attrString` (its `font` — a ``CTFont`` or a name —, `foregroundColor`,
/// `kern`, `strokeWidth`, `strokeColor`, underline and strikethrough styles and colours, and
/// ``kCTForegroundColorFromContextAttributeName``;
/// Helvetica 12 in black where it names none).
@discardableResult
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    let string = CoreTextString(attrString)
    return CTLine(runs: string.runs, colorFromContext: string.colorFromContext)
}

/// The line's advance width in points (trailing kerning included), and through the pointers
/// its ascent and descent (from the baseline to the top and bottom of its fonts' boxes) and
/// leading (0 here).
@discardableResult
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = CGFloat(line.metrics?.ascent ?? 0)
    descent?.pointee = CGFloat(line.metrics?.descent ?? 0)
    leading?.pointee = 0
    return line.metrics?.width ?? 0
}

/// The box of the line's glyphs in text space (origin on the baseline at the line's start,
/// y up, as Core Text measures it); `.zero` for a line without ink. `context` is not used.
@discardableResult
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    guard let ink = line.metrics?.ink, ink.width > 0, ink.height > 0 else { return .zero }
    return CGRect(x: ink.minX, y: -ink.maxY, width: ink.width, height: ink.height)
}

/// The range of the string the line holds (UTF-16 code units): from 0, or for a line of a
/// ``CTTypesetter``, the part of its string it was made of.
@discardableResult
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.location, length: line.length)
}

/// Draws the line with its baseline's origin at the context's ``CGContext/textPosition``, in
/// the text space ``CGContext/textMatrix`` maps to user space, glyphs y up as Core Text draws
/// them (in a context flipped the UIKit way they come out upside down unless the text matrix
/// flips them back, as on Apple's platforms); with the context's alpha, blend mode, shadow
/// and clip, painted by its text drawing mode (``CGContext/setTextDrawingMode(_:)``).
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    guard line.metrics != nil, let text = line.text.styled(for: context, colorFromContext: line.colorFromContext) else {
        return
    }
    // Pango lays glyphs out y down: flipped into Core Text's y-up text space.
    let glyphSpace = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    context.draw(text, textSpace: glyphSpace.concatenating(context.textMatrix))
}
