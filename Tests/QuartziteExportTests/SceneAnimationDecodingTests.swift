import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Every animation type and field decodes into the scene model and builds the real
/// CAAnimation subclass with those fields.
@Suite struct SceneAnimationDecodingTests {
    @Test func basicWithEveryTimingField() throws {
        let a = try readAnimation(
            """
            {"key": "move", "type": "basic", "keyPath": "position",
             "fromValue": [100, 60], "toValue": [100, 200], "byValue": null,
             "duration": 1, "beginTime": 0.5, "timeOffset": 0.25, "speed": 2,
             "repeatCount": 3, "repeatDuration": 0, "autoreverses": true,
             "fillMode": "forwards", "removedOnCompletion": false,
             "timingFunction": "easeInEaseOut", "additive": true, "cumulative": true}
            """)
        #expect(a.key == "move" && a.type == .basic && a.keyPath == "position")
        #expect(a.fromValue == .point(CGPoint(x: 100, y: 60)) && a.toValue == .point(CGPoint(x: 100, y: 200)))
        #expect(a.byValue == nil)
        let built = try #require(a.makeAnimation() as? CABasicAnimation)
        #expect(type(of: built) == CABasicAnimation.self)
        #expect(built.keyPath == "position")
        #expect(built.fromValue as? CGPoint == CGPoint(x: 100, y: 60))
        #expect(built.toValue as? CGPoint == CGPoint(x: 100, y: 200))
        #expect(built.byValue == nil)
        #expect(built.duration == 1 && built.beginTime == 0.5 && built.timeOffset == 0.25 && built.speed == 2)
        #expect(built.repeatCount == 3 && built.repeatDuration == 0 && built.autoreverses)
        #expect(built.fillMode == .forwards && !built.isRemovedOnCompletion)
        #expect(built.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(built.isAdditive && built.isCumulative)
    }

    @Test func timingFunctionControlPointsAndDefaults() throws {
        let a = try readAnimation(#"{"keyPath": "opacity", "toValue": 0, "timingFunction": [0.1, 0.2, 0.3, 1.5]}"#)
        #expect(a.timingFunction == .controlPoints(0.1, 0.2, 0.3, 1.5))
        let built = a.makeAnimation()
        #expect(built.timingFunction == CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1.5))
        // Fields not given keep Core Animation's defaults.
        #expect(built.duration == 0 && built.speed == 1 && built.fillMode == .removed && built.isRemovedOnCompletion)
    }

    @Test func valuesAreTypedByTheKeyPath() throws {
        #expect(try readAnimation(#"{"keyPath": "position.x", "toValue": 5}"#).toValue == .number(5))
        #expect(try readAnimation(#"{"keyPath": "bounds.size", "toValue": [5, 6]}"#).toValue == .size(CGSize(width: 5, height: 6)))
        #expect(try readAnimation(#"{"keyPath": "bounds.origin", "toValue": [5, 6]}"#).toValue == .point(CGPoint(x: 5, y: 6)))
        #expect(try readAnimation(#"{"keyPath": "transform.rotation.z", "toValue": 3}"#).toValue == .number(3))
        #expect(try readAnimation(#"{"keyPath": "shadowOffset.height", "toValue": 2}"#).toValue == .number(2))
        #expect(try readAnimation(#"{"keyPath": "isHidden", "toValue": true}"#).keyPath == "hidden")
        #expect(
            try readAnimation(##"{"keyPath": "borderColor", "toValue": "#00F"}"##).toValue
                == .color(CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(
            try readAnimation(#"{"keyPath": "transform", "toValue": {"translate": [1, 2, 3]}}"#).toValue
                == .transform(CATransform3DMakeTranslation(1, 2, 3)))
        #expect(
            try readAnimation(#"{"keyPath": "shadowPath", "toValue": "M 0 0 L 1 1"}"#).toValue
                == .path(try PathData(svgPathData: "M 0 0 L 1 1")))
    }

    @Test func valueFunctionTakesNumbers() throws {
        let a = try readAnimation(#"{"keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": 3.14}"#)
        #expect(a.toValue == .number(3.14))
        let built = try #require(a.makeAnimation() as? CABasicAnimation)
        #expect(built.valueFunction?.name == .rotateZ)
        let s = try readAnimation(#"{"keyPath": "transform", "valueFunction": "scale", "toValue": [2, 2, 1]}"#)
        #expect(s.toValue == .numbers([2, 2, 1]))
    }

    @Test func keyframe() throws {
        let a = try readAnimation(
            ##"""
            {"type": "keyframe", "keyPath": "backgroundColor", "values": ["#F00", "#0F0", "#00F"],
             "keyTimes": [0, 0.25, 1], "timingFunctions": ["linear", [0.5, 0, 0.5, 1]],
             "calculationMode": "cubic", "tensionValues": [0, 1, 0], "continuityValues": [0, 0, 0],
             "biasValues": [0, -1, 0], "duration": 2}
            """##)
        let built = try #require(a.makeAnimation() as? CAKeyframeAnimation)
        #expect((built.values as? [CGColor]) == [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
            CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ])
        #expect(built.keyTimes?.map(\.doubleValue) == [0, 0.25, 1])
        #expect(built.timingFunctions == [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)])
        #expect(built.calculationMode == .cubic)
        #expect(built.tensionValues?.map(\.doubleValue) == [0, 1, 0])
        #expect(built.continuityValues?.map(\.doubleValue) == [0, 0, 0])
        #expect(built.biasValues?.map(\.doubleValue) == [0, -1, 0])
        #expect(built.duration == 2)
    }

    @Test func keyframePathAndRotationMode() throws {
        let a = try readAnimation(
            #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0", "rotationMode": "auto", "calculationMode": "paced"}"#)
        let built = try #require(a.makeAnimation() as? CAKeyframeAnimation)
        #expect(built.path?.pathData == (try PathData(svgPathData: "M 0 0 L 100 0")))
        #expect(built.rotationMode == .rotateAuto && built.calculationMode == .paced)
    }

    @Test func spring() throws {
        let a = try readAnimation(
            """
            {"type": "spring", "keyPath": "position", "toValue": [200, 200], "duration": 10,
             "mass": 10, "stiffness": 50, "damping": 1, "initialVelocity": 0.5, "allowsOverdamping": true}
            """)
        let built = try #require(a.makeAnimation() as? CASpringAnimation)
        #expect(built.mass == 10 && built.stiffness == 50 && built.damping == 1 && built.initialVelocity == 0.5)
        #expect(built.allowsOverdamping && built.duration == 10)
        #expect(built.toValue as? CGPoint == CGPoint(x: 200, y: 200))
    }

    @Test func group() throws {
        let a = try readAnimation(
            """
            {"type": "group", "duration": 0.5, "removedOnCompletion": false, "fillMode": "forwards",
             "animations": [{"keyPath": "opacity", "toValue": 0}, {"type": "spring", "keyPath": "position.y", "byValue": 10}]}
            """)
        let built = try #require(a.makeAnimation() as? CAAnimationGroup)
        #expect(built.duration == 0.5 && !built.isRemovedOnCompletion && built.fillMode == .forwards)
        let children = try #require(built.animations)
        #expect(children.count == 2)
        #expect((children[0] as? CABasicAnimation)?.keyPath == "opacity")
        #expect((children[1] as? CASpringAnimation)?.byValue as? CGFloat == 10)
    }

    @Test func transition() throws {
        let a = try readAnimation(
            #"{"type": "transition", "transitionType": "push", "subtype": "fromRight", "startProgress": 0.25, "endProgress": 0.75, "duration": 2}"#)
        let built = try #require(a.makeAnimation() as? CATransition)
        #expect(built.type == .push && built.subtype == .fromRight)
        #expect(built.startProgress == 0.25 && built.endProgress == 0.75 && built.duration == 2)
    }
}
