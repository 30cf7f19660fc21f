import Foundation
import Testing

private let fm = FileManager.default

/// GL failing in the middle of an export (issue 15, item 4), on any machine: the test hook
/// `QUARTZITE_TEST_GL_FAULT` (`GLFaultInjection`) destroys the EGL context before the N-th GL
/// frame (`lose-context@N`) or leaves a GL error pending in it (`gl-error@N`). `auto` draws that
/// frame and the rest with the CPU renderer and says so; `gl` fails cleanly. `--msaa 4` makes
/// `auto` draw every frame with GL, on llvmpipe too, so that the fault is reached.
@Suite struct GLLostMidRunTests {
    /// The environment with the fault `value` planned.
    private func environment(_ value: String) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["QUARTZITE_TEST_GL_FAULT": value]) { $1 }
    }

    /// Whether GL can be had here; prints why not.
    private func glAvailable(in dir: URL) throws -> Bool {
        let probe = try CLI.run(["render", "scene.json", "--backend", "gl", "--frames", "0", "--out", "probe/"], in: dir)
        try? fm.removeItem(at: dir.appendingPathComponent("probe"))
        if probe.status != 0 { print("skipped: no GL renderer here: \(probe.stderr)") }
        return probe.status == 0
    }

    @Test(arguments: [
        ("lose-context@4", "(eglMakeCurrent failed: EGL_BAD_CONTEXT)"),
        ("gl-error@4", "failed: GL_INVALID_ENUM)"),
    ])
    func autoFinishesOnTheCPU(fault: String, reason: String) throws {
        let dir = try CLI.sceneDirectory(frames: 10)
        defer { try? fm.removeItem(at: dir) }
        guard try glAvailable(in: dir) else { return }
        let arguments = ["render", "scene.json", "--out", "-", "--format", "rgba"]
        let auto = try CLI.run(arguments + ["--backend", "auto", "--msaa", "4"], in: dir, environment: environment(fault))
        #expect(auto.status == 0, "\(auto.stderr)")
        let lines = auto.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("quartzite: GL failed after 3 frames (") == true, "\(auto.stderr)")
        #expect(lines.first?.hasSuffix("\(reason); the CPU renderer draws the rest") == true, "\(auto.stderr)")
        #expect(lines.count == 2, "\(auto.stderr)")
        #expect(lines.last?.contains("10 frames in") == true, "\(auto.stderr)")
        #expect(lines.last?.hasSuffix("; GL failed after 3 frames, the CPU renderer drew the rest") == true, "\(auto.stderr)")
        // Frames 3 to 9 are the CPU backend's, byte for byte (frames are independent).
        let cpu = try CLI.run(arguments + ["--backend", "cpu"], in: dir)
        #expect(cpu.status == 0)
        let frameBytes = 24 * 12 * 4
        #expect(auto.stdout.count == 10 * frameBytes)
        #expect(auto.stdout.suffix(7 * frameBytes) == cpu.stdout.suffix(7 * frameBytes))
        // The frames before are GL's: each shows the red square (not blank, not white alone).
        for index in 0..<3 {
            let frame = auto.stdout.subdata(in: index * frameBytes..<(index + 1) * frameBytes)
            #expect(stride(from: 0, to: frameBytes, by: 4).contains { frame[$0] > 200 && frame[$0 + 1] < 50 }, "frame \(index)")
        }
    }

    /// Without --msaa, on llvmpipe, `auto` starts GL for the first frame its model gives to GL
    /// (`CLI.writeGLScene`: all three); lost before the second, the CPU renderer draws that
    /// frame and the third, and says so.
    @Test func autoLosingAGLStartedWhenNeeded() throws {
        let dir = try CLI.sceneDirectory(frames: 3)
        defer { try? fm.removeItem(at: dir) }
        guard try glAvailable(in: dir) else { return }
        try CLI.writeGLScene(in: dir)
        let arguments = ["render", "card.json", "--out", "-", "--format", "rgba"]
        let auto = try CLI.run(arguments + ["--backend", "auto"], in: dir, environment: environment("lose-context@2"))
        #expect(auto.status == 0, "\(auto.stderr)")
        let lines = auto.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(auto.stderr)")
        #expect(lines.first?.hasPrefix("quartzite: GL failed after 1 frame (eglMakeCurrent failed: EGL_BAD_CONTEXT)") == true, "\(auto.stderr)")
        #expect(lines.last?.hasSuffix("; GL failed after 1 frame, the CPU renderer drew the rest") == true, "\(auto.stderr)")
        let gl = try CLI.run(arguments + ["--backend", "gl"], in: dir)
        let cpu = try CLI.run(arguments + ["--backend", "cpu"], in: dir)
        #expect(gl.status == 0 && cpu.status == 0)
        let frameBytes = 320 * 240 * 4
        #expect(auto.stdout.count == 3 * frameBytes)
        if lines.last?.contains("per frame GL or CPU") == true {
            #expect(lines.last?.contains("backend auto: 1 frame GL, 2 CPU; gl (") == true, "\(auto.stderr)")
        }
        #expect(auto.stdout.prefix(frameBytes) == gl.stdout.prefix(frameBytes))
        #expect(auto.stdout.suffix(2 * frameBytes) == cpu.stdout.suffix(2 * frameBytes))
    }

    /// Lost on the first GL frame: every frame is the CPU renderer's, into a PNG sequence.
    @Test func autoLosingTheFirstFrame() throws {
        let dir = try CLI.sceneDirectory(frames: 5)
        defer { try? fm.removeItem(at: dir) }
        guard try glAvailable(in: dir) else { return }
        let auto = try CLI.run(
            ["render", "scene.json", "--out", "frames/", "--backend", "auto", "--msaa", "4"], in: dir,
            environment: environment("lose-context@1"))
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stderr.hasPrefix("quartzite: GL failed after 0 frames (eglMakeCurrent failed: EGL_BAD_CONTEXT)"), "\(auto.stderr)")
        let cpu = try CLI.run(["render", "scene.json", "--out", "cpu/", "--backend", "cpu"], in: dir)
        #expect(cpu.status == 0)
        let names = try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        let cpuNames = try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("cpu").path).sorted()
        #expect(names.count == 5 && names == cpuNames)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("frames/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("cpu/\(name)"))
            #expect(a == b, "\(name)")
        }
    }

    /// `--backend gl` stops at the failing frame with exit status 1 and a message naming the
    /// frame and the error; a video or Y4M file is not left, a PNG sequence keeps the complete
    /// frames before the failure, and no temporary file is left.
    @Test(arguments: ["movie.y4m", "frames/"])
    func glFailsCleanly(out: String) throws {
        let dir = try CLI.sceneDirectory(frames: 10)
        defer { try? fm.removeItem(at: dir) }
        guard try glAvailable(in: dir) else { return }
        let gl = try CLI.run(
            ["render", "scene.json", "--out", out, "--backend", "gl"], in: dir, environment: environment("lose-context@4"))
        #expect(gl.status == 1, "\(gl.stderr)")
        #expect(
            gl.stderr == "quartzite: cannot render a frame: frame 3: eglMakeCurrent failed: EGL_BAD_CONTEXT "
                + "(--backend auto would draw the rest with the CPU renderer)\n", "\(gl.stderr)")
        let left = try fm.contentsOfDirectory(atPath: dir.path).sorted()
        if out == "movie.y4m" {
            #expect(left == ["scene.json"], "\(left)")
        } else {
            // The folder is made with the first frame written: under load the failure can come
            // before any was, and then there is none (no frame kept is within the bound too).
            let folder = dir.appendingPathComponent("frames").path
            let names = fm.fileExists(atPath: folder) ? try fm.contentsOfDirectory(atPath: folder).sorted() : []
            #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
            #expect(names.count <= 3, "\(names)")
            for name in names {
                #expect(CLI.pngIsComplete(try Data(contentsOf: dir.appendingPathComponent("frames/\(name)"))), "\(name)")
            }
        }
    }
}
