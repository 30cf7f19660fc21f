import Foundation
import Testing

/// `quartzite render` end to end, on the built binary (CPU backend: deterministic and fast).
@Suite struct RenderCommandTests {
    private let fm = FileManager.default

    @Test func pngSequence() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "frames", "--backend", "cpu"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try fm.contentsOfDirectory(atPath: dir.path + "/frames").sorted()
        #expect(files == (0..<10).map { String(format: "%05d.png", $0) })
        let data = try Data(contentsOf: dir.appendingPathComponent("frames/00003.png"))
        #expect(CLI.pngSize(data)! == (24, 12))
        #expect(result.stderr.contains("10 frames in"))
    }

    /// Raw RGBA on standard output: 10 frames of 24×12×4 bytes; in frame 3 the square's left
    /// edge is at x = 3: (3, 2) red, (2, 2) white.
    @Test func rawToStandardOutput() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "cpu"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.count == 10 * 24 * 12 * 4)
        let frame3 = 3 * 24 * 12 * 4
        let red = frame3 + (2 * 24 + 3) * 4
        #expect([UInt8](result.stdout[red..<red + 4]) == [255, 0, 0, 255])
        #expect([UInt8](result.stdout[red - 4..<red]) == [255, 255, 255, 255])
    }

    /// Premultiplied raw RGBA on standard output: the same frames (opaque pixels are the same
    /// either way), the translucent edge pixel of the moving square as rendered.
    @Test func premultipliedRawToStandardOutput() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let straight = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "cpu"], in: dir)
        let premultiplied = try CLI.run(
            ["render", "scene.json", "--out", "-", "--format", "rgba-premultiplied", "--backend", "cpu"], in: dir)
        #expect(premultiplied.status == 0, "\(premultiplied.stderr)")
        #expect(premultiplied.stdout.count == straight.stdout.count)
        let frame3 = 3 * 24 * 12 * 4
        let red = frame3 + (2 * 24 + 3) * 4
        #expect([UInt8](premultiplied.stdout[red..<red + 4]) == [255, 0, 0, 255])
        // Every pixel is its straight value premultiplied (within rounding).
        for i in stride(from: 0, to: straight.stdout.count, by: 4) {
            let a = Int(straight.stdout[i + 3])
            #expect(Int(premultiplied.stdout[i + 3]) == a)
            for c in 0..<3 {
                let expected = (Int(straight.stdout[i + c]) * a + 127) / 255
                #expect(abs(Int(premultiplied.stdout[i + c]) - expected) <= 1)
            }
        }
    }

    @Test func singleTimeWritesExactlyThatFile() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(
            ["render", "scene.json", "--time", "0.5", "--out", "still.png", "--backend", "cpu", "--scale", "2"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: dir.path).sorted() == ["scene.json", "still.png"])
        #expect(CLI.pngSize(try Data(contentsOf: dir.appendingPathComponent("still.png")))! == (48, 24))
    }

    @Test func y4mHeaderAndFrameCount() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "-", "--format", "y4m", "--frames", "2..6", "--backend", "cpu"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let header = "YUV4MPEG2 W24 H12 F10:1 Ip A1:1 C444\n"
        #expect(String(decoding: result.stdout.prefix(header.utf8.count), as: UTF8.self) == header)
        #expect(result.stdout.count == header.utf8.count + 5 * (6 + 3 * 24 * 12))
    }

    @Test func mp4CheckedWithFFprobe() throws {
        let dir = try CLI.sceneDirectory(width: 32, height: 18)
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "clip.mp4", "--backend", "cpu"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", dir.path + "/clip.mp4",
        ]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "32,18,10")
    }

    @Test func missingFFmpegIsAClearError() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "clip.mp4", "--backend", "cpu"], in: dir, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ffmpeg is needed for mp4 output and was not found on PATH"))
        #expect(try fm.contentsOfDirectory(atPath: dir.path) == ["scene.json"])
    }

    /// Four shards joined equal one run, byte for byte.
    @Test func shardsJoinToASingleRun() throws {
        let dir = try CLI.sceneDirectory(frames: 11)
        defer { try? fm.removeItem(at: dir) }
        let single = try CLI.run(["render", "scene.json", "--out", "single", "--backend", "cpu"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        for k in 0..<4 {
            let shard = try CLI.run(["render", "scene.json", "--out", "joined", "--shard", "\(k)/4", "--backend", "cpu"], in: dir)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let names = try fm.contentsOfDirectory(atPath: dir.path + "/single").sorted()
        #expect(names.count == 11)
        #expect(try fm.contentsOfDirectory(atPath: dir.path + "/joined").sorted() == names)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("single/" + name))
            let b = try Data(contentsOf: dir.appendingPathComponent("joined/" + name))
            #expect(a == b, "\(name) differs")
        }
    }

    @Test func badArgumentsAreRefused() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--shard", "4/4"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--shard 4/4"))
        let png = try CLI.run(["render", "scene.json", "--out", "one.png", "--backend", "cpu"], in: dir)
        #expect(png.status == 64)
        #expect(png.stderr.contains("one PNG file cannot hold 10 frames"))
    }

    // Signals mid-run (SIGINT, SIGTERM, SIGHUP): FaultTests.

    @Test func emptyOutIsRefused() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["render", "scene.json", "--out", "", "--backend", "cpu"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--out is empty"))
    }

    /// Out-of-range numbers in options are usage errors (exit 64, naming the option), not traps
    /// or enormous allocations (issue 15's reproducers).
    @Test func hugeOptionValuesAreRefused() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let cases: [([String], String)] = [
            (["render", "scene.json", "--fps", "1e308"], "--fps must be a positive number up to 1000"),
            (["render", "scene.json", "--scale", "1e300"], "--scale must be a positive number up to 64"),
            (["render", "scene.json", "--size", "99999999999999999999x2"], "--size gives"),
            (["render", "scene.json", "--msaa", "1000"], "--msaa must be 0 to 64"),
            (["render", "scene.json", "--threads", "10000"], "--threads must be 1 to 1024"),
            (["render", "scene.json", "--time=-5"], "--time -5.0: expected a finite time"),
            (["bench", "--size", "99999999999x99999999999"], "--size gives"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments + ["--backend", "cpu"], in: dir)
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        // A scene whose numbers are too large: refused as a scene (65), naming each path.
        let scene = #"{"canvas": {"width": 1e29, "height": 10}, "fps": 1e9, "duration": 1e300, "root": {}}"#
        try scene.write(to: dir.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        let huge = try CLI.run(["render", "huge.json", "--backend", "cpu", "--out", "frames"], in: dir)
        #expect(huge.status == 65, "\(huge.status): \(huge.stderr)")
        for path in ["fps: at most 1000", "duration: 1e+300 s", "canvas.width: 1e+29 points"] {
            #expect(huge.stderr.contains(path), "\(huge.stderr)")
        }
        // Options that make the scene's canvas too large are usage errors.
        let big = #"{"canvas": {"width": 1000, "height": 1000}, "fps": 10, "duration": 1, "root": {}}"#
        try big.write(to: dir.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let scaled = try CLI.run(["render", "big.json", "--backend", "cpu", "--scale", "60"], in: dir)
        #expect(scaled.status == 64 && scaled.stderr.contains("the canvas gives"), "\(scaled.status): \(scaled.stderr)")
    }
}
