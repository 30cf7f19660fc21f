import Foundation
import Quartzite
import QuartziteCompositor
import QuartziteRender
import Testing

@testable import QuartziteExport

@Suite struct SinkTests {
    private func frame(_ rgba: [UInt8], width: Int, height: Int) -> Frame {
        var frame = Frame(width: 0, height: 0)
        frame.withUnsafeMutablePixels(resizingTo: PixelSize(width: width, height: height)) { p in
            for i in 0..<rgba.count { p[i] = rgba[i] }
        }
        return frame
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A file stream is complete only after finish: before it, only a temporary name exists.
    @Test func y4mFileIsRenamedOnFinish() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.y4m").path
        let sink = try StreamSink(format: .y4m, path: path, fps: 25)
        let f = frame([255, 0, 0, 255, 0, 0, 0, 0], width: 2, height: 1)
        for n in 0..<3 { try sink.write(try sink.prepare(f, number: n)) }
        #expect(!FileManager.default.fileExists(atPath: path))
        try sink.finish()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let header = "YUV4MPEG2 W2 H1 F25:1 Ip A1:1 C444\n"
        #expect(data.count == header.utf8.count + 3 * (6 + 3 * 2))
        #expect(String(decoding: data.prefix(header.utf8.count), as: UTF8.self) == header)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.y4m"])
    }

    /// Cancelling removes the unfinished file.
    @Test func cancelRemovesTemporary() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sink = try StreamSink(format: .rgba, path: dir.appendingPathComponent("a.rgba").path, fps: 25)
        try sink.write(try sink.prepare(frame([1, 2, 3, 255], width: 1, height: 1), number: 0))
        sink.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Raw RGBA is straight alpha: premultiplied (64, 0, 0, 128) becomes (128, 0, 0, 128).
    @Test func rawIsStraightAlpha() throws {
        let sink = try StreamSink(format: .rgba, path: nil, fps: 25)
        let prepared = try sink.prepare(frame([64, 0, 0, 128, 0, 0, 0, 0], width: 2, height: 1), number: 0)
        #expect(prepared.bytes == [128, 0, 0, 128, 0, 0, 0, 0])
    }

    /// Raw RGBA reuses its buffers clearing only what the last frame drew and converting only
    /// what this one drew: a half-transparent square moving about a transparent frame, overlapping
    /// where it was or not, comes out as the whole frame's straight bytes every time.
    @Test func rawReusesBuffersWhereFramesDrew() throws {
        let sink = try StreamSink(format: .rgba, path: nil, fps: 25)
        let renderer = SoftwareRenderer(threadCount: 1)
        var rendered = Frame(width: 0, height: 0)
        for (index, (x, y)) in [(4.0, 6.0), (30, 14), (17, 2), (22, 8), (4, 18), (10, 10)].enumerated() {
            var plan = RenderPlan()
            plan.beginPass(purpose: .frame, size: PixelSize(width: 48, height: 32), clearColor: .clear)
            let state = plan.addSharedState(SharedQuadState(transform: CATransform3DIdentity, opacity: 1, clip: .none, edgeAntialiasing: .all))
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: state, rect: CGRect(x: x, y: y, width: 12, height: 12),
                    content: .solid(PremultipliedColor(red: 0.25, green: 0, blue: 0.5, alpha: 0.5))))
            _ = renderer.render(plan, into: &rendered)
            #expect(rendered.drawnBounds != nil && rendered.drawnBounds != PixelRect(x: 0, y: 0, width: 48, height: 32))
            let prepared = try sink.prepare(rendered, number: index)
            #expect(prepared.bytes == rendered.straightRGBA(), "frame \(index)")
            sink.recycle(prepared)
        }
    }

    /// Premultiplied raw RGBA is the frame's bytes as they are — (64, 0, 0, 128) stays — written
    /// from the frame itself, not a copy.
    @Test func premultipliedRawIsTheFrame() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.raw").path
        let sink = try StreamSink(format: .rgbaPremultiplied, path: path, fps: 25)
        let bytes: [UInt8] = [64, 0, 0, 128, 0, 0, 0, 0, 10, 20, 30, 40]
        let next: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        let prepared = try sink.prepare(frame(bytes, width: 3, height: 1), number: 0)
        #expect(prepared.bytes.isEmpty && prepared.frame?.pixels == bytes)
        try sink.write(prepared)
        sink.recycle(prepared)
        try sink.write(try sink.prepare(frame(next, width: 3, height: 1), number: 1))
        try sink.finish()
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes + next)
        #expect(ExportFormat(rawValue: "rgba-premultiplied") == .rgbaPremultiplied)
        #expect(ExportFormat(fileExtension: "rgba") == .rgba)
    }

    /// PNG files decode to the frame and leave no temporary file.
    @Test func pngFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pattern = FrameNamePattern(prefix: dir.path + "/sub/", width: 3, zeroPadded: true, suffix: ".png")
        let sink = PNGFileSink(pattern: pattern)
        _ = try sink.prepare(frame([0, 0, 255, 255, 0, 0, 0, 0], width: 2, height: 1), number: 4)
        try sink.finish()
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/sub")
        #expect(files == ["004.png"])
        let image = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: dir.path + "/sub/004.png")))
        #expect(image.width == 2 && image.height == 1)
        #expect(Array(image.pixels[0..<8]) == [0, 0, 255, 255, 0, 0, 0, 0])
    }

    /// Without ffmpeg on the PATH, a video sink is refused with a clear error.
    @Test func missingFFmpeg() {
        #expect(throws: ExportError.ffmpegMissing(format: .mp4)) {
            try FFmpegSink(format: .mp4, path: "/tmp/x.mp4", fps: 30, environment: ["PATH": "/nonexistent"])
        }
        #expect(ExportError.ffmpegMissing(format: .mp4).description.contains("not found on PATH"))
    }

    /// The codec defaults on ffmpeg's command line.
    @Test func ffmpegArguments() {
        let mp4 = FFmpegCommand(format: .mp4, width: 4, height: 2, fps: 30, outputPath: "o.mp4").arguments
        #expect(mp4.contains("libx264") && mp4.contains("yuv420p"))
        #expect(mp4.suffix(1) == ["o.mp4"])
        // Quartzite converts: ffmpeg reads yuv420p and only encodes, at the fast default preset.
        let input = mp4[mp4.firstIndex(of: "-i")! - 8..<mp4.firstIndex(of: "-i")!]
        #expect(Array(input) == ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "4x2", "-framerate", "30"])
        #expect(mp4.joined(separator: " ").contains("-preset ultrafast -crf 23"))
        #expect(mp4.joined(separator: " ").contains("-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv"))
        #expect(!mp4.contains("-vf"))
        // Odd sizes are padded by the conversion; a chosen preset and crf are passed on.
        let odd = FFmpegCommand(
            format: .mp4, width: 5, height: 3, fps: 30, outputPath: nil, x264Preset: "veryfast", crf: 18).arguments
        #expect(odd.joined(separator: " ").contains("-s 6x4"))
        #expect(odd.joined(separator: " ").contains("-preset veryfast -crf 18"))
        let webm = FFmpegCommand(format: .webm, width: 5, height: 3, fps: 30, outputPath: nil).arguments
        #expect(webm.joined(separator: " ").contains("-pix_fmt rgba -s 5x3"))
        let prores = FFmpegCommand(format: .prores, width: 4, height: 2, fps: 30, outputPath: nil).arguments
        #expect(prores.contains("prores_ks") && prores.contains("4444") && prores.contains("yuva444p10le"))
        #expect(prores.suffix(1) == ["pipe:1"])
        let gif = FFmpegCommand(format: .gif, width: 4, height: 2, fps: 30, outputPath: "o.gif").arguments
        #expect(gif.contains { $0.contains("palettegen") && $0.contains("paletteuse") })
    }
}
