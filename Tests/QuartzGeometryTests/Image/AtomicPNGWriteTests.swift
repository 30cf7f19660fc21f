import Foundation
import Testing

@testable import QuartzGeometry

@Suite("Atomic PNG writing")
struct AtomicPNGWriteTests {
    private func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quartzite-write-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    private func image() throws(CGImageError) -> CGImage {
        try CGImage(width: 16, height: 16, straightRGBA: variedAlphaStraightPixels())
    }

    @Test("Writing leaves exactly the final file, which decodes to the image")
    func writes() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        let original = try image()
        try original.writePNG(to: url, compressionLevel: 1)
        // Overwriting an existing file replaces it.
        try original.writePNG(to: url, compressionLevel: 9)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        #expect(try CGImage(contentsOf: url).pixels == original.pixels)
    }

    @Test("A missing directory is an error and leaves no file")
    func missingDirectory() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("absent/frame.png")
        #expect(throws: CGImageError.self) { try image().writePNG(to: url) }
        do {
            try image().writePNG(to: url)
        } catch {
            guard case .writeFailed(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == url.path)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("A failed rename (target is a directory) removes the temporary file")
    func failedRename() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("taken.png", isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("inside"), withIntermediateDirectories: false)
        #expect(throws: CGImageError.self) { try image().writePNG(to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test("An invalid compression level writes nothing")
    func invalidLevel() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        #expect(throws: CGImageError.invalidCompressionLevel(12)) {
            try image().writePNG(to: url, compressionLevel: 12)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
