import Foundation
import Testing

/// `quartzite render` and `validate` with Lottie files (told apart from scenes by content), on
/// the built binary.
@Suite struct LottieCommandTests {
    /// A 20×10 Lottie file at 10 fps, frames 0…4: a 4×4 red square moving right 2 points a
    /// frame, and an audio layer (not drawn: reported).
    private let lottie = """
        {"v": "5.7.4", "fr": 10, "ip": 0, "op": 5, "w": 20, "h": 10, "layers": [
          {"ty": 6, "nm": "audio", "ind": 1, "ip": 0, "op": 5, "ks": {}},
          {"ty": 4, "nm": "box", "ind": 2, "ip": 0, "op": 5, "st": 0,
           "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [2, 5], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [12, 5]}]}},
           "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 4]}},
                      {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
        """

    private func directory() throws -> URL {
        let dir = try CLI.sceneDirectory()
        try lottie.write(to: dir.appendingPathComponent("anim.json"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func validateListsUnsupportedFeatures() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["validate", "anim.json"], in: dir)
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == """
            anim.json: ok — Lottie 5.7.4, 5 frames (0…5) at 10 fps, 20x10 pixels; 1 unsupported feature:
              layers[0].ty: not supported: audio layers

            """)
    }

    @Test func malformedLottieNamesTheJSONPath() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = lottie.replacingOccurrences(of: #""s": [12, 5]"#, with: #""s": [12, "five"]"#)
        try broken.write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", "broken.json"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.json: layers[1].ks.p.k[1].s[1]: expected a number, found a string \"five\""))
        let render = try CLI.run(["render", "broken.json", "--out", "frames"], in: dir)
        #expect(render.status == 65)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/frames"))
    }

    @Test func renderWritesFramesInToOutAtTheFileRateTransparent() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["render", "anim.json", "--out", "frames"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.contains("quartzite: warning: anim.json: layers[0].ty: not supported: audio layers"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").sorted()
        #expect(files == ["00000.png", "00001.png", "00002.png", "00003.png", "00004.png"])
        let png = try Data(contentsOf: dir.appendingPathComponent("frames/00000.png"))
        #expect(CLI.pngSize(png)?.width == 20 && CLI.pngSize(png)?.height == 10)

        // Raw RGBA of frame 2 (the square's centre at x = 6): transparent corner, red centre.
        let raw = try CLI.run(["render", "anim.json", "--frames", "2", "--out", "-", "--format", "rgba", "--quiet"], in: dir)
        #expect(raw.status == 0 && raw.stdout.count == 20 * 10 * 4)
        let pixel = { (x: Int, y: Int) in Array(raw.stdout[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [0, 0, 0, 0])
        #expect(pixel(6, 5) == [255, 0, 0, 255])
        // --time is seconds from the in point; --background paints under the animation.
        let timed = try CLI.run(
            ["render", "anim.json", "--time", "0.2", "--out", "-", "--format", "rgba", "--background", "#00FF00", "--quiet"], in: dir)
        #expect(timed.status == 0 && timed.stdout.count == 20 * 10 * 4)
        let timedPixel = { (x: Int, y: Int) in Array(timed.stdout[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
        #expect(timedPixel(0, 0) == [0, 255, 0, 255])
        #expect(timedPixel(6, 5) == [255, 0, 0, 255])
    }

    /// `--marker NAME` renders the frames a marker spans, numbered as the file's; a marker
    /// without a duration is one frame; --fps resamples from the marker's frame; an unknown
    /// name lists the file's markers (or says there are none); --frames does not combine.
    @Test func markerChoosesTheFrames() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let marked = lottie.replacingOccurrences(
            of: #""h": 10, "layers""#,
            with: #""h": 10, "markers": [{"cm": "middle", "tm": 1, "dr": 3}, {"cm": "still", "tm": 2, "dr": 0}], "layers""#)
        try marked.write(to: dir.appendingPathComponent("marked.json"), atomically: true, encoding: .utf8)
        // validate lists them, with the frames each spans.
        let listed = try CLI.run(["validate", "marked.json"], in: dir)
        #expect(String(decoding: listed.stdout, as: UTF8.self).hasPrefix(
            #"marked.json: ok — Lottie 5.7.4, 5 frames (0…5) at 10 fps, 20x10 pixels; markers: "middle" (1…4), "still" (2…2); 1 unsupported feature:"#))
        let result = try CLI.run(["render", "marked.json", "--marker", "middle", "--out", "frames", "--quiet"], in: dir)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").sorted() == ["00001.png", "00002.png", "00003.png"])
        // The still marker: frame 2 alone, the square's centre at x = 6.
        let still = try CLI.run(["render", "marked.json", "--marker", "still", "--out", "-", "--format", "rgba", "--quiet"], in: dir)
        #expect(still.status == 0 && still.stdout.count == 20 * 10 * 4)
        #expect(Array(still.stdout[(5 * 20 + 6) * 4..<(5 * 20 + 6) * 4 + 4]) == [255, 0, 0, 255])
        // At 20 fps: 0.3 s from frame 1 (0.1 s) is six frames; the second at 0.15 s (x = 5).
        let resampled = try CLI.run(
            ["render", "marked.json", "--marker", "middle", "--fps", "20", "--frames", "1"], in: dir)
        #expect(resampled.status == 64)
        let twenty = try CLI.run(["render", "marked.json", "--marker", "middle", "--fps", "20", "--out", "fast", "--quiet"], in: dir)
        #expect(twenty.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/fast").count == 6)
        let unknown = try CLI.run(["render", "marked.json", "--marker", "end", "--out", "x"], in: dir)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains(#"--marker end: the animation has no marker of that name (its markers: "middle", "still")"#))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/x"))
        let scene = try CLI.run(["render", "anim.json", "--marker", "middle", "--out", "y"], in: dir)
        #expect(scene.status == 64 && scene.stderr.contains("(it has no markers)"))
    }

    /// WebM (VP9 with alpha) and GIF keep the animation's transparency: decoded by ffmpeg,
    /// frame 2's corner is transparent and the square's centre opaque red.
    @Test func webmAndGifKeepTransparency() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, decoder) in [("anim.webm", ["-c:v", "libvpx-vp9"]), ("anim.gif", [])] {
            let result = try CLI.run(["render", "anim.json", "--out", file, "--quiet"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let decode = Process()
            decode.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            decode.arguments = ["ffmpeg", "-v", "error"] + decoder + [
                "-i", dir.path + "/" + file, "-vf", "select=eq(n\\,2)", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
            ]
            let pipe = Pipe()
            decode.standardOutput = pipe
            decode.standardError = FileHandle.nullDevice
            try decode.run()
            let rgba = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
            decode.waitUntilExit()
            #expect(rgba.count == 20 * 10 * 4, "\(file)")
            guard rgba.count == 20 * 10 * 4 else { continue }
            let pixel = { (x: Int, y: Int) in Array(rgba[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
            #expect(pixel(0, 0)[3] <= 8, "\(file) corner \(pixel(0, 0))")  // VP9 alpha is lossy
            let centre = pixel(6, 5)
            #expect(centre[3] >= 240 && centre[0] >= 200 && centre[1] <= 60 && centre[2] <= 60, "\(file) centre \(centre)")
        }
    }

    @Test func dotLottieArchivesAreTakenByContent() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("QuartziteLottieTests/Files/image.lottie")
        try FileManager.default.copyItem(at: archive, to: dir.appendingPathComponent("checker.bin"))
        let result = try CLI.run(["validate", "checker.bin"], in: dir)
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "checker.bin: ok — Lottie 5.7.4, 30 frames (0…30) at 30 fps, 120x120 pixels\n")
        let render = try CLI.run(["render", "checker.bin", "--frames", "0", "--out", "still.png", "--quiet"], in: dir)
        #expect(render.status == 0)
        #expect(CLI.pngSize(try Data(contentsOf: dir.appendingPathComponent("still.png")))?.width == 120)
    }
}
