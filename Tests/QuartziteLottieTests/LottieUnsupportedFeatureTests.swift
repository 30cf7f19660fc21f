import Foundation
import Quartzite
import Testing
@testable import QuartziteLottie

@Suite("Lottie unsupported features")
struct LottieUnsupportedFeatureTests {
    @Test("what Quartzite does not draw is reported by feature and JSON path; the rest is built")
    func reported() throws {
        let layers = [
            #"{"ty": 6, "nm": "audio", "ind": 1, "ip": 0, "op": 20, "ks": {}}"#,
            shapeLayer(
                name: "masked", index: 2,
                extra: #""masksProperties": [{"mode": "a", "pt": {"a": 0, "k": {"c": true, "v": [], "i": [], "o": []}}, "f": {"a": 0, "k": [4, 4]}}, {"mode": "f", "pt": {"a": 0, "k": {"c": true, "v": [], "i": [], "o": []}}, "f": {"a": 0, "k": [0, 0]}}, {"mode": "n", "pt": {"a": 0, "k": {"c": true, "v": [], "i": [], "o": []}}, "f": {"a": 0, "k": [9, 9]}}], "tt": 3, "bm": 16, "ef": [{"ty": 5}]"#),
            shapeLayer(
                name: "merged", index: 3,
                shapes: #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}}, {"ty": "mm", "mm": 1}, {"ty": "mm", "mm": 4}, {"ty": "rp", "c": {"a": 0, "k": 3}, "m": 2, "tr": {"r": {"a": 0, "k": 10}}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}}"#),
            shapeLayer(name: "remapped", index: 4, extra: #""tm": {"a": 0, "k": 0}, "mb": true"#),
            shapeLayer(name: "3d", index: 5, ks: #""rx": {"a": 0, "k": 10}"#, extra: #""ddd": 1"#),
            shapeLayer(name: "flat", index: 6, ks: #""p": {"a": 0, "k": [1, 2, 3]}, "ry": {"a": 0, "k": 10}"#),
            #"{"ty": 13, "nm": "camera", "ind": 7, "ip": 0, "op": 20, "ks": {}}"#,
        ].joined(separator: ", ")
        let animation = try load(document(layers: layers))
        let reported = animation.unsupportedFeatures.map { "\($0.path): \($0.feature)" }
        #expect(reported.contains("layers[0].ty: audio layers"))
        #expect(reported.contains("layers[1].tt: a track matte without its matte layer (drawn without the matte)"))
        #expect(reported.contains("layers[1].masksProperties[0].f: mask feather (the mask is drawn sharp)"))
        #expect(!reported.contains { $0.hasPrefix("layers[1].masksProperties[1]") || $0.hasPrefix("layers[1].masksProperties[2]") })
        #expect(reported.contains("layers[1].bm: blend mode 16 (drawn normally)"))
        #expect(reported.contains("layers[1].ef[0]: custom effects"))
        // Merge mode 1 is how the paths are drawn anyway; intersect is not.
        #expect(!reported.contains { $0.hasPrefix("layers[2].shapes[1]") })
        #expect(reported.contains("layers[2].shapes[2].mm: merge paths in intersect mode (drawn as one compound path)"))
        #expect(reported.contains("layers[2].shapes[3].m: repeaters drawing each copy below the previous (drawn above)"))
        #expect(reported.contains("layers[3].tm: time remapping of a layer that is not a precomposition"))
        #expect(reported.contains("layers[3].mb: motion blur (drawn sharp)"))
        // 3D layers are drawn; a 2D layer's 3D values are ignored, as After Effects ignores them.
        #expect(!reported.contains { $0.hasPrefix("layers[4]") })
        #expect(reported.contains("layers[5].ks.p: 3D values on a 2D layer (ignored, as After Effects does)"))
        #expect(reported.contains("layers[5].ks.ry: 3D values on a 2D layer (ignored, as After Effects does)"))
        #expect(reported.contains("layers[6].pe: a camera without a zoom (pe; not used)"))
        #expect(animation.unsupportedFeatures.first?.description == "layers[0].ty: not supported: audio layers")
        // The drawable parts are still built: every shape layer's rectangle fill.
        let root = animation.makeRootLayer()
        #expect(root.all(CAShapeLayer.self).count == 5)
        #expect(root.all(CAReplicatorLayer.self).count == 1)
    }

    @Test("expression controls draw nothing and are not reported; other effects are")
    func expressionControls() throws {
        let layer = shapeLayer(
            extra: #""ef": [{"ty": 5, "mn": "ADBE Slider Control", "ef": [{"ty": 0, "v": {"a": 0, "k": 3}}]}, {"ty": 5, "mn": "ADBE Checkbox Control"}, {"ty": 5, "mn": "Pseudo/Rig"}]"#)
        let animation = try load(document(layers: layer))
        #expect(animation.unsupportedFeatures.map(\.path) == ["layers[0].ef[2]"])
    }

    @Test("each feature is reported once per JSON path, including those found while mapping")
    func once() throws {
        let layer = shapeLayer(
            ks: #""sk": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [20]}]}"#,
            shapes: #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}}, {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 90}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}}, {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 2}, "d": [{"n": "d", "v": {"a": 1, "k": [{"t": 0, "s": [2]}, {"t": 10, "s": [4]}]}}, {"n": "g", "v": {"a": 0, "k": 2}}]}"#,
            extra: #""parent": 9"#)
        let animation = try load(document(layers: layer))
        #expect(animation.unsupportedFeatures.map(\.path) == ["layers[0].parent", "layers[0].shapes[3].d"])
        #expect(animation.unsupportedFeatures.map(\.feature) == [
            "a parent index (9) that no layer of the composition has", "animated dash lengths (the first value is used)",
        ])
        // The same list when a tree was built first (learnt from that build), and a tree built
        // with another playback leaves it to be found on reading.
        let built = try load(document(layers: layer))
        _ = built.makeRootLayer()
        #expect(built.unsupportedFeatures == animation.unsupportedFeatures)
        let looped = try load(document(layers: layer))
        _ = looped.makeRootLayer(playback: .loop)
        #expect(looped.unsupportedFeatures == animation.unsupportedFeatures)
        CATransaction.flush()
    }

    @Test("hostile sizes stay bounded: a precomposition inside itself, huge repeater and star counts, a huge range")
    func bounded() throws {
        let selfish = #"{"ty": 0, "nm": "loop", "ind": 1, "refId": "c", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
        let shapes = #"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [0, 0]}, "pt": {"a": 0, "k": 1e9}, "or": {"a": 0, "k": 5}, "ir": {"a": 0, "k": 2}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}}, {"ty": "rp", "c": {"a": 0, "k": 1e9}, "tr": {}}"#
        let remapped = #"{"ty": 0, "nm": "remapped", "ind": 2, "refId": "d", "w": 10, "h": 10, "ip": 0, "op": 1e9, "ks": {}, "tm": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1e9, "s": [5]}]}}"#
        let mover = shapeLayer(name: "m", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [5, 5]}]}"#)
        let json = document(
            layers: [selfish, shapeLayer(name: "s", index: 3, shapes: shapes), remapped].joined(separator: ", "), op: 1e7,
            assets: #"{"id": "c", "layers": [\#(selfish)]}, {"id": "d", "layers": [\#(mover)]}"#)
        let animation = try load(json)
        let reported = animation.unsupportedFeatures.map { "\($0.path): \($0.feature)" }
        #expect(reported.contains("layers[0].refId: a precomposition that contains itself (\"c\")") || reported.contains("assets[0].layers[0].refId: a precomposition that contains itself (\"c\")"))
        #expect(reported.contains("layers[1].shapes[0].pt: stars with more than 1000 points (drawn with 1000)"))
        #expect(reported.contains("layers[1].shapes[2].c: repeaters with more than 10000 copies (drawn with 10000)"))
        let root = animation.makeRootLayer()
        let replicator = try #require(root.first(CAReplicatorLayer.self))
        #expect(replicator.instanceCount == 10_000)
        let group = try #require(root.find("m (position, rotation)")?.animation(forKey: "lottie.position") as? CAAnimationGroup)
        let sampled = try #require(group.animations?.first as? CAKeyframeAnimation)
        #expect((sampled.values?.count ?? 0) <= AnimationBuilder.maximumSamples + 2)
    }

    @Test("precompositions nested many times over stop at a layer budget")
    func layerBudget() throws {
        // Each level holds ten copies of the next: 10¹⁰ leaves if nothing stopped it.
        let levels = (0..<10).map { level -> String in
            let layers = (0..<10).map { i in
                level == 9
                    ? shapeLayer(name: "leaf", index: i + 1)
                    : #"{"ty": 0, "ind": \#(i + 1), "refId": "l\#(level + 1)", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
            }
            return #"{"id": "l\#(level)", "layers": [\#(layers.joined(separator: ", "))]}"#
        }
        let top = #"{"ty": 0, "ind": 1, "refId": "l0", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
        let animation = try load(document(layers: top, assets: levels.joined(separator: ", ")))
        #expect(animation.unsupportedFeatures.contains { $0.feature.hasPrefix("more than 20000 layers") })
    }
}
