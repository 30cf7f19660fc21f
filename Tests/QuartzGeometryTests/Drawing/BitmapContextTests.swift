import Foundation
import QuartzGeometry
import Testing

/// Bitmap contexts (`CGContext(data:width:height:…)`): the memory layouts Core Graphics
/// supports at 8 bits a component, its y-up user space, and `makeImage()`.
@Suite("Bitmap CGContext")
struct BitmapContextTests {
    private let rgb = CGColorSpaceCreateDeviceRGB()
    private let gray = CGColorSpaceCreateDeviceGray()
    private let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
    private let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    /// The `count` bytes of the pixel at column `x`, memory row `y` of `ctx`.
    private func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * ctx.bitsPerPixel / 8
        return (0..<ctx.bitsPerPixel / 8).map { bytes[$0] }
    }

    private func isClose(_ a: [UInt8], _ b: [UInt8], within tolerance: Int = 1) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test func userSpaceIsYUpWithOneUnitAPixelAndStartsTransparent() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 4, height: 3, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
            bitmapInfo: premultipliedLast))
        #expect(ctx.width == 4 && ctx.height == 3)
        #expect(ctx.bytesPerRow == 16 && ctx.bitsPerPixel == 32 && ctx.bitsPerComponent == 8)
        #expect(ctx.alphaInfo == .premultipliedLast)
        #expect(ctx.colorSpace?.numberOfComponents == 3)
        #expect(ctx.ctm == .identity)
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 2)) == CGPoint(x: 1, y: 2))
        #expect(pixel(ctx, 0, 0) == [0, 0, 0, 0] && pixel(ctx, 3, 2) == [0, 0, 0, 0])
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // The bottom row in user space is the last row in memory.
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(pixel(ctx, 0, 2) == [255, 0, 0, 255] && pixel(ctx, 1, 2) == [255, 0, 0, 255])
        #expect(pixel(ctx, 2, 2) == [0, 0, 0, 0] && pixel(ctx, 0, 1) == [0, 0, 0, 0] && pixel(ctx, 0, 0) == [0, 0, 0, 0])
        ctx.translateBy(x: 3, y: 2)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(isClose(pixel(ctx, 3, 0), [0, 0, 128, 128]))
        #expect(ctx.ctm == CGAffineTransform(translationX: 3, y: 2))
    }

    @Test func everyEightBitLayoutHoldsTheColourInItsOwnByteOrder() throws {
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)  // premultiplied 128, 64, 0, 128
        let cases: [(CGBitmapInfo, [UInt8])] = [
            (CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), [128, 64, 0, 128]),
            (CGBitmapInfo(rawValue: bgra), [0, 64, 128, 128]),
            (CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue), [128, 128, 64, 0]),
            (
                CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                [128, 0, 64, 128]
            ),
        ]
        for (info, expected) in cases {
            let ctx = try #require(CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info.rawValue))
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(isClose(pixel(ctx, 1, 1), expected), "\(info.rawValue): \(pixel(ctx, 1, 1))")
            // makeImage reads the same bytes back as premultiplied RGBA.
            let image = try #require(ctx.makeImage())
            #expect(isClose(Array(image.pixels[0..<4]), [128, 64, 0, 128]), "\(info.rawValue)")
        }
    }

    @Test func layoutsWithoutAlphaPaintOverBlackAndFillTheSkippedByte() throws {
        for (info, red) in [
            (CGImageAlphaInfo.noneSkipLast.rawValue, 0), (CGImageAlphaInfo.noneSkipFirst.rawValue, 1),
            (CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, 2),
            (CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, 3),
        ] {
            let ctx = try #require(CGContext(
                data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            var expected: [UInt8] = [0, 0, 0, 0]
            expected[red] = 128
            let skipped = [0: 3, 1: 0, 2: 3, 3: 0][red]!
            var got = pixel(ctx, 0, 0)
            // The skipped byte is undefined (cairo writes its own alpha there).
            got[skipped] = 0
            #expect(isClose(got, expected), "\(info): \(pixel(ctx, 0, 0))")
            let image = try #require(ctx.makeImage())
            #expect(isClose(Array(image.pixels[0..<4]), [128, 0, 0, 255]) && image.pixels[7] == 255)
        }
    }

    @Test func grayContextsKeepLuminanceAndAlphaOnlyContextsKeepAlpha() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: gray,
            bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(ctx.bitsPerPixel == 8 && ctx.bytesPerRow == 16)
        ctx.setFillColor(CGColor(gray: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(gray: 1, alpha: 0.5))
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        // Red's luminance is 0.2126 of linear light: 0.4985 once sRGB-encoded.
        let redLuminance = 1.055 * pow(0.2126, 1 / 2.4) - 0.055
        #expect(pixel(ctx, 0, 0) == [128])
        #expect(isClose(pixel(ctx, 1, 0), [UInt8((redLuminance * 255).rounded())]))
        #expect(isClose(pixel(ctx, 2, 0), [128]))  // white at half alpha over black

        let mask = try #require(CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: gray,
            bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(mask.colorSpace == nil)
        mask.setFillColor(CGColor(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.25))
        mask.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(pixel(mask, 0, 0) == [0] && isClose(pixel(mask, 1, 0), [64]))
        let image = try #require(mask.makeImage())
        #expect(isClose(Array(image.pixels[4..<8]), [0, 0, 0, 64]))
    }

    @Test func drawingGoesIntoTheCallersMemoryAndLeavesRowPaddingAlone() throws {
        let rowBytes = 3 * 4 + 4
        var memory = [UInt8](repeating: 7, count: rowBytes * 2)
        try memory.withUnsafeMutableBytes { buffer in
            let ctx = try #require(CGContext(
                data: buffer.baseAddress, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: rowBytes, space: rgb,
                bitmapInfo: premultipliedLast))
            #expect(ctx.data == buffer.baseAddress && ctx.bytesPerRow == rowBytes)
            ctx.clear(CGRect(x: 0, y: 0, width: 3, height: 2))
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 1, width: 3, height: 1))
        }
        #expect(Array(memory[0..<12]) == [0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255])
        #expect(Array(memory[12..<16]) == [7, 7, 7, 7] && Array(memory[28..<32]) == [7, 7, 7, 7])
        #expect(Array(memory[16..<28]) == [UInt8](repeating: 0, count: 12))
    }

    @Test func bytesWrittenBetweenDrawsAreWhatLaterDrawingCompositesOver() throws {
        // In place (RGBA) and through the converted copy (ARGB).
        for (info, opaqueRed) in [
            (premultipliedLast, [UInt8(255), 0, 0, 255]), (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 0, 0]),
        ] {
            let ctx = try #require(CGContext(
                data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info))
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
            for i in 0..<4 { bytes[i] = opaqueRed[i] }
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let image = try #require(ctx.makeImage())
            #expect(isClose(Array(image.pixels[0..<4]), [128, 0, 128, 255]), "\(info): \(image.pixels)")
        }
    }

    @Test func imagesAreDrawnUprightAndMakeImageIsASnapshot() throws {
        // A 1×2 image: red on top, blue below.
        let source = try CGImage(width: 1, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        let ctx = try #require(CGContext(
            data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: bgra))
        ctx.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255] && pixel(ctx, 0, 1) == [255, 0, 0, 255])
        let image = try #require(ctx.makeImage())
        #expect(image.width == 1 && image.height == 2 && image.pixels == source.pixels)
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(image.pixels == source.pixels && pixel(ctx, 0, 0) == [0, 0, 0, 0])
        // Drawing the snapshot back into a fresh context reproduces it.
        let copy = try #require(CGContext(
            data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(copy.makeImage()?.pixels == source.pixels)
    }

    @Test func shadowOffsetsPointUpInABitmapContext() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        ctx.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        // The square covers memory rows 6–7; its shadow, 4 up, rows 2–3.
        #expect(pixel(ctx, 2, 6) == [255, 255, 255, 255])
        #expect(pixel(ctx, 2, 2) == [0, 0, 0, 255] && pixel(ctx, 2, 3) == [0, 0, 0, 255])
        #expect(pixel(ctx, 2, 8) == [0, 0, 0, 0] && pixel(ctx, 2, 4) == [0, 0, 0, 0])
    }

    @Test func transparencyLayersAreCompositedOnceWhenTheyEnd() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ctx.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(pixel(ctx, 1, 0) == [0, 0, 0, 0])  // nothing painted before the layer ends
        ctx.endTransparencyLayer()
        #expect(isClose(pixel(ctx, 0, 0), [128, 0, 0, 128]) && isClose(pixel(ctx, 1, 0), [128, 0, 0, 128]))
    }

    @Test func unsupportedLayoutsAndSizesGiveNoContext() {
        let straight = CGImageAlphaInfo.last.rawValue
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: straight) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
            bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: gray,
            bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 2, height: -1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 12, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(
            data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
            bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: Int.max / 2, space: rgb,
            bitmapInfo: premultipliedLast) == nil)
        // A recording context has no bitmap.
        let recording = CGContext(pixelWidth: 4, pixelHeight: 4)
        #expect(recording.data == nil && recording.bytesPerRow == 0 && recording.bitsPerPixel == 0)
    }

    @Test func tiledImagesRepeatAcrossTheClip() throws {
        // A 2×2 image: red, green on top; blue, white below.
        let tile = try CGImage(width: 2, height: 2, premultipliedRGBA: [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
        ])
        let ctx = try #require(CGContext(
            data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 1, y: 1, width: 6, height: 6))
        ctx.draw(tile, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (1..<7).contains(x) && (1..<7).contains(y)
                // Memory row y is user y 7 − y; the tile's top row sits at odd user rows.
                let expected = inside ? colors[((7 - y) % 2 == 1 ? 0 : 2) + x % 2] : [0, 0, 0, 0]
                #expect(pixel(ctx, x, y) == expected, "(\(x), \(y))")
            }
        }
        // Without tiling, one copy.
        let once = try #require(CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        once.draw(tile, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: false)
        #expect(pixel(once, 0, 2) == colors[0] && pixel(once, 2, 2) == [0, 0, 0, 0] && pixel(once, 0, 0) == [0, 0, 0, 0])
    }

    @Test func rectsAndSizesConvertThroughTheCTM() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        ctx.translateBy(x: 3, y: 4)
        ctx.scaleBy(x: 2, y: -1)
        #expect(ctx.convertToDeviceSpace(CGRect(x: 1, y: 1, width: 2, height: 3)) == CGRect(x: 5, y: 0, width: 4, height: 3))
        #expect(ctx.convertToUserSpace(CGRect(x: 5, y: 0, width: 4, height: 3)) == CGRect(x: 1, y: 1, width: 2, height: 3))
        #expect(ctx.convertToDeviceSpace(CGSize(width: 2, height: 3)) == CGSize(width: 4, height: -3))
        #expect(ctx.convertToUserSpace(CGSize(width: 4, height: -3)) == CGSize(width: 2, height: 3))
    }

    @Test func settingsWithoutEffectHereLeaveDrawingAlone() throws {
        let ctx = try #require(CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
        ctx.setFillColorSpace(rgb)
        ctx.setStrokeColorSpace(rgb)
        ctx.setRenderingIntent(.perceptual)
        ctx.setShouldSmoothFonts(true)
        ctx.setAllowsFontSmoothing(true)
        ctx.setShouldSubpixelPositionFonts(false)
        ctx.setAllowsFontSubpixelPositioning(false)
        ctx.setShouldSubpixelQuantizeFonts(false)
        ctx.setAllowsFontSubpixelQuantization(false)
        ctx.setCharacterSpacing(2)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.flush()
        ctx.synchronize()
        #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255] && pixel(ctx, 1, 0) == [0, 0, 0, 0])
    }

    @Test func highQualityAveragesWhatEachPixelCoversWhenAnImageShrinks() throws {
        // A 64 × 64 checkerboard of single black and white pixels drawn 7 × 7.
        let board = try CGImage(
            width: 64, height: 64,
            premultipliedRGBA: (0..<64 * 64).flatMap { i -> [UInt8] in
                (i % 64 + i / 64) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255]
            })
        func grays(_ quality: CGInterpolationQuality) throws -> [Int] {
            let ctx = try #require(CGContext(
                data: nil, width: 7, height: 7, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast))
            ctx.interpolationQuality = quality
            ctx.draw(board, in: CGRect(x: 0, y: 0, width: 7, height: 7))
            return (0..<49).map { Int(pixel(ctx, $0 % 7, $0 / 7)[0]) }
        }
        for quality in [CGInterpolationQuality.high, .medium] {
            let averaged = try grays(quality)
            #expect(averaged.allSatisfy { abs($0 - 128) <= 3 }, "\(quality): \(averaged)")
        }
        // Bilinear sampling picks a few texels: the pixels come out far from the average.
        let sampled = try grays(.default)
        #expect(sampled.contains { abs($0 - 128) > 60 }, "\(sampled)")
    }

    @Test func aRecordingContextMakesAnImageOfItsDrawing() throws {
        // A layer's drawing context: 2 pixels a point, y down.
        let ctx = CGContext(pixelWidth: 8, pixelHeight: 6, scale: 2)
        let empty = try #require(ctx.makeImage())
        #expect(empty.width == 8 && empty.height == 6 && empty.pixels.allSatisfy { $0 == 0 })
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = try #require(ctx.makeImage())
        #expect(image.pixel(x: 3, y: 1) == (255, 0, 0, 255) && image.pixel(x: 4, y: 1) == (0, 0, 0, 0))
        #expect(image.pixel(x: 0, y: 2) == (0, 0, 0, 0))
        // Later drawing does not change it.
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        let later = try #require(ctx.makeImage())
        #expect(image.pixel(x: 7, y: 5) == (0, 0, 0, 0) && later.pixel(x: 7, y: 5) == (255, 0, 0, 255))
    }
}
