import Foundation
import Testing

@testable import QuartziteExport

@Suite struct ExportDestinationTests {
    private func resolve(_ out: String?, _ format: ExportFormat? = nil, frames: Int = 10) throws -> ExportDestination {
        try ExportDestination.resolve(out: out, format: format, frameCount: frames, defaultDirectory: "out/scene")
    }

    @Test func standardOutputDefaultsToY4M() throws {
        #expect(try resolve("-") == .standardOutput(.y4m))
        #expect(try resolve("-", .rgba) == .standardOutput(.rgba))
    }

    @Test func extensionsNameFormats() throws {
        #expect(try resolve("a.mp4") == .file(path: "a.mp4", format: .mp4))
        #expect(try resolve("a.webm") == .file(path: "a.webm", format: .webm))
        #expect(try resolve("a.gif") == .file(path: "a.gif", format: .gif))
        #expect(try resolve("a.mov") == .file(path: "a.mov", format: .prores))
        #expect(try resolve("a.y4m") == .file(path: "a.y4m", format: .y4m))
        #expect(try resolve("a.mov", .mp4) == .file(path: "a.mov", format: .mp4))
    }

    @Test func directoriesAndPatterns() throws {
        let pattern = FrameNamePattern(prefix: "out/seed/", width: 5, zeroPadded: true, suffix: ".png")
        #expect(try resolve("out/seed") == .imageSequence(pattern))
        #expect(try resolve("out/seed/") == .imageSequence(pattern))
        #expect(try resolve(nil) == .imageSequence(FrameNamePattern(prefix: "out/scene/", width: 5, zeroPadded: true, suffix: ".png")))
        #expect(try resolve("f/%04d.png") == .imageSequence(FrameNamePattern("f/%04d.png")!))
        #expect(try resolve("clip", .mp4) == .file(path: "clip/out.mp4", format: .mp4))
    }

    @Test func unknownExtensionsAreRefusedUnlessClearlyADirectory() throws {
        #expect(throws: ExportError.self) { try resolve("movie.txt") }
        #expect(try resolve("frames.v2/") == .imageSequence(FrameNamePattern(prefix: "frames.v2/", width: 5, zeroPadded: true, suffix: ".png")))
        #expect(try resolve("clip.v2", .mp4) == .file(path: "clip.v2/out.mp4", format: .mp4))
        // The default directory is named after the scene file, dots and all.
        let named = try ExportDestination.resolve(out: nil, format: nil, frameCount: 2, defaultDirectory: "out/scene.v2")
        #expect(named == .imageSequence(FrameNamePattern(prefix: "out/scene.v2/", width: 5, zeroPadded: true, suffix: ".png")))
    }

    @Test func singlePNGOnlyForOneFrame() throws {
        #expect(try resolve("still.png", frames: 1) == .singleImage(path: "still.png"))
        #expect(throws: ExportError.self) { try resolve("still.png", frames: 2) }
        #expect(throws: ExportError.self) { try resolve("f/%04d.png", .mp4) }
    }
}
