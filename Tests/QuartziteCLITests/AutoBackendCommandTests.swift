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
        if summary.contains("per frame GL or CPU") {
            // A software rasterizer: an untransformed solid square on a white canvas is a row
            // fill for the CPU renderer, far cheaper than llvmpipe's shading and readback.
            #expect(summary.contains("backend auto: 0 frames GL, 10 CPU; gl ("), "\(summary)")
            let cpu = try CLI.run(["render", "scene.json", "--out", "-", "--format", "rgba", "--backend", "cpu"], in: dir)
            #expect(cpu.status == 0)
            #expect(auto.stdout == cpu.stdout)
        } else {
            // A hardware GPU: the GL renderer itself (pipelined), no per-frame estimate.
            #expect(summary.contains("backend gl ("), "\(summary)")
        }
    }
}
