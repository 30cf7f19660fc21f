import Testing
import Quartzite

@Suite struct KeyframeDiscreteTests {
    @Test func withoutKeyTimesEachValueHoldsAnEqualShare() {
        let timeline = KeyframeTimeline<Double>(values: [1, 2, 3, 4], calculationMode: .discrete)
        #expect(timeline.value(at: 0) == 1)
        #expect(timeline.value(at: 0.249) == 1)
        #expect(timeline.value(at: 0.25) == 2)
        #expect(timeline.value(at: 0.74) == 3)
        #expect(timeline.value(at: 0.75) == 4)
        #expect(timeline.value(at: 1) == 4)
    }

    @Test func keyTimesOneMoreThanValues() {
        let timeline = KeyframeTimeline<Double>(
            values: [10, 20, 30], keyTimes: [0, 0.5, 0.9, 1], calculationMode: .discrete)
        #expect(timeline.value(at: 0.49) == 10)
        #expect(timeline.value(at: 0.5) == 20)
        #expect(timeline.value(at: 0.89) == 20)
        #expect(timeline.value(at: 0.9) == 30)
        #expect(timeline.value(at: 1) == 30)
    }

    /// Apple's documentation example: keyTimes 0, .25, .5, .75, 1 with values of equal count:
    /// the last value is never shown; the one before it holds to the end.
    @Test func equalCountsNeverShowTheLastValue() {
        let timeline = KeyframeTimeline<Double>(
            values: [20, 30, 40, 50, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(timeline.value(at: 0.1) == 20)
        #expect(timeline.value(at: 0.3) == 30)
        #expect(timeline.value(at: 0.6) == 40)
        #expect(timeline.value(at: 0.8) == 50)
        #expect(timeline.value(at: 1) == 50)
    }

    @Test func fourValuesWithFiveKeyTimesHoldTheLastValue() {
        let timeline = KeyframeTimeline<Double>(
            values: [20, 30, 40, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(timeline.value(at: 0.8) == 60)
        #expect(timeline.value(at: 1) == 60)
    }
}
