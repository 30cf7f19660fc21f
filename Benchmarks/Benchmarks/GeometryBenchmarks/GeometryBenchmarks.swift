// Geometry hot paths (issue 2): matrix concatenation and inversion, point mapping,
// transform interpolation between cached decompositions, path length and point at fraction.
// With scalingFactor .mega one reported iteration is 1,000,000 operations, so the wall-clock
// figure in µs equals nanoseconds per operation (.kilo: µs per 1,000 ops = ns per op too).
import Benchmark
import QuartzGeometry

/// Inputs that the optimiser cannot see through.
private enum Inputs {
    static let a = CATransform3DRotate(
        CATransform3DMakeTranslation(120, 80, -40), 0.7, 0.3, 1, 0.2)
    static var b: CATransform3D {
        var t = CATransform3DMakeScale(1.5, 0.75, 1)
        t.m34 = -1 / 500
        return CATransform3DRotate(t, -0.4, 0, 1, 0)
    }
    static var circle: CGPath { CGPath(
        ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil) }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .mega,
        maxDuration: .seconds(2))

    Benchmark("CATransform3DConcat") { benchmark in
        var t = Inputs.a
        let b = Inputs.b
        for _ in benchmark.scaledIterations {
            t = CATransform3DConcat(t, b)
            t.m44 = 1  // keep the chain finite
        }
        blackHole(t)
    }

    Benchmark("CATransform3DInvert") { benchmark in
        let m = CATransform3DConcat(Inputs.a, Inputs.b)
        var acc = 0.0
        for i in benchmark.scaledIterations {
            var t = m
            t.m41 = Double(i & 7)
            acc += CATransform3DInvert(t).m11
        }
        blackHole(acc)
    }

    // Throughput of independent points (as when a renderer maps quad corners), not the latency
    // of a chain through the perspective divide.
    Benchmark("Point transform (projectPoint)") { benchmark in
        let m = CATransform3DConcat(Inputs.a, Inputs.b)
        var sum = CGPoint.zero
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 1
            let p = m.projectPoint(CGPoint(x: x, y: 20))
            sum.x += p.x
            sum.y += p.y
        }
        blackHole(sum)
    }

    Benchmark("Transform interpolation (cached decompositions)") { benchmark in
        guard let from = DecomposedTransform(Inputs.a), let to = DecomposedTransform(Inputs.b)
        else { fatalError("benchmark inputs must decompose") }
        var f = 0.0
        var acc = 0.0
        for _ in benchmark.scaledIterations {
            f += 0.000_123
            if f > 1 { f -= 1 }
            acc += from.interpolated(to: to, fraction: f).transform.m11
        }
        blackHole(acc)
    }

    Benchmark("Path length (circle)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Inputs.circle.length)
        }
    }

    Benchmark("Path point at fraction (prepared measure)") { benchmark in
        let measure = PathMeasure(Inputs.circle)
        var f = 0.0
        for _ in benchmark.scaledIterations {
            f += 0.000_123
            if f > 1 { f -= 1 }
            blackHole(measure.point(atFraction: f))
        }
    }
}
