import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Replicator layers in scene files (issue 14): `"type": "replicator"` decodes Apple's keys and
/// builds a `CAReplicatorLayer` with them; its animatable keys animate from scene animations.
@Suite struct SceneReplicatorTests {
    @Test func replicatorDecodesAndBuilds() throws {
        let text = sceneText(
            root: """
                {"sublayers": [{"type": "replicator", "name": "r", "instanceCount": 10, "instanceDelay": 0.1,
                  "instanceTransform": [{"translate": [20, 0, 0]}], "instanceColor": "#FF8000",
                  "instanceRedOffset": -0.1, "instanceGreenOffset": 0.1, "instanceBlueOffset": 0.2,
                  "instanceAlphaOffset": -0.05, "preservesDepth": true,
                  "animations": [{"keyPath": "instanceDelay", "toValue": 0.5, "duration": 1}],
                  "sublayers": [{"name": "bar", "bounds": [0, 0, 4, 12]}]}]}
                """)
        let player = ScenePlayer(scene: try readScene(text))
        let replicator = try #require(player.layer(named: "r") as? CAReplicatorLayer)
        #expect(replicator.instanceCount == 10 && replicator.instanceDelay == 0.1 && replicator.preservesDepth)
        #expect(CATransform3DEqualToTransform(replicator.instanceTransform, CATransform3DMakeTranslation(20, 0, 0)))
        let color = try #require(replicator.instanceColor)
        #expect(color.red == 1 && abs(color.green - 128.0 / 255) < 1e-6 && color.blue == 0)
        #expect(replicator.instanceRedOffset == -0.1 && replicator.instanceGreenOffset == 0.1)
        #expect(replicator.instanceBlueOffset == 0.2 && replicator.instanceAlphaOffset == -0.05)
        #expect(replicator.animationKeys()?.count == 1)
        #expect(replicator.sublayers?.count == 1)
        #expect(
            problems(sceneText(root: ##"{"sublayers": [{"type": "replicator", "instanceCount": -1, "instanceColour": "#FFF"}]}"##))
                == [
                    #"scene.json: root.sublayers[0].instanceColour: unknown key "instanceColour" (did you mean "instanceColor"?)"#,
                    #"scene.json: root.sublayers[0].instanceCount: expected a non-negative number, found -1"#,
                ])
        // The replicator's keys belong to replicators only.
        #expect(
            problems(sceneText(root: #"{"sublayers": [{"instanceCount": 2}]}"#)).count == 1)
    }
}
