import Foundation
import Testing

@testable import QuartzGeometry

/// Whether `error` reports damaged data (not a crash, not a success).
func isCorrupt(_ error: CGImageError) -> Bool {
    if case .corrupt = error { return true }
    return false
}

@Suite("Corrupt and oversized image data")
struct CorruptImageTests {
    private func validPNG() throws -> Data {
        let image = try CGImage(width: 16, height: 16, straightRGBA: variedAlphaStraightPixels())
        return try image.pngData(compressionLevel: 6)
    }

    @Test("Random bytes after a PNG signature are reported as corrupt")
    func randomAfterSignature() {
        var generator = SplitMix(seed: 7)
        for length in [0, 4, 30, 200] {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            #expect(throws: CGImageError.self) { try CGImage(pngData: Data(bytes)) }
            do {
                _ = try CGImage(pngData: Data(bytes))
            } catch {
                #expect(isCorrupt(error), "\(length) random bytes: \(error)")
            }
        }
    }

    @Test("A PNG truncated anywhere, even just before IEND, is an error")
    func truncatedPNG() throws {
        let data = try validPNG()
        for length in [9, 16, 33, 40, data.count / 2, data.count - 13, data.count - 1] {
            do {
                _ = try CGImage(pngData: data.prefix(length))
                Issue.record("truncated at \(length) of \(data.count) bytes decoded")
            } catch {
                #expect(isCorrupt(error), "\(length): \(error)")
            }
        }
        #expect(try CGImage(pngData: data).width == 16)
    }

    @Test("A PNG with a damaged IDAT checksum names libpng's reason and an offset")
    func badChecksum() throws {
        var bytes = [UInt8](try validPNG())
        bytes[bytes.count - 14] ^= 0xFF  // last byte of the IDAT CRC
        do {
            _ = try CGImage(pngData: Data(bytes))
            Issue.record("damaged CRC decoded")
        } catch {
            guard case .corrupt(nil, let offset, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("CRC"))
            #expect(offset > 33 && offset <= bytes.count)
        }
    }

    @Test("A truncated JPEG is an error, not gray padding")
    func truncatedJPEG() throws {
        var samples: [UInt8] = []
        for i in 0..<(32 * 32) { samples += [UInt8(i % 256), UInt8(i / 4 % 256), 90] }
        let data = try makeJPEG(width: 32, height: 32, components: 3, samples: samples, quality: 90)
        for length in [3, 20, 200, data.count / 2, data.count - 2] {
            do {
                _ = try CGImage(jpegData: data.prefix(length))
                Issue.record("truncated at \(length) of \(data.count) bytes decoded")
            } catch {
                #expect(isCorrupt(error), "\(length): \(error)")
            }
        }
    }

    /// FuzzJPEG's finding: a 281-byte progressive JPEG whose header says 6144 × 32513 pixels
    /// had a 780 MB pixel buffer and whole-image coefficient arrays allocated before its scans
    /// turned out corrupt (1.3 s and 600 MB here, 23 s under AddressSanitizer). A Huffman-coded
    /// JPEG holds at least a bit per 8×8 block, so it is refused on its length, before any
    /// allocation.
    @Test("A JPEG too short for the size its header announces is refused before decoding")
    func jpegShorterThanItsSize() throws {
        let data = try #require(Data(base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDMpLDAx",
            "NDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDHkAAAAyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIy",
            "MjIyMjIyMjL/wgARCH8BGAADASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAUGBP/EABcBAAMBAAAAAAAAAAAAAAAAAAID",
            "BAX/2gAMAwEAAhADEAAAAZTc3YyoSFQFu//EABkQAAMAAwAAAAAAAAA/EEIpVPMxXLrZ0OcX/9k=",
        ].joined()))
        #expect(data.count == 281)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try CGImage(jpegData: data)
            Issue.record("decoded")
        } catch {
            #expect(isCorrupt(error), "\(error)")
            #expect("\(error)".contains("a 6144 x 32513 image needs at least 97584 bytes of coded data, the file has 281"), "\(error)")
        }
        #expect(clock.now - start < .milliseconds(500))
        // Real files pass the bound: the progressive sample below and a flat baseline image.
        #expect(try CGImage(jpegData: Self.progressiveJPEG).width == 24)
        let flat = try makeJPEG(width: 256, height: 256, components: 3, samples: [UInt8](repeating: 128, count: 256 * 256 * 3), quality: 50)
        #expect(try CGImage(jpegData: flat).height == 256)
    }

    /// A 24 × 16 progressive JPEG (10 scans), written by Pillow.
    static let progressiveJPEG = Data(
        base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcp",
            "LDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIy",
            "MjIyMjIyMjIyMjIyMjL/wgARCAAQABgDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAUGBP/EABcBAAMBAAAAAAAA",
            "AAAAAAAAAAIDBAX/2gAMAwEAAhADEAAAAZTc3YyoSFQFu//EABkQAAMAAwAAAAAAAAAAAAAAAAACAwEEEf/aAAgBAQABBQJY",
            "CwF1xICQMS4f/8QAGBEAAgMAAAAAAAAAAAAAAAAAAAQBAxL/2gAIAQMBAT8BWeK3pyf/xAAbEQACAQUAAAAAAAAAAAAAAAAA",
            "AgEDBBETIf/aAAgBAgEBPwGm2wZrdZw09P/EABYQAAMAAAAAAAAAAAAAAAAAAAAgMf/aAAgBAQAGPwJYf//EABcQAQEBAQAA",
            "AAAAAAAAAAAAAABhASH/2gAIAQEAAT8hkmkgiz561//aAAwDAQACAAMAAAAQn9//xAAXEQEBAQEAAAAAAAAAAAAAAAABABEh",
            "/9oACAEDAQE/EMM7NCN//8QAGBEBAQADAAAAAAAAAAAAAAAAAQAhYbH/2gAIAQIBAT8Qkrx2l4N//8QAGRABAQEAAwAAAAAA",
            "AAAAAAAAEQABQXHB/9oACAEBAAE/EEIpVPMxXLrZ0OcX/9k=",
        ].joined())!

    /// Issue 15: a truncated JPEG reportedly made decoding grow by a gigabyte a second. Every
    /// truncation of a baseline and a progressive file fails as corrupt (or unsupported, before
    /// the signature), quickly.
    @Test("A JPEG truncated at every length is an error")
    func everyTruncation() throws {
        var samples: [UInt8] = []
        for i in 0..<(24 * 16) { samples += [UInt8(i % 256), UInt8(i / 4 % 256), 90] }
        let baseline = try makeJPEG(width: 24, height: 16, components: 3, samples: samples, quality: 75)
        for data in [baseline, Self.progressiveJPEG] {
            #expect((try? CGImage(jpegData: data)) != nil)
            for length in 0..<(data.count - 1) {
                do {
                    _ = try CGImage(jpegData: data.prefix(length))
                    Issue.record("truncated at \(length) of \(data.count) bytes decoded")
                } catch {
                    #expect(isCorrupt(error) || error == .unsupportedFormat(path: nil), "\(length): \(error)")
                }
            }
        }
    }

    /// A progressive JPEG whose last scan repeats hundreds of times (each scan can revisit the
    /// whole image: a small file that takes minutes) is refused after a budget of scans.
    @Test("A progressive JPEG with too many scans is refused")
    func scanBomb() throws {
        let data = Self.progressiveJPEG
        let bytes = [UInt8](data)
        let lastScan = try #require((0..<(bytes.count - 1)).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let scan = bytes[lastScan..<(bytes.count - 2)]
        var bomb = [UInt8](bytes[..<(bytes.count - 2)])
        for _ in 0..<600 { bomb += scan }
        bomb += [0xFF, 0xD9]
        do {
            _ = try CGImage(jpegData: Data(bomb))
            Issue.record("decoded")
        } catch {
            guard case .corrupt(_, _, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason == "more than 500 progressive scans for 24x16 pixels")
        }
    }

    @Test("Unknown and empty data are unsupported formats")
    func unsupported() {
        #expect(throws: CGImageError.unsupportedFormat(path: nil)) { try CGImage(pngData: Data()) }
        #expect(throws: CGImageError.unsupportedFormat(path: nil)) { try CGImage(jpegData: Data([1, 2, 3, 4])) }
        #expect(throws: CGImageError.unsupportedFormat(path: nil)) { try CGImage(jpegData: Data([0xFF, 0xD8])) }
    }

    @Test("Files: missing, unsupported and corrupt files name their path")
    func fileErrors() throws {
        let directory = FileManager.default.temporaryDirectory
        let missing = directory.appendingPathComponent("quartzite-missing-\(UUID().uuidString).png")
        do {
            _ = try CGImage(contentsOf: missing)
            Issue.record("missing file decoded")
        } catch {
            guard case .readFailed(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == missing.path)
            #expect(error.description.hasPrefix(missing.path))
        }
        let text = directory.appendingPathComponent("quartzite-\(UUID().uuidString).png")
        try Data("hello".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        #expect(throws: CGImageError.unsupportedFormat(path: text.path)) { try CGImage(contentsOf: text) }
        let broken = directory.appendingPathComponent("quartzite-\(UUID().uuidString).png")
        try validPNG().prefix(50).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        do {
            _ = try CGImage(contentsOf: broken)
            Issue.record("truncated file decoded")
        } catch {
            #expect(isCorrupt(error))
            #expect(error.description.hasPrefix(broken.path + ": corrupt image data near byte"))
        }
    }

    @Test("Oversized images are refused from the header, before allocating")
    func tooLarge() throws {
        for (width, height) in [(40_000, 1), (20_000, 20_000)] {
            // IHDR of a huge 8-bit gray image, then a token IDAT: only the header is read.
            var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            HandMadePNG.appendChunk(
                "IHDR", HandMadePNG.bigEndian32(width) + HandMadePNG.bigEndian32(height) + [8, 0, 0, 0, 0],
                to: &file)
            HandMadePNG.appendChunk("IDAT", [0x78, 0x01], to: &file)
            #expect(throws: CGImageError.tooLarge(path: nil, width: width, height: height)) {
                try CGImage(pngData: Data(file))
            }
        }
        #expect(throws: CGImageError.tooLarge(path: nil, width: 32_769, height: 1)) {
            try CGImage(width: 32_769, height: 1, premultipliedRGBA: [])
        }
    }
}

/// A small deterministic pseudo-random generator for test data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
