/// An attributed string as Core Text's functions read it: its runs resolved as a
/// `CATextLayer`'s attributed string's are (Core Text's defaults: Helvetica 12, black).
struct CoreTextString: Sendable {
    /// The runs, in string order.
    let runs: [DrawingText.Run]
    /// For each run, whether it takes the context's fill colour
    /// (``kCTForegroundColorFromContextAttributeName``).
    let colorFromContext: [Bool]

    /// The runs of `attributed`.
    init(_ attributed: NSAttributedString) {
        var runs: [DrawingText.Run] = []
        var fromContext: [Bool] = []
        let key = NSAttributedString.Key(kCTForegroundColorFromContextAttributeName)
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttribute(key, in: whole, options: []) { value, range, _ in
            let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
            let part = TextLayerString(attributed.attributedSubstring(from: range)).drawingRuns
            runs += part
            fromContext += repeatElement(flag, count: part.count)
        }
        self.runs = runs
        colorFromContext = fromContext
    }

    /// The runs of UTF-16 range `range` of the string (length 0: from its location to the end),
    /// clamped to the string, and for each whether it takes the context's colour.
    func runs(in range: CFRange) -> (runs: [DrawingText.Run], colorFromContext: [Bool]) {
        let total = runs.reduce(0) { $0 + $1.text.utf16.count }
        let start = min(max(0, range.location), total)
        let end = range.length > 0 ? min(total, start + range.length) : total
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
        return (result, flags)
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
