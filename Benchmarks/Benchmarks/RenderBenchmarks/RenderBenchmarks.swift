// Flattening (issue 5, BENCHMARKS M1): a 10,000-layer animated tree evaluated at a time and
// flattened into a render plan, no drawing — target ≤ 3 ms per frame on one core with no heap
// allocation per layer per frame; and the same tree without animations, which isolates the
// flattener's own cost from the animation evaluator's.
//
// Every benchmark builds its tree inside its own closure (outside the measured span), so the
// tree, its transaction and its media clock belong to the thread that measures it.
import Benchmark
import LayerTreeFixtures
import Quartzite
import QuartziteRender


/// The media time the benchmarks start at (manual clock), in seconds.
private let startTime: CFTimeInterval = 1_000



/// Measures flattening `snapshot` frame after frame (16 ms apart) with one flattener and one
/// plan; checks that every leaf became a quad.
private func measureFlatten(_ benchmark: Benchmark, _ snapshot: LayerSnapshot) {
    let flattener = LayerTreeFlattener()
    var plan = RenderPlan()
    let canvas = CGSize(width: 1000, height: 1000)
    var time = startTime + 0.7
    // One warm-up frame sizes the scratch storage.
    flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        time += 0.016
        flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
        blackHole(plan.quads.count)
    }
    benchmark.stopMeasurement()
    if flattener.statistics.layersVisited != 1 + BenchmarkTree.containerCount * (1 + BenchmarkTree.leavesPerContainer) {
        benchmark.error("visited \(flattener.statistics.layersVisited) layers")
    }
    if plan.quads.count < BenchmarkTree.containerCount * BenchmarkTree.leavesPerContainer / 2 {
        benchmark.error("only \(plan.quads.count) quads")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(3))

    Benchmark("M1: evaluate and flatten a frame of a 10,000-layer animated tree") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        BenchmarkTree.addAnimations(to: root)
        CATransaction.flush()
        guard let snapshot = root.committedSnapshot else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, snapshot)
    }

    Benchmark("Flatten a frame of a 10,000-layer tree without animations") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        guard let snapshot = root.committedSnapshot else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, snapshot)
    }
}
