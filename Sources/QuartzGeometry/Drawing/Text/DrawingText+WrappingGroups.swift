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
    /// The UTF-8 byte ranges of the text's paragraphs, each with its separator (`"\n"`,
    /// `"\r"`, `"\r\n"` or U+2029), as pango breaks them; an empty last paragraph after a final
    /// separator included.
    func paragraphByteRanges() -> [Range<Int>] {
        let bytes = Array(runs.map(\.text).joined().utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            var separatorEnd: Int?
            if bytes[i] == 0x0A {
                separatorEnd = i + 1
            } else if bytes[i] == 0x0D {
                separatorEnd = i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
            } else if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA9 {
                separatorEnd = i + 3
            }
            if let end = separatorEnd {
                ranges.append(start..<end)
                start = end
                i = end
            } else {
                i += 1
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
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
        let bytes = Array(runs.map(\.text).joined().utf8)
        return groups.enumerated().map { number, group in
            var end = group.bytes.upperBound
            if number < groups.count - 1 {
                // Leave the separator out: "\r\n", "\n", "\r" or U+2029.
                if end >= 2, bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A {
                    end -= 2
                } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA9 {
                    end -= 3
                } else if end >= 1, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
                    end -= 1
                }
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
