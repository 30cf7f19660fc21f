import Foundation
import Quartzite
@testable import QuartziteLottie
import QuartziteRender
import Testing

/// After Effects' layer styles (`sy`): the Drop Shadow style is the layer's shadow, as lottie-ios
/// maps it (`DropShadowStyle`: opacity / 100, size / 2 as the radius, the offset `distance ×
/// (cos angle, sin angle)`); a Drop Shadow effect on the same layer wins; the other styles are
/// reported.
@Suite("Lottie layer styles", .mediaClockPerTest)
struct LottieLayerStyleTests {
    /// A Drop Shadow layer style with the given values (JSON of animated properties).
    private func dropShadowStyle(
        color: String = #"{"a": 0, "k": [0, 0, 1, 1]}"#, opacity: String = #"{"a": 0, "k": 50}"#,
        angle: String = #"{"a": 0, "k": 90}"#, size: String = #"{"a": 0, "k": 12}"#, distance: String = #"{"a": 0, "k": 5}"#,
        extra: String = ""
    ) -> String {
        #"{"ty": 1, "nm": "Drop Shadow", "c": \#(color), "o": \#(opacity), "a": \#(angle), "s": \#(size), "d": \#(distance)\#(extra)}"#
    }

    private let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}}, {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}}"#

    @Test("a drop shadow style: colour, opacity / 100, size / 2 as the radius, distance along the angle from +x toward +y")
    func staticStyle() throws {
        let layer = shapeLayer(name: "L", ks: #""p": {"a": 0, "k": [50, 50]}"#, shapes: rect, extra: #""sy": [\#(dropShadowStyle())]"#)
        let animation = try load(document(layers: layer))
        #expect(animation.unsupportedFeatures.isEmpty)
        let content = try #require(committedRoot(animation).find("L (scale, anchor)"))
        #expect(content.shadowColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(abs(content.shadowOpacity - 0.5) < 1e-6 && abs(content.shadowRadius - 6) < 1e-9)
        // 90°: straight down (+y), as lottie-ios's `cos`/`sin` of the angle.
        #expect(abs(content.shadowOffset.width) < 1e-9 && abs(content.shadowOffset.height - 5) < 1e-9)

        let sideways = shapeLayer(name: "L", shapes: rect, extra: #""sy": [\#(dropShadowStyle(angle: #"{"a": 0, "k": 0}"#))]"#)
        let right = try #require(committedRoot(try load(document(layers: sideways))).find("L (scale, anchor)"))
        #expect(abs(right.shadowOffset.width - 5) < 1e-9 && abs(right.shadowOffset.height) < 1e-9)
    }

    @Test("an animated angle and opacity animate the shadow's offset and opacity")
    func animatedStyle() throws {
        let angle = #"{"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 20, "s": [180]}]}"#
        let opacity = #"{"a": 1, "k": [{"t": 0, "s": [100], \#(linear)}, {"t": 20, "s": [0]}]}"#
        let layer = shapeLayer(name: "L", shapes: rect, extra: #""sy": [\#(dropShadowStyle(opacity: opacity, angle: angle))]"#)
        let content = try #require(committedRoot(try load(document(layers: layer))).find("L (scale, anchor)"))
        // Frame 10 of 10 fps: 90° and 50 %.
        let half = presentation(content, at: 1)
        #expect(abs(half.shadowOffset.width) < 1e-4 && abs(half.shadowOffset.height - 5) < 1e-4)
        #expect(abs(half.shadowOpacity - 0.5) < 1e-4)
        let end = presentation(content, at: 1.9)  // frame 19: 171°
        #expect(abs(end.shadowOffset.width - 5 * cos(171 * Double.pi / 180)) < 1e-3)
    }

    @Test("the shadow is drawn below the layer, blurred, in the style's colour")
    func drawn() throws {
        let layer = shapeLayer(
            name: "L", ks: #""p": {"a": 0, "k": [50, 40]}"#, shapes: rect,
            extra: #""sy": [\#(dropShadowStyle(opacity: #"{"a": 0, "k": 100}"#, size: #"{"a": 0, "k": 4}"#, distance: #"{"a": 0, "k": 10}"#))]"#)
        let frame = try renderFrame(try load(document(layers: layer)), frame: 0)
        // The white square covers 30…70 × 20…60; the shadow is the square moved 10 down.
        let below = frame.pixel(x: 50, y: 66), above = frame.pixel(x: 50, y: 14), inside = frame.pixel(x: 50, y: 40)
        #expect(below.z > 150 && below.x < 80 && below.y < 80, "blue under the square: \(below)")
        #expect(above == SIMD4(255, 255, 255, 255) && inside == SIMD4(255, 255, 255, 255))
    }

    @Test("a Drop Shadow effect wins over the style; other styles, a second drop shadow, spread and noise are reported")
    func reports() throws {
        let effect = #"{"ty": 25, "nm": "Drop Shadow", "en": 1, "ef": [{"ty": 2, "v": {"a": 0, "k": [1, 0, 0, 1]}}, {"ty": 0, "v": {"a": 0, "k": 255}}, {"ty": 0, "v": {"a": 0, "k": 180}}, {"ty": 0, "v": {"a": 0, "k": 3}}, {"ty": 0, "v": {"a": 0, "k": 0}}]}"#
        let both = shapeLayer(name: "L", shapes: rect, extra: #""ef": [\#(effect)], "sy": [\#(dropShadowStyle())]"#)
        let animation = try load(document(layers: both))
        #expect(animation.unsupportedFeatures.map(\.path) == ["layers[0].sy[0]"])
        let content = try #require(committedRoot(animation).find("L (scale, anchor)"))
        #expect(content.shadowColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1) && content.shadowOffset.height == 3)

        let glow = #"{"ty": 3, "nm": "Outer Glow"}"#
        let spread = dropShadowStyle(extra: #", "ch": {"a": 0, "k": 20}, "no": {"a": 0, "k": 0}"#)
        let styled = shapeLayer(name: "L", shapes: rect, extra: #""sy": [\#(glow), \#(spread), \#(dropShadowStyle())]"#)
        let reported = try load(document(layers: styled)).unsupportedFeatures
        #expect(reported.map(\.path) == ["layers[0].sy[0]", "layers[0].sy[1].ch", "layers[0].sy[2]"])
        #expect(reported.map(\.feature) == [
            "outer glow layer styles", "the spread of a drop shadow layer style", "a second drop shadow",
        ])
    }
}
