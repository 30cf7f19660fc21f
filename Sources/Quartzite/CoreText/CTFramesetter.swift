/// Lays attributed text out in frames (Core Text's `CTFramesetter`): sizes for a width, and
/// frames drawn in a rectangle.
///
/// Paragraphs are laid out by their ``NSParagraphStyle`` (``kCTParagraphStyleAttributeName``):
/// alignment, indents, line and paragraph spacing, line heights and line breaking; without
/// one, lines start at the frame's left, or right for right-to-left paragraphs.
///
/// Differs from Apple: laid out by pango with fontconfig's fonts; tab stops are not modelled
/// (see ``NSParagraphStyle``); frame attributes are not read; a frame's path is taken as its
/// bounding box.
public final class CTFramesetter: Sendable {
    let string: CoreTextString

    init(string: CoreTextString) {
        self.string = string
    }
}

/// A frame of text laid out in a rectangle (Core Text's `CTFrame`): the lines that fit in it
/// whole, as Core Text keeps them.
public final class CTFrame: Sendable {
    /// The text of the lines that fit, wrapped in the rectangle's width.
    let text: DrawingText
    /// The rectangle, in user space (y up, as Core Text takes it).
    let rect: CGRect
    /// The path the frame was made in.
    let path: PathData
    /// For each run, whether it takes the context's fill colour.
    let colorFromContext: [Bool]
    /// The framesetter's text.
    let string: CoreTextString
    /// The part of the text asked for, and the part its lines hold (UTF-16).
    let stringRange: CFRange
    let visibleRange: CFRange
    /// Each line's part of the text (UTF-16, of the whole string) and its origin on its
    /// baseline, relative to the rectangle's lower-left corner (y up).
    let lines: [(range: CFRange, origin: CGPoint)]

    init(
        text: DrawingText, rect: CGRect, path: PathData, colorFromContext: [Bool], string: CoreTextString, stringRange: CFRange,
        visibleRange: CFRange, lines: [(range: CFRange, origin: CGPoint)]
    ) {
        self.text = text
        self.rect = rect
        self.path = path
        self.colorFromContext = colorFromContext
        self.string = string
        self.stringRange = stringRange
        self.visibleRange = visibleRange
        self.lines = lines
    }
}

/// A framesetter of `attrString` (its attributes as ``CTLineCreateWithAttributedString(_:)``
/// reads them).
@discardableResult
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: CoreTextString(attrString))
}

/// The size the part `stringRange` of the text (UTF-16; length 0: to the end) takes when laid
/// out in lines wrapped at `constraints.width` (not wrapped when it is not finite and
/// positive), as many lines as fit in `constraints.height`: the widest line's width and the
/// lines' height, in points. `fitRange` receives the part of the string those lines hold.
@discardableResult
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let part = framesetter.string.runs(in: stringRange)
    let runs = part.runs
    let wraps = constraints.width.isFinite && constraints.width > 0 && constraints.width < CGFloat(Int32.max)
    var paragraphs = part.paragraphs
    if !wraps {
        // Unconstrained: nothing wraps, and lines are measured from the left.
        for i in paragraphs.indices where paragraphs[i].lineBreak == .wordWrapping || paragraphs[i].lineBreak == .charWrapping {
            paragraphs[i].lineBreak = .clipping
        }
    }
    let text = DrawingText(
        runs: runs, wrapped: wraps, truncation: .none, alignment: .natural,
        size: CGSize(width: wraps ? constraints.width : 0, height: 0), paragraphs: paragraphs)
    let start = max(0, stringRange.location)
    guard !runs.isEmpty, let metrics = TextPainter.shared.metrics(of: text) else {
        fitRange?.pointee = CFRange(location: start, length: 0)
        return .zero
    }
    let limit = constraints.height.isFinite && constraints.height > 0 ? Double(constraints.height) : .infinity
    let fitting = metrics.lines.enumerated().prefix { $0.offset == 0 || $0.element.baseline + $0.element.descent <= limit }
        .map(\.element)
    let string = runs.map(\.text).joined()
    fitRange?.pointee = CFRange(location: start, length: string.utf16Offset(ofUTF8: fitting.last?.bytes.upperBound ?? 0))
    let height = fitting.last.map { $0.baseline + $0.descent } ?? 0
    return CGSize(width: fitting.map { $0.leadingIndent + $0.width }.max() ?? 0, height: height)
}

/// A frame of the part `stringRange` of the text (UTF-16; length 0: to the end) laid out in
/// `path`'s bounding box (user space, y up: the first line at its top), holding the lines that
/// fit in it whole.
@discardableResult
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let box = path.boundingBox
    let rect = box.isNull || !box.width.isFinite || !box.height.isFinite ? CGRect.zero : box
    let string = framesetter.string
    let clamped = stringRange.clamped(toCount: string.runs.reduce(0) { $0 + $1.text.utf16.count })
    let start = clamped.lowerBound
    let requested = CFRange(location: start, length: clamped.count)
    var part = string.runs(in: requested)
    var text = DrawingText(
        runs: part.runs, wrapped: true, truncation: .none, alignment: .natural, size: rect.size, paragraphs: part.paragraphs)
    let measured = rect.width > 0 && rect.height > 0 && !part.runs.isEmpty ? TextPainter.shared.metrics(of: text)?.lines ?? [] : []
    let fitting = measured.prefix { $0.baseline + $0.descent <= Double(rect.height) + 1e-9 }
    // UTF-16 offsets (of the whole string) of the part's UTF-8 bytes.
    let partString = part.runs.map(\.text).joined()
    func offset(_ byte: Int) -> Int { start + partString.utf16Offset(ofUTF8: byte) }
    let lines = fitting.map { line -> (range: CFRange, origin: CGPoint) in
        let lower = offset(line.bytes.lowerBound), upper = offset(line.bytes.upperBound)
        // A line's part runs to the next line's start (its break and trailing spaces included).
        return (CFRange(location: lower, length: upper - lower), CGPoint(x: line.x, y: Double(rect.height) - line.baseline))
    }
    var ranges = lines.map(\.range)
    for i in ranges.indices.dropLast() { ranges[i].length = ranges[i + 1].location - ranges[i].location }
    let visibleEnd = fitting.count == measured.count ? start + requested.length : (ranges.last.map { $0.location + $0.length } ?? start)
    if fitting.count < measured.count {
        // Only the lines that fit are drawn.
        part = string.runs(in: CFRange(location: start, length: visibleEnd - start))
        text = DrawingText(
            runs: visibleEnd > start ? part.runs : [], wrapped: true, truncation: .none, alignment: .natural, size: rect.size,
            paragraphs: part.paragraphs)
    }
    if let last = ranges.indices.last { ranges[last].length = visibleEnd - ranges[last].location }
    return CTFrame(
        text: text, rect: rect, path: path.pathData, colorFromContext: part.colorFromContext, string: string, stringRange: requested,
        visibleRange: CFRange(location: start, length: visibleEnd - start),
        lines: zip(ranges, lines).map { ($0, $1.origin) })
}

/// The frame's lines, top to bottom: an array of ``CTLine`` (`as! [CTLine]`), each drawn with
/// ``CTLineDraw(_:_:)`` at its origin (``CTFrameGetLineOrigins(_:_:_:)``).
@discardableResult
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    frame.lines.map { CTLine(part: $0.range, of: frame.string) } as NSArray
}

/// Copies into `origins` the baseline origins of the lines of `range` (length 0: all from its
/// location), relative to the lower-left corner of the frame's rectangle, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in range.clamped(toCount: frame.lines.count).enumerated() { origins[offset] = frame.lines[index].origin }
}

/// The part of the string the frame was made for (UTF-16).
@discardableResult
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    frame.stringRange
}

/// The part of the string the frame's lines hold: what fits in its rectangle (UTF-16).
@discardableResult
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    frame.visibleRange
}

/// The path the frame was made in.
@discardableResult
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath {
    CGPath(pathData: frame.path)
}

/// Draws the frame's lines — those that fit in its rectangle — from the rectangle's top (its
/// maxY in the context's y-up user space), clipped to it; with the context's alpha, blend
/// mode, shadow and clip, painted by its text drawing mode.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    guard !frame.text.runs.isEmpty, frame.rect.width > 0, frame.rect.height > 0,
        let text = frame.text.styled(for: context, colorFromContext: frame.colorFromContext)
    else { return }
    // The box's y-down space with its origin at the rectangle's top-left corner.
    let box = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: frame.rect.minX, ty: frame.rect.maxY)
    context.draw(text, textSpace: box)
}
