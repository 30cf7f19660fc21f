import Foundation
import Quartzite
import Testing

/// Paragraph styles: UIKit's `NSParagraphStyle` and Core Text's `CTParagraphStyleCreate`, and
/// how Core Text's framesetter lays paragraphs out by them (a `CATextLayer` ignores them, as
/// Apple's does).
@Suite("Paragraph styles")
struct ParagraphStyleTests {
    private func attributed(_ string: String, _ style: NSParagraphStyle?, size: CGFloat = 20) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: CTFontCreateWithName("DejaVu Sans" as CFString, size, nil),
            .foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        ]
        if let style { attributes[.paragraphStyle] = style }
        return NSAttributedString(string: string, attributes: attributes)
    }

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        configure(style)
        return style
    }

    /// The size the framesetter suggests for `string` at `width` points (unbounded height).
    private func suggested(_ string: NSAttributedString, width: CGFloat = 400) -> CGSize {
        CTFramesetterSuggestFrameSizeWithConstraints(
            CTFramesetterCreateWithAttributedString(string), CFRange(), nil,
            CGSize(width: width, height: .greatestFiniteMagnitude), nil)
    }

    /// The ink box (alpha above 64, memory rows y down) of `string` drawn as a frame filling a
    /// 200 × 100 bitmap, or nil.
    private func drawnInk(_ string: NSAttributedString) throws -> CGRect? {
        let ctx = try #require(CGContext(
            data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(string), CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil),
            nil)
        CTFrameDraw(frame, ctx)
        return ctx.inkBox()
    }

    @Test func defaultsCopiesAndEquality() {
        let base = NSParagraphStyle.default
        #expect(base.alignment == .natural && base.lineBreakMode == .byWordWrapping && base.baseWritingDirection == .natural)
        #expect(base.lineSpacing == 0 && base.paragraphSpacing == 0 && base.lineHeightMultiple == 0 && base.headIndent == 0)
        let mutable = base.mutableCopy() as! NSMutableParagraphStyle
        mutable.alignment = .center
        mutable.lineSpacing = 4
        #expect(base.alignment == .natural)
        let frozen = mutable.copy() as! NSParagraphStyle
        #expect(!(frozen is NSMutableParagraphStyle) && frozen.alignment == .center && frozen.lineSpacing == 4)
        #expect(frozen.isEqual(mutable) && !frozen.isEqual(base) && frozen.hash == mutable.hash)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other.isEqual(frozen))
        // UIKit's and Core Text's raw values differ for centre and right.
        #expect(NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
        #expect(CTTextAlignment.center.rawValue == 2 && CTTextAlignment.right.rawValue == 1)
    }

    @Test func coreTextSettingsCreateAStyleAndReadBack() {
        var alignment = CTTextAlignment.right
        var spacing: CGFloat = 12
        var lineBreak = CTLineBreakMode.byTruncatingTail
        var wrongSize: Int32 = 7
        let style = withUnsafeBytes(of: &alignment) { a in
            withUnsafeBytes(of: &spacing) { s in
                withUnsafeBytes(of: &lineBreak) { l in
                    withUnsafeBytes(of: &wrongSize) { w in
                        let settings = [
                            CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: a.baseAddress!),
                            CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size, value: s.baseAddress!),
                            CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size, value: l.baseAddress!),
                            // A 4-byte value for an 8-byte CGFloat: skipped.
                            CTParagraphStyleSetting(spec: .headIndent, valueSize: 4, value: w.baseAddress!),
                        ]
                        return CTParagraphStyleCreate(settings, settings.count)
                    }
                }
            }
        }
        #expect(style.alignment == .right && style.lineSpacing == 12 && style.lineBreakMode == .byTruncatingTail)
        #expect(style.headIndent == 0)
        var readAlignment = CTTextAlignment.left
        #expect(CTParagraphStyleGetValueForSpecifier(style, .alignment, MemoryLayout<CTTextAlignment>.size, &readAlignment))
        #expect(readAlignment == .right)
        var readSpacing: CGFloat = 0
        #expect(CTParagraphStyleGetValueForSpecifier(style, .lineSpacingAdjustment, MemoryLayout<CGFloat>.size, &readSpacing))
        #expect(readSpacing == 12)
        #expect(!CTParagraphStyleGetValueForSpecifier(style, .lineSpacingAdjustment, 4, &readSpacing))
        #expect(CTParagraphStyleCreate(nil, 0).isEqual(NSParagraphStyle.default))
        #expect(CTParagraphStyleCreateCopy(style).isEqual(style))
    }

    /// Alignment places each line in the frame's width: left at the left edge, centred about
    /// the middle (100), right against the right edge (200), each paragraph by its own style.
    @Test func framesAlignEachParagraphByItsStyle() throws {
        let left = try #require(try drawnInk(attributed("Hi", style { $0.alignment = .left })))
        let center = try #require(try drawnInk(attributed("Hi", style { $0.alignment = .center })))
        let right = try #require(try drawnInk(attributed("Hi", style { $0.alignment = .right })))
        #expect(left.minX < 4, "\(left)")
        #expect(abs(center.midX - 100) < 2, "\(center)")
        #expect(right.maxX > 196, "\(right)")
        #expect(abs(left.width - center.width) <= 1 && abs(left.width - right.width) <= 1)
        // Two paragraphs, the second right-aligned: its ink reaches the right edge.
        let mixed = NSMutableAttributedString(attributedString: attributed("Hi\n", style { $0.alignment = .left }))
        mixed.append(attributed("Ho", style { $0.alignment = .right }))
        let both = try #require(try drawnInk(mixed))
        #expect(both.minX < 4 && both.maxX > 196, "\(both)")
    }

    /// Line spacing adds its points between lines, paragraph spacing after a paragraph and
    /// before one (the first too); line heights are multiplied, then raised to the minimum.
    @Test func spacingAndLineHeightsAddToTheFramesHeight() {
        let plain = suggested(attributed("One\nTwo\nThree", nil))
        let line = plain.height / 3
        #expect(line > 20 && line < 30, "\(plain)")
        let spaced = suggested(attributed("One\nTwo\nThree", style { $0.lineSpacing = 10 }))
        #expect(abs(spaced.height - plain.height - 20) < 0.01, "\(spaced) against \(plain)")
        let paragraphs = suggested(attributed("One\nTwo\nThree", style { $0.paragraphSpacing = 7; $0.paragraphSpacingBefore = 3 }))
        // After the first two paragraphs, before all three.
        #expect(abs(paragraphs.height - plain.height - (2 * 7 + 3 * 3)) < 0.01, "\(paragraphs)")
        let doubled = suggested(attributed("One\nTwo\nThree", style { $0.lineHeightMultiple = 2 }))
        #expect(abs(doubled.height - 2 * plain.height) < 0.01, "\(doubled)")
        let tall = suggested(attributed("One\nTwo\nThree", style { $0.minimumLineHeight = 40 }))
        #expect(abs(tall.height - 120) < 0.01, "\(tall)")
        let capped = suggested(attributed("One\nTwo\nThree", style { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 30 }))
        #expect(abs(capped.height - 90) < 0.01, "\(capped)")
        // Width is the text's: spacing changes none of it.
        #expect(abs(spaced.width - plain.width) < 0.01)
    }

    /// Indents move lines in from the left: the first line by its own indent, the others by
    /// the head indent; the suggested width counts them.
    @Test func indentsMoveLinesIn() throws {
        let indented = try #require(try drawnInk(attributed("Hi", style { $0.firstLineHeadIndent = 30 })))
        let plain = try #require(try drawnInk(attributed("Hi", nil)))
        #expect(abs(indented.minX - plain.minX - 30) <= 1, "\(indented) against \(plain)")
        let hanging = try #require(try drawnInk(attributed("Hi\u{2028}Ho", style { $0.headIndent = 40 })))
        #expect(abs(hanging.minX - plain.minX) <= 1, "the first line is not indented: \(hanging)")
        #expect(hanging.maxX > plain.maxX + 30, "the line after the line separator is: \(hanging)")
        let width = suggested(attributed("Hi", style { $0.firstLineHeadIndent = 30 })).width
        #expect(abs(width - suggested(attributed("Hi", nil)).width - 30) < 0.01)
    }

    /// Paragraphs that wrap differently (here an indented one after a plain one) are laid out
    /// each at its own width and stacked as one text: no line runs past the frame, no line is
    /// added between them, and the fitted range is the whole string.
    @Test func paragraphsThatWrapDifferentlyStackAsOneText() {
        let text = NSMutableAttributedString(attributedString: attributed("Title\n", style { $0.alignment = .center }))
        text.append(attributed("The quick brown fox jumps over the lazy dog", style { $0.firstLineHeadIndent = 40 }))
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            CTFramesetterCreateWithAttributedString(text), CFRange(), nil, CGSize(width: 200, height: 1000), &fit)
        #expect(size.width <= 200 && size.width > 150, "\(size)")
        #expect(fit.location == 0 && fit.length == text.length)
        let plain = suggested(attributed("A\nB", nil)).height
        let split = NSMutableAttributedString(attributedString: attributed("A\n", nil))
        split.append(attributed("B", style { $0.firstLineHeadIndent = 5 }))
        #expect(abs(suggested(split).height - plain) < 0.01, "\(suggested(split)) against \(plain)")
    }

    /// Truncating line breaks keep each paragraph to one line, ellipsized in the width.
    @Test func truncatingLineBreaksKeepOneLinePerParagraph() {
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = suggested(attributed(text, nil), width: 120)
        let truncated = suggested(attributed(text, style { $0.lineBreakMode = .byTruncatingTail }), width: 120)
        let oneLine = suggested(attributed("The", nil)).height
        #expect(wrapped.height > 3 * oneLine - 1, "\(wrapped)")
        #expect(abs(truncated.height - oneLine) < 0.01 && truncated.width <= 120, "\(truncated)")
        let clipped = suggested(attributed(text, style { $0.lineBreakMode = .byClipping }), width: 120)
        #expect(abs(clipped.height - oneLine) < 0.01 && clipped.width > 120, "\(clipped)")
    }

    /// A text layer lays its attributed string out by its own properties, as Apple's does.
    @Test func textLayersIgnoreParagraphStyles() {
        let plain = CATextLayer()
        plain.string = attributed("One\nTwo", nil)
        let styled = CATextLayer()
        styled.string = attributed("One\nTwo", style { $0.lineSpacing = 30; $0.alignment = .center; $0.firstLineHeadIndent = 50 })
        #expect(plain.preferredFrameSize() == styled.preferredFrameSize())
    }
}
