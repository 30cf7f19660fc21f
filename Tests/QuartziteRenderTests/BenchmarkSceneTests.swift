import QuartzGeometry
import QuartziteRender
import QuartziteBenchmarkScenes
import Testing

/// Reference values printed by a C program built on `../shared/bench-peers/scene.h`.
@Suite("Benchmark scenes")
struct BenchmarkSceneTests {
    @Test("splitmix64 gives the published first value for seed 0")
    func splitMix() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test("S1 quads match scene.h (texture, opacity, matrix transposed)")
    func sprites() {
        let scene = BenchmarkScene.sprites(count: 100)
        #expect(scene.quads.count == 100 && scene.textures.count == 16)
        let q = scene.quads[0]
        #expect(q.texture == 12)
        #expect(abs(q.opacity - 0.72213235041317902) < 1e-15)
        let m = q.matrix
        #expect(abs(m.m11 - 1.1472306714989688) < 1e-12)
        #expect(abs(m.m21 - 0.21136371014468316) < 1e-12)
        #expect(abs(m.m41 - 1044.3232041181823) < 1e-9)
        #expect(abs(m.m42 - 775.49655508038006) < 1e-9)
        #expect(abs(m.m33 - 1.1665388255836582) < 1e-12)
        #expect(scene.quads[1].texture == 9)
        #expect(abs(scene.quads[1].matrix.m41 - 1749.2529856246101) < 1e-9)
    }

    @Test("S1-100 is a prefix of S1-1000")
    func prefix() {
        #expect(BenchmarkScene.sprites(count: 100).quads == Array(BenchmarkScene.sprites(count: 1000).quads.prefix(100)))
    }

    @Test("S2's farthest card matches scene.h, perspective included")
    func cards() {
        let scene = BenchmarkScene.cards()
        let q = scene.quads[0]
        #expect(q.texture == 3)
        let m = q.matrix
        #expect(abs(m.m11 - -1.5020338695874653) < 1e-12)
        #expect(abs(m.m14 - -0.0018960588664107595) < 1e-15)
        #expect(abs(m.m41 - 1645.4638742828356) < 1e-9)
        #expect(abs(m.m44 - 2.0345038849084371) < 1e-12)
    }

    @Test("textures match scene.h texel for texel at sampled points")
    func textures() {
        let sprite = BenchmarkTextures.sprite(3)
        #expect(sprite.pixel(x: 32, y: 10) == (140, 163, 1, 255))
        #expect(sprite.pixel(x: 5, y: 5) == (0, 0, 0, 0))
        let card = BenchmarkTextures.card(7)
        #expect(card.pixel(x: 100, y: 40) == (7, 159, 100, 255))
        #expect(card.pixel(x: 1, y: 1) == (0, 0, 0, 0))
        let full = BenchmarkTextures.fullscreen(4)
        #expect(full.pixel(x: 700, y: 500) == (93, 118, 162, 255))
    }

    @Test("a scene's plan has one frame pass cleared to 0x20 grey and one quad per scene quad")
    func plan() {
        var plan = RenderPlan()
        BenchmarkScene.fullscreen(width: 64, height: 32).makePlan(into: &plan)
        #expect(plan.passes.count == 1 && plan.quads.count == 10 && plan.textures.count == 10)
        #expect(plan.frame?.size == PixelSize(width: 64, height: 32))
        let (frame, report) = render(plan)
        #expect(report.fastPathQuads == 10)
        // Ten layers at 0.5 over grey 32: the last layer weighs 1/2, the grey 1/1024.
        let blue = frame.pixel(x: 0, y: 0)
        #expect(blue.w == 255)
    }
}
