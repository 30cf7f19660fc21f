import Foundation
import Testing

@testable import QuartzGeometry

/// `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:…)`
/// reads Core Graphics' common 8-bit layouts into premultiplied RGBA, and `dataProvider` gives
/// the image's bytes back.
@Suite("CGImage from a data provider")
struct CGImageDataProviderTests {
    func image(
        _ bytes: [UInt8], width: Int = 1, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
        space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), info: UInt32
    ) -> CGImage? {
        guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
        return CGImage(
            width: width, height: 1, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow ?? bytes.count, space: space, bitmapInfo: CGBitmapInfo(rawValue: info),
            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }

    func rgba(_ image: CGImage?, _ x: Int = 0) -> [UInt8]? {
        guard let image else { return nil }
        let p = image.pixel(x: x, y: 0)
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// The same half-transparent orange in each 32-bit arrangement: B, G, R, A in memory for
    /// premultiplied-first little-endian (iOS's usual bitmap), R, G, B, A for premultiplied
    /// last, A, R, G, B big-endian; straight alpha is premultiplied ((c·a + 127) / 255).
    @Test func thirtyTwoBitArrangements() {
        let little = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(rgba(image([0, 64, 128, 128], info: little)) == [128, 64, 0, 128])
        #expect(rgba(image([128, 64, 0, 128], info: CGImageAlphaInfo.premultipliedLast.rawValue)) == [128, 64, 0, 128])
        let big = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
        #expect(rgba(image([128, 128, 64, 0], info: big)) == [128, 64, 0, 128])
        #expect(rgba(image([255, 128, 0, 128], info: CGImageAlphaInfo.last.rawValue)) == [128, 64, 0, 128])
        let straightLittle = CGImageAlphaInfo.first.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(rgba(image([0, 128, 255, 128], info: straightLittle)) == [128, 64, 0, 128])
        #expect(rgba(image([9, 1, 2, 3], info: CGImageAlphaInfo.noneSkipFirst.rawValue)) == [1, 2, 3, 255])
        let skipLittle = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(rgba(image([3, 2, 1, 9], info: skipLittle)) == [1, 2, 3, 255])
    }

    /// 24-bit RGB, 8-bit gray and alpha-only pixels; rows padded by `bytesPerRow`.
    @Test func narrowerLayouts() {
        let rgb = image([10, 20, 30, 40, 50, 60, 0, 0], width: 2, bitsPerPixel: 24, bytesPerRow: 8, info: 0)
        #expect(rgba(rgb, 0) == [10, 20, 30, 255] && rgba(rgb, 1) == [40, 50, 60, 255])
        let gray = image([77], bitsPerPixel: 8, space: CGColorSpaceCreateDeviceGray(), info: 0)
        #expect(rgba(gray) == [77, 77, 77, 255])
        let mask = image([200], bitsPerPixel: 8, info: CGImageAlphaInfo.alphaOnly.rawValue)
        #expect(rgba(mask) == [0, 0, 0, 200])
    }

    /// Unsupported or inconsistent layouts give nil, as Core Graphics does: 16 bits a
    /// component, float components, too few bytes, a row shorter than its pixels.
    @Test func refusedLayouts() throws {
        #expect(image([0, 0, 0, 0], info: CGBitmapInfo.floatComponents.rawValue | 1) == nil)
        #expect(image([0, 0, 0], info: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(image([0, 0, 0, 0, 0, 0, 0, 0], width: 2, bytesPerRow: 4, info: 1) == nil)
        let provider = try #require(CGDataProvider(data: Data(count: 8) as CFData))
        #expect(CGImage(
            width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    /// The image's own bytes come back through `dataProvider`, in the layout `bitmapInfo` and
    /// `alphaInfo` name, and make the same image again.
    @Test func dataProviderRoundTrip() throws {
        let original = try CGImage(width: 2, height: 1, premultipliedRGBA: [1, 2, 3, 4, 50, 60, 70, 80])
        let data = try #require(original.dataProvider?.data)
        #expect([UInt8](Data(referencing: data)) == [1, 2, 3, 4, 50, 60, 70, 80])
        #expect(original.bitmapInfo.rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
        let space = try #require(original.colorSpace)
        let provider = try #require(original.dataProvider)
        let again = try #require(CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: space,
            bitmapInfo: original.bitmapInfo, provider: provider, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent))
        #expect(again.pixels == original.pixels)
    }
}
