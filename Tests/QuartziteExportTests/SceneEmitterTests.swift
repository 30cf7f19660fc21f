import Foundation
import Quartzite
import QuartziteRender
import Testing

@testable import QuartziteExport

/// Emitter layers in scene files (issue 14): `"type": "emitter"` builds a `CAEmitterLayer`
/// with its cells; an event's `birthRate` change stops births from its time; any frame renders
/// the same alone as in a sequence.
@Suite struct SceneEmitterTests {
    @Test func emitterDecodesAndBuilds() throws {
        let text = sceneText(
            root: """
                {"sublayers": [{"type": "emitter", "name": "e", "emitterPosition": [40, 50], "emitterSize": [20, 10],
                  "emitterShape": "rectangle", "emitterMode": "outline", "renderMode": "additive", "seed": 4,
                  "birthRate": 2, "lifetime": 0.5, "velocity": 3, "scale": 1.5, "spin": 0.5, "emitterDepth": 2,
                  "emitterZPosition": 1, "preservesDepth": true,
                  "emitterCells": [{"name": "rocket", "birthRate": 3, "lifetime": 2, "lifetimeRange": 0.5,
                    "color": "#FF0000", "alphaSpeed": -0.5, "emissionRange": 6.28, "contentsScale": 2,
                    "minificationFilter": "nearest", "beginTime": 0.5, "duration": 4, "minificationFilterBias": 0.5,
                    "speed": 2, "timeOffset": 0.25, "repeatCount": 3, "repeatDuration": 1,
                    "emitterCells": [{"name": "spark", "isEnabled": false, "velocity": 40, "yAcceleration": 9.8}]}]}]}
                """)
        let player = ScenePlayer(scene: try readScene(text))
        let emitter = try #require(player.layer(named: "e") as? CAEmitterLayer)
        #expect(emitter.emitterPosition == CGPoint(x: 40, y: 50) && emitter.emitterSize == CGSize(width: 20, height: 10))
        #expect(emitter.emitterShape == .rectangle && emitter.emitterMode == .outline && emitter.renderMode == .additive)
        #expect(emitter.seed == 4 && emitter.birthRate == 2 && emitter.lifetime == 0.5 && emitter.velocity == 3)
        #expect(emitter.scale == 1.5 && emitter.spin == 0.5 && emitter.emitterDepth == 2 && emitter.emitterZPosition == 1)
        #expect(emitter.preservesDepth)
        let rocket = try #require(emitter.emitterCells?.first)
        #expect(rocket.name == "rocket" && rocket.birthRate == 3 && rocket.lifetime == 2 && rocket.lifetimeRange == 0.5)
        #expect(rocket.color?.red == 1 && rocket.alphaSpeed == -0.5 && rocket.emissionRange == 6.28)
        #expect(rocket.contentsScale == 2 && rocket.minificationFilter == "nearest")
        #expect(rocket.beginTime == 0.5 && rocket.duration == 4 && rocket.minificationFilterBias == 0.5)
        #expect(rocket.speed == 2 && rocket.timeOffset == 0.25 && rocket.repeatCount == 3 && rocket.repeatDuration == 1)
        let spark = try #require(rocket.emitterCells?.first)
        #expect(spark.name == "spark" && !spark.isEnabled && spark.velocity == 40 && spark.yAcceleration == 9.8)
        // The snapshot carries the history: rate 2 from time 0.
        #expect(emitter.committedSnapshot?.emission?.segments.map(\.rate) == [2])
    }

    @Test func birthRateEventsStopBirthsFromTheirTime() throws {
        let text = sceneText(
            root: #"{"sublayers": [{"type": "emitter", "name": "e", "emitterCells": [{"birthRate": 10, "lifetime": 1}]}]}"#,
            events: #"[{"time": 1, "set": {"e.birthRate": 0}}, {"time": 2.5, "set": {"e.birthRate": 1}}]"#)
        let player = ScenePlayer(scene: try readScene(text))
        player.advance(to: 3)
        let emitter = try #require(player.layer(named: "e"))
        let segments = emitter.committedSnapshot?.emission?.segments ?? []
        #expect(segments.map(\.start) == [0, 1, 2.5] && segments.map(\.rate) == [1, 0, 1])
    }

    /// Animations of `emitterCells.<name>.<key>` in scene files: numbers and colours build a
    /// layer animation of the key path; other cell keys are refused, naming the key.
    @Test func cellKeyPathAnimations() throws {
        func root(_ keyPath: String, _ value: String) -> String {
            #"{"sublayers": [{"type": "emitter", "name": "e", "emitterCells": [{"name": "s", "birthRate": 0, "lifetime": 1}], "animations": [{"key": "a", "type": "basic", "keyPath": "\#(keyPath)", "toValue": \#(value), "duration": 1}]}]}"#
        }
        let player = ScenePlayer(scene: try readScene(sceneText(root: root("emitterCells.s.birthRate", "50"))))
        let emitter = try #require(player.layer(named: "e"))
        #expect((emitter.animation(forKey: "a") as? CABasicAnimation)?.keyPath == "emitterCells.s.birthRate")
        #expect(problems(sceneText(root: root("emitterCells.s.color", ##""#FF0000""##))).isEmpty)
        #expect(problems(sceneText(root: root("emitterCells.s.contents", "1"))) == [
            #"scene.json: root.sublayers[0].animations[0].keyPath: emitter cell key "contents" in key path "emitterCells.s.contents" does not animate (numbers and color do)"#
        ])
    }

    @Test func framesRenderAliveAsInSequence() throws {
        let scene = try Scene(contentsOf: exampleScenesDirectory.appendingPathComponent("emitter-confetti.json"))
        let size = CGSize(width: scene.canvas.width, height: scene.canvas.height)
        let renderer = FrameRenderer(renderer: SoftwareRenderer())
        let sequence = ScenePlayer(scene: scene)
        var inSequence: [Double: [UInt8]] = [:]
        for t in [0.5, 1, 1.5, 2.5] {
            sequence.advance(to: t)
            inSequence[t] = try renderer.render(layer: sequence.rootLayer, size: size, at: t).pixels
        }
        #expect(Set(inSequence.values).count == 4)
        for t in [2.5, 1] {
            let alone = ScenePlayer(scene: scene)
            alone.advance(to: t)
            let frame = try FrameRenderer(renderer: SoftwareRenderer()).render(layer: alone.rootLayer, size: size, at: t)
            #expect(frame.pixels == inSequence[t])
        }
    }
}
