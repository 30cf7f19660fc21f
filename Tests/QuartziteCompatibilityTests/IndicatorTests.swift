import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Indicators, replicators and shimmers")
    struct IndicatorTests {
        /// Circle i begins at 10 + 0.12·(i+1); its scale is 1 at its begin, 0.3 at key time
        /// 0.3 (0.225 s in) and again every 0.75 s after, forever (`repeatCount = HUGE`).
        @Test func ballPulseScalesThroughBoxedTransforms() throws {
            startClock()
            let host = CALayer()
            host.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            CATransaction.flush()
            let indicator = BallPulseIndicator()
            indicator.setUpAnimation(in: host, size: CGSize(width: 64, height: 64), color: CGColor(gray: 0, alpha: 1))
            CATransaction.flush()
            #expect(indicator.circles.count == 3)
            #expect(indicator.circles[1].frame == CGRect(x: 40, y: 40, width: 20, height: 20))
            let first = indicator.circles[0]
            setClock(10.05)
            #expect(near(first.presentation()?.transform.m11, 1))
            setClock(10.12 + 0.225)
            #expect(near(first.presentation()?.transform.m11, 0.3, 1e-4))
            #expect(near(first.presentation()?.transform.m33, 1, 1e-9))
            setClock(10.12 + 0.75 * 10 + 0.225)
            #expect(near(first.presentation()?.transform.m11, 0.3, 1e-4))
            setClock(10.36 + 0.75 * 1000 + 0.225)
            #expect(near(indicator.circles[2].presentation()?.transform.m22, 0.3, 1e-4))
            #expect(HUGE == Float.greatestFiniteMagnitude)
        }

        @Test func replicatorSpinnerFadesItsDot() {
            startClock()
            let spinner = ReplicatorSpinner(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            CATransaction.flush()
            spinner.startAnimating()
            CATransaction.flush()
            #expect(spinner.replicator.value(forKey: "instanceCount") as? Int == 12)
            #expect(near(spinner.replicator.value(forKey: "instanceDelay") as? Double, 0.1, 1e-12))
            #expect(near(spinner.replicator.value(forKeyPath: "instanceTransform.rotation.z") as? Double, .pi / 6, 1e-9))
            setClock(10.6)
            #expect(near(presented(spinner.dot, "opacity"), 0.55, 1e-6))
            setClock(10 + 1.2 * 50 + 0.3)
            #expect(near(presented(spinner.dot, "opacity"), 0.775, 1e-5))
            spinner.stopAnimating()
            CATransaction.flush()
            #expect(near(presented(spinner.dot, "opacity"), 0.1, 1e-6))
        }

        @Test func shimmerSlidesItsLocations() {
            startClock()
            let shimmer = ShimmerView(bounds: CGRect(x: 0, y: 0, width: 200, height: 40))
            CATransaction.flush()
            shimmer.startShimmering()
            CATransaction.flush()
            setClock(10.375)
            let quarter = shimmer.gradient.presentation()?.locations?.map(\.doubleValue) ?? []
            #expect(quarter.count == 3)
            for (value, expected) in zip(quarter, [-0.5, 0, 0.5]) { #expect(near(value, expected, 1e-9)) }
            setClock(10.75 + 1.5 * 7)
            let half = shimmer.gradient.presentation()?.locations?.map(\.doubleValue) ?? []
            for (value, expected) in zip(half, [0, 0.5, 1]) { #expect(near(value, expected, 1e-9)) }
            #expect(shimmer.contentLayer.mask === shimmer.gradient)
        }
    }
}
