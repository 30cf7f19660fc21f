import Foundation
import Quartzite
import Testing

/// Core Text's typesetter: where a line of a given width breaks, and lines of any part of the
/// string — what text drawing code that lays out line by line calls.
@Suite("Core Text typesetter")
struct CoreTextTypesetterTests {
    private let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)

    private func attributed(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font])
    }

    /// The advance width of `string` alone, in points.
    private func width(_ string: String) -> Double {
        CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed(string)), nil, nil, nil)
    }

    /// A line breaks after the last word that fits, its trailing space with it; what is left
    /// fits whole; nothing is left at the end.
    @Test func lineBreaksFallBetweenWords() {
        let typesetter = CTTypesetterCreateWithAttributedString(attributed("Hello world"))
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, width("Hello") + 1) == 6)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, (width("Hello world") + width("Hello")) / 2) == 6)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, width("Hello world") + 1) == 11)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 6, width("world") + 1) == 5)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 11, 100) == 0)
        #expect(CTTypesetterSuggestLineBreak(typesetter, -1, 100) == 0)
        // The offset takes its points from the width.
        #expect(CTTypesetterSuggestLineBreakWithOffset(typesetter, 0, width("Hello world") + 1, width("world")) == 6)
    }

    /// A paragraph's line break ends its line, whatever the width.
    @Test func aLineBreakEndsTheLine() {
        let typesetter = CTTypesetterCreateWithAttributedString(attributed("ab\ncd"))
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, 1000) == 3)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 3, 1000) == 2)
    }

    /// Cluster breaks fall between any two characters; a word wider than the line is broken
    /// within it, and the part kept fits (at least one character).
    @Test func clusterBreaksAndLongWords() {
        let typesetter = CTTypesetterCreateWithAttributedString(attributed("Hello world"))
        #expect(CTTypesetterSuggestClusterBreak(typesetter, 0, (width("Hel") + width("Hell")) / 2) == 3)
        #expect(CTTypesetterSuggestClusterBreak(typesetter, 0, 0.5) == 1)
        let long = CTTypesetterCreateWithAttributedString(attributed("Supercalifragilistic"))
        let count = CTTypesetterSuggestLineBreak(long, 0, 60)
        #expect(count >= 1 && count < 20)
        #expect(width(String("Supercalifragilistic".prefix(count))) <= 60)
        #expect(width(String("Supercalifragilistic".prefix(count + 1))) > 60)
    }

    /// A typesetter's line holds the part asked for, keeps its place in the string (ranges,
    /// carets), and measures as that text alone.
    @Test func linesOfPartsOfTheString() {
        let typesetter = CTTypesetterCreateWithAttributedString(attributed("Hello world"))
        let line = CTTypesetterCreateLine(typesetter, CFRange(location: 6, length: 5))
        #expect(CTLineGetStringRange(line).location == 6 && CTLineGetStringRange(line).length == 5)
        #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - width("world")) < 1e-9)
        #expect(CTLineGetOffsetForStringIndex(line, 6, nil) == 0)
        #expect(abs(Double(CTLineGetOffsetForStringIndex(line, 11, nil)) - width("world")) < 1e-6)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 1000, y: 0)) == 11)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -5, y: 0)) == 6)
        let rest = CTTypesetterCreateLine(typesetter, CFRange(location: 6, length: 0))
        #expect(CTLineGetStringRange(rest).length == 5)
        #expect(CTLineGetStringRange(CTTypesetterCreateLine(typesetter, CFRange(location: 20, length: 3))).length == 0)
    }

    /// Laying a sentence out line by line with the typesetter covers it in lines no wider than
    /// the width, the same lines a framesetter makes.
    @Test func lineByLineLayoutMatchesTheFramesetter() throws {
        let text = attributed("The quick brown fox jumps over the lazy dog")
        let typesetter = CTTypesetterCreateWithAttributedString(text)
        var ranges: [CFRange] = []
        var offset = 0
        while offset < text.length {
            let length = CTTypesetterSuggestLineBreak(typesetter, offset, 120)
            let line = CTTypesetterCreateLine(typesetter, CFRange(location: offset, length: length))
            #expect(CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line) <= 120)
            ranges.append(CTLineGetStringRange(line))
            offset += length
        }
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(text), CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 120, height: 1000),
            transform: nil), nil)
        let frameRanges = try #require(CTFrameGetLines(frame) as? [CTLine]).map(CTLineGetStringRange)
        #expect(ranges.map(\.location) == frameRanges.map(\.location))
        #expect(ranges.map(\.length) == frameRanges.map(\.length))
        #expect(ranges.count > 2)
    }
}
