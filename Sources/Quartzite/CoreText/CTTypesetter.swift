/// Breaks attributed text into lines one at a time (Core Text's `CTTypesetter`): where a line
/// of a given width should end, and the line itself, for code that lays text out line by line
/// instead of in a frame.
///
/// Differs from Apple: laid out by pango with fontconfig's fonts, so where a line breaks
/// follows the fonts installed; paragraph styles' indents are not applied (as Core Text's
/// typesetter leaves them to its caller), and options are not read.
public final class CTTypesetter: Sendable {
    let string: CoreTextString
    /// The string's length in UTF-16 code units.
    let length: Int

    init(string: CoreTextString) {
        self.string = string
        length = string.runs.reduce(0) { $0 + $1.text.utf16.count }
    }
}

/// A typesetter of `string` (its attributes as ``CTLineCreateWithAttributedString(_:)`` reads
/// them).
@discardableResult
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string: CoreTextString(string))
}

/// A typesetter of `string`; `options` are not read.
@discardableResult
public func CTTypesetterCreateWithAttributedStringAndOptions(
    _ string: CFAttributedString, _ options: CFDictionary?
) -> CTTypesetter? {
    CTTypesetter(string: CoreTextString(string))
}

/// How many UTF-16 code units from `startIndex` fill a line `width` points wide, broken at a
/// word boundary (within a word only when the word alone is wider): the line's trailing
/// spaces and a paragraph's line break included, at least one character while any are left,
/// 0 from the end of the string on.
@discardableResult
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width, breaking: .wordWrapping)
}

/// ``CTTypesetterSuggestLineBreak(_:_:_:)`` for a line that starts `offset` points in (the
/// width is what is left of `width` after it).
@discardableResult
public func CTTypesetterSuggestLineBreakWithOffset(
    _ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double, _ offset: Double
) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width - offset, breaking: .wordWrapping)
}

/// How many UTF-16 code units from `startIndex` fill a line `width` points wide, broken at
/// any character (cluster) boundary; at least one character while any are left, 0 from the
/// end of the string on.
@discardableResult
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width, breaking: .charWrapping)
}

/// ``CTTypesetterSuggestClusterBreak(_:_:_:)`` for a line that starts `offset` points in.
@discardableResult
public func CTTypesetterSuggestClusterBreakWithOffset(
    _ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double, _ offset: Double
) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width - offset, breaking: .charWrapping)
}

/// A line of the part `stringRange` of the string (UTF-16; length 0: to the end), unwrapped,
/// as ``CTLineCreateWithAttributedString(_:)`` makes one; its string range is that part.
@discardableResult
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let clamped = stringRange.clamped(toCount: typesetter.length)
    return CTLine(part: CFRange(location: clamped.lowerBound, length: clamped.count), of: typesetter.string)
}

/// ``CTTypesetterCreateLine(_:_:)``; the line is placed by the caller, so `offset` changes
/// nothing here.
@discardableResult
public func CTTypesetterCreateLineWithOffset(_ typesetter: CTTypesetter, _ stringRange: CFRange, _ offset: Double) -> CTLine {
    CTTypesetterCreateLine(typesetter, stringRange)
}

extension CTTypesetter {
    /// The UTF-16 length of the first line of the text from `start` wrapped at `width` with
    /// `mode`: up to the second line's start (so trailing spaces and a line break go with
    /// the first), all that is left when it fits in one.
    func lineLength(from start: Int, width: Double, breaking mode: DrawingText.LineBreak) -> Int {
        guard start >= 0, start < length else { return 0 }
        let part = string.runs(in: CFRange(location: start, length: length - start))
        let partString = part.runs.map(\.text).joined()
        let rest = length - start
        let paragraphCount = DrawingText.paragraphStarts(in: partString[...]).count
        let styles = part.paragraphs.isEmpty ? Array(repeating: DrawingText.Paragraph(), count: paragraphCount) : part.paragraphs
        let paragraphs = styles.map { style in
            var paragraph = style
            paragraph.lineBreak = mode
            paragraph.firstLineHeadIndent = 0
            paragraph.headIndent = 0
            paragraph.tailIndent = 0
            paragraph.alignment = .natural
            return paragraph
        }
        let text = DrawingText(
            runs: part.runs, wrapped: true, truncation: .none, alignment: .natural,
            size: CGSize(width: max(width, 1e-3), height: 0), paragraphs: paragraphs)
        guard let lines = TextPainter.shared.metrics(of: text)?.lines, lines.count > 1 else { return rest }
        let end = partString.utf16Offset(ofUTF8: lines[1].bytes.lowerBound)
        return min(rest, max(1, end))
    }
}
