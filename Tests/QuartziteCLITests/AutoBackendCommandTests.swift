import Foundation
import Testing

/// `--backend auto` end to end: the summary line says how many frames each renderer drew, and
/// frames drawn by the CPU renderer are the CPU backend's bytes.
@Suite struct AutoBackendCommandTests {
    private let fm = FileManager.default

    @Test func summaryCountsFramesPerRenderer() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let auto = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "auto"], in: dir)
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stdout.count == 10 * 24 * 12 * 4)
        if auto.stderr.contains("using the CPU renderer") {
            print("skipped: no EGL context here; auto fell back to the CPU renderer")
            return
        }
        let summary = try #require(auto.stderr.split(separator: "\n").last.map(String.init))
        if summary.contains("GL not started (the CPU estimated faster on every sampled frame") {
            // A software rasterizer only, and the preview of the export's frames found every
            // sampled one cheaper on the CPU: the CPU setup (whole frames per core), tallied.
            #expect(summary.contains("backend auto: 0 frames GL, 10 CPU; GL not started (the CPU estimated faster on every sampled frame, 2 of 10), cpu ("), "\(summary)")
            let cpu = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "cpu"], in: dir)
            #expect(cpu.status == 0)
            #expect(auto.stdout == cpu.stdout)
        } else if summary.contains("per frame GL or CPU") {
            // A software rasterizer: an untransformed solid square on a white canvas is a row
            // fill for the CPU renderer, far cheaper than llvmpipe's shading and readback. Where
            // every EGL device is a software one, no frame needing GL, GL is never started;
            // where a hardware device is listed but GL runs on llvmpipe, it was opened up front.
            #expect(
                summary.hasSuffix("backend auto: 0 frames GL, 10 CPU; GL not started (no frame needed it), per frame GL or CPU")
                    || summary.contains("backend auto: 0 frames GL, 10 CPU; gl ("), "\(summary)")
            let cpu = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "cpu"], in: dir)
            #expect(cpu.status == 0)
            #expect(auto.stdout == cpu.stdout)
        } else {
            // A hardware GPU: the GL renderer itself (pipelined), no per-frame estimate.
            #expect(summary.contains("backend gl ("), "\(summary)")
        }
    }

    /// `CLI.writeGLScene`'s frames go to GL on llvmpipe, which `auto` starts for the first of
    /// them. The frames are the GL backend's bytes.
    @Test func glStartsForFramesThatNeedIt() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        try CLI.writeGLScene(in: dir)
        let arguments = ["render", "card.json", "--out", "-", "--format", "rgba"]
        let auto = try CLI.run(arguments + ["--backend", "auto"], in: dir)
        #expect(auto.status == 0, "\(auto.stderr)")
        if auto.stderr.contains("using the CPU renderer") {
            print("skipped: no EGL context here; auto fell back to the CPU renderer")
            return
        }
        let summary = try #require(auto.stderr.split(separator: "\n").last.map(String.init))
        let gl = try CLI.run(arguments + ["--backend", "gl"], in: dir)
        #expect(gl.status == 0, "\(gl.stderr)")
        #expect(auto.stdout.count == 3 * 320 * 240 * 4)
        #expect(auto.stdout == gl.stdout, "auto's frames are not the GL backend's")
        if summary.contains("per frame GL or CPU") {
            #expect(summary.contains("backend auto: 3 frames GL, 0 CPU; gl ("), "\(summary)")
            #expect(summary.hasSuffix("), per frame GL or CPU"), "\(summary)")
        } else {
            #expect(summary.contains("backend gl ("), "\(summary)")
        }
    }
}
