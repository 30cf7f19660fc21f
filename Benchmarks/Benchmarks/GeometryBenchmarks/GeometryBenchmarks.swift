import Benchmark
import QuartzGeometry

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    Benchmark("noop") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(CGPoint(x: 1, y: 2)) }
    }
}
