import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Content layers in scene files (issue 13): shape and gradient layers decode under Apple's
/// key names (enumerations by their names without prefix; the gradient's `type` as
/// `gradientType`) and build their Core Animation classes with those values.
@Suite struct SceneContentLayerTests {
    @Test func shapeLayerDecodesAndBuilds() throws {
        let root = try readRoot(
            """
            {"sublayers": [{"type": "shape", "name": "s", "path": "M 0 0 L 10 0 L 10 10 Z",
              "fillColor": "#00FF00", "fillRule": "evenOdd", "strokeColor": "#FF0000", "lineWidth": 3,
              "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [4, 2],
              "lineDashPhase": 1, "strokeStart": 0.25, "strokeEnd": 0.75}]}
            """)
        let scene = try #require(root.sublayers.first)
        #expect(scene.type == .shape)
        #expect(scene.value(forKey: "fillRule") == .other(OpaqueAnimationValue("even-odd")))
        let player = ScenePlayer(scene: try readScene(sceneText(root: #"{"sublayers": [{"type": "shape", "name": "s", "fillRule": "evenOdd", "lineCap": "round", "strokeEnd": 0.75, "lineDashPattern": [4, 2], "path": "M 0 0 L 10 0"}]}"#)))
        let shape = try #require(player.layer(named: "s") as? CAShapeLayer)
        #expect(shape.fillRule == .evenOdd && shape.lineCap == .round && shape.strokeEnd == 0.75)
        #expect(shape.lineDashPattern?.map(\.doubleValue) == [4, 2])
        #expect(shape.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 0))
    }

    @Test func gradientLayerDecodesAndBuilds() throws {
        let text = sceneText(
            root: """
                {"sublayers": [{"type": "gradient", "name": "g", "colors": ["#FF0000", [0, 0, 1, 0.5]],
                  "locations": [0.2, 0.8], "startPoint": [0, 0], "endPoint": [1, 1], "gradientType": "radial",
                  "animations": [{"keyPath": "colors", "toValue": ["#000", "#FFF"], "duration": 1}]}]}
                """)
        let player = ScenePlayer(scene: try readScene(text))
        let gradient = try #require(player.layer(named: "g") as? CAGradientLayer)
        #expect(gradient.type == .radial)
        #expect((gradient.colors as? [CGColor])?.count == 2)
        #expect(gradient.locations?.map(\.doubleValue) == [0.2, 0.8])
        #expect(gradient.startPoint == .zero && gradient.endPoint == CGPoint(x: 1, y: 1))
        #expect(gradient.animationKeys()?.count == 1)
        #expect(
            problems(sceneText(root: #"{"sublayers": [{"type": "gradient", "gradientType": "linear", "colors": "red"}]}"#)) == [
                #"scene.json: root.sublayers[0].gradientType: unknown value "linear"; expected one of "axial", "conic", "radial""#,
                #"scene.json: root.sublayers[0].colors: expected an array of colours, found "red""#,
            ])
    }

    @Test func textLayerDecodesAndBuilds() throws {
        let text = sceneText(
            root: """
                {"sublayers": [{"type": "text", "name": "t", "string": "一串字符串", "font": "Helvetica-Bold",
                  "fontSize": 24, "foregroundColor": "#000", "isWrapped": true, "truncationMode": "end",
                  "alignmentMode": "center"}]}
                """)
        let player = ScenePlayer(scene: try readScene(text))
        let layer = try #require(player.layer(named: "t") as? CATextLayer)
        #expect(layer.string as? String == "一串字符串")
        #expect(layer.font as? String == "Helvetica-Bold")
        #expect(layer.fontSize == 24 && layer.isWrapped)
        #expect(layer.truncationMode == .end && layer.alignmentMode == .center)
        #expect(layer.foregroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(
            problems(sceneText(root: #"{"sublayers": [{"type": "text", "alignmentMode": "centre", "fontSize": -1}]}"#)) == [
                #"scene.json: root.sublayers[0].alignmentMode: unknown value "centre" (did you mean "center"?); expected one of "center", "justified", "left", "natural", "right""#,
                "scene.json: root.sublayers[0].fontSize: expected a non-negative number, found -1",
            ])
    }
}
