import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteBenchmarkScenes
@testable import QuartziteCompositor
import QuartziteRender
import QuartziteTestSupport
import Testing

@Suite("Auto renderer", .serialized)
struct AutoRendererTests {
    private func decide(_ scene: BenchmarkScene, software: Bool = true) -> AutoRendererDecision {
        AutoRendererDecision.decide(scene.plan, glIsSoftware: software, softwareThreads: 2, rasterizerThreads: 2)
    }

    @Test("on llvmpipe the model sends S3 to the CPU and S2 to GL; sprites to the CPU where its AVX kernels run (2 cores, 1920×1080)")
    func standardScenes() throws {
        #expect(decide(.fullscreen()).choice == .software)
        #expect(decide(.cards()).choice == .gl)
        // Affine bilinear sprites: 11.6 core-ns a pixel in the portable code, about 9.7 on
        // llvmpipe: GL; 5.6–6.1 with the AVX2/AVX-512 kernels: the CPU.
        let sprites: AutoRendererChoice = CPUKernels.best >= .avx2 ? .software : .gl
        for scene in [BenchmarkScene.sprites(count: 1000), .sprites(count: 10000)] {
            #expect(decide(scene).choice == sprites, "\(scene.name)")
            for kernels in [CPUKernels.portable, .avx2, .avx512vl] {
                let decision = AutoRendererDecision.decide(
                    scene.plan, glIsSoftware: true, model: .calibrated(for: kernels), softwareThreads: 2, rasterizerThreads: 2)
                #expect(decision.choice == (kernels >= .avx2 ? .software : .gl), "\(scene.name) \(kernels)")
            }
        }
        // The estimates are those of the calibrated model: S3's row blends are an order of
        // magnitude cheaper on the CPU than llvmpipe's per-pixel shading.
        let s3 = decide(.fullscreen())
        let cpu = try #require(s3.softwareMilliseconds)
        let gl = try #require(s3.glMilliseconds)
        #expect(cpu * 5 < gl)
    }

    @Test("on a hardware GPU every plan goes to GL, with nothing estimated")
    func hardware() {
        for scene in [BenchmarkScene.fullscreen(), .sprites(count: 1000), .cards()] {
            #expect(decide(scene, software: false) == AutoRendererDecision(choice: .gl))
        }
    }

    @Test("the same plan always gets the same decision")
    func deterministic() {
        let a = decide(.fullscreen())
        let b = decide(.fullscreen())
        #expect(a == b)
        let p = BenchmarkScene.sprites(count: 1000).plan
        let first = AutoRendererDecision.decide(p, glIsSoftware: true, softwareThreads: 2, rasterizerThreads: 2)
        for _ in 0..<3 {
            #expect(AutoRendererDecision.decide(p, glIsSoftware: true, softwareThreads: 2, rasterizerThreads: 2) == first)
        }
    }

    @Test("estimates scale with the threads drawing: twice the CPU cores, less CPU time")
    func threads() throws {
        let p = BenchmarkScene.fullscreen().plan
        let two = try #require(AutoRendererDecision.decide(p, glIsSoftware: true, softwareThreads: 2, rasterizerThreads: 2).softwareMilliseconds)
        let one = try #require(AutoRendererDecision.decide(p, glIsSoftware: true, softwareThreads: 1, rasterizerThreads: 2).softwareMilliseconds)
        #expect(one > two * 1.8)
    }

    @Test("the tally counts frames per renderer and says so in one line")
    func tally() {
        let tally = AutoRendererTally()
        #expect(tally.summary == "auto: 0 frames GL, 0 CPU")
        for _ in 0..<118 { tally.record(.gl) }
        tally.record(.software)
        tally.record(.software)
        #expect(tally.glFrames == 118 && tally.softwareFrames == 2)
        #expect(tally.summary == "auto: 118 frames GL, 2 CPU")
    }

    @Test("with multisampling every frame goes to GL, even S3 on llvmpipe")
    func multisampling() throws {
        try GLTestContext.withRenderer { shared in
            let gl = try GLRenderer(context: shared.context, options: GLRendererOptions(sampleCount: 4))
            let auto = AutoRenderer(gl: gl)
            #expect(!auto.choosesPerFrame || gl.sampleCount == 1)
            if gl.sampleCount > 1 {
                #expect(auto.decision(for: BenchmarkScene.fullscreen(width: 64, height: 36).plan) == AutoRendererDecision(choice: .gl))
            }
        }
    }

    /// A frame `renderer` draws of `plan`.
    private func frame(_ renderer: any Renderer, _ plan: RenderPlan) throws -> Frame {
        var frame = Frame(width: 0, height: 0)
        _ = try renderer.render(plan, into: &frame)
        return frame
    }

    @Test("an auto renderer's frames are the chosen renderer's, byte for byte, while it switches")
    func outputEqualsChosen() throws {
        try GLTestContext.withRenderer { shared in
            let tally = AutoRendererTally()
            let auto = AutoRenderer(
                gl: try GLRenderer(context: shared.context), software: SoftwareRenderer(threadCount: 2), tally: tally)
            // Full-size S2 (GL on llvmpipe) and a quarter-size S3 (CPU) — the small S3 keeps the
            // debug-build CPU renderer quick, and its choice is checked below.
            let cards = BenchmarkScene.cards().plan
            let layers = BenchmarkScene.fullscreen(width: 480, height: 270).plan
            // Frames alternate; the S3 plans between get new images (a new CGImage is new
            // content), so each renderer must neither miss nor reuse a stale upload.
            var newLayers = RenderPlan()
            let shifted = BenchmarkScene.fullscreen(width: 480, height: 270)
            newLayers.beginPass(purpose: .frame, size: PixelSize(width: 480, height: 270), clearColor: BenchmarkScene.clearColor)
            for (k, quad) in layers.quads.enumerated() {
                let image = shifted.textures[(k + 3) % shifted.textures.count]
                let bytes = image.withUnsafeBytes { [UInt8]($0) }
                let copy = try CGImage(width: image.width, height: image.height, premultipliedRGBA: bytes)
                var q = quad
                q.content = .texture(newLayers.addTexture(copy), filter: .linear)
                q.sharedStateIndex = newLayers.addSharedState(layers.sharedStates[quad.sharedStateIndex])
                newLayers.addQuad(q)
            }
            let sequence = [layers, cards, newLayers, cards, layers, newLayers]
            var expectedGL = 0
            for p in sequence {
                let decision = auto.decision(for: p)
                let got = try frame(auto, p)
                #expect(auto.lastDecision == decision)
                let reference: any Renderer
                switch decision.choice {
                case .gl:
                    expectedGL += 1
                    reference = try GLRenderer(context: shared.context)
                case .software: reference = SoftwareRenderer(threadCount: 1)
                }
                let want = try frame(reference, p)
                #expect(got.width == want.width && got.height == want.height)
                #expect(got.pixels == want.pixels, "\(decision.choice) frame differs")
            }
            if auto.choosesPerFrame {
                #expect(auto.decision(for: layers).choice == .software)
                #expect(auto.decision(for: cards).choice == .gl)
            }
            #expect(tally.glFrames == expectedGL && tally.softwareFrames == sequence.count - expectedGL)
        }
    }
}
