import Testing
import Quartzite

@Suite struct KeyframePacedTests {
    /// A polyline of lengths 30 and 10: constant speed puts f = 0.5 at length 20, inside the
    /// first segment, and the corner at f = 0.75.
    @Test func pacedPolylineMovesAtConstantSpeed() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        let timeline = KeyframeTimeline(values: points, calculationMode: .paced)
        #expect(timeline.effectiveKeyTimes == [0, 0.75, 1])
        let half = timeline.value(at: 0.5)!
        #expect(abs(half.x - 20) < 1e-9 && half.y == 0)
        let late = timeline.value(at: 0.875)!
        #expect(late.x == 30 && abs(late.y - 5) < 1e-9)
    }

    @Test func pacedIgnoresKeyTimes() {
        let timeline = KeyframeTimeline<Double>(
            values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .paced)
        #expect(abs(timeline.value(at: 0.5)! - 20) < 1e-9)
    }

    /// Seed 000's explanation: equal distances A→B and B→C take equal time under paced,
    /// whatever keyTimes say.
    @Test func equalDistancesTakeEqualTime() {
        let timeline = KeyframeTimeline<Double>(
            values: [0, 100, 200], keyTimes: [0, 1.0 / 3, 1], calculationMode: .paced)
        #expect(timeline.effectiveKeyTimes == [0, 0.5, 1])
    }

    @Test func zeroDistancesFallBackToUniformTimes() {
        let timeline = KeyframeTimeline<Double>(values: [5, 5, 5], calculationMode: .paced)
        #expect(timeline.effectiveKeyTimes == [0, 0.5, 1])
        #expect(timeline.value(at: 0.3) == 5)
    }
}
