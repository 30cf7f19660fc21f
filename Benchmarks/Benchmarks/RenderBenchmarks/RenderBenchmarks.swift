// Flattening (issue 5, BENCHMARKS M1): a 10,000-layer animated tree evaluated at a time and
// flattened into a render plan, no drawing — target ≤ 3 ms per frame on one core with no heap
// allocation per layer per frame; and the same tree without animations, which isolates the
// flattener's own cost from the animation evaluator's.
//
// Every benchmark builds its tree inside its own closure (outside the measured span), so the
// tree, its transaction and its media clock belong to the thread that measures it.
import Benchmark
import Quartzite
import QuartziteRender

/// The tree's shape: 100 containers under one root, 100 leaves in each (as LayerBenchmarks).
private let containerCount = 100
private let leavesPerContainer = 100

/// The media time the benchmarks start at (manual clock), in seconds.
private let startTime: CFTimeInterval = 1_000

private let leafColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

/// A 1000×1000-point root with 100 rows of 100 leaves (8×8 points, rounded, translucent,
/// slightly rotated, coloured).
private func makeTree() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    root.position = CGPoint(x: 500, y: 500)
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

/// One running animation per leaf: position, opacity, transform (with perspective) and
/// backgroundColor in turn; 2 s long, repeating forever.
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
    if flattener.statistics.layersVisited != 1 + containerCount * (1 + leavesPerContainer) {
        benchmark.error("visited \(flattener.statistics.layersVisited) layers")
    }
    if plan.quads.count < containerCount * leavesPerContainer / 2 {
        benchmark.error("only \(plan.quads.count) quads")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(3))

    Benchmark("M1: evaluate and flatten a frame of a 10,000-layer animated tree") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = makeTree()
        CATransaction.flush()
        addAnimations(to: root)
        CATransaction.flush()
        guard let snapshot = root.committedSnapshot else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, snapshot)
    }

    Benchmark("Flatten a frame of a 10,000-layer tree without animations") { benchmark in
        MediaClock.shared.useManualTime(start: startTime)
        let root = makeTree()
        CATransaction.flush()
        guard let snapshot = root.committedSnapshot else { return benchmark.error("no snapshot") }
        measureFlatten(benchmark, snapshot)
    }
}
