import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Text turned into glyph outlines with Core Text, drawn by a shape layer")
    struct TextPathAnimationTests {
        /// "Hello" in 72-point Helvetica Bold (Liberation Sans Bold, Helvetica's metrics): five
        /// glyphs left to right on the baseline; the outlines span the cap height (0.729 em:
        /// 52.5 points, from y = 0 up; "H" and "l" reach it, the "o" overshoots the baseline a
        /// little) and the advances' 176 points (722 + 556 + 278 + 278 + 611 thousandths of an
        /// em) less the side bearings of the "H" (0.07 em) and the "o" (0.03 em); the first
        /// glyph is the font's "H".
        @Test func glyphOutlinesOfAString() throws {
            startClock()
            let program = TextPathAnimation(text: "Hello")
            let box = program.letters.boundingBoxOfPath
            #expect(box.minY < 0 && box.minY > -1.5 && abs(box.maxY - 52.5) < 1, "\(box)")
            #expect(abs(box.minX - 5) < 1 && abs(box.maxX - 173.5) < 2, "\(box)")
            let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 72, nil)
            let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello", attributes: [.font: font]))
            #expect(CTLineGetGlyphCount(line) == 5)
            let run = try #require((CTLineGetGlyphRuns(line) as? [CTRun])?.first)
            var glyphs = [CGGlyph](repeating: 0, count: 5)
            var positions = [CGPoint](repeating: .zero, count: 5)
            CTRunGetGlyphs(run, CFRange(), &glyphs)
            CTRunGetPositions(run, CFRange(), &positions)
            #expect(positions.map(\.y) == [0, 0, 0, 0, 0] && positions[0].x == 0)
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0.x < $1.x })
            #expect(CTRunGetStringRange(run).location == 0 && CTRunGetStringRange(run).length == 5)
            var h: CGGlyph = 0
            let characters: [UniChar] = Array("H".utf16)
            #expect(CTFontGetGlyphsForCharacters(font, characters, &h, 1))
            #expect(h == glyphs[0] && h != 0)
            // Both "l"s are one glyph.
            #expect(glyphs[2] == glyphs[3] && glyphs[1] != glyphs[2])
            // A space has no outline.
            var space: CGGlyph = 0
            _ = CTFontGetGlyphsForCharacters(font, Array(" ".utf16), &space, 1)
            #expect(CTFontCreatePathForGlyph(font, space, nil) == nil)
            var scale = CGAffineTransform(scaleX: 2, y: 2)
            let doubled = try #require(CTFontCreatePathForGlyph(font, h, &scale))
            let single = try #require(CTFontCreatePathForGlyph(font, h, nil))
            #expect(abs(doubled.boundingBoxOfPath.height - 2 * single.boundingBoxOfPath.height) < 0.01)
        }

        /// The shape layer draws the outline progressively: half-way, strokeEnd is 0.5.
        @Test func strokeEndDrawsTheLettersOverTwoSeconds() {
            startClock(at: 10)
            let program = TextPathAnimation(text: "Hi")
            program.animate()
            CATransaction.flush()
            setClock(11)
            #expect(near(presented(program.shape, "strokeEnd"), 0.5, 1e-9))
        }
    }
}
