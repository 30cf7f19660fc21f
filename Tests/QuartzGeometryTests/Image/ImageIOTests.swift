import Foundation
import QuartzGeometry
import Testing

/// ImageIO's sources and destinations: PNG and JPEG files in and out, properties, thumbnails,
/// and the refusals.
@Suite("ImageIO")
struct ImageIOTests {
    /// A 4×2 image: a red, translucent green, blue, clear top row; white, black, gray, red below.
    private func sample() throws -> CGImage {
        try CGImage(width: 4, height: 2, premultipliedRGBA: [
            255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 255, 255, 0, 0, 0, 0,
            255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255, 255, 0, 0, 255,
        ])
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pngWrittenToAFileReadsBackExactly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        let image = try sample()
        let destination = try #require(CGImageDestinationCreateWithURL(url as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect(!CGImageDestinationFinalize(destination))  // once only

        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetType(source) == kUTTypePNG)
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let read = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(read.width == 4 && read.height == 2 && read.pixels == image.pixels)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        // The properties as iOS code reads them.
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 4)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 2)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == true)
    }

    @Test func jpegToDataAtAQualityReadsBackOpaqueAndClose() throws {
        // A flat colour survives JPEG within a few levels; translucency is dropped over black.
        let flat = try CGImage(
            width: 16, height: 16, premultipliedRGBA: [UInt8](repeating: 0, count: 16 * 16 * 4).enumerated().map {
                [200, 100, 50, 255][$0.offset % 4]
            })
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypeJPEG, 1, nil))
        CGImageDestinationAddImage(destination, flat, [kCGImageDestinationLossyCompressionQuality: 0.95] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(source) == kUTTypeJPEG)
        let read = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(read.width == 16 && read.height == 16)
        for (i, value) in read.pixels.enumerated() {
            #expect(abs(Int(value) - [200, 100, 50, 255][i % 4]) <= 3, "byte \(i): \(value)")
            if abs(Int(value) - [200, 100, 50, 255][i % 4]) > 3 { break }
        }
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == false)
        // A lower quality makes a smaller file of a busy image.
        func size(of image: CGImage, quality: Double) throws -> Int {
            let out = NSMutableData()
            let destination = try #require(CGImageDestinationCreateWithData(out, kUTTypeJPEG, 1, nil))
            CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
            #expect(CGImageDestinationFinalize(destination))
            return out.length
        }
        let noise = try CGImage(
            width: 64, height: 64,
            premultipliedRGBA: (0..<64 * 64 * 4).map { $0 % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        #expect(try size(of: noise, quality: 0.2) < size(of: noise, quality: 0.9))
        // Translucent green over black.
        let translucent = try CGImage(width: 8, height: 8, premultipliedRGBA: (0..<256).map { [0, 128, 0, 128][$0 % 4] })
        let out = NSMutableData()
        let jpeg = try #require(CGImageDestinationCreateWithData(out, kUTTypeJPEG, 1, nil))
        CGImageDestinationAddImage(jpeg, translucent, nil)
        #expect(CGImageDestinationFinalize(jpeg))
        let jpegSource = try #require(CGImageSourceCreateWithData(out, nil))
        let decoded = try #require(CGImageSourceCreateImageAtIndex(jpegSource, 0, nil))
        #expect(abs(Int(decoded.pixels[1]) - 128) <= 3 && decoded.pixels[0] <= 3 && decoded.pixels[3] == 255)
    }

    @Test func thumbnailsAverageTheAreaEachPixelCovers() throws {
        // 3 × 1 grays 0, 90, 255 to 2 × 1: each output pixel covers 1.5 inputs.
        let row = try CGImage(width: 3, height: 1, premultipliedRGBA: [0, 0, 0, 255, 90, 90, 90, 255, 255, 255, 255, 255])
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, row, nil)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let options = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceCreateThumbnailWithTransform: true, kCGImageSourceThumbnailMaxPixelSize: CGFloat(2),
        ] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumbnail.width == 2 && thumbnail.height == 1)
        #expect(thumbnail.pixels == [30, 30, 30, 255, 200, 200, 200, 255])
        // Never scaled up; nothing without a thumbnail option.
        let whole = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary))
        #expect(whole.width == 3 && whole.pixels == row.pixels)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 2] as CFDictionary) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
    }

    @Test func thumbnailOfTwoHalvesKeepsItsProportionsAndEdge() throws {
        // 100 × 50, red left half, blue right half, to at most 20 pixels: 20 × 10, the edge
        // between columns 9 and 10.
        var pixels = [UInt8](repeating: 255, count: 100 * 50 * 4)
        for y in 0..<50 {
            for x in 0..<100 {
                let p = (y * 100 + x) * 4
                (pixels[p], pixels[p + 1], pixels[p + 2]) = x < 50 ? (255, 0, 0) : (0, 0, 255)
            }
        }
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, try CGImage(width: 100, height: 50, premultipliedRGBA: pixels), nil)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 20] as CFDictionary))
        #expect(thumbnail.width == 20 && thumbnail.height == 10)
        #expect(Array(thumbnail.pixels[36..<40]) == [255, 0, 0, 255] && Array(thumbnail.pixels[40..<44]) == [0, 0, 255, 255])
    }

    @Test func imagesFromDataProviders() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, try sample(), nil)
        #expect(CGImageDestinationFinalize(destination))
        let provider = try #require(CGDataProvider(data: data))
        let png = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(png.pixels == (try sample()).pixels)
        #expect(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        let source = try #require(CGImageSourceCreateWithDataProvider(provider, nil))
        #expect(CGImageSourceGetCount(source) == 1)
    }

    @Test func unreadableAndUnwritableInputsAreRefused() throws {
        let text = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetType(text) == nil && CGImageSourceGetCount(text) == 0)
        #expect(CGImageSourceGetStatus(text) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(text, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(text, 0, nil) == nil)

        // A PNG cut short is recognised but damaged.
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, try sample(), nil)
        #expect(CGImageDestinationFinalize(destination))
        let truncated = try #require(CGImageSourceCreateWithData(data.subdata(with: NSRange(location: 0, length: 40)) as CFData, nil))
        #expect(CGImageSourceGetType(truncated) == kUTTypePNG)
        #expect(CGImageSourceGetStatus(truncated) == .statusInvalidData)
        #expect(CGImageSourceCreateImageAtIndex(truncated, 0, nil) == nil)

        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/x.png") as CFURL, nil) == nil)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.tiff" as CFString, 1, nil) == nil)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), kUTTypePNG, 2, nil) == nil)

        let empty = try #require(CGImageDestinationCreateWithData(NSMutableData(), kUTTypePNG, 1, nil))
        #expect(!CGImageDestinationFinalize(empty))
        let twice = NSMutableData()
        let overfilled = try #require(CGImageDestinationCreateWithData(twice, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(overfilled, try sample(), nil)
        CGImageDestinationAddImage(overfilled, try sample(), nil)
        #expect(!CGImageDestinationFinalize(overfilled) && twice.length == 0)

        // A file in a missing directory is not written, and reports failure.
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/frame.png")
        let unwritable = try #require(CGImageDestinationCreateWithURL(missing as CFURL, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(unwritable, try sample(), nil)
        #expect(!CGImageDestinationFinalize(unwritable))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
