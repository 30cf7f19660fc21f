import CImageCodecs
import Foundation
import Testing

@testable import QuartzGeometry

/// Encodes `samples` (1, 3 or 4 components per pixel) as a JPEG through libjpeg-turbo.
func makeJPEG(width: Int, height: Int, components: Int, samples: [UInt8], quality: Int = 100) throws -> Data {
    var status = qz_codec_status()
    var output: UnsafeMutablePointer<UInt8>? = nil
    var length = 0
    let code = samples.withUnsafeBufferPointer { buffer in
        qz_jpeg_encode(
            buffer.baseAddress, UInt32(width), UInt32(height), width * components, Int32(components),
            Int32(quality), &output, &length, &status)
    }
    try #require(code == Int32(QZ_CODEC_OK))
    let pointer = try #require(output)
    return Data(bytesNoCopy: pointer, count: length, deallocator: .free)
}

/// Whether every pixel of `image` is within `tolerance` of `expected` (an RGBA8 colour).
func allPixels(_ image: CGImage, near expected: [UInt8], tolerance: Int, x: Range<Int>, y: Range<Int>) -> Bool {
    for row in y {
        for column in x {
            let p = image.pixel(x: column, y: row)
            let actual = [p.red, p.green, p.blue, p.alpha]
            for c in 0..<4 where abs(Int(actual[c]) - Int(expected[c])) > tolerance { return false }
        }
    }
    return true
}

@Suite("JPEG decoding")
struct JPEGDecodingTests {
    @Test("Grayscale JPEG of odd size decodes to opaque gray")
    func grayscale() throws {
        let data = try makeJPEG(width: 13, height: 7, components: 1, samples: [UInt8](repeating: 100, count: 91))
        let image = try CGImage(jpegData: data)
        #expect(image.width == 13 && image.height == 7)
        #expect(allPixels(image, near: [100, 100, 100, 255], tolerance: 1, x: 0..<13, y: 0..<7))
    }

    @Test("RGB JPEG decodes each 16 × 16 quadrant to its colour")
    func rgb() throws {
        let colours: [[UInt8]] = [[200, 30, 40], [20, 180, 60], [40, 50, 220], [250, 250, 250]]
        var samples: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 { samples += colours[(y / 16) * 2 + x / 16] }
        }
        let image = try CGImage(jpegData: try makeJPEG(width: 32, height: 32, components: 3, samples: samples))
        for (i, colour) in colours.enumerated() {
            let x0 = (i % 2) * 16
            let y0 = (i / 2) * 16
            // Inner 8 × 8 of each quadrant: away from chroma bleeding at the edges.
            #expect(allPixels(image, near: colour + [255], tolerance: 3, x: (x0 + 4)..<(x0 + 12), y: (y0 + 4)..<(y0 + 12)), "quadrant \(i)")
        }
    }

    @Test("Adobe CMYK JPEG is read as inverted CMYK: red = C·K / 255 of the stored values")
    func cmyk() throws {
        // Stored (inverted) C, M, Y, K = 200, 100, 50, 128 → (200·128 + 127) / 255 = 100, 50, 25.
        let samples = [UInt8]((0..<64).flatMap { _ in [200, 100, 50, 128] as [UInt8] })
        let image = try CGImage(jpegData: try makeJPEG(width: 8, height: 8, components: 4, samples: samples))
        #expect(allPixels(image, near: [100, 50, 25, 255], tolerance: 2, x: 0..<8, y: 0..<8))
    }

    @Test("The file initializer detects JPEG by signature, whatever the extension")
    func detectsBySignature() throws {
        let data = try makeJPEG(width: 8, height: 8, components: 1, samples: [UInt8](repeating: 30, count: 64))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try CGImage(contentsOf: url)
        #expect(image.width == 8 && allPixels(image, near: [30, 30, 30, 255], tolerance: 1, x: 0..<8, y: 0..<8))
        #expect(throws: CGImageError.unsupportedFormat(path: nil)) { try CGImage(pngData: data) }
    }
}
