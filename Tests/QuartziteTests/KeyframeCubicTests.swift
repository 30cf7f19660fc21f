import Testing
import Quartzite

@Suite struct KeyframeCubicTests {
    @Test func cubicPassesThroughEveryValueAtItsKeyTime() {
        let values: [Double] = [0, 10, 5, 20]
        let keyTimes = [0, 0.2, 0.7, 1.0]
        let timeline = KeyframeTimeline(values: values, keyTimes: keyTimes, calculationMode: .cubic)
        for (value, time) in zip(values, keyTimes) {
            #expect(timeline.value(at: time) == value)
        }
    }

    /// Uniform Catmull-Rom on 0, 10, 5, 20: segment 1 at g = 0.5 is
    /// (−P0 + 9P1 + 9P2 − P3)/16 = (0 + 90 + 45 − 20)/16 = 7.1875.
    @Test func uniformCatmullRomMidpoint() {
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 5, 20], calculationMode: .cubic)
        #expect(abs(timeline.value(at: 0.5)! - 7.1875) < 1e-12)
    }

    /// At the ends the missing neighbour makes the end tangent P1 − P0: for 0, 10, 5 the first
    /// segment has tangents 10 (start) and (5 − 0)/2 = 2.5 (end); at g = 0.5 the Hermite value
    /// is 0.5·0 + 0.125·10 + 0.5·10 − 0.125·2.5 = 5.9375.
    @Test func endSegmentsUseTheChordAsTangent() {
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 5], calculationMode: .cubic)
        #expect(abs(timeline.value(at: 0.25)! - 5.9375) < 1e-12)
    }

    /// Tension 1 gives zero tangents: the curve between two keyframes is the smoothstep
    /// 3g² − 2g³ along the straight line — at g = 0.25 that is 0.15625 of the way.
    @Test func tensionOneGivesZeroTangents() {
        let timeline = KeyframeTimeline<Double>(
            values: [0, 10, 5, 20], calculationMode: .cubic, tensionValues: [1, 1, 1, 1])
        // Segment 1 (10 → 5) at g = 0.25: f = (1 + 0.25)/3.
        let value = timeline.value(at: 1.25 / 3)!
        #expect(abs(value - (10 - 5 * 0.15625)) < 1e-9)
    }

    @Test func cubicPointsAreSmoothThroughCorners() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        let linear = KeyframeTimeline(values: square).value(at: 0.25)!
        let cubic = KeyframeTimeline(values: square, calculationMode: .cubic).value(at: 0.25)!
        #expect(linear == CGPoint(x: 50, y: 0))
        // Catmull-Rom with end chord tangents: x = 0.5·0 + 0.125·100 + 0.5·100 − 0.125·50,
        // y = 0.125·0 − 0.125·50 = −6.25 (the curve swings outward before the corner).
        #expect(abs(cubic.x - 56.25) < 1e-9 && abs(cubic.y + 6.25) < 1e-9)
    }

    @Test func cubicPacedUsesPacedTimes() {
        let timeline = KeyframeTimeline<Double>(values: [0, 30, 40], calculationMode: .cubicPaced)
        #expect(timeline.effectiveKeyTimes == [0, 0.75, 1])
        #expect(timeline.value(at: 0.75) == 30)
    }
}
