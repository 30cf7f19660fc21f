import Foundation
import Testing

@testable import QuartzGeometry

@Suite("CGImage from pixels")
struct CGImagePixelsTests {
    @Test("Describes itself as premultiplied RGBA8, tightly packed")
    func layout() throws {
        let image = try CGImage(width: 3, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 24))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bytesPerRow == 12 && image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .premultipliedLast && image.alphaInfo.rawValue == 1)
        #expect(image.withUnsafeBytes { $0.count } == 24)
    }

    @Test("Row padding is dropped")
    func padding() throws {
        let bytes: [UInt8] = [1, 2, 3, 4, 0xEE, 0xEE, 5, 6, 7, 8, 0xEE, 0xEE]
        let image = try CGImage(width: 1, height: 2, premultipliedRGBA: bytes, bytesPerRow: 6)
        #expect(image.pixels == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.pixel(x: 0, y: 1) == (5, 6, 7, 8))
    }

    @Test("Straight input is premultiplied with (c·a + 127) / 255")
    func straight() throws {
        let image = try CGImage(width: 2, height: 1, straightRGBA: [255, 200, 1, 128, 50, 60, 70, 0])
        #expect(image.pixels == [128, 100, 1, 128, 0, 0, 0, 0])
    }

    @Test("Sizes that do not match the data are refused")
    func mismatches() {
        #expect(throws: CGImageError.invalidLayout(width: 2, height: 2, bytesPerRow: 8, byteCount: 15)) {
            try CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: CGImageError.invalidLayout(width: 2, height: 1, bytesPerRow: 4, byteCount: 4)) {
            try CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0], bytesPerRow: 4)
        }
        #expect(throws: CGImageError.invalidLayout(width: 0, height: 1, bytesPerRow: 0, byteCount: 0)) {
            try CGImage(width: 0, height: 1, straightRGBA: [])
        }
        #expect(throws: CGImageError.invalidLayout(width: 1, height: -1, bytesPerRow: 4, byteCount: 0)) {
            try CGImage(width: 1, height: -1, premultipliedRGBA: [])
        }
    }

    @Test("Cache keys tell images apart")
    func cacheKey() throws {
        let a = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        let b = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        #expect(a.cacheKey == a.cacheKey)
        #expect(a.cacheKey != b.cacheKey)
    }
}
