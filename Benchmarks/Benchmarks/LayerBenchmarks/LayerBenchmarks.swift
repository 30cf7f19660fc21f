// The layer model (issue 4): building and committing a 10,000-layer tree (target < 20 ms),
// snapshotting an unchanged committed tree (target: about nothing, no allocation), a commit
// that changes one leaf (only the leaf and its ancestors get new nodes), and one frame of a
// 10,000-layer animated tree evaluated through the snapshot (BENCHMARKS M1 without
// flattening: ≤ 3 ms with flattening).
//
// Every benchmark builds its tree inside its own closure (outside the measured span), so the
// tree, its transaction and its media clock belong to the thread that measures it.
import Benchmark
import Quartzite

/// The tree's shape: 100 containers under one root, 100 leaves in each.
private let containerCount = 100
private let leavesPerContainer = 100

/// The media time the benchmarks start at (manual clock), in seconds.
private let startTime: CFTimeInterval = 1_000

private let leafColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

/// A root with 100 containers of 100 leaves; each leaf has bounds, position, backgroundColor,
/// cornerRadius, opacity and transform set. Not committed.
private func makeTree() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    for c in 0..<containerCount {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 1000, height: 10)
        container.position = CGPoint(x: 500, y: CGFloat(c) * 10 + 5)
        for l in 0..<leavesPerContainer {
            let leaf = CALayer()
            leaf.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            leaf.position = CGPoint(x: CGFloat(l) * 10 + 5, y: 5)
            leaf.backgroundColor = leafColor
            leaf.cornerRadius = 2
            leaf.opacity = 0.9
            leaf.transform = CATransform3DMakeRotation(CGFloat(l) * 0.01, 0, 0, 1)
            container.addSublayer(leaf)
        }
        root.addSublayer(container)
    }
    return root
}

/// One explicit animation per leaf, cycling through position, opacity, transform and
/// backgroundColor; 2 s long, repeating forever, so all run at the evaluated time.
private func addAnimations(to root: CALayer) {
    var index = 0
    for container in root.sublayers ?? [] {
        for leaf in container.sublayers ?? [] {
            let x = CGFloat(index % 100)
            let animation: CABasicAnimation
            switch index % 4 {
            case 0:
                animation = CABasicAnimation(keyPath: "position")
                animation.fromValue = CGPoint(x: x, y: 0)
                animation.toValue = CGPoint(x: x + 100, y: 200)
            case 1:
                animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0.0
                animation.toValue = 1.0
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            case 2:
                animation = CABasicAnimation(keyPath: "transform")
                animation.fromValue = CATransform3DIdentity
                var end = CATransform3DMakeRotation(.pi / 2 + x / 100, 0, 1, 0)
                end.m34 = -1 / 500
                animation.toValue = end
            default:
                animation = CABasicAnimation(keyPath: "backgroundColor")
                animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            }
            animation.duration = 2
            animation.repeatCount = .infinity
            leaf.add(animation, forKey: "bench")
            index += 1
        }
    }
}

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
        let root = makeTree()
        CATransaction.flush()
        benchmark.stopMeasurement()
        if root.committedSnapshot?.sublayers.count != containerCount {
            benchmark.error("the commit did not produce the tree's snapshot")
        }
    }

    Benchmark("Commit 10,000 new layers (commit alone)") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = makeTree()
        benchmark.startMeasurement()
        CATransaction.flush()
        benchmark.stopMeasurement()
        if root.committedSnapshot?.sublayers.count != containerCount {
            benchmark.error("the commit did not produce the tree's snapshot")
        }
    }

    Benchmark(
        "Snapshot of an unchanged 10,000-layer tree (flush + root node)",
        configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = makeTree()
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
        let root = makeTree()
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
        let root = makeTree()
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
        let root = makeTree()
        CATransaction.flush()
        addAnimations(to: root)
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
        if evaluated != 1 + containerCount * (1 + leavesPerContainer) {
            benchmark.error("evaluated \(evaluated) nodes")
        }
    }
}
