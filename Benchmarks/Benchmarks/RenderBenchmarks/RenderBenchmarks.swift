// Flattening (issue 5, BENCHMARKS M1): a 10,000-layer animated tree evaluated at a time and
// flattened into a render plan, no drawing — target ≤ 3 ms per frame on one core with no heap
// allocation per layer per frame; and the same tree without animations, which isolates the
// flattener's own cost from the animation evaluator's.
//
// Every benchmark builds its tree inside its own closure (outside the measured span), so the
// tree, its transaction and its media clock belong to the thread that measures it; the tree
// and the flattener are kept across samples (see FlattenWorkload).
import Benchmark
import LayerTreeFixtures
import Quartzite
import QuartziteRender
import Synchronization


/// The media time the benchmarks start at (manual clock), in seconds.
private let startTime: CFTimeInterval = 1_000



/// One benchmark's tree, flattener and plan, kept from sample to sample so that every sample
/// measures a frame in the steady state of an export: the flattener's storage sized and the
/// tree drawn many times before. (Built afresh for every sample, as before, the first frames
/// of each new tree ran up to 2× slower — 6.6, 4.8, 4.6 … settling near 2.8 ms after about
/// ten frames on the reference VM, M1Profile's trace — so a sample measured a start-up
/// transient, not the per-frame cost.) Used by the one thread that runs the benchmark.
private final class FlattenWorkload: @unchecked Sendable {
    let snapshot: LayerSnapshot
    let flattener = LayerTreeFlattener()
    var plan = RenderPlan()
    var time = startTime + 0.7

    init(snapshot: LayerSnapshot) { self.snapshot = snapshot }
}

/// The workloads by benchmark name, built by the first sample.
private let workloads = Mutex<[String: FlattenWorkload]>([:])

/// The workload of the benchmark `name`, built (tree made and committed by `make`, which
/// returns its snapshot, then flattened 20 times) the first time.
private func workload(_ name: String, _ make: () -> LayerSnapshot?) -> FlattenWorkload? {
    if let existing = workloads.withLock({ $0[name] }) { return existing }
    guard let snapshot = make() else { return nil }
    let made = FlattenWorkload(snapshot: snapshot)
    for _ in 0..<20 { flattenFrame(made) }
    workloads.withLock { $0[name] = made }
    return made
}

/// Flattens the workload's next frame (16 ms after the last).
private func flattenFrame(_ w: FlattenWorkload) {
    w.time += 0.016
    w.flattener.flatten(w.snapshot, at: w.time, canvasSize: CGSize(width: 1000, height: 1000), into: &w.plan)
}

/// Measures flattening the workload's frames; checks that every leaf became a quad.
private func measureFlatten(_ benchmark: Benchmark, _ w: FlattenWorkload) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        flattenFrame(w)
        blackHole(w.plan.quads.count)
    }
    benchmark.stopMeasurement()
    if w.flattener.statistics.layersVisited != 1 + BenchmarkTree.containerCount * (1 + BenchmarkTree.leavesPerContainer) {
        benchmark.error("visited \(w.flattener.statistics.layersVisited) layers")
    }
    if w.plan.quads.count < BenchmarkTree.containerCount * BenchmarkTree.leavesPerContainer / 2 {
        benchmark.error("only \(w.plan.quads.count) quads")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(3))

    Benchmark("M1: evaluate and flatten a frame of a 10,000-layer animated tree") { benchmark in
        let m1 = workload("M1") {
            MediaClock.shared.useManualTime(start: startTime)
            let root = BenchmarkTree.make()
            CATransaction.flush()
            BenchmarkTree.addAnimations(to: root)
            CATransaction.flush()
            return root.committedSnapshot
        }
        guard let m1 else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, m1)
    }

    Benchmark("Flatten a frame of a 10,000-layer tree without animations") { benchmark in
        let still = workload("static") {
            MediaClock.shared.useManualTime(start: startTime)
            let root = BenchmarkTree.make()
            CATransaction.flush()
            return root.committedSnapshot
        }
        guard let still else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, still)
    }
}
