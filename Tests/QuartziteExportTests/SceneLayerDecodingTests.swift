import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Each group of CALayer properties decodes under its Core Animation name into the typed value
/// of its key-value coding key.
@Suite struct SceneLayerDecodingTests {
    @Test func geometry() throws {
        let root = try readRoot(
            """
            {"bounds": [1, 2, 100, 40], "position": [50, 20], "anchorPoint": [0, 1],
             "zPosition": 3, "anchorPointZ": -4, "isGeometryFlipped": true,
             "transform": [2,0,0,0, 0,2,0,0, 0,0,1,0, 5,6,0,1],
             "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1]}
            """)
        #expect(root.value(forKey: "bounds") == .rect(CGRect(x: 1, y: 2, width: 100, height: 40)))
        #expect(root.value(forKey: "position") == .point(CGPoint(x: 50, y: 20)))
        #expect(root.value(forKey: "anchorPoint") == .point(CGPoint(x: 0, y: 1)))
        #expect(root.value(forKey: "zPosition") == .number(3))
        #expect(root.value(forKey: "anchorPointZ") == .number(-4))
        #expect(root.value(forKey: "geometryFlipped") == .bool(true))
        guard case .transform(let t)? = root.value(forKey: "transform"),
            case .transform(let s)? = root.value(forKey: "sublayerTransform")
        else { Issue.record("transforms missing"); return }
        #expect(t.m11 == 2 && t.m22 == 2 && t.m41 == 5 && t.m42 == 6 && t.m44 == 1)
        #expect(s.m34 == -0.002 && s.m11 == 1)
    }

    @Test func frameIsOrderedAfterAnchorPointAndBeforeTransform() throws {
        let root = try readRoot(#"{"transform": {"scale": [2, 2, 1]}, "frame": [10, 20, 100, 40], "anchorPoint": [0, 0], "opacity": 1}"#)
        #expect(root.properties.map(\.key) == ["anchorPoint", "frame", "transform", "opacity"])
    }

    @Test func appearance() throws {
        let root = try readRoot(
            ##"""
            {"backgroundColor": "#FF8000", "opacity": 0.5, "isHidden": true, "cornerRadius": 8,
             "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "cornerCurve": "continuous",
             "borderWidth": 1.5, "borderColor": [0, 0, 1, 1], "masksToBounds": true, "isDoubleSided": false,
             "allowsGroupOpacity": false, "allowsEdgeAntialiasing": true, "edgeAntialiasingMask": 5,
             "shouldRasterize": true, "rasterizationScale": 2, "isOpaque": true}
            """##)
        #expect(root.value(forKey: "backgroundColor") == .color(CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)))
        #expect(root.value(forKey: "opacity") == .number(0.5))
        #expect(root.value(forKey: "hidden") == .bool(true))
        #expect(root.value(forKey: "cornerRadius") == .number(8))
        #expect(root.value(forKey: "maskedCorners") == .number(9))
        #expect(root.value(forKey: "cornerCurve") == .other(OpaqueAnimationValue("continuous")))
        #expect(root.value(forKey: "borderWidth") == .number(1.5))
        #expect(root.value(forKey: "borderColor") == .color(CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(root.value(forKey: "masksToBounds") == .bool(true))
        #expect(root.value(forKey: "doubleSided") == .bool(false))
        #expect(root.value(forKey: "allowsGroupOpacity") == .bool(false))
        #expect(root.value(forKey: "allowsEdgeAntialiasing") == .bool(true))
        #expect(root.value(forKey: "edgeAntialiasingMask") == .number(5))
        #expect(root.value(forKey: "shouldRasterize") == .bool(true))
        #expect(root.value(forKey: "rasterizationScale") == .number(2))
        #expect(root.value(forKey: "opaque") == .bool(true))
    }

    @Test func blendModeAndMaskMode() throws {
        let root = try readRoot(
            #"{"compositingFilter": "screenBlendMode", "mask": {"maskMode": "luminanceInverted"}}"#)
        #expect(root.value(forKey: "compositingFilter") == .other(OpaqueAnimationValue("screenBlendMode")))
        let mask = try #require(root.mask)
        #expect(mask.value(forKey: "maskMode") == .other(OpaqueAnimationValue("luminanceInverted")))
        // Built into layers: the filter name and the mask's mode.
        let player = ScenePlayer(scene: try readScene(sceneText(root: #"{"compositingFilter": "hueBlendMode", "mask": {"maskMode": "alphaInverted"}}"#)))
        #expect(player.rootLayer.compositingFilter as? String == "hueBlendMode")
        #expect(player.rootLayer.mask?.maskMode == .alphaInverted)
    }

    @Test func contentsLoadsTheNamedImageRelativeToTheScene() throws {
        let scene = try readScene(
            sceneText(
                root: #"""
                    {"contents": "red", "contentsGravity": "resizeAspect", "contentsRect": [0, 0, 0.5, 1],
                     "contentsCenter": [0.25, 0.25, 0.5, 0.5], "contentsScale": 2,
                     "minificationFilter": "nearest", "magnificationFilter": "trilinear", "minificationFilterBias": 0.5}
                    """#, extra: #""images": {"red": "images/red.png"},"#))
        let image = try #require(scene.images["red"])
        #expect(image.width == 4 && image.height == 2)
        guard case .other(let opaque)? = scene.root.value(forKey: "contents") else {
            Issue.record("contents missing"); return
        }
        #expect((opaque.base as? CGImage) === image)
        #expect(scene.root.value(forKey: "contentsGravity") == .other(OpaqueAnimationValue("resizeAspect")))
        #expect(scene.root.value(forKey: "contentsRect") == .rect(CGRect(x: 0, y: 0, width: 0.5, height: 1)))
        #expect(scene.root.value(forKey: "contentsCenter") == .rect(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)))
        #expect(scene.root.value(forKey: "contentsScale") == .number(2))
        #expect(scene.root.value(forKey: "minificationFilter") == .other(OpaqueAnimationValue("nearest")))
        #expect(scene.root.value(forKey: "magnificationFilter") == .other(OpaqueAnimationValue("trilinear")))
        #expect(scene.root.value(forKey: "minificationFilterBias") == .number(0.5))
    }

    @Test func shadow() throws {
        let root = try readRoot(
            ##"{"shadowOpacity": 0.5, "shadowRadius": 4, "shadowOffset": [0, 3], "shadowColor": "#000", "shadowPath": "M 0 0 L 10 0 L 10 10 Z"}"##)
        #expect(root.value(forKey: "shadowOpacity") == .number(0.5))
        #expect(root.value(forKey: "shadowRadius") == .number(4))
        #expect(root.value(forKey: "shadowOffset") == .size(CGSize(width: 0, height: 3)))
        #expect(root.value(forKey: "shadowColor") == .color(CGColor(red: 0, green: 0, blue: 0, alpha: 1)))
        let expected = CGMutablePath()
        expected.move(to: CGPoint(x: 0, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 10))
        expected.closeSubpath()
        #expect(root.value(forKey: "shadowPath") == .path(expected.pathData))
    }

    @Test func layerTiming() throws {
        let root = try readRoot(
            #"{"speed": 2, "timeOffset": 0.5, "beginTime": 1, "duration": 3, "repeatCount": 2, "repeatDuration": 4, "autoreverses": true, "fillMode": "both"}"#)
        #expect(root.value(forKey: "speed") == .number(2))
        #expect(root.value(forKey: "timeOffset") == .number(0.5))
        #expect(root.value(forKey: "beginTime") == .number(1))
        #expect(root.value(forKey: "duration") == .number(3))
        #expect(root.value(forKey: "repeatCount") == .number(2))
        #expect(root.value(forKey: "repeatDuration") == .number(4))
        #expect(root.value(forKey: "autoreverses") == .bool(true))
        #expect(root.value(forKey: "fillMode") == .other(OpaqueAnimationValue("both")))
    }

    @Test func structure() throws {
        let root = try readRoot(
            ##"""
            {"name": "root", "type": "layer",
             "mask": {"name": "m", "bounds": [0, 0, 10, 10]},
             "sublayers": [{"name": "a"}, {"name": "b", "sublayers": [{"name": "c"}]}]}
            """##)
        #expect(root.name == "root" && root.type == .layer)
        #expect(root.mask?.name == "m")
        #expect(root.sublayers.map(\.name) == ["a", "b"])
        #expect(root.sublayers[1].sublayers.first?.name == "c")
    }

    @Test func canvasAndFrames() throws {
        let scene = try readScene(
            ##"""
            {"comment": "seed 000", "canvas": {"width": 400, "height": 300, "scale": 2, "background": "#FFFFFF"},
             "fps": 30, "duration": 0.1, "root": {}}
            """##)
        #expect(scene.comment == "seed 000")
        #expect(scene.canvas == SceneCanvas(width: 400, height: 300, scale: 2, background: CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(scene.canvas.pixelWidth == 800 && scene.canvas.pixelHeight == 600)
        // 0.1 × 30 = 3.0000000000000004 in floating point: still 3 frames.
        #expect(scene.frameCount == 3)
        let times: [Double] = [0, 1.0 / 30, 2.0 / 30]
        #expect(scene.frameTimes == times)
    }
}
