import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// Where real-world files showed Quartzite drawing differently from lottie-ios's Core
/// Animation engine (the reference): a layer's own keyframes and its start time, the skew
/// axis, difference masks.
/// A mask path (`pt`): the band x0…x1 of a 100-point-high layer.
private func maskBand(_ x0: Int, _ x1: Int) -> String {
    #"{"a": 0, "k": {"c": true, "v": [[\#(x0), 0], [\#(x1), 0], [\#(x1), 100], [\#(x0), 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
}

@Suite("Lottie: lottie-ios's semantics", .mediaClockPerTest)
struct LottieReferenceSemanticsTests {
    @Test("a layer's own keyframes run in its composition's time: its start time does not move them")
    func startTimeDoesNotShiftOwnKeyframes() throws {
        // Started at frame 10, keyed from frame 10 to 20: at frame 15 it is half way (in the
        // layer's own time, frame 5, it would still hold its first value).
        let ks = #""p": {"a": 1, "k": [{"t": 10, "s": [0, 10], \#(linear)}, {"t": 20, "s": [100, 30]}]}"#
        let late = shapeLayer(name: "late", ks: ks, ip: 10, op: 20).replacingOccurrences(of: #""st": 0"#, with: #""st": 10"#)
        let root = committedRoot(try load(document(layers: late)))
        let outer = try #require(root.find("late (position, rotation)"))
        let half = presentation(outer, at: 1.5).position  // frame 15 at 10 fps
        #expect(abs(half.x - 50) < 1e-4 && abs(half.y - 20) < 1e-4)
        #expect(presentation(outer, at: 1.9).position.x > 89)
    }

    @Test("a precomposition's start time moves its children's keyframes, not its own")
    func precompositionStartTime() throws {
        let child = shapeLayer(name: "child", ks: #""r": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [90]}]}"#, op: 40)
        let asset = #"{"id": "inner", "layers": [\#(child)]}"#
        let precomp = #"""
            {"ty": 0, "nm": "pre", "ind": 1, "refId": "inner", "w": 50, "h": 50, "ip": 10, "op": 20, "st": 10,
             "ks": {"p": {"a": 1, "k": [{"t": 10, "s": [0, 0], \#(linear)}, {"t": 20, "s": [40, 0]}]}}}
            """#
        let root = committedRoot(try load(document(layers: precomp, assets: asset)))
        let own = try #require(root.find("pre (position, rotation)"))
        let inner = try #require(root.find("child (position, rotation)"))
        // Frame 15: the precomposition's own position half way (frame 15 of 10…20), the child
        // at its frame 15 − 10 = 5, half way to 90°.
        #expect(abs(presentation(own, at: 1.5).position.x - 20) < 1e-4)
        let t = presentation(inner, at: 1.5).transform
        #expect(abs(atan2(t.m12, t.m11) * 180 / .pi - 45) < 1e-3)
    }

    @Test("a precomposition's time remap is keyed in its composition's frames: its start time does not move it")
    func timeRemapIgnoresStartTime() throws {
        let child = shapeLayer(
            name: "child", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}"#, op: 100)
        // Started at frame 5 and remapped from 0 s at frame 5 to 1 s at frame 15 (10 fps):
        // at frame 10 the remap is half way, 0.5 s, so the child shows its frame 5.
        let remap = #""tm": {"a": 1, "k": [{"t": 5, "s": [0], \#(linear)}, {"t": 15, "s": [1]}]}"#
        let layer = #"{"ty": 0, "nm": "pre", "ind": 1, "refId": "c", "w": 100, "h": 100, "ip": 5, "op": 20, "st": 5, "ks": {}, \#(remap)}"#
        let animation = try load(document(layers: layer, assets: #"{"id": "c", "layers": [\#(child)]}"#))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let outer = try #require(root.find("child (position, rotation)"))
        #expect(abs(presentation(outer, at: 1.0).position.x - 50) < 1e-6)
        #expect(abs(presentation(outer, at: 1.5).position.x - 100) < 1e-6)
    }

    @Test("skew about an axis is lottie-ios's: rotate by −axis, shear x by tan(−skew), rotate back")
    func skewAxis() {
        let m = LayerBuilder.skewTransform(skew: 30, axis: 45)
        let map = { (x: Double, y: Double) in (x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42) }
        // Worked by hand: R(−45°) · [1 0; tan(−30°) 1] · R(45°), row vectors.
        let x = map(1, 0), y = map(0, 1)
        #expect(abs(x.0 - 1.288675) < 1e-5 && abs(x.1 - 0.288675) < 1e-5)
        #expect(abs(y.0 + 0.288675) < 1e-5 && abs(y.1 - 0.711325) < 1e-5)
        // The axis' own direction (45°) is left alone.
        let diagonal = map(1, 1)
        #expect(abs(diagonal.0 - 1) < 1e-9 && abs(diagonal.1 - 1) < 1e-9)
        // Along 0° it is a plain horizontal shear (lottie-web and lottie-ios agree there).
        let plain = LayerBuilder.skewTransform(skew: 30, axis: 0)
        #expect(abs(plain.m21 - tan(-30 * .pi / 180)) < 1e-12 && abs(plain.m12) < 1e-12 && plain.m11 == 1 && plain.m22 == 1)
    }

    /// Whether the 2D parts of `a` and `b` agree within 1e-6.
    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        [a.m11 - b.m11, a.m12 - b.m12, a.m21 - b.m21, a.m22 - b.m22, a.m41 - b.m41, a.m42 - b.m42].allSatisfy { abs($0) < 1e-6 }
    }

    @Test("an animated skew animates, unreported: the skew of the moment at every frame")
    func animatedSkew() throws {
        // The axis still: the keyframes' matrices at the keyframes, the skew angle's own
        // value in between (not an interpolation of the matrices).
        let skewOnly = shapeLayer(ks: #""sk": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [30]}]}, "sa": {"a": 0, "k": 45}"#)
        let animation = try load(document(layers: skewOnly))
        #expect(animation.unsupportedFeatures.isEmpty, "\(animation.unsupportedFeatures)")
        let layer = try #require(committedRoot(animation).find("L (skew)"))
        #expect(close(presentation(layer, at: 0).transform, LayerBuilder.skewTransform(skew: 0, axis: 45)))
        #expect(close(presentation(layer, at: 1).transform, LayerBuilder.skewTransform(skew: 30, axis: 45)))
        #expect(close(presentation(layer, at: 1.5).transform, LayerBuilder.skewTransform(skew: 30, axis: 45)))
        #expect(close(presentation(layer, at: 0.5).transform, LayerBuilder.skewTransform(skew: 15, axis: 45)))
    }

    /// lottie-android's StarSkew test: a still skew of 54.5° about an axis keyed from 0° to
    /// 360°. Keyed at the keyframes (lottie-ios's combined keyframes) the two matrices are
    /// equal, so nothing turned; After Effects turns the skew with its axis.
    @Test("a skew axis keyed through a whole turn turns the skew: its matrix at every frame")
    func skewAxisTurn() throws {
        let ks = #""sk": {"a": 0, "k": 54.5}, "sa": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 20, "s": [360]}]}"#
        let animation = try load(document(layers: shapeLayer(ks: ks)))
        #expect(animation.unsupportedFeatures.isEmpty, "\(animation.unsupportedFeatures)")
        let layer = try #require(committedRoot(animation).find("L (skew)"))
        for frame in [0.0, 5.0, 10.0, 15.0, 20.0] {
            let expected = LayerBuilder.skewTransform(skew: 54.5, axis: frame * 18)
            #expect(close(presentation(layer, at: frame / 10).transform, expected), "frame \(frame)")
        }
        // A quarter turn shears y by x instead of x by y.
        let quarter = presentation(layer, at: 0.5).transform
        #expect(!close(quarter, LayerBuilder.skewTransform(skew: 54.5, axis: 0)))
    }

    @Test("a skew and axis keyed unlike are sampled: the skew and axis of the moment at every frame")
    func animatedSkewAndAxis() throws {
        let both = shapeLayer(
            ks: #""sk": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [30]}]}, "sa": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 20, "s": [90]}]}"#)
        let unlike = try #require(committedRoot(try load(document(layers: both))).find("L (skew)"))
        for frame in [3.0, 5.0, 12.0] {
            let expected = LayerBuilder.skewTransform(skew: min(frame, 10) * 3, axis: frame * 4.5)
            #expect(close(presentation(unlike, at: frame / 10).transform, expected), "frame \(frame)")
        }
    }

    /// After Effects moves a layer along a spatial path by distance (lottie-web, rlottie and
    /// Skottie too); Core Animation's path animations move by the curve's parameter, which put
    /// rlottie's acrobatics.json's apples up to 14 points off.
    @Test("a position along a spatial curve moves by distance: linear keyframes cover equal lengths in equal times")
    func spatialPositionByDistance() throws {
        // From (0, 0) to (100, 100) over frames 0…10, the handles (90, 0) and (100, 100): the
        // curve runs flat first and turns late.
        let curve = CubicBezier(CGPoint(x: 0, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100))
        let ks = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [90, 0], "ti": [0, 0], \#(linear)}, {"t": 10, "s": [100, 100]}]}"#
        let animation = try load(document(layers: shapeLayer(name: "dot", ks: ks)))
        let root = committedRoot(animation)
        let layer = try #require(root.find("dot (position)"))
        // The points a distance 0.3 and 0.5 of the way along, from a dense polyline.
        let polyline = (0...20_000).map { curve.point(CGFloat($0) / 20_000) }
        var lengths: [CGFloat] = [0]
        for (a, b) in zip(polyline, polyline.dropFirst()) { lengths.append(lengths.last! + hypot(b.x - a.x, b.y - a.y)) }
        let along = { (f: CGFloat) in polyline[lengths.firstIndex { $0 >= f * lengths.last! }!] }
        for (frame, fraction) in [(3.0, 0.3), (5.0, 0.5)] {
            let expected = along(CGFloat(fraction))
            let position = presentation(layer, at: frame / 10).position
            #expect(hypot(position.x - expected.x, position.y - expected.y) < 0.05, "frame \(frame): \(position) against \(expected)")
            // By the curve's parameter the layer would be elsewhere.
            let byParameter = curve.point(CGFloat(fraction))
            #expect(hypot(byParameter.x - expected.x, byParameter.y - expected.y) > 3)
        }
        #expect(animation.unsupportedFeatures.isEmpty)
    }

    /// rlottie's "F Masks_All_02" (difference) and Skottie's mask modes: a difference mask
    /// keeps what exactly one of the masks covers, M(1 − m) + m(1 − M); it was drawn as an
    /// intersect mask, as lottie-ios's engine draws it.
    @Test("a difference mask after the first keeps what exactly one covers, at the masks' opacities")
    func differenceMask() throws {
        // A black solid: add 0…60, then difference 40…100; opaque masks, then both at 50 %.
        func alphas(_ opacity: Int) throws -> (Int) -> Double {
            let solid = ##"""
                {"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#000000", "sw": 100, "sh": 100, "ks": {},
                 "masksProperties": [{"mode": "a", "o": {"a": 0, "k": \##(opacity)}, "pt": \##(maskBand(0, 60))},
                                     {"mode": "f", "o": {"a": 0, "k": \##(opacity)}, "pt": \##(maskBand(40, 100))}]}
                """##
            let animation = try load(document(layers: solid))
            #expect(animation.unsupportedFeatures.isEmpty)
            let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
            return { x in 1 - Double(pixels[(50 * 100 + x) * 4]) / 255 }  // on white
        }
        let opaque = try alphas(100)
        #expect(abs(opaque(20) - 1) < 0.01, "\(opaque(20))")  // the first only
        #expect(abs(opaque(50)) < 0.01, "\(opaque(50))")  // both
        #expect(abs(opaque(80) - 1) < 0.01, "\(opaque(80))")  // the second only
        let translucent = try alphas(50)
        #expect(abs(translucent(20) - 0.5) < 0.01, "\(translucent(20))")
        // Both at 0.5: 0.25 + 0.25 drawn over each other (0.4375; the exclusive or's 0.5
        // needs a mode Core Animation does not composite with).
        #expect(abs(translucent(50) - 0.4375) < 0.01, "\(translucent(50))")
        #expect(abs(translucent(80) - 0.5) < 0.01, "\(translucent(80))")
    }

    /// Each difference mask builds the masks before it twice; a long run of them stops at a
    /// layer budget instead of doubling the tree forty times (a hostile file).
    @Test("a long run of difference masks stays within a layer budget and is reported")
    func manyDifferenceMasks() throws {
        let masks = ([#"{"mode": "a", "pt": \#(maskBand(0, 60))}"#] + Array(repeating: #"{"mode": "f", "pt": \#(maskBand(40, 100))}"#, count: 40))
            .joined(separator: ", ")
        let solid = ##"{"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#000000", "sw": 100, "sh": 100, "ks": {}, "masksProperties": [\##(masks)]}"##
        let animation = try load(document(layers: solid))
        #expect(animation.unsupportedFeatures.contains { $0.feature.hasPrefix("more masks than 512 layers express") })
        func count(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + count($1) } + (layer.mask.map(count) ?? 0) }
        #expect(count(committedRoot(animation)) < 2_000)
    }

    /// After Effects applies masks in order, each to what the ones before it leave: an add mask
    /// after a subtract or intersect mask adds to the result (was: the layer drawn unmasked).
    @Test("add masks after subtract and intersect masks add to what those leave")
    func addAfterSubtractAndIntersect() throws {
        func alphas(_ masks: String) throws -> (Int) -> Double {
            let solid = ##"{"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#000000", "sw": 100, "sh": 100, "ks": {}, "masksProperties": [\##(masks)]}"##
            let animation = try load(document(layers: solid))
            #expect(animation.unsupportedFeatures.isEmpty)
            let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
            return { x in 1 - Double(pixels[(50 * 100 + x) * 4]) / 255 }
        }
        // Subtract 0…50 from the whole solid, then add back 20…30 at 50 %.
        let subtracted = try alphas(#"{"mode": "s", "pt": \#(maskBand(0, 50))}, {"mode": "a", "o": {"a": 0, "k": 50}, "pt": \#(maskBand(20, 30))}"#)
        #expect(abs(subtracted(10)) < 0.01 && abs(subtracted(25) - 0.5) < 0.01 && abs(subtracted(70) - 1) < 0.01)
        // Add 0…60, intersect with 40…100, add 0…10: 0…10 and 40…60.
        let intersected = try alphas(
            #"{"mode": "a", "pt": \#(maskBand(0, 60))}, {"mode": "i", "pt": \#(maskBand(40, 100))}, {"mode": "a", "pt": \#(maskBand(0, 10))}"#)
        #expect(abs(intersected(5) - 1) < 0.01 && abs(intersected(25)) < 0.01 && abs(intersected(50) - 1) < 0.01 && abs(intersected(80)) < 0.01)
    }

    /// An inverted mask covers the rest of the layer at its opacity, o(1 − path) — on a shape
    /// layer too, which has no content rectangle to cut the path out of (was 1 − o × path).
    @Test("an inverted translucent mask on a shape layer covers the rest of the layer at its opacity")
    func invertedTranslucentMaskOnShapeLayer() throws {
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}
            """#
        let layer = shapeLayer(
            name: "square", shapes: shapes,
            extra: #""masksProperties": [{"mode": "a", "inv": true, "o": {"a": 0, "k": 40}, "pt": \#(maskBand(0, 50))}]"#)
        let animation = try load(document(layers: layer))
        #expect(animation.unsupportedFeatures.isEmpty)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let alpha = { (x: Int) in 1 - Double(pixels[(50 * 100 + x) * 4]) / 255 }
        #expect(abs(alpha(25)) < 0.01 && abs(alpha(75) - 0.4) < 0.01, "\(alpha(25)) \(alpha(75))")
    }

    /// Skia's skottie-masking-translucent.json: three subtract masks at 50 % left nothing of a
    /// solid, because the kept side was drawn at the mask's opacity and the covered side not
    /// at all (as lottie-ios's engine draws them); After Effects keeps 1 − o where a mask covers.
    @Test("translucent subtract masks keep 1 − opacity where they cover and everything elsewhere")
    func translucentSubtractMasks() throws {
        // A black solid; subtract 0…60 at 50 % and 40…100 at 25 %, then an inverted subtract of
        // 0…80 at 50 % (it covers 80…100).
        let solid = ##"""
            {"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#000000", "sw": 100, "sh": 100, "ks": {},
             "masksProperties": [{"mode": "s", "o": {"a": 0, "k": 50}, "pt": \##(maskBand(0, 60))}, {"mode": "s", "o": {"a": 0, "k": 25}, "pt": \##(maskBand(40, 100))},
                                 {"mode": "s", "inv": true, "o": {"a": 0, "k": 50}, "pt": \##(maskBand(0, 80))}]}
            """##
        let animation = try load(document(layers: solid))
        #expect(animation.unsupportedFeatures.isEmpty)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        // On white: grey = 255 × (1 − alpha).
        let alpha = { (x: Int) in 1 - Double(pixels[(50 * 100 + x) * 4]) / 255 }
        #expect(abs(alpha(20) - 0.5) < 0.01, "\(alpha(20))")  // the first mask only
        #expect(abs(alpha(50) - 0.375) < 0.01, "\(alpha(50))")  // both: 0.5 × 0.75
        #expect(abs(alpha(70) - 0.75) < 0.01, "\(alpha(70))")  // the second only
        #expect(abs(alpha(90) - 0.375) < 0.01, "\(alpha(90))")  // the second and the inverted third
    }

    /// Skia's skottie-gradient-radial-highlight.json and lottie-ios's gradient_shapes.json:
    /// After Effects, lottie-web, Skottie and rlottie start a radial gradient at a focal point
    /// `h` % of the radius from the centre, `a` degrees from the start–end axis.
    @Test("a radial gradient's highlight moves its first colour to the focal point")
    func radialHighlight() throws {
        // Red at the focal point to blue on the circle of radius 40 about (50, 50); the
        // highlight half the radius at 90° from the axis (which points right): (50, 70), then
        // turning to 180° by frame 10: (30, 50).
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
            {"ty": "gf", "t": 2, "o": {"a": 0, "k": 100}, "r": 1, "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [90, 50]},
             "h": {"a": 0, "k": 50}, "a": {"a": 1, "k": [{"t": 0, "s": [90], \#(linear)}, {"t": 10, "s": [180]}]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}
            """#
        let animation = try load(document(layers: shapeLayer(name: "glow", shapes: shapes)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let gradient = try #require(root.first(FocalRadialGradientLayer.self))
        // The layer covers −1…101 on each axis.
        let unit = { (x: Double, y: Double) in CGPoint(x: (x + 1) / 102, y: (y + 1) / 102) }
        let focal = { (layer: CALayer) in try #require(layer.value(forKey: "focalPoint") as? CGPoint) }
        let first = try focal(gradient)
        #expect(abs(first.x - unit(50, 70).x) < 1e-9 && abs(first.y - unit(50, 70).y) < 1e-9)
        let later = try focal(presentation(gradient, at: 1))
        #expect(abs(later.x - unit(30, 50).x) < 1e-9 && abs(later.y - unit(30, 50).y) < 1e-9)
        // Drawn: red at the focal point, blue on and beyond the circle. The centre lies on
        // the circle of t = 1/3 (centre (50, 70 − 20t), radius 40t): a third of the way to blue.
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let rgb = { (x: Int, y: Int) in (Int(pixels[(y * 100 + x) * 4]), Int(pixels[(y * 100 + x) * 4 + 2])) }
        #expect(rgb(50, 70).0 > 245 && rgb(50, 70).1 < 10, "\(rgb(50, 70))")
        #expect(rgb(50, 95).0 < 10 && rgb(50, 95).1 > 245, "\(rgb(50, 95))")
        #expect(abs(rgb(50, 50).1 - 85) <= 3, "\(rgb(50, 50))")
    }

    @Test("a radial gradient whose end point moves: the circle about the start through the end, at every frame")
    func animatedRadialGradient() throws {
        // A 100 × 100 square filled radially from (50, 50); the end point moves from (60, 50)
        // to (80, 50) over frames 0…10 — the radius from 10 to 30.
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
            {"ty": "gf", "t": 2, "o": {"a": 0, "k": 100}, "r": 1, "s": {"a": 0, "k": [50, 50]},
             "e": {"a": 1, "k": [{"t": 0, "s": [60, 50], \#(linear)}, {"t": 10, "s": [80, 50]}]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}
            """#
        let animation = try load(document(layers: shapeLayer(name: "glow", shapes: shapes)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let gradient = try #require(root.first(CAGradientLayer.self))
        // The gradient layer covers the path's bounds grown by a point: −1…101 on each axis.
        #expect(gradient.position == CGPoint(x: -1, y: -1) && gradient.bounds.size == CGSize(width: 102, height: 102))
        let unit = { (v: Double) in (v + 1) / 102 }
        #expect(gradient.startPoint == CGPoint(x: unit(50), y: unit(50)))
        #expect(abs(gradient.endPoint.x - unit(60)) < 1e-12 && abs(gradient.endPoint.y - unit(60)) < 1e-12)
        let half = presentation(gradient, at: 0.5)  // frame 5: end (70, 50), radius 20
        #expect(abs(half.startPoint.x - unit(50)) < 1e-9 && abs(half.startPoint.y - unit(50)) < 1e-9)
        #expect(abs(half.endPoint.x - unit(70)) < 1e-9 && abs(half.endPoint.y - unit(70)) < 1e-9)
    }

    /// lottie-ios pads its gradient layer by 10,000 points a side, so that Core Animation's
    /// unit-space start and end points do not lean the bands by the shape's aspect ratio;
    /// lottie-ios's gradient_1.json (a 405 × 720 card) showed the lean, 30° off.
    @Test("a linear gradient on a wide shape: bands perpendicular to its axis, as After Effects and lottie-ios draw them")
    func linearGradientBandsPerpendicularToTheAxis() throws {
        // A 100 × 20 bar from black at (0, 40) to white at (20, 60): a 45° axis, so colour is
        // constant along lines x + y = c.
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 20]}, "r": {"a": 0, "k": 0}},
            {"ty": "gf", "t": 1, "o": {"a": 0, "k": 100}, "r": 1, "s": {"a": 0, "k": [0, 40]}, "e": {"a": 0, "k": [20, 60]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 0, 0, 0, 1, 1, 1, 1]}}}
            """#
        let animation = try load(document(layers: shapeLayer(name: "bar", shapes: shapes)))
        let root = committedRoot(animation)
        let gradient = try #require(root.first(CAGradientLayer.self))
        #expect(gradient.bounds.width == gradient.bounds.height)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let grey = { (x: Int, y: Int) in Int(pixels[(y * 100 + x) * 4]) }
        // Pixel (x, y) samples its centre, x + y + 1 along the isoline family: 61 is 21/40 of
        // the way (134), at both ends of the isoline.
        #expect(abs(grey(15, 45) - 134) <= 2 && abs(grey(5, 55) - 134) <= 2, "\(grey(15, 45)) \(grey(5, 55))")
        // 51 and 71: 11/40 (70) and 31/40 (198), at the other end of their isolines too.
        #expect(abs(grey(8, 42) - 70) <= 2 && abs(grey(2, 48) - 70) <= 2, "\(grey(8, 42)) \(grey(2, 48))")
        #expect(abs(grey(12, 58) - 198) <= 2 && abs(grey(29, 41) - 198) <= 2, "\(grey(12, 58)) \(grey(29, 41))")
    }

    @Test("opacity stops between the colour stops are stops of their own, as lottie-ios's separate opacity gradient draws them")
    func opacityStopsOffColourStops() throws {
        // Red at 0 and blue at 1; opaque at 0 and 1, transparent at 0.5.
        let values: [Double] = [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0, 1, 1]
        #expect(LayerBuilder.hasOpacityStopsOffColourStops(values, count: 2))
        #expect(!LayerBuilder.hasOpacityStopsOffColourStops([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5], count: 2))
        let merged = LayerBuilder.gradientStops(values, count: 2, mergingOpacityStops: true)
        // The colour stops at 0 and 1, and the opacity stops at 0, 0.5 and 1 (colour
        // interpolated half way: purple), each as the values just before and just after it.
        #expect(merged.locations == [0, 0, 0, 0, 0.5, 0.5, 1, 1, 1, 1])
        #expect(merged.colors[4] == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0) && merged.colors[5] == merged.colors[4])
        #expect(merged.colors[0] == CGColor(red: 1, green: 0, blue: 0, alpha: 1) && merged.colors[9] == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Skia's skottie-gradient-opacity.json: green and red colour stops both at 0.5 (a hard
        // edge) under opacity stops elsewhere; the edge stays hard (it blended over 0.5…0.75).
        let edge = LayerBuilder.gradientStops([0.5, 0, 1, 0, 0.5, 1, 0, 0, 0, 1, 0.25, 0, 0.5, 1, 0.75, 0, 1, 1], count: 2, mergingOpacityStops: true)
        let atHalf = zip(edge.locations, edge.colors).filter { $0.0 == 0.5 }.map(\.1)
        #expect(atHalf.first == CGColor(red: 0, green: 1, blue: 0, alpha: 1) && atHalf.last == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // Two opacity stops at one offset on a colour stop: the opacity jumps there.
        let jump: [Double] = [0, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 1, 0, 0.5, 0.35, 0.5, 1]
        #expect(LayerBuilder.hasOpacityStopsOffColourStops(jump, count: 3))
        let jumped = LayerBuilder.gradientStops(jump, count: 3, mergingOpacityStops: true)
        let alphasAtHalf = zip(jumped.locations, jumped.colors).filter { $0.0 == 0.5 }.map(\.1.alpha)
        #expect(alphasAtHalf.first == 0.35 && alphasAtHalf.last == 1)
        // Drawn: a 100-point-wide bar from red to blue whose middle is clear (on white).
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 20]}, "r": {"a": 0, "k": 0}},
            {"ty": "gf", "t": 1, "o": {"a": 0, "k": 100}, "r": 1, "s": {"a": 0, "k": [0, 50]}, "e": {"a": 0, "k": [100, 50]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0, 1, 1]}}}
            """#
        let animation = try load(document(layers: shapeLayer(name: "bar", shapes: shapes)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let rgb = { (x: Int) in (Int(pixels[(50 * 100 + x) * 4]), Int(pixels[(50 * 100 + x) * 4 + 1]), Int(pixels[(50 * 100 + x) * 4 + 2])) }
        let middle = rgb(50)
        #expect(middle.0 > 245 && middle.1 > 245 && middle.2 > 245)
        // A quarter of the way: colour (0.75, 0, 0.25) at half opacity over white.
        let quarter = rgb(25)
        #expect(abs(quarter.0 - 223) <= 6 && abs(quarter.1 - 128) <= 6 && abs(quarter.2 - 159) <= 6, "\(quarter)")
    }
}
