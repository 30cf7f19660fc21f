import Foundation
import QuartzGeometry
import Quartzite
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Batch counts on known plans: a new instanced draw only where the program content, the
/// texture set, the mask or the scissor changes; optional features merge into one program.
@Suite("GL batching", .serialized)
struct BatchingTests {
    func batches(_ plan: RenderPlan) throws -> GLFrameStatistics {
        var stats = GLFrameStatistics()
        try GLTestContext.withFreshRenderer(GLRendererOptions()) { gl in
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(plan, into: &frame)
            stats = gl.statistics
        }
        return stats
    }

    @Test("100 sprites of 16 textures of one size draw as one instanced draw")
    func spritesOneDraw() throws {
        var plan = RenderPlan()
        BenchmarkScene.sprites(count: 100, width: 480, height: 270).makePlan(into: &plan)
        guard GLTestContext.available else { return }
        let stats = try batches(plan)
        #expect(stats.batchesPerPass == [1])
        #expect(stats.instances <= 100)
        #expect(stats.residentTextures == 16)
    }

    @Test("solid, texture and solid runs keep painter order in three draws")
    func contentRuns() throws {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 64, height: 64), clearColor: .white)
        let s = plan.state()
        let image = TestTextures.checker(size: 16, cell: 4)
        plan.solid(CGRect(x: 0, y: 0, width: 10, height: 10), .black, state: s)
        plan.solid(CGRect(x: 5, y: 5, width: 10, height: 10), .black, state: s, radius: 3, border: 1, borderColor: .white)
        plan.image(image, CGRect(x: 10, y: 10, width: 16, height: 16), state: s)
        plan.image(image, CGRect(x: 20, y: 20, width: 16, height: 16), state: s)
        plan.solid(CGRect(x: 30, y: 30, width: 10, height: 10), .black, state: s)
        guard GLTestContext.available else { return }
        #expect(try batches(plan).batchesPerPass == [3])
    }

    @Test("rounded, bordered, perspective and plain quads share one program; a scissor change starts a draw")
    func featuresMergeScissorSplits() throws {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 64, height: 64), clearColor: .white)
        let plain = plan.state()
        let tilted = plan.state(chain(CATransform3DMakeRotation(0.4, 0, 1, 0), perspective(200), translation(30, 30)))
        let clipped = plan.state(clip: QuadClip(scissor: PixelRect(x: 0, y: 0, width: 20, height: 20)))
        plan.solid(CGRect(x: 0, y: 0, width: 10, height: 10), .black, state: plain)
        plan.solid(CGRect(x: 0, y: 0, width: 20, height: 20), .black, state: plain, radius: 5)
        plan.solid(CGRect(x: 0, y: 0, width: 20, height: 20), .black, state: tilted, border: 2, borderColor: .white)
        plan.solid(CGRect(x: 0, y: 0, width: 30, height: 30), .black, state: clipped)
        plan.solid(CGRect(x: 40, y: 40, width: 10, height: 10), .black, state: plain)
        guard GLTestContext.available else { return }
        #expect(try batches(plan).batchesPerPass == [3])
    }

    @Test("each pass draws its own batches; textures of different sizes draw separately")
    func passesAndBuckets() throws {
        // group-opacity: pass 0 has two solids (one draw); the frame has the pass quad, then
        // two solids (two draws).
        guard let scene = GoldenScene.all.first(where: { $0.name == "group-opacity" }) else {
            Issue.record("group-opacity scene missing")
            return
        }
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 64, height: 64), clearColor: .white)
        let s = plan.state()
        plan.image(TestTextures.checker(size: 16, cell: 4), CGRect(x: 0, y: 0, width: 16, height: 16), state: s)
        plan.image(TestTextures.checker(size: 200, cell: 4), CGRect(x: 0, y: 0, width: 16, height: 16), state: s)
        plan.image(TestTextures.checker(size: 16, cell: 2), CGRect(x: 0, y: 0, width: 16, height: 16), state: s)
        guard GLTestContext.available else { return }
        #expect(try batches(scene.build()).batchesPerPass == [1, 2])
        #expect(try batches(plan).batchesPerPass == [3])
    }

    @Test("an emitter's particles of one cell draw as one instanced draw")
    func particlesOneDraw() throws {
        let spark = CAEmitterCell()
        spark.contents = TestTextures.checker(size: 8, cell: 2)
        spark.birthRate = 1000
        spark.lifetime = 2
        spark.velocity = 50
        spark.emissionRange = 2 * .pi
        spark.spinRange = 3
        spark.color = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        spark.redRange = 0.5
        spark.alphaSpeed = -0.3
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        emitter.emitterPosition = CGPoint(x: 160, y: 120)
        emitter.emitterCells = [spark]
        CATransaction.flush()
        let renderer = FrameRenderer(renderer: SoftwareRenderer())
        renderer.makePlan(snapshot: try #require(emitter.committedSnapshot), size: CGSize(width: 320, height: 240), at: 3)
        #expect(renderer.flattener.statistics.particlesDrawn == 2000)
        guard GLTestContext.available else { return }
        let stats = try batches(renderer.plan)
        #expect(stats.batchesPerPass == [1])
        #expect(stats.instances == 2000)
    }
}
