/// An attributed string as Core Text's functions read it: its runs resolved as a
/// `CATextLayer`'s attributed string's are (Core Text's defaults: Helvetica 12, black).
struct CoreTextString: Sendable {
    /// The runs, in string order.
    let runs: [DrawingText.Run]
    /// For each run, whether it takes the context's fill colour
    /// (``kCTForegroundColorFromContextAttributeName``).
    let colorFromContext: [Bool]
    /// Each paragraph's start (UTF-16) and style, the ``NSParagraphStyle`` at its first
    /// character; empty when no paragraph has one.
    let paragraphStyles: [(start: Int, style: ParagraphStyleValues)]

    /// The runs of `attributed`.
    init(_ attributed: NSAttributedString) {
        var runs: [DrawingText.Run] = []
        var fromContext: [Bool] = []
        let key = NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String)
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttribute(key, in: whole, options: []) { value, range, _ in
            let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
            let part = TextLayerString(attributed.attributedSubstring(from: range)).drawingRuns
            runs += part
            fromContext += repeatElement(flag, count: part.count)
        }
        self.runs = runs
        colorFromContext = fromContext
        let string = attributed.string
        let starts = DrawingText.paragraphStarts(in: string[...]).map { string.utf16.distance(from: string.startIndex, to: $0) }
        let length = string.utf16.count
        let styles = starts.map { start in
            start < length ? attributed.attribute(.paragraphStyle, at: start, effectiveRange: nil) as? NSParagraphStyle : nil
        }
        paragraphStyles =
            styles.allSatisfy { $0 == nil } ? [] : zip(starts, styles).map { ($0, $1?.values ?? ParagraphStyleValues()) }
    }

    /// The paragraph layouts of UTF-16 range `start..<end` of the string: for each paragraph
    /// of that part, the style of the paragraph of the whole string it falls in; empty when no
    /// paragraph has a style.
    func paragraphs(from start: Int, to end: Int) -> [DrawingText.Paragraph] {
        guard !paragraphStyles.isEmpty else { return [] }
        let string = runs.map(\.text).joined()
        let utf16 = string.utf16
        guard start <= end, end <= utf16.count else { return [] }
        let lower = utf16.index(utf16.startIndex, offsetBy: start), upper = utf16.index(utf16.startIndex, offsetBy: end)
        return DrawingText.paragraphStarts(in: string[lower..<upper]).map { index in
            let offset = utf16.distance(from: utf16.startIndex, to: index)
            let index = paragraphStyles.lastIndex { $0.start <= offset } ?? 0
            return paragraphStyles[index].style.drawingParagraph
        }
    }

    /// The runs of UTF-16 range `range` of the string (length 0: from its location to the end),
    /// clamped to the string, and for each whether it takes the context's colour.
    func runs(in range: CFRange) -> (runs: [DrawingText.Run], colorFromContext: [Bool], paragraphs: [DrawingText.Paragraph]) {
        let clamped = range.clamped(toCount: runs.reduce(0) { $0 + $1.text.utf16.count })
        let start = clamped.lowerBound, end = clamped.upperBound
        var result: [DrawingText.Run] = []
        var flags: [Bool] = []
        var offset = 0
        for (run, fromContext) in zip(runs, colorFromContext) {
            let count = run.text.utf16.count
            defer { offset += count }
            let lower = max(start, offset), upper = min(end, offset + count)
            guard lower < upper else { continue }
            var part = run
            let utf16 = Array(run.text.utf16)[(lower - offset)..<(upper - offset)]
            part.text = String(decoding: utf16, as: UTF16.self)
            result.append(part)
            flags.append(fromContext)
        }
        return (result, flags, paragraphs(from: start, to: end))
    }
}

extension TextLayerString {
    /// The runs as ``DrawingText`` runs, with Core Text's defaults for what a run does not say
    /// (Helvetica, 12 points, black): how an attributed string is drawn.
    package var drawingRuns: [DrawingText.Run] {
        runs.map { run in
            DrawingText.Run(
                text: run.text,
                face: DrawingText.FontFace(named: run.fontName ?? CATextLayer.defaultFontName, fallback: CATextLayer.defaultFontName),
                size: run.fontSize ?? 12, color: run.color ?? .black, kern: run.kern, strokeWidth: run.strokeWidth,
                strokeColor: run.strokeColor, underline: run.underline, strikethrough: run.strikethrough)
        }
    }
}
