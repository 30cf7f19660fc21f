import Foundation
import Testing

@testable import QuartzGeometry

@Suite("CGImage cropping")
struct CGImageCroppingTests {
    /// A 4 × 3 opaque image whose pixel (x, y) has red = x, green = y.
    private func grid() throws -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<4 { bytes += [UInt8(x), UInt8(y), 9, 255] }
        }
        return try CGImage(width: 4, height: 3, premultipliedRGBA: bytes)
    }

    @Test("Cropping takes the rectangle from the top-left origin")
    func inside() throws {
        let cropped = try #require(try grid().cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(cropped.pixels == [1, 1, 9, 255, 2, 1, 9, 255, 1, 2, 9, 255, 2, 2, 9, 255])
    }

    @Test("Fractional rectangles are made integral, outward")
    func integral() throws {
        let cropped = try #require(try grid().cropping(to: CGRect(x: 0.5, y: 1.2, width: 1, height: 0.5)))
        // Integral of x 0.5…1.5, y 1.2…1.7 is x 0…2, y 1…2.
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(cropped.pixel(x: 1, y: 0) == (1, 1, 9, 255))
    }

    @Test("Rectangles are clipped to the image; empty intersections give nil")
    func clipping() throws {
        let image = try grid()
        let clipped = try #require(image.cropping(to: CGRect(x: 2, y: -5, width: 100, height: 7)))
        #expect(clipped.width == 2 && clipped.height == 2)
        #expect(clipped.pixel(x: 0, y: 0) == (2, 0, 9, 255))
        let negative = try #require(image.cropping(to: CGRect(x: 4, y: 3, width: -1, height: -1)))
        #expect(negative.width == 1 && negative.height == 1 && negative.pixel(x: 0, y: 0) == (3, 2, 9, 255))
        #expect(image.cropping(to: CGRect(x: 4, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 1, width: 0, height: 2)) == nil)
        #expect(image.cropping(to: .null) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(image.cropping(to: .infinite)?.pixels == image.pixels)
    }
}
