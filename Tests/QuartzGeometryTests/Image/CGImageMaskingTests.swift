import Foundation
import QuartzGeometry
import Testing

/// Image masks (`CGImage(maskWidth:…)`) and masking an image: image masks' samples act as
/// inverse alpha, images used as masks as alpha by their gray value.
@Suite("Image masks")
struct CGImageMaskingTests {
    /// An 8 × 1 one-bit image mask of the bits of `byte`, high bit first.
    private func oneBitMask(_ byte: UInt8, decode: [CGFloat]? = nil) -> CGImage? {
        let provider = CGDataProvider(data: Data([byte]) as CFData)!
        if let decode {
            return decode.withUnsafeBufferPointer {
                CGImage(
                    maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider,
                    decode: $0.baseAddress, shouldInterpolate: false)
            }
        }
        return CGImage(
            maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider, decode: nil,
            shouldInterpolate: false)
    }

    private func red(width: Int, height: Int) throws -> CGImage {
        try CGImage(width: width, height: height, premultipliedRGBA: (0..<width * height).flatMap { _ in [UInt8(255), 0, 0, 255] })
    }

    @Test func imageMaskSamplesActAsInverseAlpha() throws {
        let mask = try #require(oneBitMask(0b1010_0000))
        #expect(mask.isMask && mask.width == 8)
        let masked = try #require(try red(width: 8, height: 1).masking(mask))
        let alphas = stride(from: 3, to: 32, by: 4).map { masked.pixels[$0] }
        #expect(alphas == [0, 255, 0, 255, 255, 255, 255, 255])
        #expect(Array(masked.pixels[4..<8]) == [255, 0, 0, 255] && Array(masked.pixels[0..<4]) == [0, 0, 0, 0])
        // A decode array of [1, 0] inverts the samples.
        let inverted = try #require(oneBitMask(0b1010_0000, decode: [1, 0]))
        let flipped = try #require(try red(width: 8, height: 1).masking(inverted))
        #expect(stride(from: 3, to: 32, by: 4).map { flipped.pixels[$0] } == [255, 0, 255, 0, 0, 0, 0, 0])
        // Wider samples: 4 bits, 0 paints fully, 15 not at all, 5 two-thirds.
        let four = try #require(CGImage(
            maskWidth: 3, height: 1, bitsPerComponent: 4, bitsPerPixel: 4, bytesPerRow: 2,
            provider: CGDataProvider(data: Data([0x0F, 0x50]) as CFData)!, decode: nil, shouldInterpolate: false))
        #expect(stride(from: 3, to: 12, by: 4).map { four.pixels[$0] } == [255, 0, 170])
    }

    @Test func grayImagesMaskByTheirValueScaledToFit() throws {
        // A 2 × 1 gray mask (black, white) stretched over a 4 × 2 image: left half cleared.
        let mask = try CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255])
        let masked = try #require(try red(width: 4, height: 2).masking(mask))
        for y in 0..<2 {
            for x in 0..<4 {
                #expect(masked.pixel(x: x, y: y).alpha == (x < 2 ? 0 : 255), "(\(x), \(y))")
            }
        }
        // Half gray keeps half.
        let half = try CGImage(width: 1, height: 1, premultipliedRGBA: [128, 128, 128, 255])
        #expect(try red(width: 1, height: 1).masking(half)?.pixels == [128, 0, 0, 128])
        // A mask with transparency that is not an image mask, or masking a mask: nil.
        let translucent = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 128])
        #expect(try red(width: 1, height: 1).masking(translucent) == nil)
        #expect(try #require(oneBitMask(0)).masking(half) == nil)
    }

    @Test func imageMasksPaintTheFillColourWhereTheirSamplesAreZero() throws {
        let mask = try #require(oneBitMask(0b0011_0000))
        let ctx = try #require(CGContext(
            data: nil, width: 8, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 8, height: 1))
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        let alphas = (0..<8).map { bytes[$0 * 4 + 3] }
        #expect(alphas == [255, 255, 0, 0, 255, 255, 255, 255])
        #expect(bytes[2] == 255 && bytes[0] == 0)
        // Clipping to an all-zero mask (which is opaque) paints everything.
        let open = try #require(oneBitMask(0))
        let clipped = try #require(CGContext(
            data: nil, width: 8, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        clipped.clip(to: CGRect(x: 0, y: 0, width: 8, height: 1), mask: open)
        clipped.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        clipped.fill(CGRect(x: 0, y: 0, width: 8, height: 1))
        let painted = clipped.data!.assumingMemoryBound(to: UInt8.self)
        #expect((0..<8).allSatisfy { painted[$0 * 4 + 1] == 255 && painted[$0 * 4 + 3] == 255 })
    }

    @Test func badMaskLayoutsGiveNoMask() {
        let provider = CGDataProvider(data: Data([0, 0]) as CFData)!
        #expect(CGImage(
            maskWidth: 2, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 1, provider: provider,
            decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(
            maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 4, provider: provider,
            decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(
            maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4, provider: provider,
            decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(
            maskWidth: 0, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1, provider: provider,
            decode: nil, shouldInterpolate: false) == nil)
    }
}
