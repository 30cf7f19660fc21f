import QuartzGeometry
import QuartziteRender
import QuartziteBenchmarkScenes
import QuartziteTestSupport
import Testing

@Suite("Frame workload")
struct FrameWorkloadTests {
    /// A one-pass 200×100 plan with the quads `add` appends.
    private func plan(_ add: (inout RenderPlan) -> Void) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 200, height: 100), clearColor: .clear)
        add(&plan)
        return plan
    }

    private func solid(
        _ plan: inout RenderPlan, _ rect: CGRect, transform: CATransform3D = CATransform3DIdentity, opacity: Float = 1,
        edges: EdgeAntialiasing = []
    ) {
        let state = plan.addSharedState(SharedQuadState(transform: transform, opacity: opacity, edgeAntialiasing: edges))
        plan.addQuad(DrawQuad(sharedStateIndex: state, rect: rect, content: .solid(.white)))
    }

    @Test("covered areas of the standard scenes match bench-peers' (0.64 / 6.78 / 69.3 / 6.04 / 20.7 Mpx)")
    func coveredAreas() {
        let expected: [(BenchmarkScene, Double)] = [
            (.sprites(count: 100), 0.64e6), (.sprites(count: 1000), 6.78e6), (.sprites(count: 10000), 69.3e6),
            (.cards(), 6.04e6), (.fullscreen(), 20.7e6),
        ]
        for (scene, area) in expected {
            let work = SoftwareRenderer.workload(of: scene.plan)
            #expect(abs(work.coveredPixels / area - 1) < 0.005, "\(scene.name): \(work.coveredPixels)")
            #expect(work.coveredSolidPixels == 0)
            #expect(work.passes == 1 && work.passPixels == 1920 * 1080 && work.framePixels == 1920 * 1080)
        }
    }

    @Test("the standard scenes take the CPU paths the renderer takes: row blends, affine and projective spans")
    func standardPaths() {
        let s3 = SoftwareRenderer.workload(of: BenchmarkScene.fullscreen().plan)
        #expect(s3.quads == 10 && s3.cpuQuads(.rowBlend) == 10)
        #expect(s3.cpuPixels(.rowBlend) == 10 * 1920 * 1080)
        let s1 = SoftwareRenderer.workload(of: BenchmarkScene.sprites(count: 1000).plan)
        #expect(s1.cpuQuads(.bilinearSpan) == s1.quads && s1.quads == 1000)
        // The spans walk a pixel of margin around each edge: more than covered, less than the boxes.
        #expect(s1.cpuPixels(.bilinearSpan) > s1.coveredPixels && s1.cpuPixels(.bilinearSpan) < s1.coveredPixels * 1.1)
        let s2 = SoftwareRenderer.workload(of: BenchmarkScene.cards().plan)
        #expect(s2.cpuQuads(.projectiveSpan) == 200 && s2.quads == 200)
    }

    @Test("quads counted and fast paths agree with what the renderer reports drawing")
    func agreesWithRenderer() {
        let renderer = SoftwareRenderer(threadCount: 1)
        let plans = [
            BenchmarkScene.sprites(count: 100, width: 320, height: 180).plan, BenchmarkScene.cards(width: 320, height: 180).plan,
            BenchmarkScene.fullscreen(width: 320, height: 180).plan,
            plan { p in
                solid(&p, CGRect(x: 10, y: 10, width: 50, height: 50))
                solid(&p, CGRect(x: -20, y: 0, width: 50, height: 50), opacity: 0.5)
                solid(&p, CGRect(x: 300, y: 10, width: 50, height: 50))  // outside: culled
                solid(&p, CGRect(x: 0, y: 0, width: 40, height: 40), transform: CATransform3DMakeRotation(0.3, 0, 0, 1))
            },
        ]
        for plan in plans {
            let work = SoftwareRenderer.workload(of: plan)
            var frame = Frame(width: 0, height: 0)
            let report = renderer.render(plan, into: &frame)
            let fast = [FrameWorkload.CPUPath.fill, .rowCopy, .rowBlend, .solidBlend].map { work.cpuQuads($0) }.reduce(0, +)
            #expect(work.quads == report.quadsDrawn)
            #expect(fast == report.fastPathQuads)
        }
    }

    @Test("solid rectangles: opaque ones fill, translucent ones blend, both clipped to the pass")
    func solids() {
        let work = SoftwareRenderer.workload(of: plan { p in
            solid(&p, CGRect(x: 10, y: 10, width: 50, height: 20))
            solid(&p, CGRect(x: -20, y: 90, width: 50, height: 50), opacity: 0.5)
        })
        #expect(work.cpuPixels(.fill) == 50 * 20 && work.cpuQuads(.fill) == 1)
        #expect(work.cpuPixels(.solidBlend) == 30 * 10 && work.cpuQuads(.solidBlend) == 1)
        #expect(work.coveredPixels == 1000 + 300 && work.coveredSolidPixels == 1300)
    }

    @Test("a rotated square is clipped exactly: a quarter of it shows at the pass's corner")
    func clippedPolygon() {
        // A 100×100 square centred on the pass's origin, turned 45°: a quarter (2,500 px) inside.
        let t = CATransform3DConcat(
            CATransform3DMakeTranslation(-50, -50, 0), CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        let work = SoftwareRenderer.workload(of: plan { p in
            solid(&p, CGRect(x: 0, y: 0, width: 100, height: 100), transform: t, edges: .all)
        })
        #expect(abs(work.coveredPixels - 2500) < 1e-6)
        // A turned opaque solid: its covered runs are fills, the pixels along its clipped outline
        // (the 100 px edge and 2 × 50√2 px along the pass's edges) shaded one by one, a pixel
        // either side — less than the 72 × 72 px box the renderer bounds it with.
        #expect(work.cpuQuads(.solidSpans) == 1 && work.cpuQuads(.perPixelSolid) == 0 && work.cpuQuads(.perPixel) == 0)
        #expect(abs(work.cpuPixels(.fill) - 2500) < 1e-6)
        #expect(abs(work.cpuPixels(.perPixelSolid) - 2 * (100 + 100 * 2.0.squareRoot())) < 1e-6)
    }

    @Test("blurred passes count their taps; an empty plan has no work")
    func blurAndEmpty() {
        var p = RenderPlan()
        p.beginPass(purpose: .frame, size: PixelSize(width: 10, height: 10), clearColor: .clear, blurSigma: 2)
        let work = SoftwareRenderer.workload(of: p)
        let radius = PixelMath.gaussianRadius(sigma: 2)
        #expect(work.blurTaps == 100 * Double(2 * radius + 1) * 2)
        #expect(SoftwareRenderer.workload(of: RenderPlan()) == FrameWorkload())
    }
}
