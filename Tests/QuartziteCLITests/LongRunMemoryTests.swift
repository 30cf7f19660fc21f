import Foundation
import Testing

/// A long export keeps memory flat (issue 15, item 5): the built binary renders an animated
/// 1,000-layer scene at a small canvas to standard output, and its resident set is sampled
/// every 40 frames. Nothing may accumulate per frame (snapshots, animation state, frame and
/// buffer pools, timing records): after a warm-up the peak grows by at most 4 MiB. The
/// 100,000-frame figure is in Benchmarks/README.md.
@Suite struct LongRunMemoryTests {
    /// 1,000 4×4 layers on a 64×36 canvas, each with a repeating position and opacity
    /// animation (so every frame differs), at 30 fps.
    static func scene(frames: Int) -> String {
        let layers = (0..<1000).map { i -> String in
            let x = (i * 7) % 64, y = (i * 13) % 36
            let color = String(format: "#%02X%02X80", (i * 37) % 256, (i * 91) % 256)
            return #"""
                {"bounds": [0, 0, 4, 4], "position": [\#(x), \#(y)], "backgroundColor": "\#(color)", "animations": [
                 {"type": "basic", "keyPath": "position.x", "fromValue": \#(x), "toValue": \#(x + 20), "duration": \#(1 + Double(i % 5) * 0.25), "repeatCount": 1e9, "autoreverses": true},
                 {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0.3, "duration": 0.7, "repeatCount": 1e9, "autoreverses": true}]}
                """#
        }
        return #"""
            {"canvas": {"width": 64, "height": 36, "background": "#000000"}, "fps": 30, "duration": \#(Double(frames) / 30),
             "root": {"bounds": [0, 0, 64, 36], "position": [32, 18], "sublayers": [\#(layers.joined(separator: ",\n"))]}}
            """#
    }

    /// `VmRSS` and `VmHWM` of process `pid` in bytes (from /proc/PID/status).
    static func memory(of pid: Int32) -> (resident: Int, peak: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        guard let resident = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (resident, peak)
    }

    @Test(.disabled(if: CLI.isSanitized, "a sanitizer's quarantine holds freed memory: RSS grows by design"))
    func residentMemoryStaysFlat() throws {
        let frames = 480
        let warmUp = 120
        let dir = try CLI.sceneDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene(frames: frames).write(to: dir.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        let running = try CLI.start(
            ["render", "long.json", "--out", "-", "--format", "rgba", "--backend", "cpu", "--quiet"], in: dir)
        let pid = running.process.processIdentifier
        let frameBytes = 64 * 36 * 4
        let output = running.outputPipe.fileHandleForReading
        var received = 0
        var samples: [(frame: Int, resident: Int, peak: Int)] = []
        var nextSample = 40
        while let chunk = try output.read(upToCount: 1 << 16), !chunk.isEmpty {
            received += chunk.count
            if received / frameBytes >= nextSample, let m = Self.memory(of: pid) {
                samples.append((received / frameBytes, m.resident, m.peak))
                nextSample += 40
            }
        }
        running.process.waitUntilExit()
        let stderr = String(decoding: running.errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(running.process.terminationStatus == 0, "\(stderr)")
        #expect(received == frames * frameBytes)
        let table = samples.map { "frame \($0.frame): RSS \($0.resident >> 10) KiB, peak \($0.peak >> 10) KiB" }.joined(separator: "\n")
        let settled = try #require(samples.first { $0.frame >= warmUp }, "\(table)")
        let last = try #require(samples.last)
        #expect(samples.count >= 10, "\(table)")
        #expect(last.frame >= frames - 40)
        // Bounded growth: the peak after the warm-up stays within 4 MiB of where it settled.
        #expect(last.peak - settled.peak <= 4 << 20, "the peak grew after frame \(warmUp):\n\(table)")
        #expect(samples.allSatisfy { $0.frame < warmUp || $0.resident - settled.resident <= 4 << 20 }, "\(table)")
    }
}
