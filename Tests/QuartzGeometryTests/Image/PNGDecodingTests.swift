import Foundation
import Testing

@testable import QuartzGeometry

/// The premultiplied RGBA8 bytes of every pixel, row by row.
func rgbaRows(_ image: CGImage) -> [[UInt8]] {
    (0..<image.height).map { y in
        Array(image.pixels[(y * image.bytesPerRow)..<((y + 1) * image.bytesPerRow)])
    }
}

@Suite("PNG decoding")
struct PNGDecodingTests {
    @Test("2-bit palette with tRNS expands to premultiplied RGBA")
    func paletteWithTransparency() throws {
        let png = HandMadePNG(
            width: 4, height: 1, colorType: 3, bitDepth: 2,
            palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 200, 100, 50],
            transparency: [0, 128],  // entry 0 transparent, entry 1 half; 2 and 3 opaque
            samples: [[0, 1, 2, 3]])
        let image = try CGImage(pngData: png.data())
        #expect(image.width == 4 && image.height == 1)
        // Green at alpha 128: (255·128 + 127) / 255 = 128.
        #expect(image.pixels == [0, 0, 0, 0, 0, 128, 0, 128, 0, 0, 255, 255, 200, 100, 50, 255])
    }

    @Test("1-, 4- and 8-bit grayscale scale to 8 bits and are opaque")
    func grayscale() throws {
        let one = try CGImage(
            pngData: HandMadePNG(width: 3, height: 1, colorType: 0, bitDepth: 1, samples: [[1, 0, 1]])
                .data())
        #expect(one.pixels == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
        let four = try CGImage(
            pngData: HandMadePNG(width: 2, height: 1, colorType: 0, bitDepth: 4, samples: [[5, 15]])
                .data())
        #expect(four.pixels == [85, 85, 85, 255, 255, 255, 255, 255])  // 5 · 17 = 85
        let eight = try CGImage(
            pngData: HandMadePNG(width: 1, height: 2, colorType: 0, bitDepth: 8, samples: [[77], [200]])
                .data())
        #expect(rgbaRows(eight) == [[77, 77, 77, 255], [200, 200, 200, 255]])
    }

    @Test("Grayscale tRNS makes the key value transparent")
    func grayTransparencyKey() throws {
        let png = HandMadePNG(
            width: 2, height: 1, colorType: 0, bitDepth: 8, transparency: [0, 77],
            samples: [[77, 78]])
        let image = try CGImage(pngData: png.data())
        #expect(image.pixels == [0, 0, 0, 0, 78, 78, 78, 255])
    }

    @Test("Gray + alpha premultiplies the gray value")
    func grayAlpha() throws {
        let png = HandMadePNG(
            width: 2, height: 1, colorType: 4, bitDepth: 8, samples: [[200, 128, 90, 0]])
        let image = try CGImage(pngData: png.data())
        // (200·128 + 127) / 255 = 100; alpha 0 clears the colour.
        #expect(image.pixels == [100, 100, 100, 128, 0, 0, 0, 0])
        #expect(image.pixel(x: 0, y: 0) == (100, 100, 100, 128))
    }

    @Test("16-bit samples are scaled to 8 bits with rounding")
    func sixteenBit() throws {
        let rgb = HandMadePNG(
            width: 2, height: 1, colorType: 2, bitDepth: 16,
            samples: [[51 * 257, 0x8000, 0x7F00, 65_535, 0, 257]])
        // 51·257 / 257 = 51; 32768 / 257 = 127.502 → 128; 32512 / 257 = 126.506 → 127.
        #expect(try CGImage(pngData: rgb.data()).pixels == [51, 128, 127, 255, 255, 0, 1, 255])
        let rgba = HandMadePNG(
            width: 1, height: 1, colorType: 6, bitDepth: 16,
            samples: [[65_535, 0, 100 * 257, 128 * 257]])
        // Scaled to (255, 0, 100, 128), then premultiplied: 128, 0, (12800 + 127) / 255 = 50.
        #expect(try CGImage(pngData: rgba.data()).pixels == [128, 0, 50, 128])
    }

    @Test("Adam7-interlaced images decode to the same pixels as non-interlaced ones")
    func interlaced() throws {
        for (width, height) in [(9, 9), (1, 1), (3, 2), (10, 5)] {
            let samples: [[Int]] = (0..<height).map { (y: Int) -> [Int] in
                (0..<width).flatMap { (x: Int) -> [Int] in
                    let red = x * 20 % 256
                    let green = y * 30 % 256
                    let blue = (x + y) * 7 % 256
                    return [red, green, blue, 255]
                }
            }
            var png = HandMadePNG(
                width: width, height: height, colorType: 6, bitDepth: 8, samples: samples)
            png.interlaced = true
            let image = try CGImage(pngData: png.data())
            #expect(image.pixels == samples.flatMap { $0.map { UInt8($0) } }, "\(width)×\(height)")
        }
    }

    @Test("RGB without alpha is opaque")
    func rgb() throws {
        let png = HandMadePNG(
            width: 2, height: 2, colorType: 2, bitDepth: 8,
            samples: [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])
        let image = try CGImage(pngData: png.data())
        #expect(rgbaRows(image) == [[1, 2, 3, 255, 4, 5, 6, 255], [7, 8, 9, 255, 10, 11, 12, 255]])
        #expect(image.pixel(x: 1, y: 1) == (10, 11, 12, 255))
    }
}
