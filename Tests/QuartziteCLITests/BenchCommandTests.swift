import Foundation
import Testing

/// `quartzite bench`: `--threads` sets the CPU renderer's threads, and the run ends with the
/// process's peak memory.
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
}
