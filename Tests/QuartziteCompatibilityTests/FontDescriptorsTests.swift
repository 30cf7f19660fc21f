import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Fonts made from Core Text font descriptors")
    struct FontDescriptorsTests {
        /// The ink of `layer` painted into a 60 × 60 bitmap, y up from the bottom row, or nil.
        private func inkBox(_ layer: CALayer) throws -> CGRect? {
            let ctx = try #require(CGContext(
                data: nil, width: 60, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.translateBy(x: 0, y: 60)
            ctx.scaleBy(x: 1, y: -1)
            layer.displayIfNeeded()
            layer.render(in: ctx)
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
            var box = CGRect.null
            for row in 0..<60 {
                for x in 0..<60 where bytes[row * ctx.bytesPerRow + x * 4 + 3] > 128 {
                    box = box.union(CGRect(x: x, y: 59 - row, width: 1, height: 1))
                }
            }
            return box.isNull ? nil : box
        }

        /// The icon view's "W" in Helvetica Bold (Liberation Sans Bold) at 30 points: centred
        /// across the 60-point layer, on the baseline the suggested frame height puts it on, as
        /// tall as the face's capitals (1409 of its 2048 units).
        @Test func iconDrawnFromANamedDescriptor() throws {
            startClock()
            let layer = IconLabelLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            layer.setNeedsDisplay()
            let ink = try #require(try inkBox(layer))
            let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 30, nil)
            let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "W", attributes: [.font: font]))
            let suggested = CTFramesetterSuggestFrameSizeWithConstraints(
                framesetter, CFRangeMake(0, 1), nil, CGSize(width: 60, height: 60), nil)
            #expect(abs(ink.midX - 30) <= 1.5, "\(ink)")
            #expect(abs(ink.minY - (60 - suggested.height) / 2) <= 1, "\(ink) against \(suggested)")
            #expect(abs(ink.height - 1409.0 / 2048 * 30) <= 1.5, "\(ink)")
        }

        /// The helper's family and style make Liberation Sans's italic for Helvetica Italic.
        @Test func familyAndStyleHelper() {
            let italic = createFontWithFamily(familyName: "Helvetica", fontSize: 20, fontTrait: "Italic")
            #expect(CTFontGetSize(italic) == 20 && CTFontGetSymbolicTraits(italic) == .traitItalic)
            #expect(CTFontCopyPostScriptName(italic) == "LiberationSans-Italic")
        }

        /// The guide's listings: a named descriptor, a family with the bold trait, Courier Bold
        /// (Liberation Mono Bold) 16, bold copies both ways, and a font saved as attributes and
        /// made again with its face and size.
        @Test func coreTextGuideListings() throws {
            let named = CTFontCreateWithFontDescriptor(CoreTextGuideFonts.createFontDescriptorFromName("Helvetica" as CFString, 24), 0, nil)
            #expect(CTFontGetSize(named) == 24 && CTFontCopyFullName(named) == "Liberation Sans")
            let bold = CTFontCreateWithFontDescriptor(
                CoreTextGuideFonts.createFontDescriptorFromFamilyAndTraits("Helvetica", .traitBold, 24), 0, nil)
            #expect(CTFontGetSize(bold) == 24 && CTFontCopyPostScriptName(bold) == "LiberationSans-Bold")
            let courier = CoreTextGuideFonts.createCourierBold()
            #expect(CTFontGetSize(courier) == 16 && CTFontCopyFullName(courier) == "Liberation Mono Bold")
            let madeBold = try #require(CoreTextGuideFonts.createBoldFont(named, true))
            #expect((CTFontCopyPostScriptName(madeBold) as String).contains("Bold"))
            let madeRegular = try #require(CoreTextGuideFonts.createBoldFont(madeBold, false))
            #expect(CTFontCopyPostScriptName(madeRegular) == "LiberationSans")
            let saved = CoreTextGuideFonts.createFlattenedFontAttributes(bold)
            let restored = CoreTextGuideFonts.createFontFromFlattenedAttributes(saved)
            #expect(CTFontGetSize(restored) == 24 && CTFontCopyPostScriptName(restored) == "LiberationSans-Bold")
            #expect(CTFontGetBoundingBox(restored) == CTFontGetBoundingBox(bold))
        }
    }
}
