import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// Shape modifiers that change the paths above them: pucker and bloat (`pb`), and rounded
/// corners (`rd`) in nested groups.
@Suite("Lottie: path modifiers", .mediaClockPerTest)
struct LottiePathModifierTests {
    /// A 40 × 40 square with sharp corners from (0, 0).
    private let square = BezierShape(
        vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 0, y: 40)],
        inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4), closed: true)

    private let squarePath =
        #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [40, 0], [40, 40], [0, 40]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}"#
    private let fill = #"{"ty": "fl", "nm": "paint", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#

    /// lottie-web's PuckerAndBloatModifier: vertices `a` % of the way to the centroid of the
    /// vertices, handle ends `a` % of the way away from it.
    @Test("pucker and bloat moves vertices towards the centre and handle ends away, by the amount in percent")
    func puckerBloatGeometry() {
        let bloated = square.puckeredAndBloated(amount: 50)
        #expect(bloated.vertices == [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)])
        // The corner (0, 0)'s handles end at (−10, −10): 20 back along the diagonal from (10, 10).
        #expect(bloated.outTangents[0] == CGPoint(x: -20, y: -20) && bloated.inTangents[0] == CGPoint(x: -20, y: -20))
        let puckered = square.puckeredAndBloated(amount: -50)
        #expect(puckered.vertices[0] == CGPoint(x: -10, y: -10))
        #expect(puckered.outTangents[0] == CGPoint(x: 20, y: 20))
        #expect(square.puckeredAndBloated(amount: 100).vertices.allSatisfy { $0 == CGPoint(x: 20, y: 20) })
        #expect(square.puckeredAndBloated(amount: 0) == square)
    }

    @Test("an animated pucker and bloat in a group changes the group's paths at every keyframe, and is not reported")
    func animatedPuckerBloat() throws {
        let amount = #"{"ty": "pb", "a": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [50]}]}}"#
        let group = #"{"ty": "gr", "it": [\#(squarePath), \#(amount), \#(fill)]}"#
        let animation = try load(document(layers: shapeLayer(shapes: group)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let layer = try #require(committedRoot(animation).find("paint") as? CAShapeLayer)
        let box = { (t: Double) in presentation(layer, at: t).path?.boundingBoxOfPath ?? .null }
        #expect(box(0) == CGRect(x: 0, y: 0, width: 40, height: 40))
        // At 50 %: the vertices at 10…30, each edge a cubic from (10, 10) with handles
        // (−10, −10) and (50, −10) to (30, 10), which bulges to y = −5 half way.
        let half = box(1)
        #expect(abs(half.minX + 5) < 1e-6 && abs(half.minY + 5) < 1e-6 && abs(half.width - 50) < 1e-6, "\(half)")
        #expect(presentation(layer, at: 1).path?.contains(CGPoint(x: 20, y: 20)) == true)
        #expect(presentation(layer, at: 1).path?.contains(CGPoint(x: 10.5, y: 10.5)) == true)
    }

    /// A modifier inside a group whose layer lists no modifier at its top level was never
    /// applied (the search for modifiers stopped at the top level).
    @Test("rounded corners inside a group round that group's paths")
    func nestedRoundedCorners() throws {
        let group = #"{"ty": "gr", "it": [\#(squarePath), {"ty": "rd", "r": {"a": 0, "k": 10}}, \#(fill)]}"#
        let animation = try load(document(layers: shapeLayer(shapes: group)))
        let layer = try #require(committedRoot(animation).find("paint") as? CAShapeLayer)
        #expect(layer.path?.contains(CGPoint(x: 0.5, y: 0.5)) == false)
        #expect(layer.path?.contains(CGPoint(x: 5, y: 5)) == true)
    }
}
