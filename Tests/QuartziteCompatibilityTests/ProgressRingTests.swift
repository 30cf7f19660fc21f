import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("A progress ring (shape and text layers)")
    struct ProgressRingTests {
        /// strokeEnd runs 0 → 0.8 over 2 s; set again half-way, it starts from the value on
        /// screen (0.4) toward 0.2.
        @Test func strokeEndAnimatesFromTheValueOnScreen() {
            startClock()
            let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 108, height: 108))
            CATransaction.flush()
            ring.setProgress(0.8, duration: 2)
            CATransaction.flush()
            setClock(11)
            #expect(near(ring.progressLayer.presentation()?.strokeEnd, 0.4, 1e-6))
            ring.setProgress(0.2, duration: 1)
            CATransaction.flush()
            setClock(11.5)
            #expect(near(ring.progressLayer.presentation()?.strokeEnd, 0.3, 1e-6))
            setClock(12.5)
            #expect(near(ring.progressLayer.presentation()?.strokeEnd, 0.2, 1e-9))
            #expect(ring.label.string as? String == "20%")
        }

        /// A quarter of the way along, the arc is at 3 o'clock: it turns clockwise on the
        /// y-down screen, as UIKit's clockwise arc does (radius 50 about (54, 54)).
        @Test func arcTurnsClockwiseOnScreen() throws {
            startClock()
            let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 108, height: 108))
            let path = try #require(ring.progressLayer.path)
            let quarter: CGPath = path.trimmed(fromFraction: 0, toFraction: 0.25)
            #expect(near(quarter.currentPoint, CGPoint(x: 104, y: 54), 1e-6))
            #expect(near(path.pathData.points.first, CGPoint(x: 54, y: 4), 1e-9))
        }
    }
}
