import Foundation
import QuartzGeometry
import QuartziteBenchmarkScenes
import QuartziteCompositor
@testable import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// An ``AutoRenderer`` made with `init(startingGLWhenNeeded:…)` opens EGL only when the first
/// frame chosen for GL is drawn: a scene the CPU renderer draws alone never starts it (opening
/// llvmpipe costs about 40 ms a process), a frame chosen for GL starts it and is GL's frame, and
/// a GL that cannot start leaves every frame to the CPU renderer, said once.
@Suite("Auto renderer starting GL when needed", .serialized)
struct AutoRendererStartTests {
    private func frame(_ renderer: any Renderer, _ plan: RenderPlan) throws -> Frame {
        var frame = Frame(width: 0, height: 0)
        _ = try renderer.render(plan, into: &frame)
        return frame
    }

    /// A model under which the CPU renderer is always estimated cheaper (`cpu`), or GL always.
    private func model(favouring choice: AutoRendererChoice) -> RendererCostModel {
        let (cpu, gl) = choice == .software ? (0.0, 1e6) : (1e6, 0.0)
        return RendererCostModel(
            cpuPixelNanoseconds: Array(repeating: cpu, count: FrameWorkload.CPUPath.allCases.count),
            cpuClearNanoseconds: cpu, cpuQuadNanoseconds: cpu, cpuBlurTapNanoseconds: cpu, cpuPassMicroseconds: cpu,
            glPixelNanoseconds: gl, glSolidPixelNanoseconds: gl, glClearNanoseconds: gl, glReadbackNanoseconds: gl,
            glQuadNanoseconds: gl, glBlurTapNanoseconds: gl, glPassMicroseconds: gl)
    }

    /// Records the start failures reported.
    private final class Failures {
        var errors: [GLError] = []
    }

    @Test("frames the model gives the CPU renderer never start GL")
    func cpuSceneNeverStartsGL() throws {
        let failures = Failures()
        for costModel in [model(favouring: .software), RendererCostModel.calibrated] {
            let tally = AutoRendererTally()
            let auto = AutoRenderer(
                startingGLWhenNeeded: GLRendererOptions(), software: SoftwareRenderer(threadCount: 1), costModel: costModel,
                tally: tally, onGLStartFailure: { failures.errors.append($0) })
            #expect(auto.choosesPerFrame)
            // S3 (untransformed half-opaque layers): row blends on the CPU under the calibrated
            // model too (checked against the model in AutoRendererTests).
            let layers = BenchmarkScene.fullscreen(width: 160, height: 90).plan
            for _ in 0..<3 {
                let got = try frame(auto, layers)
                #expect(auto.lastDecision?.choice == .software)
                #expect(got.pixels == (try frame(SoftwareRenderer(threadCount: 1), layers)).pixels)
            }
            #expect(auto.gl == nil, "GL was started for frames the CPU renderer drew")
            #expect(tally.glStart == .notStarted)
            #expect(tally.glFrames == 0 && tally.softwareFrames == 3)
        }
        #expect(failures.errors.isEmpty)
    }

    @Test("the first frame chosen for GL starts it and is GL's frame; the CPU renderer's frames before it are its own")
    func glSceneStartsGL() throws {
        guard GLTestContext.available else { return }
        try GLTestContext.withRenderer { shared in
            shared.context.releaseCurrent()
            let tally = AutoRendererTally()
            let auto = AutoRenderer(
                startingGLWhenNeeded: GLRendererOptions(platform: shared.info.platform),
                software: SoftwareRenderer(threadCount: 2), tally: tally)
            // Quarter-size S3 goes to the CPU renderer, S2's projected cards to GL (AutoRendererTests).
            let layers = BenchmarkScene.fullscreen(width: 480, height: 270).plan
            let cards = BenchmarkScene.cards().plan
            _ = try frame(auto, layers)
            _ = try frame(auto, layers)
            #expect(auto.gl == nil && tally.glStart == .notStarted)
            let got = try frame(auto, cards)
            let gl = try #require(auto.gl, "GL was not started for a frame chosen for it")
            #expect(auto.lastDecision?.choice == .gl)
            #expect(tally.glStart == .started(gl.info))
            #expect(auto.glStartFailure == nil)
            let want = try frame(GLRenderer(context: gl.context), cards)
            #expect(got.width == 1920 && got.height == 1080)
            #expect(got.pixels == want.pixels, "the frame is not the GL renderer's")
            // Started once: the next GL frame draws on the same renderer.
            _ = try frame(auto, cards)
            #expect(auto.gl === gl)
            // On llvmpipe S3 still goes to the CPU renderer; on a hardware GPU everything is GL's.
            _ = try frame(auto, layers)
            #expect(auto.lastDecision?.choice == (gl.info.isSoftware ? .software : .gl))
            #expect(tally.glFrames == (gl.info.isSoftware ? 2 : 3) && tally.softwareFrames == (gl.info.isSoftware ? 3 : 2))
            gl.context.releaseCurrent()
        }
    }

    @Test("a GL that cannot start is reported once and leaves every frame to the CPU renderer")
    func startFailure() throws {
        guard let platform = try GLTestContext.unavailablePlatform() else {
            print("skipped: every platform opens here")
            return
        }
        let failures = Failures()
        let tally = AutoRendererTally()
        let auto = AutoRenderer(
            startingGLWhenNeeded: GLRendererOptions(platform: platform), software: SoftwareRenderer(threadCount: 1),
            costModel: model(favouring: .gl), tally: tally, onGLStartFailure: { failures.errors.append($0) })
        let layers = BenchmarkScene.fullscreen(width: 64, height: 36).plan
        let cpu = try frame(SoftwareRenderer(threadCount: 1), layers)
        for _ in 0..<3 {
            let got = try frame(auto, layers)
            #expect(got.pixels == cpu.pixels)
            #expect(auto.lastDecision?.choice == .software)
        }
        #expect(auto.gl == nil)
        #expect(failures.errors.count == 1, "\(failures.errors)")
        guard case .noDisplay(let reasons) = failures.errors.first else {
            Issue.record("expected no display, got \(failures.errors)")
            return
        }
        #expect(reasons.first?.hasPrefix("\(platform.rawValue): ") == true, "\(reasons)")
        #expect(auto.glStartFailure == failures.errors.first)
        #expect(tally.glStart == .failed(failures.errors[0]))
        #expect(tally.glFrames == 0 && tally.softwareFrames == 3)
    }

    @Test("frames larger than GL_MAX_TEXTURE_SIZE: GL does not start, the CPU renderer draws them")
    func frameLargerThanTheDevice() throws {
        guard GLTestContext.available else { return }
        var maxTextureSize = 0
        var platform = GPUPlatform.surfaceless
        try GLTestContext.withRenderer { shared in
            maxTextureSize = shared.info.maxTextureSize
            platform = shared.info.platform
        }
        let width = maxTextureSize + 16
        guard width <= CGImage.maximumDimension else {
            print("skipped: the device draws frames as wide as the CPU renderer (\(maxTextureSize))")
            return
        }
        let failures = Failures()
        let auto = AutoRenderer(
            startingGLWhenNeeded: GLRendererOptions(platform: platform), software: SoftwareRenderer(threadCount: 1),
            costModel: model(favouring: .gl), onGLStartFailure: { failures.errors.append($0) })
        var wide = RenderPlan()
        wide.beginPass(purpose: .frame, size: PixelSize(width: width, height: 2), clearColor: BenchmarkScene.clearColor)
        let got = try frame(auto, wide)
        #expect(got.width == width && got.height == 2)
        #expect(got.pixels == (try frame(SoftwareRenderer(threadCount: 1), wide)).pixels)
        #expect(auto.gl == nil)
        guard case .frameTooLarge(let w, let h, _, let limit) = failures.errors.first else {
            Issue.record("expected frameTooLarge, got \(failures.errors)")
            return
        }
        #expect(w == width && h == 2 && limit == maxTextureSize)
        #expect(
            failures.errors[0].description.hasPrefix("frames of \(width) × 2 pixels are larger than "),
            "\(failures.errors[0])")
        #expect(failures.errors[0].description.hasSuffix("(at most \(maxTextureSize) pixels a side, its GL_MAX_TEXTURE_SIZE)"))
    }
}
