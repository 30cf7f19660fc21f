import Foundation
import Quartzite
import Testing

/// Core Text's lines and framesetters: measured by the same layout the text layers use, drawn
/// into contexts in Core Text's y-up text space.
@Suite("Core Text lines and frames")
struct CoreTextTests {
    private func attributed(_ string: String, size: CGFloat = 20, kern: Double? = nil) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: CTFontCreateWithName("DejaVu Sans" as CFString, size, nil),
            .foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        ]
        if let kern { attributes[.kern] = kern }
        return NSAttributedString(string: string, attributes: attributes)
    }

    /// A 200 × 100 premultiplied RGBA bitmap context.
    private func context() throws -> CGContext {
        try #require(CGContext(
            data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// The box of pixels with alpha above 64, in memory rows (y down), or nil.
    private func inkBox(_ ctx: CGContext) -> CGRect? {
        ctx.inkBox()
    }

    @Test func typographicBoundsScaleWithTheTextAndItsKerning() {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("Hello")), &ascent, &descent, &leading)
        #expect(width > 30 && width < 80, "\(width)")
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em.
        #expect(abs(ascent - 18.56) < 0.5 && abs(descent - 4.72) < 0.5, "\(ascent) \(descent)")
        #expect(leading == 0)
        let twice = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("HelloHello")), nil, nil, nil)
        #expect(abs(twice - 2 * width) < 0.5)
        let large = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("Hello", size: 40)), nil, nil, nil)
        #expect(abs(large - 2 * width) < 0.5)
        // Kerning adds after every character, the last one included (as Core Text counts it).
        let kerned = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("Hello", kern: 3)), nil, nil, nil)
        #expect(abs(kerned - (width + 15)) < 0.05, "\(kerned) against \(width) + 15")
        #expect(CTLineGetStringRange(CTLineCreateWithAttributedString(attributed("Hé👋"))).length == 4)
        #expect(CTLineGetTypographicBounds(CTLineCreateWithAttributedString(NSAttributedString(string: "")), nil, nil, nil) == 0)
    }

    @Test func linesAreDrawnAtTheTextPositionGlyphsUp() throws {
        let ctx = try context()
        let line = CTLineCreateWithAttributedString(attributed("Hxg"))
        ctx.textPosition = CGPoint(x: 20, y: 30)
        CTLineDraw(line, ctx)
        let ink = try #require(inkBox(ctx))
        // Baseline at y 30 (memory row 70): the cap height rises above it, the descender of g
        // goes below; the ink box agrees with the line's image bounds.
        let image = CTLineGetImageBounds(line, ctx)
        let expected = CGRect(x: 20 + image.minX, y: 100 - (30 + image.maxY), width: image.width, height: image.height)
        #expect(abs(ink.minX - expected.minX) <= 1.5 && abs(ink.maxX - expected.maxX) <= 1.5, "\(ink) \(expected)")
        #expect(abs(ink.minY - expected.minY) <= 1.5 && abs(ink.maxY - expected.maxY) <= 1.5, "\(ink) \(expected)")
        #expect(ink.minY < 60 && ink.maxY > 72)
        // The "H" sits on the baseline: its column's ink ends at row 70.
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        let hBottom = (0..<100).last { y in bytes[y * ctx.bytesPerRow + Int(ink.minX + 1) * 4 + 3] > 128 }
        #expect(hBottom == 69)
    }

    @Test func aUIKitFlippedContextShowsCoreTextUpsideDownUnlessTheTextMatrixFlipsIt() throws {
        // The classic: flipped for UIKit, the glyphs hang below the baseline…
        let flipped = try context()
        flipped.translateBy(x: 0, y: 100)
        flipped.scaleBy(x: 1, y: -1)
        flipped.textPosition = CGPoint(x: 20, y: 50)
        CTLineDraw(CTLineCreateWithAttributedString(attributed("H")), flipped)
        let hanging = try #require(inkBox(flipped))
        #expect(hanging.minY >= 49 && hanging.maxY > 60, "\(hanging)")
        // …and a text matrix flipped back stands them on it.
        let fixed = try context()
        fixed.translateBy(x: 0, y: 100)
        fixed.scaleBy(x: 1, y: -1)
        fixed.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        fixed.textPosition = CGPoint(x: 20, y: 50)
        CTLineDraw(CTLineCreateWithAttributedString(attributed("H")), fixed)
        let standing = try #require(inkBox(fixed))
        #expect(standing.maxY <= 51 && standing.minY < 40, "\(standing)")
    }

    @Test func framesetterSizesWrapAtTheWidthAndFitTheHeight() {
        let text = attributed("The quick brown fox jumps over the lazy dog")
        let setter = CTFramesetterCreateWithAttributedString(text)
        let line = CTLineCreateWithAttributedString(text)
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let lineWidth = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
        let lineHeight = Double(ascent + descent)
        var fit = CFRange()
        let unconstrained = CTFramesetterSuggestFrameSizeWithConstraints(
            setter, CFRange(), nil, CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(abs(Double(unconstrained.width) - lineWidth) < 0.01 && abs(Double(unconstrained.height) - lineHeight) < 0.01)
        #expect(fit.location == 0 && fit.length == 43)
        let narrow = CTFramesetterSuggestFrameSizeWithConstraints(
            setter, CFRange(), nil, CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(narrow.width <= 120 && narrow.width > 60, "\(narrow)")
        let lines = (Double(narrow.height) / lineHeight).rounded()
        #expect(lines >= 4 && abs(Double(narrow.height) - lines * lineHeight) < 1, "\(narrow) for lines of \(lineHeight)")
        #expect(fit.length == 43)
        // Room for two lines: fewer characters fit.
        let short = CTFramesetterSuggestFrameSizeWithConstraints(
            setter, CFRange(), nil, CGSize(width: 120, height: lineHeight * 2.5), &fit)
        #expect(abs(Double(short.height) - 2 * lineHeight) < 1 && fit.length > 5 && fit.length < 30, "\(short) \(fit)")
        // A part of the string: "quick" alone.
        let word = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(location: 4, length: 5), nil, CGSize(width: 500, height: 500), &fit)
        let quick = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("quick")), nil, nil, nil)
        #expect(abs(Double(word.width) - quick) < 0.01 && fit.location == 4 && fit.length == 5)
    }

    @Test func framesDrawTheirLinesFromTheTopOfTheirRectangle() throws {
        let ctx = try context()
        let setter = CTFramesetterCreateWithAttributedString(attributed("The quick brown fox jumps over the lazy dog", size: 14))
        let rect = CGRect(x: 10, y: 10, width: 100, height: 80)  // y up: rows 10…90 in memory
        let frame = CTFramesetterCreateFrame(setter, CFRange(), CGPath(rect: rect, transform: nil), nil)
        CTFrameDraw(frame, ctx)
        let ink = try #require(inkBox(ctx))
        #expect(ink.minX >= 10 && ink.maxX <= 110 && ink.minY >= 10 && ink.maxY <= 90, "\(ink)")
        // The first line starts near the top of the rectangle, the text takes several lines.
        #expect(ink.minY < 16 && ink.height > 40, "\(ink)")
    }

    @Test func textDrawingModesFillStrokeOrHideTheGlyphs() throws {
        /// Pixels of `ctx` with alpha above 200 that are red, and that are black.
        func inks(_ ctx: CGContext) -> (red: Int, black: Int) {
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
            var red = 0, black = 0
            for y in 0..<ctx.height {
                for x in 0..<ctx.width {
                    let p = bytes + y * ctx.bytesPerRow + x * 4
                    guard p[3] > 200 else { continue }
                    if p[0] > 200 && p[1] < 60 { red += 1 } else if p[0] < 60 { black += 1 }
                }
            }
            return (red, black)
        }
        let line = CTLineCreateWithAttributedString(attributed("OO", size: 60))
        var results: [CGTextDrawingMode: (red: Int, black: Int)] = [:]
        for mode in [CGTextDrawingMode.fill, .stroke, .fillStroke, .invisible] {
            let ctx = try context()
            ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setLineWidth(3)
            ctx.setTextDrawingMode(mode)
            ctx.textPosition = CGPoint(x: 10, y: 30)
            CTLineDraw(line, ctx)
            results[mode] = inks(ctx)
        }
        #expect(results[.fill]!.black > 500 && results[.fill]!.red == 0)
        #expect(results[.stroke]!.red > 300 && results[.stroke]!.black == 0)
        #expect(results[.fillStroke]!.red > 300 && results[.fillStroke]!.black > 200)
        #expect(results[.invisible]! == (0, 0))
    }

    /// Sizes, positions and matrices that are not finite, empty strings and paths, control
    /// characters: nothing traps, nothing is drawn where nothing can be.
    @Test func badInputsNeitherTrapNorDraw() throws {
        for size in [CGFloat.nan, 0, -5, .infinity, 1e9] {
            let line = CTLineCreateWithAttributedString(attributed("A\u{0}B\nC", size: size, kern: .nan))
            let width = CTLineGetTypographicBounds(line, nil, nil, nil)
            #expect(width.isFinite && width >= 0, "size \(size): \(width)")
            let ctx = try context()
            CTLineDraw(line, ctx)
            _ = CTLineGetImageBounds(line, ctx)
        }
        let line = CTLineCreateWithAttributedString(attributed("x"))
        for matrix in [
            CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            CGAffineTransform(translationX: .infinity, y: 0),
        ] {
            let ctx = try context()
            ctx.textMatrix = matrix
            CTLineDraw(line, ctx)
            #expect(inkBox(ctx) == nil)
        }
        let setter = CTFramesetterCreateWithAttributedString(attributed("some text"))
        for constraints in [CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -10, height: -10), .zero] {
            let size = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(location: -3, length: 99), nil, constraints, nil)
            #expect(size.width.isFinite && size.height.isFinite)
        }
        for path in [CGMutablePath(), CGPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), transform: nil)] {
            let ctx = try context()
            CTFrameDraw(CTFramesetterCreateFrame(setter, CFRange(), path, nil), ctx)
        }
        let empty = CTFramesetterCreateWithAttributedString(NSAttributedString(string: ""))
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(empty, CFRange(), nil, CGSize(width: 100, height: 100), nil) == .zero)
    }

    /// A text layer's preferred frame size is its text's: one line as Core Text measures it,
    /// two lines for two paragraphs, wrapped lines at the bounds' width when it wraps.
    @Test func textLayerPreferredFrameSizeIsItsText() {
        let layer = CATextLayer()
        layer.font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        layer.fontSize = 20
        #expect(layer.preferredFrameSize() == .zero)
        layer.string = "Hello"
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let width = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed("Hello")), &ascent, &descent, nil)
        let one = layer.preferredFrameSize()
        #expect(abs(Double(one.width) - width) < 0.01 && abs(Double(one.height - ascent - descent)) < 0.01, "\(one)")
        layer.string = "Hello\nHello"
        let two = layer.preferredFrameSize()
        #expect(abs(two.width - one.width) < 0.01 && abs(two.height - 2 * one.height) < 1, "\(two)")
        layer.string = "The quick brown fox jumps over the lazy dog"
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        let unwrapped = layer.preferredFrameSize()
        layer.isWrapped = true
        let wrapped = layer.preferredFrameSize()
        #expect(unwrapped.width > 300 && abs(unwrapped.height - one.height) < 0.01)
        #expect(wrapped.width <= 100 && wrapped.height > 3 * one.height, "\(wrapped)")
    }

    /// A run without a colour is black (Core Text's default), whatever the context's fill
    /// colour; with `kCTForegroundColorFromContextAttributeName` it takes the fill colour.
    @Test func colourFromTheContextOnlyWhenAsked() throws {
        func inkColor(_ attributes: [NSAttributedString.Key: Any]) throws -> [UInt8] {
            let ctx = try context()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.textPosition = CGPoint(x: 10, y: 30)
            var all = attributes
            all[.font] = CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil)
            CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "H", attributes: all)), ctx)
            // The darkest-alpha pixel's colour: the middle of the H's left stem.
            let ink = try #require(inkBox(ctx))
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self) + Int(ink.midY) * ctx.bytesPerRow + Int(ink.minX + 2) * 4
            return [bytes[0], bytes[1], bytes[2], bytes[3]]
        }
        #expect(try inkColor([:]) == [0, 0, 0, 255])
        #expect(try inkColor([NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String): true]) == [0, 0, 255, 255])
        let red: [NSAttributedString.Key: Any] = [.foregroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        #expect(try inkColor(red) == [255, 0, 0, 255])
    }

    /// A word too long for its line is broken without a hyphen, as Core Text breaks it: the
    /// frame's first line holds every character that fits in its width (Supercalifragilistic
    /// at 20 points in DejaVu Sans: "Super", 58.6 points, in 60).
    @Test func longWordsBreakWithoutAHyphen() throws {
        let word = "Supercalifragilistic"
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(attributed(word)), CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 1000), transform: nil), nil)
        let lines = try #require(CTFrameGetLines(frame) as? [CTLine])
        let count = CTLineGetStringRange(lines[0]).length
        func width(_ n: Int) -> Double {
            CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed(String(word.prefix(n)))), nil, nil, nil)
        }
        #expect(count == 5)
        #expect(width(count) <= 60 && width(count + 1) > 60, "\(count)")
    }

    /// Core Text's, Core Graphics' and Core Animation's C functions discard their results
    /// without a warning, as Swift imports C functions on Apple's platforms: the usual way to
    /// read a line's ascent and descent calls `CTLineGetTypographicBounds` as a statement.
    @Test func cFunctionResultsAreDiscardable() throws {
        let line = CTLineCreateWithAttributedString(attributed("Hello"))
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(abs(ascent - 0.928 * 20) < 0.5 && abs(descent - 0.236 * 20) < 0.5 && leading == 0)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        CTFontGetGlyphsForCharacters(CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil), Array("Hi".utf16), &glyphs, 2)
        #expect(glyphs.allSatisfy { $0 != 0 })
        CATransform3DMakeRotation(.pi, 0, 0, 1)
        CGColorSpaceCreateDeviceRGB()
    }

    /// Core Text's attribute names are `CFString`s, as in Apple's interface: iOS code writes
    /// them both as `kCTFontAttributeName as NSAttributedString.Key` and as
    /// `NSAttributedString.Key(kCTFontAttributeName as String)`, and a run coloured under
    /// `kCTForegroundColorAttributeName` is drawn in that colour.
    @Test func attributeNamesAreCFStringsThatBecomeKeys() throws {
        let colorKey = kCTForegroundColorAttributeName as NSAttributedString.Key
        #expect(colorKey == NSAttributedString.Key("CTForegroundColor"))
        #expect(kCTFontAttributeName as NSAttributedString.Key == .font)
        #expect(NSAttributedString.Key(kCTKernAttributeName as String) == .kern)
        #expect(kCTParagraphStyleAttributeName as String == "NSParagraphStyle")
        let attributes: [NSAttributedString.Key: Any] = [
            kCTFontAttributeName as NSAttributedString.Key: CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil),
            colorKey: CGColor(red: 0, green: 0.5, blue: 1, alpha: 1),
        ]
        let ctx = try context()
        ctx.textPosition = CGPoint(x: 10, y: 30)
        CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "H", attributes: attributes)), ctx)
        let ink = try #require(inkBox(ctx))
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self) + Int(ink.midY) * ctx.bytesPerRow + Int(ink.minX + 2) * 4
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 128, 255, 255])
        // The run's attributes read back under the same names.
        let run = try #require((CTLineGetGlyphRuns(CTLineCreateWithAttributedString(
            NSAttributedString(string: "H", attributes: attributes))) as? [CTRun])?.first)
        let read = CTRunGetAttributes(run) as NSDictionary
        #expect((read[kCTFontAttributeName] as? CTFont).map(CTFontGetSize) == 40)
        #expect(read[kCTForegroundColorAttributeName] as? CGColor == CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
    }
}
