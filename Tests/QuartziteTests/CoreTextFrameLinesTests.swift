import Foundation
import Quartzite
import Testing

/// A frame's lines and their origins, the lines that fit, caret offsets and truncated lines:
/// the Core Text calls that custom text drawing and hit testing make.
@Suite("Core Text frame lines, carets and truncation")
struct CoreTextFrameLinesTests {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func attributed(_ string: String, size: CGFloat = 20) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [
            .font: CTFontCreateWithName("DejaVu Sans" as CFString, size, nil),
            .foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        ])
    }

    private func frame(_ rect: CGRect) -> CTFrame {
        CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(attributed(sentence)), CFRange(), CGPath(rect: rect, transform: nil), nil)
    }

    private func context() throws -> CGContext {
        try #require(CGContext(
            data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// The lines cover the string without gaps, top to bottom; the first baseline is the
    /// font's ascent (0.928 em, DejaVu Sans) below the top, each next one a line height lower.
    @Test func linesCoverTheStringTopToBottom() throws {
        let tall = frame(CGRect(x: 0, y: 0, width: 120, height: 1000))
        let lines = try #require(CTFrameGetLines(tall) as? [CTLine])
        #expect(lines.count >= 3)
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(tall, CFRange(), &origins)
        #expect(abs(origins[0].y - (1000 - 0.928 * 20)) < 0.5, "\(origins)")
        #expect(origins.allSatisfy { $0.x == 0 })
        let gaps = zip(origins, origins.dropFirst()).map { $0.y - $1.y }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.01 && $0 > 20 && $0 < 30 }, "\(gaps)")
        // Each line's range is its part of the framesetter's string (as Core Text gives it),
        // and so are its runs'.
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            #expect(range.length > 0 && range.location == next)
            let runs = try #require(CTLineGetGlyphRuns(line) as? [CTRun])
            #expect(runs.first.map { CTRunGetStringRange($0).location } == next)
            next += range.length
        }
        #expect(next == 43)
        #expect(CTFrameGetVisibleStringRange(tall).length == 43 && CTFrameGetStringRange(tall).length == 43)
        #expect(CTFrameGetPath(tall).boundingBox == CGRect(x: 0, y: 0, width: 120, height: 1000))
    }

    /// In a rectangle two lines high the frame holds two lines: its visible range stops where
    /// the third would start, and the third is neither a line nor drawn.
    @Test func onlyLinesThatFitWhole() throws {
        let tall = frame(CGRect(x: 0, y: 0, width: 120, height: 1000))
        var origins = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(tall, CFRange(location: 0, length: 2), &origins)
        let twoLines = 1000 - origins[1].y + 0.236 * 20 + 1
        let short = frame(CGRect(x: 0, y: 0, width: 120, height: twoLines))
        #expect((CTFrameGetLines(short) as? [CTLine])?.count == 2)
        let tallLines = try #require(CTFrameGetLines(tall) as? [CTLine])
        let visible = CTFrameGetVisibleStringRange(short)
        #expect(visible.location == 0)
        #expect(visible.length == CTLineGetStringRange(tallLines[0]).length + CTLineGetStringRange(tallLines[1]).length)
        #expect(CTFrameGetStringRange(short).length == 43)
    }

    /// Each line drawn with CTLineDraw at its origin puts the ink where CTFrameDraw puts it (but
    /// for a pixel of glyph overhang that the frame clips at its rectangle's edge).
    @Test func linesDrawnAtTheirOriginsMatchTheFrame() throws {
        let rect = CGRect(x: 10, y: 10, width: 150, height: 180)
        let whole = frame(rect)
        let byFrame = try context()
        CTFrameDraw(whole, byFrame)
        let byLines = try context()
        let lines = try #require(CTFrameGetLines(whole) as? [CTLine])
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(whole, CFRange(), &origins)
        for (line, origin) in zip(lines, origins) {
            byLines.textPosition = CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y)
            CTLineDraw(line, byLines)
        }
        let a = try #require(byFrame.inkBox()), b = try #require(byLines.inkBox())
        #expect(a.edges(within: 1, of: b), "\(a) against \(b)")
    }

    /// Caret offsets run from 0 to the line's width, and the index at a position is the caret
    /// nearest to it.
    @Test func caretOffsetsAndIndices() {
        let line = CTLineCreateWithAttributedString(attributed("Hello"))
        let width = CTLineGetTypographicBounds(line, nil, nil, nil)
        let offsets = (0...5).map { CTLineGetOffsetForStringIndex(line, $0, nil) }
        #expect(offsets[0] == 0 && abs(Double(offsets[5]) - width) < 0.01, "\(offsets) of \(width)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        for i in 0...5 {
            #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: offsets[i] + 0.5, y: 0)) == i)
        }
        // Past the middle of "e": after it.
        let middle = (offsets[1] + offsets[2]) / 2
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: middle + 1, y: 0)) == 2)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 1000, y: 0)) == 5)
        var secondary: CGFloat = -1
        #expect(CTLineGetOffsetForStringIndex(line, 99, &secondary) == offsets[5] && secondary == offsets[5])
    }

    /// A truncated line fits its width with an ellipsis; a line that fits is kept; the pen
    /// offset centres a line in a width.
    @Test func truncatedLinesAndPenOffsets() throws {
        let long = CTLineCreateWithAttributedString(attributed(sentence))
        let full = CTLineGetTypographicBounds(long, nil, nil, nil)
        for type in [CTLineTruncationType.start, .middle, .end] {
            let cut = try #require(CTLineCreateTruncatedLine(long, 150, type, nil))
            let width = CTLineGetTypographicBounds(cut, nil, nil, nil)
            #expect(width <= 150 && width > 100 && width < full, "\(type): \(width)")
        }
        let short = CTLineCreateWithAttributedString(attributed("Hi"))
        let kept = try #require(CTLineCreateTruncatedLine(short, 150, .end, nil))
        #expect(CTLineGetTypographicBounds(kept, nil, nil, nil) == CTLineGetTypographicBounds(short, nil, nil, nil))
        #expect(CTLineCreateTruncatedLine(short, 0, .end, nil) == nil)
        let hi = CTLineGetTypographicBounds(short, nil, nil, nil)
        #expect(abs(CTLineGetPenOffsetForFlush(short, 0.5, 200) - (200 - hi) / 2) < 1e-9)
        #expect(CTLineGetPenOffsetForFlush(short, 0, 200) == 0 && CTLineGetPenOffsetForFlush(long, 1, 100) == 0)
    }

    /// A line's bounds are its typographic box, or its glyphs' box; its trailing whitespace is
    /// what its spaces add to its width; a run drawn at the text position lands where the line
    /// does.
    @Test func boundsTrailingWhitespaceAndRunDrawing() throws {
        let line = CTLineCreateWithAttributedString(attributed("Hi   "))
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
        #expect(CTLineGetBoundsWithOptions(line, []) == CGRect(x: 0, y: -descent, width: width, height: ascent + descent))
        #expect(CTLineGetBoundsWithOptions(line, .useGlyphPathBounds) == CTLineGetImageBounds(line, nil))
        let hi = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("Hi")), nil, nil, nil)
        #expect(abs(CTLineGetTrailingWhitespaceWidth(line) - (width - hi)) < 0.01 && width - hi > 10)
        #expect(CTLineGetTrailingWhitespaceWidth(CTLineCreateWithAttributedString(attributed("Hi"))) == 0)

        let byLine = try context()
        byLine.textPosition = CGPoint(x: 20, y: 40)
        CTLineDraw(line, byLine)
        let byRun = try context()
        byRun.textPosition = CGPoint(x: 20, y: 40)
        for run in try #require(CTLineGetGlyphRuns(line) as? [CTRun]) { CTRunDraw(run, byRun, CFRange()) }
        let a = try #require(byLine.inkBox()), b = try #require(byRun.inkBox())
        #expect(a.edges(within: 1, of: b), "\(a) against \(b)")
    }

    /// Sizes far beyond any screen (a frame `greatestFiniteMagnitude` wide, a truncation width
    /// of 1e300, indents of 1e300, a caret asked for at x = 1e300) neither trap nor misplace the
    /// text: one unbroken line, the whole line kept, the caret at the end.
    @Test func hugeSizesNeitherTrapNorBreakLines() throws {
        let wide = frame(CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100))
        #expect((CTFrameGetLines(wide) as? [CTLine])?.count == 1)
        let line = CTLineCreateWithAttributedString(attributed("Hello"))
        let kept = try #require(CTLineCreateTruncatedLine(line, 1e300, .end, nil))
        #expect(CTLineGetTypographicBounds(kept, nil, nil, nil) == CTLineGetTypographicBounds(line, nil, nil, nil))
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 1e300, y: 0)) == 5)
        #expect(CTLineGetOffsetForStringIndex(line, -7, nil) == 0)
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 1e300
        style.tailIndent = 1e300
        let indented = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(NSAttributedString(string: sentence, attributes: [.paragraphStyle: style])),
            CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil), nil)
        _ = CTFrameGetLines(indented)
    }
}
