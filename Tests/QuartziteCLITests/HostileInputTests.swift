import Foundation
import Testing

private let fm = FileManager.default
/// Minimal reproducers of what `scripts/fuzz_cli.py` found, one file per finding.
private let fuzzFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")

/// Scene files and options built to break the tool (issue 15): each is refused with a clear
/// message and the exit status of its kind, or works, but never crashes, hangs or leaves a
/// partial file.
@Suite struct HostileInputTests {
    /// Writes `text` as `name` in `dir`.
    private func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// A layer tree ~900 deep, built by events inserting each layer under the one before,
    /// crashed `render` (a stack overflow in the flattener) while `validate` accepted it; 300
    /// levels show the refusal.
    @Test func deepLayerTreeIsRefused() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        var events: [String] = []
        for i in 1..<300 {
            events.append(#"{"time": 0, "insert": [{"parent": "L\#(i - 1)", "layer": {"name": "L\#(i)", "bounds": [0, 0, 4, 4]}}]}"#)
        }
        let scene = #"""
            {"canvas": {"width": 8, "height": 8}, "fps": 10, "duration": 0.1, "root": {"name": "L0"},
             "events": [\#(events.joined(separator: ",\n"))]}
            """#
        try write(scene, "deep.json", in: dir)
        for arguments in [["validate", "deep.json"], ["render", "deep.json", "--backend", "cpu", "--out", "deep.png"]] {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status == 65, "\(arguments): \(result.status) \(result.stderr.prefix(300))")
            #expect(result.stderr.contains("events[255].insert[0].layer: the layer tree is more than 256 layers deep"))
        }
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("deep.png").path))
    }

    /// `shadowRadius` 1e308 passed validation and trapped in the blur (exit 132, no message).
    @Test func hugeNumbersAreSceneErrors() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let scene = #"""
            {"canvas": {"width": 8, "height": 8}, "fps": 10, "duration": 0.1,
             "root": {"bounds": [0, 0, 8, 8], "position": [4, 4], "backgroundColor": "#FF0000",
                      "shadowOpacity": 1, "shadowRadius": 1e308, "rasterizationScale": 1e18, "shouldRasterize": true}}
            """#
        try write(scene, "huge.json", in: dir)
        let result = try CLI.run(["render", "huge.json", "--backend", "cpu", "--out", "huge.png"], in: dir)
        #expect(result.status == 65, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("huge.json: root.shadowRadius: numbers in a scene lie within ±1e9, found 1e+308"))
        #expect(result.stderr.contains("huge.json: root.rasterizationScale: numbers in a scene lie within ±1e9, found 1e+18"))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("huge.png").path))
    }

    /// `--out /dev/null` was refused as "already exists"; a device or FIFO is now written in
    /// place as a stream (Y4M unless --format or the extension says otherwise).
    @Test func devNullIsAnOutput() throws {
        let dir = try CLI.sceneDirectory(frames: 3)
        defer { try? fm.removeItem(at: dir) }
        for extra in [[], ["--format", "png"], ["--format", "rgba"]] {
            let result = try CLI.run(["render", "scene.json", "--out", "/dev/null", "--backend", "cpu"] + extra, in: dir)
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            #expect(result.stderr.contains("3 frames"), "\(extra): \(result.stderr)")
        }
        // A named pipe gets the frames, and stays a pipe.
        let fifo = dir.appendingPathComponent("frames.rgba")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "wc -c < '\(fifo.path)'"]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        let result = try CLI.run(["render", "scene.json", "--out", fifo.path, "--backend", "cpu", "--quiet"], in: dir)
        let count = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "\(3 * 24 * 12 * 4)")
        let type = try fm.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType
        #expect(type != nil && type != .typeRegular)
    }

    /// `--time -5` said "Missing value"; an overflowing `--frames` said "expected A ≤ B".
    @Test func negativeTimeAndHugeFrameNumbers() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let cases: [([String], String)] = [
            (["--time", "-5"], "--time -5.0: expected a finite time in seconds, 0 or more"),
            (["--frames", "0..99999999999999999999"], "--frames 0..99999999999999999999: frame numbers are whole numbers from 0 to 9999999"),
            (["--frames", "5..2"], "expected A..B with A ≤ B"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(["render", "scene.json", "--backend", "cpu"] + arguments, in: dir)
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    /// Scene and image paths that are no regular files: /dev/zero, /dev/urandom, a FIFO, a
    /// directory, a symbolic link loop.
    @Test func inputsThatAreNoFiles() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("fifo.json").path, 0o600) == 0)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop.json").path, withDestinationPath: "loop.json")
        try fm.createDirectory(at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let cases = [
            ("/dev/zero", "it is not a regular file"), ("/dev/urandom", "it is not a regular file"),
            ("fifo.json", "it is not a regular file"), ("folder.json", "it is a directory"),
            ("loop.json", "too many levels of symbolic links"),
        ]
        for (path, reason) in cases {
            let result = try CLI.run(["validate", path], in: dir)
            #expect(result.status == 65, "\(path): \(result.status)")
            #expect(result.stderr.contains("\(path): cannot read the file: \(reason)"), "\(path): \(result.stderr)")
            let image = #"{"canvas": {"width": 4, "height": 4}, "duration": 0.1, "images": {"i": "\#(path)"}, "root": {"contents": "i"}}"#
            try write(image, "image.json", in: dir)
            let loaded = try CLI.run(["validate", "image.json"], in: dir)
            #expect(loaded.status == 65, "\(path): \(loaded.status)")
            #expect(loaded.stderr.contains(reason), "\(path): \(loaded.stderr)")
        }
    }

    /// Under a small address-space limit Mesa's GL driver died of a double free: GL is not
    /// started there (`gl` is a usage error, `auto` uses the CPU with a notice).
    @Test(.disabled(if: CLI.isSanitized, "ulimit -v cannot hold a sanitizer's shadow memory"))
    func smallAddressSpaceSkipsGL() throws {
        let dir = try CLI.sceneDirectory(frames: 2)
        defer { try? fm.removeItem(at: dir) }
        for backend in ["gl", "auto"] {
            let (status, text) = try CLI.runUnderAddressLimit(
                kibibytes: 500_000, "render scene.json --backend \(backend) --out frames/", in: dir)
            #expect(text.contains("the address-space limit (ulimit -v) is 488 MiB"), "\(backend): \(text)")
            #expect(status == (backend == "gl" ? 64 : 0), "\(backend): \(text)")
        }
    }

    /// fps 1e-300 validated as "0 frames" and `render` trapped on an empty frame range;
    /// `--fps` overriding a scene's rate skipped the frame-count bound (`--fps 1000` on a
    /// 1e6 s scene allocated 16 GB of frame requests and aborted).
    @Test func ratesThatGiveNoFramesOrTooMany() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        try write(#"{"canvas": {"width": 8, "height": 8}, "fps": 1e-300, "duration": 1, "root": {}}"#, "slow.json", in: dir)
        try write(#"{"canvas": {"width": 8, "height": 8}, "fps": 1, "duration": 1e6, "root": {}}"#, "long.json", in: dir)
        for command in ["validate", "render"] {
            let result = try CLI.run([command, "slow.json"] + (command == "render" ? ["--backend", "cpu"] : []), in: dir)
            #expect(result.status == 65, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("slow.json: fps: 1.0 s at 1e-300 frames per second is less than one frame"), "\(result.stderr)")
        }
        let cases: [([String], String)] = [
            (["render", "scene.json", "--fps", "1e-300"], "--fps 1e-300: 1.0 s at 1e-300 frames per second is less than one frame"),
            (["render", "long.json", "--fps", "1000"], "--fps 1000.0: 1000000.0 s at 1000.0 frames per second is more than 10000000 frames"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments + ["--backend", "cpu", "--out", "/dev/null"], in: dir)
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    /// Lottie numbers were unbounded: op 1e300 or ip -1e300 trapped converting frame numbers
    /// to Int, fr 1e-300 with --fps trapped, op 1e8 validated as 100 million frames.
    @Test func lottieTimesAreBounded() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (#""fr": 30, "ip": 0, "op": 1e300"#, "op: numbers in a Lottie file lie within ±1e9, found 1e+300"),
            (#""fr": 30, "ip": -1e300, "op": 10"#, "ip: numbers in a Lottie file lie within ±1e9, found -1e+300"),
            (#""fr": 1e-300, "ip": 0, "op": 10"#, "fr: the frame rate must be 0.001 to 1000 frames per second, found 1e-300"),
            (#""fr": 30, "ip": 0, "op": 1e8"#, "op: the animation is 100000000.0 frames long (ip 0.0 to op 100000000.0); at most 10000000"),
        ]
        for (times, message) in cases {
            try write(#"{"v": "5.7", \#(times), "w": 8, "h": 8, "layers": []}"#, "anim.json", in: dir)
            for arguments in [["validate", "anim.json"], ["render", "anim.json", "--backend", "cpu", "--out", "/dev/null"],
                              ["render", "anim.json", "--fps", "30", "--backend", "cpu", "--out", "/dev/null"]] {
                let result = try CLI.run(arguments, in: dir)
                #expect(result.status == 65, "\(times) \(arguments): \(result.status) \(result.stderr.prefix(300))")
                #expect(result.stderr.contains("anim.json: " + message), "\(times) \(arguments): \(result.stderr.prefix(300))")
            }
        }
        // A slow animation at --fps: too many frames is a usage error naming --fps.
        try write(#"{"v": "5.7", "fr": 0.001, "ip": 0, "op": 1e7, "w": 8, "h": 8, "layers": []}"#, "slow.json", in: dir)
        let result = try CLI.run(["render", "slow.json", "--fps", "30", "--backend", "cpu", "--out", "/dev/null"], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--fps 30.0: 10000000000.0 s of animation at 30.0 frames per second is more than 10000000 frames"))
    }

    /// A canvas wider than the GL device's textures (but within the CPU renderer's 32768) failed
    /// late on GL with "pixel data of 0 bytes does not fit 0×0 pixels": `gl` now refuses it up
    /// front with the device's real limit, and `auto` draws it with the CPU renderer.
    @Test func glFrameLargerThanTheDeviceDraws() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        try write(#"{"canvas": {"width": 20000, "height": 4}, "fps": 10, "duration": 0.2, "root": {}}"#, "wide.json", in: dir)
        let gl = try CLI.run(["render", "wide.json", "--backend", "gl", "--out", "gl/"], in: dir)
        #expect(gl.status == 64, "\(gl.stderr)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("gl").path))
        if gl.stderr.contains("no GL renderer") {
            print("skipped: no EGL context here")
            return
        }
        #expect(gl.stderr.contains("--backend gl: frames of 20000 × 4 pixels are larger than"), "\(gl.stderr)")
        #expect(gl.stderr.contains("pixels a side, its GL_MAX_TEXTURE_SIZE); use --backend cpu (up to 32768 pixels a side)"))
        // With --msaa every frame needs GL, so auto opens it up front and says why it cannot.
        let auto = try CLI.run(["render", "wide.json", "--backend", "auto", "--msaa", "4", "--out", "auto/"], in: dir)
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stderr.contains("quartzite: no GPU renderer (frames of 20000 × 4 pixels are larger than"), "\(auto.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("auto").path).sorted() == ["00000.png", "00001.png"])
        // Without, the empty frames are the CPU renderer's: on a software rasterizer GL is not
        // even started (or, opened up front, refused as above).
        let plain = try CLI.run(["render", "wide.json", "--backend", "auto", "--out", "plain/"], in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stderr.contains("GL not started (no frame needed it)")
                || plain.stderr.contains("GL not started (the CPU estimated faster on every sampled frame")
                || plain.stderr.contains("quartzite: no GPU renderer (frames of 20000 × 4 pixels are larger than"), "\(plain.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("plain").path).sorted() == ["00000.png", "00001.png"])
    }

    /// A raw control character (ESC) in a scene file was reported as "1:66: error: reader:
    /// control characters are not allowed:" — libyaml's words with a dangling colon; it is now
    /// named by its code, and nothing raw reaches the terminal.
    @Test func rawControlCharacterIsNamed() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let text = "{\"canvas\": {\"width\": 8, \"height\": 8}, \"duration\": 0.1, \"root\": {\"\u{1B}]0;title\u{07}x\": 1}}"
        try write(text, "control.json", in: dir)
        let result = try CLI.run(["validate", "control.json"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("control.json: byte 65: control characters are not allowed (U+001B)"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Found by fuzzing (`scripts/fuzz_cli.py`): a Lottie shape layer of 10,000 groups took a
    /// minute and a half to map (each group looked through all the others for the styles and
    /// trims below it), and n fills over n ellipses asked for n²/2 shape layers (3 GB and a
    /// minute for 1,000 of each). Lookups take time in proportion to what they return now, and
    /// an animation draws at most 100,000 styled paths, reporting the rest.
    @Test func lottieShapeItemsAreBounded() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let start = Date()
        let groups = try CLI.run(["validate", fuzzFixtures.appendingPathComponent("lottie-10000-empty-shape-groups.json").path], in: dir)
        #expect(groups.status == 0, "\(groups.stderr)")
        #expect(Date().timeIntervalSince(start) < 30, "10,000 empty groups took \(Date().timeIntervalSince(start)) s (0.2 s fixed, 90 s before)")
        let styles = try CLI.run(["validate", fuzzFixtures.appendingPathComponent("lottie-500-fills-over-500-ellipses.json").path], in: dir)
        let report = String(decoding: styles.stdout, as: UTF8.self)
        #expect(styles.status == 0, "\(styles.stderr)")
        #expect(report.contains(
            "lottie-500-fills-over-500-ellipses.json: ok — Lottie 5.7.4, 10 frames (0…10) at 30 fps, 64x64 pixels; 1 unsupported feature:\n"
                + "  layers[0].shapes[449]: not supported: more than 100000 paths drawn by fills, strokes and gradients (the rest are left out)"),
            "\(report)")
    }

    /// Found by fuzzing: each repeater of a Lottie shape list repeats the items above it,
    /// repeaters among them included, so 3,000 repeaters in a row nested 3,000 deep and
    /// overflowed the stack (signal 11, in `validate` too). Repeaters nest at most 32 deep now;
    /// deeper ones draw their items once, reported.
    @Test func lottieRepeatersNestAtMost32Deep() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(["validate", fuzzFixtures.appendingPathComponent("lottie-3000-repeaters-in-a-row.json").path], in: dir)
        let report = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(result.status): \(result.stderr.prefix(300))")
        #expect(report.contains(
            "lottie-3000-repeaters-in-a-row.json: ok — Lottie 5.7.4, 10 frames (0…10) at 30 fps, 64x64 pixels; 1 unsupported feature:\n"
                + "  layers[0].shapes[2969]: not supported: repeaters nested more than 32 deep (deeper ones draw their items once)"),
            "\(report)")
    }

    /// Found by fuzzing: a Lottie file 100,000 pixels wide was refused as a usage error (exit
    /// 64, the usage text after it) about "the canvas", without the file's name, while
    /// `validate` passed it. Its own size is the file's problem now (exit 65), named by its
    /// keys; with `--fit` it renders.
    @Test func lottieSizeBeyondAFrameNamesTheFile() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        try fm.copyItem(at: fuzzFixtures.appendingPathComponent("lottie-100000-pixels-wide.json"), to: dir.appendingPathComponent("wide.json"))
        let result = try CLI.run(["render", "wide.json", "--backend", "cpu", "--out", "wide/"], in: dir)
        #expect(result.status == 65, "\(result.status): \(result.stderr)")
        #expect(
            result.stderr == "wide.json: w × h: 100000 × 8 pixels is no frame size (1 to 32768 pixels a side, at most 1024 MiB); "
                + "--fit or --size renders it smaller\nwide.json: nothing rendered\n", "\(result.stderr)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("wide").path))
        let fitted = try CLI.run(
            ["render", "wide.json", "--backend", "cpu", "--fit", "100x100", "--frames", "0", "--out", "fit.png", "--quiet"], in: dir)
        #expect(fitted.status == 0, "\(fitted.stderr)")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("fit.png").path))
    }

    /// Found by fuzzing: a replicator preserving depth with 100,000 instances hung the render.
    /// Stacked planes each split off only themselves in the depth sort (n²/2 plane tests,
    /// minutes for 20,000), and for planes that cut each other every cut piece scanned every
    /// quad drawn after its plane (n² again). The depth sort makes at most 4 million tests and
    /// then orders the rest by depth; a cut plane's pass knows where its quads end.
    @Test func manyPlanesOfA3DContextRender() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let start = Date()
        let result = try CLI.run(
            ["render", fuzzFixtures.appendingPathComponent("replicator-20000-instances-preserving-depth.json").path,
             "--out", "-", "--format", "rgba", "--backend", "cpu", "--quiet"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 60, "took \(Date().timeIntervalSince(start)) s (3 s fixed, minutes before)")
        // 16 × 16 pixels: the nearest instance (the last, red 1 − 19,999 × 0.00004) on top in
        // the middle, nothing in the corner.
        let pixels = [UInt8](result.stdout)
        #expect(pixels.count == 16 * 16 * 4)
        if pixels.count == 16 * 16 * 4 {
            #expect(Array(pixels[(8 * 16 + 8) * 4..<(8 * 16 + 9) * 4]) == [51, 0, 0, 255])
            #expect(Array(pixels[0..<4]) == [0, 0, 0, 0])
        }
    }
}
