import Foundation
import Testing

@testable import Quartzite

@Suite("CALayer key-value coding")
struct LayerKeyValueCodingTests {
    @Test func registeredKeysReadAndWriteTheTypedProperties() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        layer.setValue(CALayerContentsGravity.resizeAspect, forKey: "contentsGravity")
        #expect(layer.contentsGravity == .resizeAspect)
        layer.setValue("topLeft", forKey: "contentsGravity")
        #expect(layer.contentsGravity == .topLeft)
        layer.setValue(CGColor(gray: 1, alpha: 1), forKey: "backgroundColor")
        #expect(layer.backgroundColor == CGColor(gray: 1, alpha: 1))
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        #expect(layer.value(forKey: "bounds") as? CGRect == .zero)
    }

    @Test func frameKeyGoesThroughBoundsAndPosition() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 100, height: 40), forKey: "frame")
        #expect(layer.position == CGPoint(x: 50, y: 20))
        #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func wrongTypesAreRefusedWithoutChange() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        layer.setValue("not a point", forKey: "position")
        #expect(layer.position == CGPoint(x: 1, y: 2))
        layer.setValue(CGSize(width: 1, height: 1), forKey: "opacity")
        #expect(layer.opacity == 1)
    }

    @Test func subKeyPathsReadComponents() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        layer.transform = CATransform3DConcat(
            CATransform3DMakeRotation(0.5, 0, 0, 1), CATransform3DMakeScale(2, 2, 2))
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 10)
        #expect(layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 40)
        #expect(close(Double(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0), 0.5))
        #expect(close(Double(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0), 2))
        #expect(layer.value(forKeyPath: "opacity") as? CGFloat == 1)
        #expect(layer.value(forKeyPath: "position.depth") == nil)
    }

    @Test func subKeyPathsWriteComponents() {
        let layer = CALayer()
        layer.setValue(7.0, forKeyPath: "position.y")
        #expect(layer.position == CGPoint(x: 0, y: 7))
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(close(Double(layer.transform.m12), 1) && close(Double(layer.transform.m21), -1))
        layer.setValue(CGFloat(25), forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size.width == 25)
    }

    @Test func customKeysAreStoredAndDefaulted() {
        let layer = CALayer()
        #expect(layer.value(forKey: "progress") == nil)
        layer.setValue(0.75, forKey: "progress")
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.75)
        layer.setValue("label", forKey: "tag")
        #expect(layer.value(forKey: "tag") as? String == "label")
    }

    @Test func identityAndTreeKeys() {
        let layer = CALayer(), child = CALayer()
        layer.setValue("root", forKey: "name")
        #expect(layer.name == "root")
        layer.setValue([child], forKey: "sublayers")
        #expect(child.superlayer === layer)
        #expect((layer.value(forKey: "sublayers") as? [CALayer])?.first === child)
    }
}
