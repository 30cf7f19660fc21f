import Foundation
import Quartzite
import Testing
@testable import QuartziteLottie

@Suite("Lottie reader")
struct LottieReaderTests {
    @Test("the header: size, frame rate, in and out points, duration, markers, version")
    func header() throws {
        let animation = try load(
            #"{"v": "5.9.0", "nm": "demo", "fr": 24, "ip": 6, "op": 54, "w": 320, "h": 180, "layers": [], "markers": [{"cm": "intro", "tm": 6, "dr": 12}, {"cm": "end", "tm": 40}]}"#
        )
        #expect(animation.version == "5.9.0")
        #expect(animation.name == "demo")
        #expect(animation.size == CGSize(width: 320, height: 180))
        #expect(animation.frameRate == 24 && animation.inPoint == 6 && animation.outPoint == 54)
        #expect(animation.duration == 2)
        #expect(animation.frameCount == 48)
        #expect(animation.markers == [LottieMarker(name: "intro", frame: 6, duration: 12), LottieMarker(name: "end", frame: 40, duration: 0)])
        #expect(animation.marker(named: "end")?.frame == 40)
        #expect(animation.unsupportedFeatures.isEmpty)
    }

    @Test("content detection: a Lottie object has v, fr, ip, op and layers")
    func detection() {
        #expect(LottieAnimation.isLottie(Data(document(layers: "").utf8)))
        #expect(!LottieAnimation.isLottie(Data(#"{"canvas": {"width": 10}, "duration": 1, "root": {}}"#.utf8)))
        #expect(!LottieAnimation.isLottie(Data("canvas:\n  width: 10\n".utf8)))
        #expect(!LottieAnimation.isLottie(Data(#"{"v": "5", "fr": 30, "ip": 0, "op": 10, "layers": 3}"#.utf8)))
    }

    @Test("reading only what is Lottie, parsed once: nil for other files, the animation or its first problem for Lottie")
    func ifLottie() throws {
        for other in [#"{"canvas": {"width": 10}, "duration": 1, "root": {}}"#, "canvas:\n  width: 10\n", "[1, 2]", "3",
            #"{"v": "5", "fr": 30, "ip": 0, "op": 10, "layers": 3}"#]
        {
            #expect(try LottieAnimation(ifLottie: Data(other.utf8)) == nil, "\(other)")
        }
        let json = #"{"v": "5.9.0", "nm": "demo", "fr": 24, "ip": 6, "op": 54, "w": 320, "h": 180, "layers": [{"ty": 3, "ip": 0, "op": 54, "ks": {"o": {"a": 0, "k": 50}}}], "markers": [{"cm": "end", "tm": 40}]}"#
        let once = try #require(try LottieAnimation(ifLottie: Data(json.utf8)))
        let twice = try LottieAnimation(data: Data(json.utf8))
        #expect(once.name == "demo" && once.version == twice.version && once.size == twice.size)
        #expect(once.frameRate == twice.frameRate && once.inPoint == twice.inPoint && once.outPoint == twice.outPoint)
        #expect(once.markers == twice.markers && once.unsupportedFeatures == twice.unsupportedFeatures)
        let bad = #"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 3, "ip": 0, "op": 10, "ks": {"r": {"a": 0, "k": "x"}}}]}"#
        #expect(throws: LottieError(path: "layers[0].ks.r.k", message: "expected a number, found a string \"x\"")) {
            try LottieAnimation(ifLottie: Data(bad.utf8))
        }
    }

    @Test("numbers as JSONSerialization gives them: integers, fractions, booleans as 0 and 1, Swift values too")
    func numbers() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data("[3, -2.5, 0.1, true, false, 1e9, -0]".utf8)) as? [Any]
        let values = try #require(parsed).map { JSONNode.number(JSONValue($0)) }
        #expect(values == [3, -2.5, 0.1, 1, 0, 1e9, 0])
        #expect([true, 7, 2.25, "7", NSNull()].map { JSONNode.number(JSONValue($0 as Any)) } == [1, 7, 2.25, nil, nil])
        // Converted once into Swift's types: booleans stay booleans, objects and arrays nest.
        let document = try JSONSerialization.jsonObject(with: Data(#"{"a": [true, 2, "s", null, {"b": false}]}"#.utf8))
        guard case .object(let root) = JSONValue(document), case .array(let a)? = root["a"], a.count == 5,
            case .boolean(true) = a[0], case .number(2) = a[1], case .string("s") = a[2], case .null = a[3],
            case .object(let inner) = a[4], case .boolean(false)? = inner["b"]
        else {
            Issue.record("converted as \(JSONValue(document))")
            return
        }
        #expect(JSONNode(a[0], path: "a[0]").kind == "a boolean")
        #expect(JSONNode(a[1], path: "a[1]").kind == "the number 2")
    }


    /// Numbers beyond ±1e9 trapped converting to Int: op 1e300 (frame counts), a numeric
    /// `refId` of 1e308 (found by FuzzLottie: `String(Int(1e308))` naming the asset).
    @Test("numbers are bounded: huge times, rates and ids are errors or names, never traps")
    func boundedNumbers() throws {
        #expect(error(#"{"v": "5", "fr": 30, "ip": 0, "op": 1e300, "w": 10, "h": 10, "layers": []}"#)
            == LottieError(path: "op", message: "numbers in a Lottie file lie within ±1e9, found 1e+300"))
        #expect(error(#"{"v": "5", "fr": 2000, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#)
            == LottieError(path: "fr", message: "the frame rate must be 0.001 to 1000 frames per second, found 2000.0"))
        #expect(error(#"{"v": "5", "fr": 30, "ip": -1e7, "op": 1e7, "w": 10, "h": 10, "layers": []}"#)
            == LottieError(
                path: "op", message: "the animation is 20000000.0 frames long (ip -10000000.0 to op 10000000.0); at most 10000000"))
        #expect(error(#"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 3, "ip": 0, "op": 10, "ks": {"r": {"a": 0, "k": 1e10}}}]}"#)
            == LottieError(path: "layers[0].ks.r.k", message: "numbers in a Lottie file lie within ±1e9, found 10000000000.0"))
        // The fuzzer's crasher, minimised: an image layer whose refId is the number 1e308.
        let crasher = #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 120, "h": 120, "assets": [{"id": "img", "w": 8, "h": 4, "u": "", "p": "x.png"}], "layers": [{"ty": 2, "refId": 1e308, "ip": 0, "op": 30, "ks": {}}]}"#
        let animation = try LottieAnimation(data: Data(crasher.utf8))
        #expect(animation.frameCount == 30)
        #expect(animation.unsupportedFeatures.map(\.description).contains {
            $0.hasPrefix("layers[0].refId: not supported: an image layer whose asset \"1e+308\"")
        })
    }

    /// lottie-ios decides embedded images by the `data:` prefix, and lottie-web takes `p` as the
    /// whole path when `e` is 1: lottie-ios's own `dog.json` sample has `"e": 1, "p": "dog.png"`.
    @Test("external images: u + p under the file's directory; e: 1 with a plain name is a path of its own")
    func externalImages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        try image.pngData().write(to: directory.appendingPathComponent("images/dot.png"))
        try image.pngData().write(to: directory.appendingPathComponent("top.png"))
        func animation(_ asset: String) throws -> LottieAnimation {
            let json = document(layers: #"{"ty": 2, "refId": "i", "ip": 0, "op": 20, "ks": {}}"#, assets: asset)
            return try #require(try LottieAnimation(ifLottie: Data(json.utf8), baseDirectory: directory))
        }
        let underU = try animation(#"{"id": "i", "w": 2, "h": 1, "u": "images/", "p": "dot.png", "e": 0}"#)
        #expect(underU.unsupportedFeatures.isEmpty)
        let ownPath = try animation(#"{"id": "i", "w": 2, "h": 1, "u": "images/", "p": "top.png", "e": 1}"#)
        #expect(ownPath.unsupportedFeatures.isEmpty)
        let missing = try animation(#"{"id": "i", "w": 2, "h": 1, "u": "", "p": "dog.png", "e": 1}"#)
        #expect(missing.unsupportedFeatures.map(\.description) == ["assets[0].p: not supported: a missing image file (dog.png)"])
    }

    @Test("malformed documents: clear errors at the top level")
    func topLevelErrors() {
        #expect(error("{ not json")?.message.hasPrefix("not valid JSON") == true)
        #expect(error("[1, 2]") == LottieError(path: "", message: "expected a JSON object at the top level, found an array"))
        let missing = error(#"{"v": "5", "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#)
        #expect(missing?.path == "" && missing?.message.hasPrefix("missing required key \"fr\"") == true)
        #expect(error(#"{"v": "5", "fr": 0, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#)
            == LottieError(path: "fr", message: "the frame rate must be 0.001 to 1000 frames per second, found 0.0"))
        #expect(error(#"{"v": "5", "fr": 30, "ip": 10, "op": 10, "w": 10, "h": 10, "layers": []}"#)
            == LottieError(path: "op", message: "the out point (10.0) must come after the in point (10.0)"))
        #expect(error(#"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": {}}"#)
            == LottieError(path: "layers", message: "expected an array, found an object"))
    }

    @Test("malformed values: the error names the JSON path down to the element")
    func valuePaths() {
        let badPoint = document(layers: shapeLayer(ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, "x"]}, {"t": 5, "s": [1, 1]}]}"#))
        #expect(error(badPoint) == LottieError(path: "layers[0].ks.p.k[0].s[1]", message: "expected a number, found a string \"x\""))
        let decreasing = document(layers: shapeLayer(ks: #""o": {"a": 1, "k": [{"t": 5, "s": [0]}, {"t": 2, "s": [100]}]}"#))
        #expect(error(decreasing) == LottieError(path: "layers[0].ks.o.k[1].t", message: "keyframe times must not decrease (2.0 after 5.0)"))
        let noType = document(layers: #"{"nm": "x", "ip": 0, "op": 10, "ks": {}}"#)
        #expect(error(noType) == LottieError(path: "layers[0]", message: "missing required key \"ty\""))
        let path = document(layers: shapeLayer(shapes: #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [1, 1]], "i": [[0, 0]], "o": [[0, 0], [0, 0]]}}}"#))
        #expect(error(path) == LottieError(path: "layers[0].shapes[0].ks.k", message: "\"v\", \"i\" and \"o\" must have the same length (2, 1, 2)"))
        let shortPoint = document(layers: shapeLayer(shapes: #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [1]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#))
        #expect(error(shortPoint) == LottieError(path: "layers[0].shapes[0].ks.k.v[1]", message: "expected a point [x, y], found 1 number(s)"))
        let missingSize = document(layers: shapeLayer(shapes: #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}}"#))
        #expect(error(missingSize) == LottieError(path: "layers[0].shapes[0]", message: "missing required key \"s\""))
        let numericColor = document(layers: ##"{"ty": 1, "ip": 0, "op": 10, "sc": 7, "sw": 10, "sh": 10, "ks": {}}"##)
        #expect(error(numericColor)?.path == "layers[0].sc")
        let badImage = document(layers: "", assets: #"{"id": "i", "w": 1, "h": 1, "p": "data:image/png,abc", "e": 1}"#)
        #expect(error(badImage) == LottieError(path: "assets[0].p", message: "expected a base64 data URI (data:image/png;base64,…)"))
        #expect(error(document(layers: "42")) == LottieError(path: "layers[0]", message: "expected a layer object, found the number 42"))
    }

    @Test("animated values: static, keyframes with s, old Bodymovin s/e, holds, easing per dimension, spatial tangents")
    func animatedValues() throws {
        let log = UnsupportedFeatureLog()
        let reader = AnimatedValueReader(log: log)
        func parse(_ json: String) throws -> LottieAnimated<[Double]> {
            try reader.vector(JSONNode(JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]), path: "p"))
        }
        guard case .constant(let c) = try parse(#"{"a": 0, "k": [1, 2, 3]}"#) else { Issue.record("not constant"); return }
        #expect(c == [1, 2, 3])
        guard case .constant(let bare) = try parse("7") else { Issue.record("not constant"); return }
        #expect(bare == [7])
        let modern = try parse(
            #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.1, 0.2], "y": [0, 0.5]}, "i": {"x": 0.9, "y": 1}, "to": [5, 0], "ti": [0, -5]}, {"t": 10, "s": [10, 20], "h": 1}, {"t": 20, "s": [0, 0]}]}"#
        )
        let keys = modern.keyframes
        #expect(keys.map(\.frame) == [0, 10, 20])
        #expect(keys.map(\.value) == [[0, 0], [10, 20], [0, 0]])
        #expect(keys.map(\.hold) == [false, true, false])
        #expect(keys[0].outEase == EasingHandle(x: [0.1, 0.2], y: [0, 0.5]))
        #expect(keys[0].inEase == EasingHandle(x: [0.9], y: [1]))
        #expect(keys[0].outEase?.isUniform == false && keys[0].inEase?.isUniform == true)
        #expect(keys[0].spatialOut == [5, 0] && keys[0].spatialIn == [0, -5])
        #expect(keys[1].path == "p.k[1]")
        // Old Bodymovin: each keyframe has s and e; the last only t and takes the previous e.
        let old = try parse(#"{"k": [{"t": 0, "s": [1], "e": [4]}, {"t": 3, "s": [4], "e": [9]}, {"t": 6}]}"#)
        #expect(old.keyframes.map(\.value) == [[1], [4], [9]])
        #expect(old.keyframes.map(\.frame) == [0, 3, 6])
        // The shape of k decides, as lottie-ios decodes it: keyframes under "a": 0 (with null
        // handles and bare numbers for s, as some exporters write them) animate; a value under
        // "a": 1 is constant.
        let flagged = try parse(
            #"{"a": 0, "k": [{"s": 0, "t": 0, "i": null, "o": null, "ti": null, "to": null, "h": 1}, {"s": 100, "t": 50, "i": null, "o": null, "h": 0}]}"#)
        #expect(flagged.keyframes.map(\.value) == [[0], [100]] && flagged.keyframes.map(\.hold) == [true, false])
        #expect(flagged.keyframes[0].outEase == nil && flagged.keyframes[0].spatialOut == nil)
        guard case .constant(let five) = try parse(#"{"a": 1, "k": 5}"#) else { Issue.record("not constant"); return }
        #expect(five == [5])
    }

    @Test("colours: 0–1 components, and 0–255 keyframes as lottie-ios tells them (red, green and blue all above 1); solid colours")
    func colors() throws {
        #expect(LayerBuilder.color([1, 0.5, 0, 1]) == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        // lottie-ios's LottieColor: divided by 255 only when all three exceed 1 (a 0 channel
        // leaves the colour on the 0–1 scale, clamped); alpha is not a colour's own.
        #expect(AnimatedValueReader.colorComponents([255, 51, 102, 255]) == [1, 0.2, 0.4, 255])
        #expect(LayerBuilder.color(AnimatedValueReader.colorComponents([255, 51, 102, 255])) == CGColor(red: 1, green: 0.2, blue: 0.4, alpha: 1))
        #expect(LayerBuilder.color(AnimatedValueReader.colorComponents([255, 51, 0, 255])) == CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        // Decided per keyframe: an easing that overshoots white passes 1 in every channel and
        // is clamped to white, not read as 0–255 (a near-black).
        let reader = AnimatedValueReader(log: UnsupportedFeatureLog())
        let fill = try reader.color(JSONNode(
            JSONSerialization.jsonObject(with: Data(#"{"a": 1, "k": [{"t": 0, "s": [1, 1, 1, 1], "o": {"x": [0.2], "y": [-1.5]}, "i": {"x": [0.7], "y": [1]}}, {"t": 10, "s": [0.5, 0.5, 0.5, 1]}]}"#.utf8)),
            path: "c"))
        let overshoot = fill.value(atFrame: 2)
        #expect(overshoot.prefix(3).allSatisfy { $0 > 1 })
        #expect(LayerBuilder.color(overshoot) == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let node = JSONNode("#3366ff", path: "sc")
        #expect(try DocumentReader.hexColor(node) == CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
        #expect(try DocumentReader.hexColor(JSONNode("", path: "sc")) == nil)
        // A solid whose colour cannot be read is drawn black (as lottie-ios) and reported.
        let animation = try LottieAnimation(
            data: Data(document(layers: ##"{"ty": 1, "ip": 0, "op": 10, "sc": "", "sw": 10, "sh": 10, "ks": {}}"##).utf8))
        #expect(animation.unsupportedFeatures.map(\.description) == ["layers[0].sc: not supported: a solid colour that is not #RRGGBB (drawn black)"])
    }

    @Test("gradient stops: colours with opacity stops sampled at their offsets")
    func gradientStops() {
        let stops = LayerBuilder.gradientStops([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5], count: 2)
        #expect(stops.locations == [0, 1])
        #expect(stops.colors == [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)])
        let middle = LayerBuilder.gradientStops([0, 1, 1, 1, 0.5, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1], count: 3)
        #expect(middle.colors[1].alpha == 0.5)
    }

    @Test("the easing solver matches an independent Newton solve of the cubic Bézier")
    func easing() {
        let curve = CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(curve.value(at: u) - bezierEase(u, 0.42, 0, 0.58, 1)) < 1e-9)
        }
        #expect(CubicBezierEasing(out: nil, in: nil, dimension: 0).isLinear)
        let perDimension = CubicBezierEasing(
            out: EasingHandle(x: [0.1, 0.7], y: [0.2, 0]), in: EasingHandle(x: [0.3], y: [1]), dimension: 1)
        #expect(perDimension == CubicBezierEasing(x1: 0.7, y1: 0, x2: 0.3, y2: 1))
    }
}
