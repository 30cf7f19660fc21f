import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

@Suite("Lottie layer mapping", .mediaClockPerTest)
struct LottieMappingTests {
    @Test("the root: the composition's size at (0, 0), clipping")
    func root() throws {
        let root = committedRoot(try load(document(layers: "", w: 320, h: 200)))
        #expect(root.bounds == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(root.anchorPoint == .zero && root.position == .zero && root.masksToBounds)
    }

    @Test("a transform: position, rotation, scale about the anchor, opacity — static values")
    func staticTransform() throws {
        let ks = #""p": {"a": 0, "k": [50, 40, 0]}, "a": {"a": 0, "k": [5, 5, 0]}, "s": {"a": 0, "k": [200, 50, 100]}, "r": {"a": 0, "k": 90}, "o": {"a": 0, "k": 40}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "box", ks: ks))))
        let outer = try #require(root.find("box (position, rotation)"))
        let inner = try #require(root.find("box (scale, anchor)"))
        #expect(outer.position == CGPoint(x: 50, y: 40))
        // The layer point (15, 5) is 10 right of the anchor: scaled ×2 → 20, turned 90° → down.
        let mapped = root.convert(CGPoint(x: 15, y: 5), from: inner)
        #expect(abs(mapped.x - 50) < 1e-9 && abs(mapped.y - 60) < 1e-9)
        #expect(inner.opacity == 0.4)
    }

    @Test("still factors share a layer: position on the scale layer under a still zero rotation, the anchor on the rotation layer under a still unit scale — the same geometry")
    func stillFactorsShareLayers() throws {
        // B moves and grows, unturned; C turns at a unit scale.
        let b = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}, "a": {"a": 0, "k": [5, 5]}, "s": {"a": 1, "k": [{"t": 0, "s": [100, 100], \#(linear)}, {"t": 10, "s": [200, 200]}]}"#
        let c = #""p": {"a": 0, "k": [20, 20]}, "a": {"a": 0, "k": [5, 5]}, "r": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [90]}]}"#
        let root = committedRoot(
            try load(document(layers: shapeLayer(name: "B", index: 1, ks: b) + ", " + shapeLayer(name: "C", index: 2, ks: c))))
        var names: [String] = []
        func collect(_ layer: CALayer) {
            if let name = layer.name, name.hasPrefix("B (") || name.hasPrefix("C (") { names.append(name) }
            layer.sublayers?.forEach(collect)
        }
        collect(root)
        #expect(names.sorted() == ["B (position, scale, anchor)", "C (position, rotation, scale, anchor)"])
        // Frame 5 (0.5 s): B at (50, 0) scaled 1.5 about its anchor; C turned 45° about its anchor.
        let shown = presentation(root, at: 0.5)
        let bLayer = try #require(shown.find("B (scale, anchor)"))
        let cLayer = try #require(shown.find("C (scale, anchor)"))
        let bPoint = shown.convert(CGPoint(x: 7, y: 5), from: bLayer)
        #expect(abs(bPoint.x - 53) < 1e-9 && abs(bPoint.y) < 1e-9)
        let cPoint = shown.convert(CGPoint(x: 15, y: 5), from: cLayer)
        let half = 10 / 2.0.squareRoot()
        #expect(abs(cPoint.x - (20 + half)) < 1e-9 && abs(cPoint.y - (20 + half)) < 1e-9)
    }

    @Test("a linear position keyframe at half time is half way")
    func linearPosition() throws {
        let ks = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 10], \#(linear)}, {"t": 10, "s": [100, 30]}]}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "dot", ks: ks))))
        let outer = try #require(root.find("dot (position, rotation)"))
        #expect(presentation(outer, at: 0).position == CGPoint(x: 0, y: 10))
        let half = presentation(outer, at: 0.5).position  // frame 5 at 10 fps
        #expect(abs(half.x - 50) < 1e-4 && abs(half.y - 20) < 1e-4)
        #expect(presentation(outer, at: 1.5).position == CGPoint(x: 100, y: 30))  // holds after the last keyframe
    }

    @Test("a Bézier-eased value follows the cubic-Bézier easing of its o/i handles")
    func easedValue() throws {
        let ks = #""r": {"a": 1, "k": [{"t": 2, "s": [0], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 12, "s": [90]}]}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "r", ks: ks))))
        let outer = try #require(root.find("r (position, rotation)"))
        for frame in [2.0, 4.5, 7, 9.5, 12] {
            let expected = 90 * bezierEase((frame - 2) / 10, 0.42, 0, 0.58, 1)
            let t = presentation(outer, at: frame / 10).transform
            #expect(abs(atan2(t.m12, t.m11) * 180 / .pi - expected) < 1e-3, "frame \(frame)")
        }
        // Before the first keyframe the first value holds.
        let before = presentation(outer, at: 0.1).transform
        #expect(abs(atan2(before.m12, before.m11)) < 1e-9)
    }

    @Test("axes with different easing become one animation per axis")
    func perDimensionEasing() throws {
        let ks = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0, 0.5], "y": [0, 0]}, "i": {"x": [1, 0.5], "y": [1, 1]}}, {"t": 10, "s": [100, 100]}]}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "p", ks: ks))))
        let outer = try #require(root.find("p (position, rotation)"))
        #expect(outer.animation(forKey: "lottie.position.x") != nil && outer.animation(forKey: "lottie.position.y") != nil)
        #expect(outer.animation(forKey: "lottie.position") == nil)
        let p = presentation(outer, at: 0.25).position
        #expect(abs(p.x - 25) < 1e-4)  // linear x
        #expect(abs(p.y - 100 * bezierEase(0.25, 0.5, 0, 0.5, 1)) < 1e-3)  // eased y
    }

    @Test("split position (s: true) animates x and y apart")
    func splitPosition() throws {
        let ks = #""p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [50]}]}, "y": {"a": 0, "k": 30}}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "s", ks: ks))))
        let outer = try #require(root.find("s (position, rotation)"))
        let p = presentation(outer, at: 0.4).position
        #expect(abs(p.x - 20) < 1e-4 && p.y == 30)
    }

    @Test("hold keyframes keep their value until the next keyframe")
    func holds() throws {
        let ks = #""o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 5, "s": [20], "h": 1}, {"t": 10, "s": [60]}]}"#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "h", ks: ks))))
        let inner = try #require(root.find("h (scale, anchor)"))
        #expect(presentation(inner, at: 0.49).opacity == 1)
        #expect(abs(presentation(inner, at: 0.5).opacity - 0.2) < 1e-4)
        #expect(abs(presentation(inner, at: 0.99).opacity - 0.2) < 1e-4)
        #expect(abs(presentation(inner, at: 1.0).opacity - 0.6) < 1e-4)
    }

    @Test("in and out points hide the layer outside [ip, op)")
    func visibility() throws {
        let root = committedRoot(try load(document(layers: shapeLayer(name: "v", ip: 5, op: 15))))
        let inner = try #require(root.find("v (scale, anchor)"))
        #expect(presentation(inner, at: 0.4).isHidden)
        #expect(!presentation(inner, at: 0.5).isHidden)
        #expect(!presentation(inner, at: 1.4).isHidden)
        #expect(presentation(inner, at: 1.5).isHidden)
        // A layer that lasts to the out point stays visible on the last frame and after.
        let whole = committedRoot(try load(document(layers: shapeLayer(name: "w", ip: 0, op: 20))))
        let wholeInner = try #require(whole.find("w (scale, anchor)"))
        #expect(wholeInner.animation(forKey: "lottie.hidden") == nil)
        #expect(!presentation(wholeInner, at: 5).isHidden)
    }

    @Test("a precomposition's start time and stretch retime its layers; parents move their children")
    func precompositionTiming() throws {
        let inner = shapeLayer(name: "child", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}"#, op: 100)
        let layers = [
            #"{"ty": 3, "nm": "parent", "ind": 1, "ip": 0, "op": 100, "ks": {"p": {"a": 0, "k": [7, 9]}}}"#,
            #"{"ty": 0, "nm": "pre", "ind": 2, "parent": 1, "refId": "c", "w": 50, "h": 50, "ip": 0, "op": 100, "st": 5, "sr": 2, "ks": {}}"#,
        ].joined(separator: ", ")
        let root = committedRoot(try load(document(layers: layers, op: 100, assets: #"{"id": "c", "layers": [\#(inner)]}"#)))
        let child = try #require(root.find("child (position, rotation)"))
        // Child frame c shows at root frame 5 + 2c: c = 0 at 5, c = 5 at 15, c = 10 at 25.
        #expect(presentation(child, at: 0.5).position.x == 0)
        #expect(abs(presentation(child, at: 1.5).position.x - 50) < 1e-4)
        #expect(abs(presentation(child, at: 2.5).position.x - 100) < 1e-4)
        // The parent's transform is repeated around the precomposition layer.
        let parentCopy = try #require(root.find("parent (parent) (position, rotation)"))
        #expect(parentCopy.position == CGPoint(x: 7, y: 9))
        let precomp = try #require(root.find("pre (precomposition)"))
        #expect(precomp.bounds.size == CGSize(width: 50, height: 50) && precomp.masksToBounds)
        #expect(root.convert(CGPoint.zero, from: precomp) == CGPoint(x: 7, y: 9))
    }

    @Test("shapes: a rectangle's path, fill colour and rule, stroke width, caps, joins and dashes")
    func shapes() throws {
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [20, 10]}, "s": {"a": 0, "k": [40, 20]}, "r": {"a": 0, "k": 0}},
            {"ty": "st", "nm": "line", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 50}, "w": {"a": 0, "k": 3}, "lc": 3, "lj": 3, "ml": 7,
             "d": [{"n": "d", "v": {"a": 0, "k": 4}}, {"n": "g", "v": {"a": 0, "k": 2}}, {"n": "o", "v": {"a": 0, "k": 1}}]},
            {"ty": "fl", "nm": "paint", "c": {"a": 0, "k": [1, 0.5, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 2}
            """#
        let root = committedRoot(try load(document(layers: shapeLayer(shapes: shapes))))
        let fill = try #require(root.find("paint") as? CAShapeLayer)
        let stroke = try #require(root.find("line") as? CAShapeLayer)
        #expect(fill.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(fill.fillColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1) && fill.fillRule == .evenOdd && fill.strokeColor == nil)
        #expect(stroke.fillColor == nil && stroke.strokeColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(stroke.lineWidth == 3 && stroke.lineCap == .square && stroke.lineJoin == .bevel && stroke.miterLimit == 7)
        #expect(stroke.lineDashPattern == [4, 2] && stroke.lineDashPhase == 1 && stroke.opacity == 0.5)
        // The fill is listed below the stroke, so it is drawn first (below).
        let parent = try #require(fill.superlayer)
        let order = parent.sublayers ?? []
        #expect((order.firstIndex { $0 === fill } ?? 9) < (order.firstIndex { $0 === stroke } ?? -1))
    }

    @Test("a trim path animates strokeEnd; a path keyframe animates the path")
    func trimAndMorph() throws {
        let shapes = #"""
            {"ty": "sh", "ks": {"a": 1, "k": [
              {"t": 0, "s": [{"c": false, "v": [[0, 0], [10, 0]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}], \#(linear)},
              {"t": 10, "s": [{"c": false, "v": [[0, 0], [30, 40]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}]}]}},
            {"ty": "tm", "s": {"a": 0, "k": 10}, "e": {"a": 1, "k": [{"t": 0, "s": [20], \#(linear)}, {"t": 10, "s": [100]}]}, "o": {"a": 0, "k": 0}},
            {"ty": "st", "nm": "s", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 2}}
            """#
        let root = committedRoot(try load(document(layers: shapeLayer(shapes: shapes))))
        let stroke = try #require(root.find("s") as? CAShapeLayer)
        let half = presentation(stroke, at: 0.5)
        #expect(abs(half.strokeStart - 0.1) < 1e-9)
        #expect(abs(half.strokeEnd - 0.6) < 1e-4)
        let box = try #require(half.path?.boundingBoxOfPath)
        #expect(abs(box.maxX - 20) < 1e-4 && abs(box.maxY - 20) < 1e-4)
    }

    @Test("a trim that keeps the whole path is passed over for the next one (lottie-ios's Trim.isEmpty); a second cutting trim is reported")
    func wholePathTrimsPassedOver() throws {
        func trim(_ start: String, _ end: String, offset: Double = 0) -> String {
            #"{"ty": "tm", "s": \#(start), "e": \#(end), "o": {"a": 0, "k": \#(offset)}}"#
        }
        let ellipse = #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}}"#
        let stroke = #"{"ty": "st", "nm": "s", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 2}}"#
        // A whole-path trim (0 → 100 %, even with an offset) above a trim to 25…50 %.
        let whole = trim(#"{"a": 0, "k": 0}"#, #"{"a": 0, "k": 100}"#, offset: 30)
        let cut = trim(#"{"a": 0, "k": 25}"#, #"{"a": 1, "k": [{"t": 0, "s": [50], \#(linear)}, {"t": 10, "s": [100]}]}"#)
        let animation = try load(document(layers: shapeLayer(shapes: [ellipse, whole, cut, stroke].joined(separator: ", "))))
        #expect(animation.unsupportedFeatures.isEmpty)
        let layer = try #require(committedRoot(animation).find("s") as? CAShapeLayer)
        let half = presentation(layer, at: 0.5)
        #expect(abs(half.strokeStart - 0.25) < 1e-9 && abs(half.strokeEnd - 0.75) < 1e-4)
        // Two trims that cut: the first applies, the second is reported.
        let second = trim(#"{"a": 0, "k": 0}"#, #"{"a": 0, "k": 10}"#)
        let twice = try load(document(layers: shapeLayer(shapes: [ellipse, cut, second, stroke].joined(separator: ", "))))
        #expect(twice.unsupportedFeatures.map(\.path) == ["layers[0].shapes[2]"])
        let first = try #require(committedRoot(twice).find("s") as? CAShapeLayer)
        #expect(abs(presentation(first, at: 0.5).strokeStart - 0.25) < 1e-9)
    }

    @Test("a solid layer is a rectangle of its colour; an image layer shows its embedded image")
    func solidAndImage() throws {
        let solid = committedRoot(try load(document(layers: ##"{"ty": 1, "nm": "bg", "ip": 0, "op": 20, "sc": "#ff0000", "sw": 30, "sh": 20, "ks": {}}"##)))
        let layer = try #require(solid.find("bg (solid)"))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let image = try loadFile("image")
        let checker = try #require(committedRoot(image).find("checker (image)"))
        #expect(checker.bounds.size == CGSize(width: 4, height: 4))
        #expect((checker.contents as? CGImage)?.width == 4)
    }

    @Test("group transforms and inherited fills: a fill below a group paints the group's paths")
    func groups() throws {
        let shapes = #"""
            {"ty": "gr", "nm": "g", "it": [
              {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
              {"ty": "tr", "p": {"a": 0, "k": [30, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 50}}]},
            {"ty": "fl", "nm": "outer fill", "c": {"a": 0, "k": [0, 1, 0, 1]}}
            """#
        let root = committedRoot(try load(document(layers: shapeLayer(shapes: shapes))))
        let fill = try #require(root.find("outer fill") as? CAShapeLayer)
        // The group's transform and opacity are still and it draws one shape layer: the shape
        // layer carries them in the group's place.
        #expect(root.find("g (position, rotation, scale, anchor)") == nil)
        #expect(fill.position == CGPoint(x: 30, y: 0) && fill.opacity == 0.5)
        #expect(root.convert(CGPoint.zero, from: fill) == CGPoint(x: 30, y: 0))
    }

    @Test("a still group keeps its layer when it draws two shape layers or its opacity animates")
    func groupsThatKeepTheirLayer() throws {
        let transform = #"{"ty": "tr", "p": {"a": 0, "k": [30, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": "#
        let shapes = #"""
            {"ty": "gr", "nm": "two", "it": [
              {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
              {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 2}},
              {"ty": "fl", "c": {"a": 0, "k": [0, 1, 0, 1]}},
              \#(transform){"a": 0, "k": 100}}]},
            {"ty": "gr", "nm": "fading", "it": [
              {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
              {"ty": "fl", "c": {"a": 0, "k": [0, 1, 0, 1]}},
              \#(transform){"a": 1, "k": [{"t": 0, "s": [100], \#(linear)}, {"t": 10, "s": [0]}]}}]}
            """#
        let root = committedRoot(try load(document(layers: shapeLayer(shapes: shapes))))
        let two = try #require(root.find("two (position, rotation, scale, anchor)"))
        #expect(two.sublayers?.count == 2 && two.position == CGPoint(x: 30, y: 0))
        let fading = try #require(root.find("fading (position, rotation, scale, anchor)"))
        #expect(fading.sublayers?.count == 1 && fading.animationKeys() != nil)
    }

    @Test("masks in add mode become the layer's mask; an alpha matte masks a wrapper with the matte layer's tree")
    func masksAndMattes() throws {
        let animation = try loadFile("masks")
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let masked = try #require(root.find("masked solid (scale, anchor)"))
        let masks = try #require(masked.mask)
        #expect(masks.sublayers?.count == 2)
        let growing = try #require(masks.sublayers?[1] as? CAShapeLayer)
        #expect(growing.opacity == 0.6)
        let radius = { (t: Double) in Double(presentation(growing, at: t).path?.boundingBoxOfPath.width ?? 0) / 2 }
        #expect(abs(radius(0) - 4) < 1e-3 && abs(radius(0.5) - 11) < 1e-3 && abs(radius(1) - 18) < 1e-3)
        let wrapper = try #require(root.find("stripes (matted)"))
        #expect(wrapper.mask?.name == "star matte (matte)")
        #expect(wrapper.mask?.find("star matte (position, rotation)") != nil)
        #expect(wrapper.sublayers?.first === root.find("stripes (position, rotation)"))
        // The matte layer is not drawn by itself.
        #expect(root.sublayers?.contains { $0.name?.hasPrefix("star matte (position") == true } == false)
    }

    /// Skia's skottie-chained-mattes.json: a matte layer that is itself matted and has no `td`.
    /// Skottie, lottie-web and lottie-ios take the layer above as the matte whether or not it
    /// has `td`; without `td` it is drawn too (Skottie, After Effects with the matte's video on),
    /// and it mattes by its content, not by what its own matte leaves of it.
    @Test("a chained matte: the layer above mattes without td, is drawn itself, and mattes by its content")
    func chainedMatte() throws {
        func rect(_ x: Int, _ w: Int, _ color: String) -> String {
            #"{"ty": "rc", "p": {"a": 0, "k": [\#(x), 50]}, "s": {"a": 0, "k": [\#(w), 100]}}, {"ty": "fl", "c": {"a": 0, "k": \#(color)}}"#
        }
        // Top to bottom: a td layer covering x < 50; a green layer covering x < 75 matted by it
        // inverted (so drawn on 50…75); a red layer everywhere, alpha-matted by the green one.
        let layers = [
            shapeLayer(name: "cut", index: 1, shapes: rect(25, 50, "[0, 0, 0, 1]"), extra: #""td": 1"#),
            shapeLayer(name: "green", index: 2, shapes: rect(37, 75, "[0, 1, 0, 1]"), extra: #""tt": 2"#),
            shapeLayer(name: "red", index: 3, shapes: rect(50, 100, "[1, 0, 0, 1]"), extra: #""tt": 1"#),
        ].joined(separator: ", ")
        let animation = try load(document(layers: layers))
        #expect(animation.unsupportedFeatures.isEmpty)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let rgba = { (x: Int) in Array(pixels[((50 * 100 + x) * 4)..<((50 * 100 + x) * 4 + 4)]) }
        // x < 50: red through the green layer's content (the cut does not apply to the matte).
        #expect(rgba(20) == [255, 0, 0, 255])
        // 50…75: green drawn over red.
        #expect(rgba(60) == [0, 255, 0, 255])
        // x > 75: the green content is absent, so red is matted out (the white test backdrop).
        #expect(rgba(90) == [255, 255, 255, 255])
    }

    @Test("blend modes become the compositingFilter of the layer's outermost layer; track mattes 2–4 set the matte's maskMode")
    func blendModesAndMatteModes() throws {
        let blends = try loadFile("blend-modes")
        #expect(blends.unsupportedFeatures.isEmpty)
        let root = committedRoot(blends)
        // Bottom to top: the ground and bands draw normally, then bm 15, 12, 10, 3, 2, 1.
        #expect(root.sublayers?.map { $0.compositingFilter as? String } == [
            nil, nil, "luminosityBlendMode", "hueBlendMode", "differenceBlendMode", "overlayBlendMode", "screenBlendMode",
            "multiplyBlendMode",
        ])
        let mattes = try loadFile("track-mattes")
        #expect(mattes.unsupportedFeatures.isEmpty)
        let matted = committedRoot(mattes)
        for (tt, mode) in [(2, LayerMaskMode.alphaInverted), (3, .luminance), (4, .luminanceInverted)] {
            let wrapper = try #require(matted.find("column \(tt) (matted)"))
            #expect(wrapper.mask?.name == "matte \(tt) (matte)")
            #expect(wrapper.mask?.maskMode == mode)
        }
    }

    @Test("a repeater is a replicator of the items above it: count, step transform about the anchor, opacity ramp, offset")
    func repeaters() throws {
        let animation = try loadFile("repeaters")
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let around = try #require(root.find("around (repeater)") as? CAReplicatorLayer)
        #expect(around.instanceCount == 8)
        let step = around.instanceTransform
        #expect(abs(atan2(step.m12, step.m11) - .pi / 4) < 1e-9)
        #expect(around.instanceColor?.alpha == 1)
        #expect(abs(around.instanceAlphaOffset - Float(-0.8 / 7)) < 1e-6)
        // The repeated items: the tick and its fill, inside the replicator.
        #expect(around.find("around (repeated items)")?.all(CAShapeLayer.self).count == 1)
        let along = try #require(root.find("along (repeater)") as? CAReplicatorLayer)
        #expect(presentation(along, at: 0).instanceCount == 2)
        #expect(presentation(along, at: 10.0 / 30).instanceCount == 4)
        #expect(presentation(along, at: 1).instanceCount == 7)
        // Offset 1: the first copy is already moved once (14 points right, scaled 0.9).
        let items = try #require(along.find("along (repeated items)"))
        #expect(abs(items.transform.m41 - 14) < 1e-9 && abs(items.transform.m11 - 0.9) < 1e-9)
    }

    @Test("spatial tangents make a path animation; auto-orient turns the layer along it")
    func spatialAndAutoOrient() throws {
        let ks = #"""
            "p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, 40], "ti": [-40, 0], \#(linear)}, {"t": 10, "s": [100, 100]}]}
            """#
        let root = committedRoot(try load(document(layers: shapeLayer(name: "a", ks: ks, extra: #""ao": 1"#))))
        let outer = try #require(root.find("a (position, rotation)"))
        let group = try #require(outer.animation(forKey: "lottie.position") as? CAAnimationGroup)
        let animation = try #require(group.animations?.first as? CAKeyframeAnimation)
        #expect(animation.path != nil && animation.rotationMode == .rotateAuto)
        // Half way along the cubic (0,0) (0,40) (60,100) (100,100) (the Bézier parameter, as
        // Core Animation moves along a path): (P0 + 3 P1 + 3 P2 + P3) / 8 = (35, 65).
        let p = presentation(outer, at: 0.5)
        #expect(abs(p.position.x - 35) < 1e-3 && abs(p.position.y - 65) < 1e-3)
        // The tangent there, ¾ (P3 + P2 − P1 − P0) = (120, 120): the layer is turned 45°.
        let angle = atan2(p.transform.m12, p.transform.m11)
        #expect(abs(angle - .pi / 4) < 1e-3)
    }

    @Test("time remapping: a precomposition's children show the remapped frame, sampled at every root frame")
    func timeRemapping() throws {
        let child = shapeLayer(
            name: "child", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 10, "s": [100, 0]}]}"#, ip: 3, op: 100)
        let remap = #""tm": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [1], \#(linear)}, {"t": 20, "s": [0]}]}"#
        let layer = #"{"ty": 0, "nm": "pre", "ind": 1, "refId": "c", "w": 100, "h": 100, "ip": 0, "op": 20, "st": 0, "ks": {}, \#(remap)}"#
        let animation = try load(document(layers: layer, assets: #"{"id": "c", "layers": [\#(child)]}"#))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let outer = try #require(root.find("child (position, rotation)"))
        let inner = try #require(root.find("child (scale, anchor)"))
        // Forward over frames 0…10 (child frames 0…10), back over 10…20 (child frames 10…0).
        for (frame, x) in [(0.0, 0.0), (5, 50), (10, 100), (15, 50), (19, 10)] {
            #expect(abs(presentation(outer, at: frame / 10).position.x - x) < 1e-4, "frame \(frame)")
        }
        // The child's in point (its frame 3) is crossed twice: shown from root frame 3 to 17.
        #expect(presentation(inner, at: 0.2).isHidden)
        #expect(!presentation(inner, at: 0.3).isHidden)
        #expect(!presentation(inner, at: 1.7).isHidden)
        #expect(presentation(inner, at: 1.8).isHidden)
    }

    /// lottie-web's Fill filter (a colour matrix: RGB the colour, alpha × the opacity) and
    /// Skottie's: the layer's own pixels painted one colour; rlottie's you're_in! uses it.
    @Test("a Fill effect paints the layer's content one colour, keeping its alpha, at the effect's opacity")
    func fillEffect() throws {
        func effect(_ color: String, opacity: String) -> String {
            #"""
            "ef": [{"ty": 21, "nm": "Fill", "ef": [
                {"ty": 10, "nm": "Fill Mask", "v": {"a": 0, "k": 0}}, {"ty": 7, "nm": "All Masks", "v": {"a": 0, "k": 0}},
                {"ty": 2, "nm": "Color", "v": {"a": 0, "k": \#(color)}}, {"ty": 7, "nm": "Invert", "v": {"a": 0, "k": 0}},
                {"ty": 0, "nm": "Horizontal Feather", "v": {"a": 0, "k": 0}}, {"ty": 0, "nm": "Vertical Feather", "v": {"a": 0, "k": 0}},
                {"ty": 0, "nm": "Opacity", "v": \#(opacity)}]}]
            """#
        }
        // A red square at 60 % (20…80) on a shape layer, filled blue at full opacity, fading to
        // nothing by frame 10.
        let shapes = #"""
            {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 60]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 60}}
            """#
        let fading = #"{"a": 1, "k": [{"t": 0, "s": [1], \#(linear)}, {"t": 10, "s": [0]}]}"#
        let animation = try load(document(layers: shapeLayer(name: "square", shapes: shapes, extra: effect("[0, 0, 1, 1]", opacity: fading))))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let pixels = try renderFrame(animation, frame: 0, root: root).makeImage().pixels
        let at = { (pixels: [UInt8], x: Int, y: Int) in pixels[((y * 100) + x) * 4..<((y * 100) + x) * 4 + 3].map { Int($0) } }
        let near = { (rgb: [Int], expected: [Int]) in zip(rgb, expected).allSatisfy { abs($0 - $1) <= 2 } }
        // Blue at 60 % over white: (102, 102, 255).
        #expect(near(at(pixels, 50, 50), [102, 102, 255]) && at(pixels, 10, 10) == [255, 255, 255], "\(at(pixels, 50, 50))")
        // Half way: the fill at 50 % of 60 %, 30 %: (178, 178, 255).
        let half = try renderFrame(animation, frame: 5, root: root).makeImage().pixels
        #expect(near(at(half, 50, 50), [178, 178, 255]), "\(at(half, 50, 50))")
        // A solid (its content rectangle): green over the whole solid, at 50 %.
        let solid = ##"{"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#ff0000", "sw": 40, "sh": 40, "ks": {}, \##(effect("[0, 1, 0, 1]", opacity: #"{"a": 0, "k": 0.5}"#))}"##
        let filled = try renderFrame(try load(document(layers: solid)), frame: 0).makeImage().pixels
        #expect(near(at(filled, 20, 20), [128, 255, 128]), "\(at(filled, 20, 20))")
        #expect(at(filled, 60, 60) == [255, 255, 255])
    }

    @Test("a Drop Shadow effect is the layer's shadow: colour, opacity / 255, softness / 5, offset along the direction")
    func dropShadow() throws {
        let animation = try loadFile("shadow")
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let card = try #require(root.find("card (scale, anchor)"))
        #expect(card.shadowColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(card.shadowOpacity == 0.6 && card.shadowRadius == 2)
        #expect(abs(card.shadowOffset.width - 8 * sin(.pi * 0.75)) < 1e-9 && abs(card.shadowOffset.height - 8 * sin(.pi * 0.75)) < 1e-9)
        let orbiting = try #require(root.find("orbiting (scale, anchor)"))
        let down = presentation(orbiting, at: 0.5).shadowOffset  // direction 180°
        #expect(abs(down.width) < 1e-4 && abs(down.height - 6) < 1e-4)
    }

    @Test("intersect masks after add masks nest: the content shows where both cover it")
    func intersectMasks() throws {
        func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> String {
            #"{"a": 0, "k": {"c": true, "v": [[\#(x0), \#(y0)], [\#(x1), \#(y0)], [\#(x1), \#(y1)], [\#(x0), \#(y1)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
        }
        func solid(_ modes: [String], inverted: [Bool] = [false, false, false]) -> String {
            let shapes = [rect(0, 0, 60, 60), rect(30, 30, 100, 100), rect(0, 0, 10, 10)]
            let masks = zip(zip(modes, shapes), inverted).map { #"{"mode": "\#($0.0)", "pt": \#($0.1), "inv": \#($1)}"# }
                .joined(separator: ", ")
            return ##"{"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 20, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}, "masksProperties": [\##(masks)]}"##
        }
        let animation = try load(document(layers: solid(["a", "i"])))
        #expect(animation.unsupportedFeatures.isEmpty)
        let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
        let red = { (x: Int, y: Int) in pixels[(y * 100 + x) * 4] == 255 && pixels[(y * 100 + x) * 4 + 1] == 0 }
        #expect(red(45, 45) && !red(15, 15) && !red(80, 80))
        #expect(try load(document(layers: solid(["i", "a"]))).unsupportedFeatures.isEmpty)
        // Subtract: the add mask less the second rectangle; alone, the layer less it; inverted.
        func drawn(_ modes: [String], inverted: [Bool] = [false, false, false]) throws -> (Int, Int) -> Bool {
            let animation = try load(document(layers: solid(modes, inverted: inverted)))
            #expect(animation.unsupportedFeatures.isEmpty)
            let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
            return { x, y in pixels[(y * 100 + x) * 4] == 255 && pixels[(y * 100 + x) * 4 + 1] == 0 }
        }
        let subtracted = try drawn(["a", "s"])
        #expect(subtracted(15, 15) && !subtracted(45, 45) && !subtracted(80, 80))
        let hole = try drawn(["s"])
        #expect(!hole(15, 15) && hole(80, 80) && hole(95, 5))
        let invertedAdd = try drawn(["a"], inverted: [true])
        #expect(!invertedAdd(15, 15) && invertedAdd(80, 80))
        // Add after intersect adds to what the intersection left: 0…10 too.
        let reordered = try drawn(["a", "i", "a"])
        #expect(reordered(5, 5) && reordered(45, 45) && !reordered(15, 15) && !reordered(80, 80))
    }

    @Test("a draw-on trim (start from 100 % down to 0, end at 100 %) draws the stroke as the start comes down")
    func drawOnTrim() throws {
        let shapes = #"""
            {"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 60]}},
            {"ty": "st", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 6}},
            {"ty": "tm", "s": {"a": 1, "k": [{"t": 0, "s": [100], \#(linear)}, {"t": 20, "s": [0]}]}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}}
            """#
        let animation = try load(document(layers: shapeLayer(name: "ring", shapes: shapes)))
        let root = committedRoot(animation)
        let stroke = try #require(root.first(CAShapeLayer.self))
        #expect(stroke.strokeStart == 1 && stroke.strokeEnd == 1)
        let half = presentation(stroke, at: 1)  // frame 10 at 10 fps
        #expect(abs(half.strokeStart - 0.5) < 1e-6 && half.strokeEnd == 1)
        // Half the ring is drawn at frame 10: its right-hand point (80, 50) is on the path's
        // first half (an ellipse starts at the top, clockwise), its left (20, 50) on the second.
        let pixels = try renderFrame(animation, frame: 10, root: root).makeImage().pixels
        let red = { (x: Int, y: Int) in pixels[(y * 100 + x) * 4] == 255 && pixels[(y * 100 + x) * 4 + 1] == 0 }
        #expect(red(20, 50) && !red(80, 50))
    }
}
