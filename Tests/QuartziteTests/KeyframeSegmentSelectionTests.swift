import Testing
import Quartzite

@Suite struct KeyframeSegmentSelectionTests {
    @Test func withoutKeyTimesSegmentsAreUniform() {
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 30])
        #expect(timeline.segment(at: 0.25) == KeyframeSegmentPosition(index: 0, fraction: 0.5))
        #expect(timeline.segment(at: 0.75) == KeyframeSegmentPosition(index: 1, fraction: 0.5))
        #expect(timeline.segment(at: 1) == KeyframeSegmentPosition(index: 1, fraction: 1))
        #expect(timeline.segment(at: -0.5) == KeyframeSegmentPosition(index: 0, fraction: 0))
        #expect(timeline.value(at: 0.25) == 5)
        #expect(timeline.value(at: 0.75) == 20)
        #expect(timeline.value(at: 1) == 30)
        #expect(timeline.value(at: 1.5) == 30)
        #expect(timeline.effectiveKeyTimes == [0, 0.5, 1])
    }

    @Test func withKeyTimesTheLastKeyTimeNotAfterFractionWins() {
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 30], keyTimes: [0, 0.8, 1])
        #expect(timeline.segment(at: 0.4) == KeyframeSegmentPosition(index: 0, fraction: 0.5))
        #expect(timeline.segment(at: 0.8) == KeyframeSegmentPosition(index: 1, fraction: 0))
        #expect(abs(timeline.value(at: 0.4)! - 5) < 1e-12)
        #expect(abs(timeline.value(at: 0.9)! - 20) < 1e-12)
        // Past the last key time: clamped to the last segment at g = 1.
        #expect(timeline.segment(at: 1.2) == KeyframeSegmentPosition(index: 1, fraction: 1))
    }

    @Test func localFractionsNearTheEndsSnapToTheKeyframe() {
        let timeline = KeyframeTimeline<Double>(values: [0, 1000])
        #expect(timeline.value(at: 0.0009) == 0)
        #expect(timeline.value(at: 0.9995) == 1000)
        #expect(timeline.value(at: 0.002) == 2)
    }

    @Test func segmentTimingWarpsEachSegmentsLocalFraction() {
        struct Square: KeyframeSegmentTiming {
            func warp(_ fraction: Double, segment: Int) -> Double {
                segment == 1 ? fraction * fraction : fraction
            }
        }
        let timeline = KeyframeTimeline<Double>(values: [0, 10, 20])
        #expect(timeline.value(at: 0.25, segmentTiming: Square()) == 5)
        #expect(timeline.value(at: 0.75, segmentTiming: Square()) == 12.5)
    }

    @Test func emptyAndSingleValueTimelines() {
        #expect(KeyframeTimeline<Double>(values: []).value(at: 0.5) == nil)
        #expect(KeyframeTimeline<Double>(values: [7]).value(at: 0.5) == 7)
    }

    /// Seed 001: three keyframes of rotation 0, π, 2π animate `transform.rotation` through a
    /// full clockwise turn (y down: positive angles turn clockwise); negated values turn back.
    @Test func rotationKeyframesTurnAFullCircle() {
        let clockwise = KeyframeTimeline<Double>(values: [0, .pi, 2 * .pi])
        #expect(abs(clockwise.value(at: 0.25)! - .pi / 2) < 1e-12)
        #expect(abs(clockwise.value(at: 0.75)! - 3 * .pi / 2) < 1e-12)
        #expect(clockwise.value(at: 1) == 2 * .pi)
        let anticlockwise = KeyframeTimeline<Double>(values: [0, -.pi, -2 * .pi])
        #expect(abs(anticlockwise.value(at: 0.25)! + .pi / 2) < 1e-12)
        #expect(anticlockwise.value(at: 1) == -2 * .pi)
    }
}
