import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// Rounded corners (`rd`) whose radius is keyframed: lottie-ios's Core Animation engine
/// combines the radius's keyframes with the path's (rounding the path at each), so the
/// corners grow as the radius does.
@Suite("Lottie: animated rounded corners", .mediaClockPerTest)
struct LottieRoundedCornersTests {
    /// A 40 × 40 square with sharp corners from (0, 0), drawn by `path` keyframes.
    private func square(_ side: Double) -> String {
        #"{"c": true, "v": [[0, 0], [\#(side), 0], [\#(side), \#(side)], [0, \#(side)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}"#
    }

    private let fill = #"{"ty": "fl", "nm": "paint", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#

    /// The radius from 0 at frame 0 to 10 at frame 10 (10 frames a second), linear.
    private let growingRadius =
        #"{"ty": "rd", "r": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [10]}]}}"#

    private let cutPerRadius = (4 - 3 * 0.5519) / 8

    /// How far along the diagonal from the corner (0, 0) the outline crosses it, to 0.05.
    private func cornerCut(_ path: CGPath?) -> Double {
        var d = 0.0
        while d < 10, !(path?.contains(CGPoint(x: d + 0.025, y: d + 0.025)) ?? false) { d += 0.05 }
        return d
    }

    @Test("a still path rounds with the radius of the moment: sharp at 0, a 5-unit corner at 5, 10 at 10, not reported")
    func stillPathGrowingRadius() throws {
        let shapes = [#"{"ty": "sh", "ks": {"a": 0, "k": \#(square(40))}}"#, fill, growingRadius].joined(separator: ", ")
        let animation = try load(document(layers: shapeLayer(shapes: shapes)))
        #expect(!animation.unsupportedFeatures.contains { $0.feature.contains("rounded") })
        let layer = try #require(committedRoot(animation).find("paint") as? CAShapeLayer)
        // A corner rounded with radius r is a cubic from (r, 0) to (0, r) with handles 0.5519 of
        // the way to the corner: its midpoint, on the diagonal, is r · (4 − 3 · 0.5519) / 8
        // from the corner along each axis.
        for (t, radius) in [(0.0, 0.0), (0.5, 5.0), (1.0, 10.0), (1.5, 10.0)] {
            let cut = cornerCut(presentation(layer, at: t).path)
            #expect(abs(cut - radius * cutPerRadius) <= 0.06, "t = \(t): \(cut)")
        }
    }

    @Test("a path keyed unlike the radius is rounded at every frame, with both of the moment")
    func animatedPathAndRadius() throws {
        // The square grows from 40 to 80 between frames 0 and 20 (50 at frame 5); the radius
        // grows 0 → 10 by frame 10.
        let path = #"{"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [\#(square(40))], \#(linear)}, {"t": 20, "s": [\#(square(80))]}]}}"#
        let animation = try load(document(layers: shapeLayer(shapes: [path, fill, growingRadius].joined(separator: ", "))))
        let layer = try #require(committedRoot(animation).find("paint") as? CAShapeLayer)
        let half = try #require(presentation(layer, at: 0.5).path)
        #expect(abs(half.boundingBoxOfPath.width - 50) < 1e-6)
        #expect(abs(cornerCut(half) - 5 * cutPerRadius) <= 0.06)
        #expect(abs(cornerCut(presentation(layer, at: 1.2).path) - 10 * cutPerRadius) <= 0.06)
    }
}
