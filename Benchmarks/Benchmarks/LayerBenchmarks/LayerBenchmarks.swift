// The layer model (issue 4): building and committing a 10,000-layer tree (target < 20 ms),
// snapshotting an unchanged committed tree (target: about nothing, no allocation), a commit
// that changes one leaf (only the leaf and its ancestors get new nodes), and one frame of a
// 10,000-layer animated tree evaluated through the snapshot (BENCHMARKS M1 without
// flattening: ≤ 3 ms with flattening).
//
// Every benchmark builds its tree inside its own closure (outside the measured span), so the
// tree, its transaction and its media clock belong to the thread that measures it.
import Benchmark
import LayerTreeFixtures
import Quartzite


/// The media time the benchmarks start at (manual clock), in seconds.
private let startTime: CFTimeInterval = 1_000



/// Evaluates every node of the snapshot below (and including) `node` at `parentTime`, a time
/// of the node's superlayer; returns the number of nodes evaluated.
private func evaluate(_ node: LayerSnapshot, atParentTime parentTime: CFTimeInterval) -> Int {
    blackHole(node.presentationProperties(atParentTime: parentTime))
    let local = node.localTime(fromParentTime: parentTime)
    var count = 1
    for child in node.sublayers {
        count += evaluate(child, atParentTime: local)
    }
    return count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(3))

    Benchmark("Build and commit 10,000 layers") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        benchmark.startMeasurement()
        let root = BenchmarkTree.make()
        CATransaction.flush()
        benchmark.stopMeasurement()
        if root.committedSnapshot?.sublayers.count != BenchmarkTree.containerCount {
            benchmark.error("the commit did not produce the tree's snapshot")
        }
    }

    Benchmark("Commit 10,000 new layers (commit alone)") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        benchmark.startMeasurement()
        CATransaction.flush()
        benchmark.stopMeasurement()
        if root.committedSnapshot?.sublayers.count != BenchmarkTree.containerCount {
            benchmark.error("the commit did not produce the tree's snapshot")
        }
    }

    Benchmark(
        "Snapshot of an unchanged 10,000-layer tree (flush + root node)",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        let before = root.committedSnapshot
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            CATransaction.flush()
            blackHole(root.committedSnapshot)
        }
        benchmark.stopMeasurement()
        if root.committedSnapshot !== before {
            benchmark.error("an unchanged tree got a new root node")
        }
    }

    Benchmark(
        "Commit one changed leaf of 10,000 (actions disabled) + root node",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        let containers = root.sublayers ?? []
        let leaf = containers[37].sublayers![42]
        let untouched = containers[36].committedSnapshot
        let siblingLeaf = containers[37].sublayers![41].committedSnapshot
        var x: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += 1
            CATransaction.setDisableActions(true)
            leaf.position = CGPoint(x: x, y: 5)
            CATransaction.flush()
            blackHole(root.committedSnapshot)
        }
        benchmark.stopMeasurement()
        let newRoot = root.committedSnapshot
        if newRoot?.sublayers[36] !== untouched || newRoot?.sublayers[37].sublayers[41] !== siblingLeaf {
            benchmark.error("an unchanged subtree got new nodes")
        }
        if newRoot?.sublayers[37].sublayers[42].properties.position.x != x {
            benchmark.error("the changed leaf's node does not hold its new position")
        }
    }

    Benchmark(
        "Commit one changed leaf of 10,000 (implicit animation) + root node",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        let leaf = root.sublayers![37].sublayers![42]
        var x: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += 1
            leaf.position = CGPoint(x: x, y: 5)
            CATransaction.flush()
            blackHole(root.committedSnapshot)
        }
        benchmark.stopMeasurement()
        if root.committedSnapshot?.sublayers[37].sublayers[42].animations.count != 1 {
            benchmark.error("the leaf's change did not animate implicitly")
        }
    }

    Benchmark("Evaluate a frame of a 10,000-layer animated tree (snapshot)") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = BenchmarkTree.make()
        CATransaction.flush()
        BenchmarkTree.addAnimations(to: root)
        CATransaction.flush()
        guard let snapshot = root.committedSnapshot else {
            return benchmark.error("no snapshot")
        }
        var time = startTime + 0.7
        var evaluated = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.016
            evaluated = evaluate(snapshot, atParentTime: time)
        }
        benchmark.stopMeasurement()
        if evaluated != 1 + BenchmarkTree.containerCount * (1 + BenchmarkTree.leavesPerContainer) {
            benchmark.error("evaluated \(evaluated) nodes")
        }
    }
}
