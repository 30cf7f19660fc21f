import Foundation
import Testing

/// MP4 export: Quartzite's own yuv420p conversion (BT.709, tagged), odd sizes padded, the x264
/// options, and `--timings`.
@Suite struct VideoOptionsTests {
    private let fm = FileManager.default

    /// Runs `executable` (found on PATH) and returns its standard output.
    private func output(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// A 33×17 scene becomes a 34×18 BT.709 yuv420p stream of 10 frames; decoded (ffmpeg reads
    /// the tags), frame 4's red square is red — with the BT.601 matrix its red would decode as
    /// about 233 — and the background white.
    @Test func mp4IsPaddedTaggedAndDecodesToTheColours() throws {
        let dir = try CLI.sceneDirectory(width: 33, height: 17)
        defer { try? fm.removeItem(at: dir) }
        let result = try CLI.run(
            ["render", "scene.json", "--out", "clip.mp4", "--backend", "cpu", "--x264-preset", "veryfast", "--crf", "12",
             "--timings"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try output(
            "ffprobe",
            ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
             "stream=width,height,pix_fmt,color_space,nb_read_frames", "-of", "csv=p=0", dir.path + "/clip.mp4"])
        #expect(String(decoding: probe, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "34,18,yuv420p,bt709,10")
        let rgb = [UInt8](try output(
            "ffmpeg",
            ["-v", "error", "-i", dir.path + "/clip.mp4", "-vf", "select=eq(n\\,4)", "-frames:v", "1",
             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        #expect(rgb.count == 34 * 18 * 3)
        guard rgb.count == 34 * 18 * 3 else { return }
        let red = Array(rgb[(1 * 34 + 5) * 3..<(1 * 34 + 5) * 3 + 3])
        let white = Array(rgb[(12 * 34 + 25) * 3..<(12 * 34 + 25) * 3 + 3])
        #expect(red[0] >= 245 && red[1] <= 10 && red[2] <= 10, "\(red)")
        #expect(white.allSatisfy { $0 >= 245 }, "\(white)")
        for stage in ["scene (play, commit)", "evaluate + flatten", "draw", "convert/encode (sink)", "write (pipe/file)"] {
            #expect(result.stderr.contains(stage))
        }
        #expect(result.stderr.contains("ffmpeg CPU"))
    }

    @Test func badVideoOptionsAreRejected() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let preset = try CLI.run(["render", "scene.json", "--out", "a.mp4", "--x264-preset", "warp"], in: dir)
        #expect(preset.status == 64)
        #expect(preset.stderr.contains("--x264-preset warp: expected one of ultrafast, superfast"))
        let crf = try CLI.run(["render", "scene.json", "--out", "a.mp4", "--crf", "52"], in: dir)
        #expect(crf.status == 64)
        #expect(crf.stderr.contains("--crf must be 0 to 51"))
    }
}
