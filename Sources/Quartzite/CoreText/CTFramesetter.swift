/// Lays attributed text out in frames (Core Text's `CTFramesetter`): sizes for a width, and
/// frames drawn in a rectangle.
///
/// Paragraphs are laid out by their ``NSParagraphStyle`` (``kCTParagraphStyleAttributeName``):
/// alignment, indents, line and paragraph spacing, line heights and line breaking; without
/// one, lines start at the frame's left, or right for right-to-left paragraphs.
///
/// Differs from Apple: laid out by pango with fontconfig's fonts; a frame's indents, line
/// breaking and justification are its first paragraph's (see ``NSParagraphStyle``); frame
/// attributes are not read; a frame's path is taken as its bounding box.
public final class CTFramesetter: Sendable {
    let string: CoreTextString

    init(string: CoreTextString) {
        self.string = string
    }
}

/// A frame of text laid out in a rectangle (Core Text's `CTFrame`).
public final class CTFrame: Sendable {
    /// The text, wrapped in the rectangle's width and clipped to it.
    let text: DrawingText
    /// The rectangle, in user space (y up, as Core Text takes it).
    let rect: CGRect
    /// For each run, whether it takes the context's fill colour.
    let colorFromContext: [Bool]

    init(text: DrawingText, rect: CGRect, colorFromContext: [Bool]) {
        self.text = text
        self.rect = rect
        self.colorFromContext = colorFromContext
    }
}

/// A framesetter of `attrString` (its attributes as ``CTLineCreateWithAttributedString(_:)``
/// reads them).
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: CoreTextString(attrString))
}

/// The size the part `stringRange` of the text (UTF-16; length 0: to the end) takes when laid
/// out in lines wrapped at `constraints.width` (not wrapped when it is not finite and
/// positive), as many lines as fit in `constraints.height`: the widest line's width and the
/// lines' height, in points. `fitRange` receives the part of the string those lines hold.
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
    let bytes = fitting.last?.bytes.upperBound ?? 0
    // The UTF-16 length of the first `bytes` UTF-8 bytes of the text.
    let utf8 = string.utf8
    let end = utf8.index(utf8.startIndex, offsetBy: min(bytes, utf8.count))
    fitRange?.pointee = CFRange(location: start, length: string[..<end].utf16.count)
    let height = fitting.last.map { $0.baseline + $0.descent } ?? 0
    return CGSize(width: fitting.map { $0.leadingIndent + $0.width }.max() ?? 0, height: height)
}

/// A frame of the part `stringRange` of the text (UTF-16; length 0: to the end) laid out in
/// `path`'s bounding box (user space, y up: the first line at its top).
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let rect = path.boundingBox
    let part = framesetter.string.runs(in: stringRange)
    let text = DrawingText(
        runs: part.runs, wrapped: true, truncation: .none, alignment: .natural, size: rect.isNull ? .zero : rect.size,
        paragraphs: part.paragraphs)
    return CTFrame(text: text, rect: rect.isNull ? .zero : rect, colorFromContext: part.colorFromContext)
}

/// Draws the frame's lines in its rectangle, from its top (its maxY in the context's y-up
/// user space), clipped to it; with the context's alpha, blend mode, shadow and clip, painted
/// by its text drawing mode.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    guard !frame.text.runs.isEmpty, frame.rect.width > 0, frame.rect.height > 0,
        let text = frame.text.styled(for: context, colorFromContext: frame.colorFromContext)
    else { return }
    // The box's y-down space with its origin at the rectangle's top-left corner.
    let box = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: frame.rect.minX, ty: frame.rect.maxY)
    context.draw(text, textSpace: box)
}
