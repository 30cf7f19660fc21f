extension DrawingText.Paragraph {
    /// Whether `other` wraps the same way: the same indents, line breaking and justification,
    /// so that one pango layout can hold both paragraphs.
    func wrapsLike(_ other: DrawingText.Paragraph) -> Bool {
        firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
            && tailIndent == other.tailIndent && lineBreak == other.lineBreak
            && (alignment == .justified) == (other.alignment == .justified)
    }
}

extension DrawingText {
    /// The characters that end a paragraph, as pango breaks them.
    static let paragraphSeparators: Set<Character> = ["\n", "\r", "\r\n", "\u{2029}"]

    /// Where the paragraphs of `string` start: at its start and after each paragraph separator
    /// (`"\n"`, `"\r"`, `"\r\n"` or U+2029), as pango breaks them; a final separator starts
    /// an empty last paragraph.
    package static func paragraphStarts(in string: Substring) -> [String.Index] {
        [string.startIndex] + string.indices.filter { paragraphSeparators.contains(string[$0]) }.map { string.index(after: $0) }
    }

    /// The UTF-8 byte ranges of the text's paragraphs, each with its separator
    /// (``paragraphStarts(in:)``).
    func paragraphByteRanges() -> [Range<Int>] {
        let string = runs.map(\.text).joined()
        let starts = Self.paragraphStarts(in: string[...]).map { string.utf8.distance(from: string.startIndex, to: $0) }
        return zip(starts, starts.dropFirst() + [string.utf8.count]).map { $0..<$1 }
    }

    /// The text split where consecutive paragraphs stop wrapping alike
    /// (``Paragraph/wrapsLike(_:)``), each part with the paragraphs it holds and the UTF-8
    /// byte of the whole text it starts at; a part but the last leaves out its final separator
    /// (the next part starts a paragraph anyway). The whole text as one part when there are no
    /// paragraph layouts or all wrap alike.
    func wrappingGroups() -> [(text: DrawingText, byteOffset: Int)] {
        guard paragraphs.count > 1 else { return [(self, 0)] }
        let ranges = paragraphByteRanges()
        let count = min(ranges.count, paragraphs.count)
        var groups: [(paragraphs: Range<Int>, bytes: Range<Int>)] = []
        var first = 0
        for index in 1...count {
            if index == count || !paragraphs[index].wrapsLike(paragraphs[first]) {
                let last = index == count ? ranges.count - 1 : index - 1
                groups.append((first..<index, ranges[first].lowerBound..<ranges[last].upperBound))
                first = index
            }
        }
        guard groups.count > 1 else { return [(self, 0)] }
        let string = runs.map(\.text).joined()
        return groups.enumerated().map { number, group in
            var end = group.bytes.upperBound
            // Leave the separator out of a part but the last.
            let upper = string.utf8.index(string.utf8.startIndex, offsetBy: end)
            if number < groups.count - 1, let last = string[..<upper].last, Self.paragraphSeparators.contains(last) {
                end -= last.utf8.count
            }
            var part = self
            part.runs = runs(inBytes: group.bytes.lowerBound..<max(group.bytes.lowerBound, end))
            part.paragraphs = Array(paragraphs[group.paragraphs])
            return (part, group.bytes.lowerBound)
        }
    }

    /// The runs cut to UTF-8 byte range `range` (cuts fall on character boundaries: paragraph
    /// separators); an empty range keeps an empty run with the attributes there, so that an
    /// empty paragraph keeps its font's height.
    func runs(inBytes range: Range<Int>) -> [Run] {
        var result: [Run] = []
        var start = 0
        for run in runs {
            let utf8 = Array(run.text.utf8)
            defer { start += utf8.count }
            let lower = max(range.lowerBound, start), upper = min(range.upperBound, start + utf8.count)
            if lower < upper {
                var part = run
                part.text = String(decoding: utf8[(lower - start)..<(upper - start)], as: UTF8.self)
                result.append(part)
            } else if range.isEmpty, result.isEmpty, range.lowerBound >= start, range.lowerBound <= start + utf8.count {
                var part = run
                part.text = ""
                result.append(part)
            }
        }
        return result
    }
}
