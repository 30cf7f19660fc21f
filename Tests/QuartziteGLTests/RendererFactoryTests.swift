import Foundation
import QuartziteGL
import QuartziteRender
import Testing

@Suite("Renderer choice", .serialized)
struct RendererFactoryTests {
    @Test("software is the CPU renderer; gl gives the GL renderer and auto an AutoRenderer where EGL works")
    func choices() throws {
        let software = try RendererFactory.make(.software)
        #expect(software.renderer is SoftwareRenderer && software.notice == nil)
        guard GLTestContext.available else { return }
        try GLTestContext.withRenderer { shared in
            shared.context.releaseCurrent()
            defer { try? shared.context.makeCurrent() }
            let auto = try RendererFactory.make(.auto, options: GLRendererOptions(platform: .surfaceless))
            let chosen = try #require(auto.renderer as? AutoRenderer)
            #expect(auto.notice == nil)
            // RendererFactory's auto opens GL at once (its notice is known when it returns).
            let gl = try #require(chosen.gl)
            #expect(chosen.choosesPerFrame == gl.info.isSoftware)
            #expect(chosen.tally.glStart == .started(gl.info))
            gl.context.releaseCurrent()
        }
    }

    @Test("auto falls back to the CPU with a one-line notice; gl fails with the same reason")
    func fallback() throws {
        guard let platform = try GLTestContext.unavailablePlatform() else {
            print("skipped: every platform opens here")
            return
        }
        let options = GLRendererOptions(platform: platform)
        let auto = try RendererFactory.make(.auto, options: options, printNotice: false)
        #expect(auto.renderer is SoftwareRenderer)
        let notice = try #require(auto.notice)
        #expect(!notice.contains("\n"))
        #expect(notice.hasPrefix("QuartziteGL: no GPU renderer (no EGL display could be opened: \(platform.rawValue): "))
        #expect(notice.hasSuffix("; using the CPU renderer"))
        #expect(throws: GLError.self) { try RendererFactory.make(.gl, options: options) }
    }
}
