import Testing
import Quartzite

@Suite struct KeyframeTimingFunctionsTests {
    /// easeIn (0.42, 0, 1, 1) on the second segment only: at its local g = 0.5 the eased
    /// fraction is 0.3153 (bisection of the cubic), so the value is 10 + 10 × 0.3153.
    @Test func timingFunctionsEaseTheirOwnSegment() {
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 20])
        let timing = KeyframeTimingFunctions([
            CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn),
        ])
        #expect(abs(timeline.value(at: 0.25, segmentTiming: timing)! - 5) < 1e-6)
        #expect(abs(timeline.value(at: 0.75, segmentTiming: timing)! - 13.153) < 1e-3)
        // Paced modes ignore per-segment functions.
        let paced = KeyframeTimeline<Double>(values: [0, 10, 20], calculationMode: .paced)
        #expect(paced.value(at: 0.75, segmentTiming: timing) == 15)
    }
}
