import Testing

@testable import Quartzite

/// A minimal conforming object, standing in for a layer or an animation.
private final class Timed: CAMediaTiming {
    var beginTime: CFTimeInterval = 0
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

private func expectProgress(
    _ timing: MediaTimingParameters, at t: Double, iteration: Int, fraction: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let p = timing.progress(atParentTime: t) else {
        Issue.record("not active at \(t)", sourceLocation: sourceLocation)
        return
    }
    #expect(p.iteration == iteration, "iteration at \(t)", sourceLocation: sourceLocation)
    #expect(abs(p.fraction - fraction) < 1e-12, "fraction \(p.fraction) at \(t)", sourceLocation: sourceLocation)
}

@Suite struct MediaTimingParametersTests {
    @Test func defaultDurationReplacesNonPositiveOnly() {
        #expect(MediaTimingParameters.defaultAnimationDuration == 0.25)
        #expect(MediaTimingParameters.resolvedDuration(0, default: 0.25) == 0.25)
        #expect(MediaTimingParameters.resolvedDuration(-1, default: 0.25) == 0.25)
        #expect(MediaTimingParameters.resolvedDuration(2, default: 0.25) == 2)
        let animation = Timed()
        animation.repeatCount = 2
        let resolved = MediaTimingParameters(animation, defaultDuration: 0.25)
        #expect(resolved.duration == 0.25)
        #expect(resolved.activeDuration == 0.5)
        #expect(MediaTimingParameters(animation).duration == 0)
    }

    @Test func fractionalRepeatCount() {
        // Seed 004: a 10 s animation with repeatCount 2.5 runs 25 s and stops half-way
        // through its third cycle.
        var timing = MediaTimingParameters(duration: 10, repeatCount: 2.5)
        #expect(timing.activeDuration == 25)
        #expect(timing.endTime == 25)
        expectProgress(timing, at: 12, iteration: 1, fraction: 0.2)
        expectProgress(timing, at: 25, iteration: 2, fraction: 0.5)
        #expect(timing.progress(atParentTime: 25.01) == nil)
        timing.fillMode = .forwards
        expectProgress(timing, at: 25.01, iteration: 2, fraction: 0.5)
        expectProgress(timing, at: 1000, iteration: 2, fraction: 0.5)
    }

    @Test func wholeRepeatCountEndsAtOne() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: 3)
        expectProgress(timing, at: 1, iteration: 1, fraction: 0)
        expectProgress(timing, at: 3, iteration: 2, fraction: 1)
        // 3 × 0.3 is 0.8999999999999999 in Double: still the end of the last cycle.
        let inexact = MediaTimingParameters(duration: 0.3, repeatCount: 3)
        let end = inexact.progress(atParentTime: inexact.endTime)
        #expect(end?.iteration == 2)
        #expect(end?.fraction == 1)
    }

    @Test func autoreverseDoublesTheCycle() {
        let once = MediaTimingParameters(duration: 1, autoreverses: true)
        #expect(once.cycleDuration == 2)
        #expect(once.activeDuration == 2)
        expectProgress(once, at: 0.5, iteration: 0, fraction: 0.5)
        expectProgress(once, at: 1.5, iteration: 0, fraction: 0.5)
        expectProgress(once, at: 1.75, iteration: 0, fraction: 0.25)
        expectProgress(once, at: 2, iteration: 0, fraction: 0)
        let oneAndHalf = MediaTimingParameters(duration: 1, repeatCount: 1.5, autoreverses: true)
        #expect(oneAndHalf.activeDuration == 3)
        expectProgress(oneAndHalf, at: 2.5, iteration: 1, fraction: 0.5)
        expectProgress(oneAndHalf, at: 3, iteration: 1, fraction: 1)
    }

    @Test func timeOffsetShiftsPhaseNotWindow() {
        let timing = MediaTimingParameters(timeOffset: 1, duration: 3)
        #expect(timing.endTime == 3)
        expectProgress(timing, at: 0, iteration: 0, fraction: 1.0 / 3)
        expectProgress(timing, at: 1.5, iteration: 0, fraction: 2.5 / 3)
        expectProgress(timing, at: 2, iteration: 1, fraction: 0)
        expectProgress(timing, at: 3, iteration: 1, fraction: 1.0 / 3)
        #expect(timing.progress(atParentTime: 3.01) == nil)
    }

    @Test func speedScalesParentTime() {
        let timing = MediaTimingParameters(duration: 10, speed: 2)
        #expect(timing.endTime == 5)
        expectProgress(timing, at: 2.5, iteration: 0, fraction: 0.5)
        expectProgress(timing, at: 5, iteration: 0, fraction: 1)
        #expect(timing.progress(atParentTime: 5.001) == nil)
    }

    @Test func speedZeroFreezesAtTimeOffset() {
        let timing = MediaTimingParameters(beginTime: 1, timeOffset: 0.4, duration: 1, speed: 0)
        #expect(timing.endTime == .infinity)
        expectProgress(timing, at: 1, iteration: 0, fraction: 0.4)
        expectProgress(timing, at: 1e6, iteration: 0, fraction: 0.4)
        #expect(timing.progress(atParentTime: 0.5) == nil)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let timing = MediaTimingParameters(timeOffset: 1, duration: 1, speed: -1)
        #expect(timing.endTime == 1)
        expectProgress(timing, at: 0, iteration: 0, fraction: 1)
        expectProgress(timing, at: 0.25, iteration: 0, fraction: 0.75)
        expectProgress(timing, at: 1, iteration: 0, fraction: 0)
        #expect(timing.progress(atParentTime: 1.01) == nil)
        // Negative active time wraps with floor-modulo: u = −0.25 → phase 0.75 of cycle −1.
        let wrapping = MediaTimingParameters(duration: 1, speed: -1, repeatCount: 2)
        expectProgress(wrapping, at: 0.25, iteration: -1, fraction: 0.75)
        // Window in parent time: [begin, begin + AD/|speed|].
        #expect(MediaTimingParameters(beginTime: 2, duration: 3, speed: -2).endTime == 3.5)
    }

    @Test func beginTimeAndBackwardsFill() {
        var timing = MediaTimingParameters(beginTime: 2, timeOffset: 0.5, duration: 1)
        #expect(timing.progress(atParentTime: 1.99) == nil)
        expectProgress(timing, at: 2, iteration: 0, fraction: 0.5)
        timing.fillMode = .backwards
        expectProgress(timing, at: 0, iteration: 0, fraction: 0.5)
        #expect(timing.progress(atParentTime: 3.01) == nil)
        timing.fillMode = .both
        expectProgress(timing, at: -5, iteration: 0, fraction: 0.5)
        expectProgress(timing, at: 9, iteration: 1, fraction: 0.5)
    }

    @Test func endIsInclusive() {
        let timing = MediaTimingParameters(beginTime: 1, duration: 2)
        #expect(timing.isActive(atParentTime: 3))
        #expect(!timing.isActive(atParentTime: 3.000001))
        #expect(!timing.isActive(atParentTime: .nan))
        expectProgress(timing, at: 3, iteration: 0, fraction: 1)
    }

    @Test func repeatRules() {
        #expect(MediaTimingParameters(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        let flt = MediaTimingParameters(duration: 2, repeatCount: .greatestFiniteMagnitude)
        #expect(flt.activeDuration == .infinity)
        expectProgress(flt, at: 1e9 + 1, iteration: 500_000_000, fraction: 0.5)
        // repeatDuration wins over repeatCount.
        let both = MediaTimingParameters(duration: 2, repeatCount: 5, repeatDuration: 3)
        #expect(both.activeDuration == 3)
        expectProgress(both, at: 3, iteration: 1, fraction: 0.5)
    }

    @Test func inverseUndoesForwardMap() {
        let timing = MediaTimingParameters(beginTime: 3.5, timeOffset: -1.25, speed: 0.75)
        for t in [-10.0, 0, 1.5, 3.5, 1234.5678] {
            let local = timing.localTime(fromParentTime: t)
            #expect(abs(timing.parentTime(fromLocalTime: local) - t) < 1e-9)
        }
        #expect(timing.localTime(fromParentTime: 7.5) == 1.75)
    }

    @Test func snapshotCopiesEveryField() {
        let object = Timed()
        object.beginTime = 1
        object.timeOffset = 2
        object.duration = 3
        object.speed = 4
        object.repeatCount = 5
        object.repeatDuration = 6
        object.autoreverses = true
        object.fillMode = .both
        #expect(
            MediaTimingParameters(object)
                == MediaTimingParameters(
                    beginTime: 1, timeOffset: 2, duration: 3, speed: 4, repeatCount: 5,
                    repeatDuration: 6, autoreverses: true, fillMode: .both))
    }
}
