import Foundation
import Testing

@testable import QuartzGeometry

/// A 16 × 16 straight-alpha image whose alpha runs through 0…255 and colour through varied values.
func variedAlphaStraightPixels() -> [UInt8] {
    var bytes: [UInt8] = []
    for i in 0..<256 {
        bytes += [UInt8(i * 37 % 256), UInt8(255 - i), UInt8(i * 11 % 256), UInt8(i)]
    }
    return bytes
}

@Suite("PNG encoding round trip")
struct PNGRoundTripTests {
    @Test("Premultiplied pixels survive encode → decode exactly at every level and filter")
    func exactRoundTrip() throws {
        let straight = variedAlphaStraightPixels()
        let image = try CGImage(width: 16, height: 16, straightRGBA: straight)
        let filters: [PNGFilter] = [.automatic, .none, .sub, .up, .average, .paeth, .adaptive]
        for level in [0, 1, 6, 9] {
            for filter in filters {
                let data = try image.pngData(compressionLevel: level, filter: filter)
                let decoded = try CGImage(pngData: data)
                #expect(decoded.width == 16 && decoded.height == 16)
                // Un-premultiplying then premultiplying a valid premultiplied value is exact.
                #expect(decoded.pixels == image.pixels, "level \(level), \(filter)")
            }
        }
    }

    @Test("Straight colour is exact at alpha 255, zero at alpha 0, within 255/(2a) + 1 otherwise")
    func straightTolerance() throws {
        let straight = variedAlphaStraightPixels()
        let data = try CGImage(width: 16, height: 16, straightRGBA: straight).pngData()
        // Read the straight values back out of the PNG through libpng's decoder, un-premultiplied.
        let decoded = try CGImage(pngData: data)
        for i in 0..<256 {
            let a = Int(straight[i * 4 + 3])
            for channel in 0..<3 {
                let original = Int(straight[i * 4 + channel])
                let written = Int(unpremultiplyComponent(decoded.pixels[i * 4 + channel], alpha: UInt8(a)))
                if a == 255 {
                    #expect(written == original)
                } else if a == 0 {
                    #expect(written == 0)
                } else {
                    #expect(abs(written - original) <= 255 / (2 * a) + 1, "pixel \(i) channel \(channel)")
                }
            }
            #expect(Int(decoded.pixels[i * 4 + 3]) == a)
        }
    }

    @Test("The encoder writes an 8-bit RGBA, non-interlaced PNG")
    func header() throws {
        let image = try CGImage(width: 3, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 24))
        let data = [UInt8](try image.pngData(compressionLevel: 1))
        #expect(Array(data[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(data[12..<16]) == Array("IHDR".utf8))
        #expect(Array(data[16..<24]) == [0, 0, 0, 3, 0, 0, 0, 2])  // width 3, height 2
        #expect(Array(data[24..<29]) == [8, 6, 0, 0, 0])  // depth 8, RGBA, no interlace
    }

    @Test("Compression levels outside 0–9 are refused")
    func invalidLevel() throws {
        let image = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        #expect(throws: CGImageError.invalidCompressionLevel(10)) { try image.pngData(compressionLevel: 10) }
        #expect(throws: CGImageError.invalidCompressionLevel(-1)) { try image.pngData(compressionLevel: -1) }
    }

    @Test("Higher compression levels give smaller files for compressible content")
    func levelsMatter() throws {
        var bytes: [UInt8] = []
        for i in 0..<(64 * 64) { bytes += [UInt8(i % 64), UInt8(i / 64 % 8), 0, 255] }
        let image = try CGImage(width: 64, height: 64, premultipliedRGBA: bytes)
        let stored = try image.pngData(compressionLevel: 0).count
        let best = try image.pngData(compressionLevel: 9).count
        #expect(stored > 64 * 64 * 4)  // level 0 stores the filtered rows uncompressed
        #expect(best < stored / 4)
    }
}
