import Foundation
import Testing

/// `quartzite bench`: `--threads` sets the CPU renderer's threads, and the run ends with the
/// process's peak memory; `--json` prints the peers' result lines and `--dump-frames` the frames
/// that Benchmarks/side-by-side.sh compares with the raw GL harness's.
@Suite struct BenchCommandTests {
    @Test func threadsAndPeakMemory() throws {
        let dir = FileManager.default.temporaryDirectory
        let result = try CLI.run(
            ["bench", "--backend", "cpu", "--threads", "1", "--frames", "1", "--scenes", "S1-10", "--size", "64x36"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "backend: cpu (1 render thread × 1 core); 64x36; median of 1 frames")
        #expect(lines.contains { $0.hasPrefix("S1-10 ") })
        let peak = try #require(lines.last)
        #expect(peak.hasPrefix("peak memory: ") && peak.hasSuffix(" MiB"), "\(peak)")
        let refused = try CLI.run(["bench", "--threads", "0"], in: dir)
        #expect(refused.status == 64 && refused.stderr.contains("--threads must be 1 to 1024"), "\(refused.stderr)")
    }

    /// Every default in the commands' help reads as the option is written: `--size`'s was
    /// `CanvasSize(width: 1920.0, height: 1080.0)`.
    @Test func helpDefaultsReadAsOptions() throws {
        let dir = FileManager.default.temporaryDirectory
        let help = try CLI.run(["bench", "--help"], in: dir)
        let text = String(decoding: help.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--size <size> Frame size, WxH pixels. (default: 1920x1080)"), "\(text)")
        for command in ["render", "validate", "info", "bench"] {
            let help = try CLI.run([command, "--help"], in: dir)
            #expect(help.status == 0)
            #expect(!String(decoding: help.stdout, as: UTF8.self).contains("CanvasSize("), "\(command)")
        }
    }

    @Test func jsonLinesAndDumpedFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(
            ["bench", "--backend", "cpu", "--threads", "1", "--frames", "3", "--scenes", "S1-10,S3", "--size", "64x36",
             "--json", "--dump-frames", "frames"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        for (line, scene) in zip(lines, ["S1-10", "S3"]) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["system"] as? String == "quartzite-cpu")
            #expect(object["scene"] as? String == scene)
            #expect(object["variant"] as? String == "threads=1")
            #expect(object["frames"] as? Int == 3)
            let times = try #require(object["times_ms"] as? [Double])
            #expect(times.count == 3)
            #expect(object["median_ms"] as? Double == times.sorted()[1])
            // The frame: raw RGBA8, 64 × 36 pixels, opaque (the clear is opaque grey); S3's ten
            // half-opaque full-frame layers cover every pixel, so none is left the clear's grey.
            let frame = try Data(contentsOf: dir.appendingPathComponent("frames/\(scene).rgba"))
            #expect(frame.count == 64 * 36 * 4)
            #expect(stride(from: 3, to: frame.count, by: 4).allSatisfy { frame[$0] == 255 })
            if scene == "S3" {
                #expect(stride(from: 0, to: frame.count, by: 4).allSatisfy { frame[$0 ..< $0 + 3] != Data([32, 32, 32]) })
            }
        }
        let pipelinedCPU = try CLI.run(["bench", "--backend", "cpu", "--pipelined"], in: dir)
        #expect(pipelinedCPU.status == 64 && pipelinedCPU.stderr.contains("--pipelined needs --backend gl"), "\(pipelinedCPU.stderr)")
        let gpuTimeCPU = try CLI.run(["bench", "--backend", "cpu", "--gpu-time"], in: dir)
        #expect(gpuTimeCPU.status == 64 && gpuTimeCPU.stderr.contains("--gpu-time needs --backend gl"), "\(gpuTimeCPU.stderr)")
    }
}
