// The animation engine (issue 3): evaluating 10,000 active animations of mixed types at one
// instant, as a frame of a 10,000-layer animated tree does. Target: < 2 ms on one core, with
// no heap allocation per evaluated value.
import AnimationFixtures
import Benchmark
import Quartzite

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    Benchmark("Evaluate 10,000 mixed animations") { benchmark in
        let properties = tenThousandProperties
        var time = 0.7
        for _ in benchmark.scaledIterations {
            time += 0.016
            for p in properties {
                blackHole(AnimationEvaluator.presentationValue(
                    of: p.property, modelValue: p.model, animations: p.animations,
                    atLayerTime: time))
            }
        }
    }
}
