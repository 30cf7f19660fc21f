import Testing

@testable import Quartzite

@Suite struct MediaTimeHierarchyTests {
    @Test func nestedSpeedsMultiply() {
        // Seed 004: a 10 s animation on a layer of speed 2 inside a layer of speed 2
        // completes in a quarter of the time: 2.5 s.
        let chain = [MediaTimingParameters(speed: 2), MediaTimingParameters(speed: 2)]
        let animation = MediaTimingParameters(duration: 10)
        #expect(MediaTimeHierarchy.localTime(fromAbsoluteTime: 2.5, through: chain) == 10)
        let half = MediaTimeHierarchy.progress(of: animation, atAbsoluteTime: 1.25, through: chain)
        #expect(half == MediaTimingProgress(iteration: 0, fraction: 0.5))
        let end = MediaTimeHierarchy.progress(of: animation, atAbsoluteTime: 2.5, through: chain)
        #expect(end == MediaTimingProgress(iteration: 0, fraction: 1))
        #expect(MediaTimeHierarchy.progress(of: animation, atAbsoluteTime: 2.5001, through: chain) == nil)
    }

    @Test func absoluteTimeInvertsLocalTime() {
        let chain = [
            MediaTimingParameters(beginTime: 1, timeOffset: 0.5, speed: 2),
            MediaTimingParameters(beginTime: -3, timeOffset: 2, speed: 0.25),
            MediaTimingParameters(beginTime: 7, speed: -1.5),
        ]
        for t in [0.0, 2.25, 100] {
            let local = MediaTimeHierarchy.localTime(fromAbsoluteTime: t, through: chain)
            #expect(abs(MediaTimeHierarchy.absoluteTime(fromLocalTime: local, through: chain) - t) < 1e-9)
        }
        // Hand-composed: ((t−1)·2+0.5 −(−3))·0.25 + 2 → then (x − 7)·(−1.5).
        let local = MediaTimeHierarchy.localTime(fromAbsoluteTime: 2.25, through: chain)
        let inner = ((2.25 - 1) * 2 + 0.5 + 3) * 0.25 + 2
        #expect(abs(local - (inner - 7) * -1.5) < 1e-12)
        #expect(MediaTimeHierarchy.localTime(fromAbsoluteTime: 4, through: [MediaTimingParameters]()) == 4)
    }

    @Test func convertTimeThroughCommonAncestor() {
        let root = MediaTimingParameters(speed: 0)  // paused root: siblings still convert
        let a = MediaTimingParameters(beginTime: 1, speed: 2)
        let b = MediaTimingParameters(timeOffset: 3, speed: 0.5)
        // From a to b: up through a ((4 − 0)/2 + 1 = 3), down through b (3·0.5 + 3 = 4.5).
        #expect(MediaTimeHierarchy.convertTime(4, from: [root, a], to: [root, b], sharedCount: 1) == 4.5)
        // From a layer to itself is the identity.
        #expect(MediaTimeHierarchy.convertTime(4, from: [root, a], to: [root, a], sharedCount: 2) == 4)
        // from: nil (absolute time) into a running chain.
        let running = [MediaTimingParameters(), a]
        #expect(MediaTimeHierarchy.convertTime(5, from: [MediaTimingParameters](), to: running, sharedCount: 0) == 8)
        #expect(MediaTimeHierarchy.convertTime(8, from: running, to: [MediaTimingParameters](), sharedCount: 0) == 5)
    }

    @Test func layerBeginTimeShiftsConvertedTime() {
        // StackOverflow measurement: layer.beginTime += 5 ⇒ convertTime result − 5.
        let before = [MediaTimingParameters()]
        let after = [MediaTimingParameters(beginTime: 5)]
        let t0 = MediaTimeHierarchy.convertTime(12, from: [MediaTimingParameters](), to: before, sharedCount: 0)
        let t1 = MediaTimeHierarchy.convertTime(12, from: [MediaTimingParameters](), to: after, sharedCount: 0)
        #expect(t1 == t0 - 5)
    }
}
