// The CPU renderer on the standard scenes of ../shared/BENCHMARKS.md (issue 5): S1 sprites
// (100, 1,000, 10,000 rotated 64×64 quads), S2 cards3d (200 perspective cards) and S3
// fullscreen (10 full-frame layers at opacity 0.5), 1920×1080, two threads. One iteration is
// one `SoftwareRenderer.render` of the scene's plan: the frame clear, quad setup and drawing
// (textures are uploaded once, before the measured span, as every peer does). Figures are
// microseconds per frame (÷ 1,000 = ms/frame; whole milliseconds would hide S1-100 and S3).
// Targets: pixman 2T on S1 and S2, Blend2D on S3, and S3 within 1.5 × the two-thread blend
// floor.
import Benchmark
import QuartziteBenchmarkScenes
import QuartziteCompositor

/// Measures `scene` rendered with two threads into a frame reused across iterations.
private func renderBenchmark(_ scene: BenchmarkScene) {
    Benchmark("SoftwareRenderer \(scene.name) 1920x1080 2 threads") { benchmark in
        var plan = RenderPlan()
        scene.makePlan(into: &plan)
        let renderer = SoftwareRenderer(threadCount: 2)
        var frame = Frame(width: 0, height: 0)
        _ = renderer.render(plan, into: &frame)  // uploads the textures
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(renderer.render(plan, into: &frame))
        }
        benchmark.stopMeasurement()
        blackHole(frame.pixels[0])
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(4),
        maxIterations: 40)

    renderBenchmark(.sprites(count: 100))
    renderBenchmark(.sprites(count: 1000))
    renderBenchmark(.sprites(count: 10000))
    renderBenchmark(.cards())
    renderBenchmark(.fullscreen())
}
