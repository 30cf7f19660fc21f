import Foundation
import Testing

private let fm = FileManager.default

/// `--msaa` asks for GL multisampling; what cannot be had is said, not dropped: the CPU renderer
/// draws without it and says so, and a count above the GPU's maximum draws with the maximum,
/// named in a notice and in the summary (it named the count asked for).
@Suite struct MultisamplingOptionTests {
    @Test func theCPURendererSaysItDrawsWithoutMultisampling() throws {
        let dir = try CLI.sceneDirectory(frames: 2)
        defer { try? fm.removeItem(at: dir) }
        let arguments = ["render", "scene.json", "--backend", "cpu", "--out", "-", "--format", "rgba"]
        let asked = try CLI.run(arguments + ["--msaa", "4"], in: dir)
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stderr.hasPrefix(
            "quartzite: --msaa 4 is GL's multisampling; the CPU renderer anti-aliases analytically and draws without it\n"),
            "\(asked.stderr)")
        let plain = try CLI.run(arguments, in: dir)
        #expect(plain.status == 0)
        #expect(!plain.stderr.contains("--msaa"))
        #expect(asked.stdout == plain.stdout)
    }

    @Test func aCountAboveTheGPUsDrawsWithItsMaximum() throws {
        let dir = try CLI.sceneDirectory(frames: 2)
        defer { try? fm.removeItem(at: dir) }
        let info = try CLI.run(["info"], in: dir)
        // "max texture size: 16384, array layers: 2048, samples: 4"
        guard info.status == 0, let line = String(decoding: info.stdout, as: UTF8.self).split(separator: "\n")
            .first(where: { $0.contains("samples: ") }), let maximum = Int(line.split(separator: " ").last ?? "")
        else {
            print("skipped: no GL renderer here")
            return
        }
        let renderer = try #require(String(decoding: info.stdout, as: UTF8.self).split(separator: "\n")
            .first { $0.hasPrefix("  renderer: ") }).dropFirst("  renderer: ".count)
        let arguments = ["render", "scene.json", "--backend", "gl", "--out", "-", "--format", "rgba"]
        let asked = try CLI.run(arguments + ["--msaa", "64"], in: dir)
        #expect(asked.status == 0, "\(asked.stderr)")
        let drawing = maximum > 1 ? "drawing with \(maximum)" : "drawing without multisampling"
        #expect(asked.stderr.hasPrefix(
            "quartzite: --msaa 64: \(renderer) draws at most \(maximum) samples a pixel; \(drawing)\n"), "\(asked.stderr)")
        #expect(!asked.stderr.contains("64x MSAA"))
        guard maximum > 1 else { return }
        #expect(asked.stderr.contains(", \(maximum)x MSAA)"), "\(asked.stderr)")
        let atMaximum = try CLI.run(arguments + ["--msaa", "\(maximum)"], in: dir)
        #expect(atMaximum.status == 0)
        #expect(!atMaximum.stderr.contains("draws at most"), "\(atMaximum.stderr)")
        #expect(asked.stdout == atMaximum.stdout)
    }
}
