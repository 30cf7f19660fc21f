import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

@Suite("Lottie playback", .mediaClockPerTest)
struct LottiePlaybackTests {
    /// A layer moving x from 0 to 100 linearly over frames 0…10 at 10 fps (op 10).
    private func mover() throws -> LottieAnimation {
        try load(document(
            layers: shapeLayer(name: "m", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}"#, op: 10),
            op: 10))
    }

    /// Builds and commits at media time 0.
    private func start(_ animation: LottieAnimation, _ playback: LottiePlayback = LottiePlayback()) -> CALayer {
        MediaClock.current.set(to: 0)
        return committedRoot(animation, playback: playback)
    }

    private func x(_ root: CALayer, at t: Double) throws -> Double {
        let outer = try #require(root.find("m (position, rotation)"))
        return Double(presentation(outer, at: t).position.x)
    }

    @Test("the default plays ip…op once, from the commit, and holds the end")
    func once() throws {
        MediaClock.current.set(to: 3)
        let root = committedRoot(try mover())
        #expect(try x(root, at: 3) == 0)
        #expect(abs(try x(root, at: 3.25) - 25) < 1e-4)
        #expect(try x(root, at: 10) == 100)
    }

    @Test("a range, looping, auto-reversing and speed come from the playback settings")
    func settings() throws {
        let animation = try mover()
        let range = start(animation, LottiePlayback(fromFrame: 2, toFrame: 6))
        #expect(abs(try x(range, at: 0) - 20) < 1e-4)
        #expect(abs(try x(range, at: 0.2) - 40) < 1e-4)
        #expect(abs(try x(range, at: 5) - 60) < 1e-4)
        let loop = start(animation, .loop)
        #expect(abs(try x(loop, at: 2.25) - 25) < 1e-4)
        let reverse = start(animation, LottiePlayback(repeatCount: 2, autoreverses: true))
        #expect(abs(try x(reverse, at: 1.25) - 75) < 1e-4)
        let fast = start(animation, LottiePlayback(speed: 2))
        #expect(abs(try x(fast, at: 0.25) - 50) < 1e-4)
    }

    @Test("markers choose the range as lottie-ios's play(marker:) and play(fromMarker:toMarker:playEndMarkerFrame:) do")
    func markers() throws {
        let json = document(
            layers: shapeLayer(name: "m", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}"#, op: 10),
            op: 10
        ).replacingOccurrences(of: #""layers""#, with: #""markers": [{"cm": "a", "tm": 2, "dr": 3}, {"cm": "b", "tm": 7, "dr": 1}], "layers""#)
        let animation = try load(json)
        let a = try #require(LottiePlayback(marker: "a", in: animation))
        #expect(a.fromFrame == 2 && a.toFrame == 5)
        let range = start(animation, a)
        #expect(abs(try x(range, at: 0) - 20) < 1e-4)
        #expect(abs(try x(range, at: 5) - 50) < 1e-4)  // held at the marker's end
        #expect(LottiePlayback(fromMarker: "a", toMarker: "b", in: animation)?.toFrame == 7)
        #expect(LottiePlayback(fromMarker: "a", toMarker: "b", in: animation, playEndMarkerFrame: false)?.toFrame == 6)
        #expect(LottiePlayback(marker: "c", in: animation) == nil && LottiePlayback(fromMarker: "a", toMarker: "c", in: animation) == nil)
    }

    @Test("the root's own CAMediaTiming scales, pauses and scrubs the whole tree")
    func rootTiming() throws {
        let animation = try mover()
        // Pause (Apple's recipe: speed 0, timeOffset = the local time) and scrub.
        let root = start(animation, .loop)
        #expect(abs(try x(root, at: 0.3) - 30) < 1e-4)
        root.speed = 0
        root.timeOffset = 0.7
        CATransaction.flush()
        #expect(abs(try x(root, at: 0.3) - 70) < 1e-4)
        #expect(abs(try x(root, at: 5) - 70) < 1e-4)
        // Half speed.
        MediaClock.current.set(to: 0)
        CATransaction.flush()
        CATransaction.begin()
        let half = animation.makeRootLayer()
        half.speed = 0.5
        CATransaction.commit()
        #expect(abs(try x(half, at: 1) - 50) < 1e-4)
    }
}
