import Foundation
import Testing

@testable import Quartzite

/// CAReplicatorLayer's model: Apple's defaults (CAReplicatorLayer.h), key-value coding,
/// copies and animations, read through committed snapshots at explicit times.
@Suite("CAReplicatorLayer")
struct ReplicatorLayerTests {
    @Test("defaults are Apple's")
    func defaults() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1)
        #expect(layer.preservesDepth == false)
        #expect(layer.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(layer.instanceTransform))
        #expect(layer.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0)
        #expect(layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? CGFloat == 1)
        #expect(CALayer.propertyDescriptor(forKey: "instanceCount") == nil)
    }

    /// CAReplicatorLayer.h marks instanceCount, instanceDelay, instanceTransform, instanceColor
    /// and the four offsets "Animatable"; preservesDepth is not.
    @Test("the header's animatable keys")
    func animatableKeys() {
        for key in [
            "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
            "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        ] {
            #expect(CAReplicatorLayer.propertyDescriptor(forKey: key)?.isAnimatable == true, "\(key)")
        }
        #expect(CAReplicatorLayer.propertyDescriptor(forKey: "preservesDepth")?.isAnimatable == false)
    }

    @Test("properties round-trip through key-value coding and copies; nil colour stays nil")
    func keyValueCoding() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 10
        layer.instanceDelay = 0.1
        layer.instanceTransform = CATransform3DMakeRotation(.pi / 5, 0, 0, 1)
        layer.instanceColor = nil
        layer.instanceAlphaOffset = -0.1
        layer.preservesDepth = true
        layer.setValue(0.5, forKey: "instanceRedOffset")
        layer.setValue(CATransform3DMakeTranslation(4, 0, 0), forKey: "instanceTransform")
        #expect(layer.instanceCount == 10)
        #expect(layer.value(forKey: "instanceDelay") as? CGFloat == 0.1)
        #expect(layer.instanceColor == nil)
        #expect(layer.instanceRedOffset == 0.5 && layer.instanceAlphaOffset == -0.1)
        #expect(CATransform3DEqualToTransform(layer.instanceTransform, CATransform3DMakeTranslation(4, 0, 0)))
        let copy = CAReplicatorLayer(layer: layer)
        #expect(copy.instanceCount == 10 && copy.instanceDelay == 0.1 && copy.preservesDepth)
        #expect(copy.instanceColor == nil && copy.instanceRedOffset == 0.5)
        #expect(CATransform3DEqualToTransform(copy.instanceTransform, layer.instanceTransform))
        // A negative count draws nothing and reads 0.
        layer.instanceCount = -3
        #expect(layer.instanceCount == 0)
    }

    @Test("the animatable keys animate; the snapshot presents them and marks the replicator")
    func animations() throws {
        let layer = CAReplicatorLayer()
        CATransaction.flush()
        for (key, fromValue, toValue) in [
            ("instanceCount", 2.0 as Any, 10.0 as Any), ("instanceDelay", 0.0 as Any, 1.0 as Any),
            ("instanceTransform", CATransform3DMakeTranslation(0, 0, 0) as Any,
             CATransform3DMakeTranslation(40, 0, 0) as Any),
            ("instanceColor", CGColor(red: 0, green: 0, blue: 1, alpha: 1) as Any,
             CGColor(red: 1, green: 0, blue: 0, alpha: 1) as Any),
            ("instanceRedOffset", 0.0 as Any, -1.0 as Any), ("instanceAlphaOffset", 0.0 as Any, -0.4 as Any),
        ] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = fromValue
            animation.toValue = toValue
            animation.duration = 1
            animation.beginTime = 10
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            // Kept after it ends: the shared clock is real time, far past t = 11.
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: key)
        }
        CATransaction.flush()
        let node = try #require(layer.committedSnapshot)
        #expect(node.isReplicator && !node.preservesDepth)
        let p = node.presentationProperties(atParentTime: 10.25)
        #expect(abs(p.extensionNumber("instanceCount", default: 1) - 4) < 1e-6)
        #expect(CAReplicatorLayer.count(p.extensionNumber("instanceCount", default: 1)) == 4)
        #expect(abs(p.extensionNumber("instanceDelay", default: 0) - 0.25) < 1e-6)
        #expect(abs(p.extensionNumber("instanceRedOffset", default: 0) + 0.25) < 1e-6)
        #expect(abs(p.extensionNumber("instanceAlphaOffset", default: 0) + 0.1) < 1e-6)
        let m = p.extensionTransform("instanceTransform", default: CATransform3DIdentity)
        #expect(abs(m.m41 - 10) < 1e-6)
        let c = try #require(p.extensionColor("instanceColor", default: nil)?.components)
        #expect(abs(c[0] - 0.25) < 1e-6 && abs(c[2] - 0.75) < 1e-6)
        #expect(CALayer().committedSnapshotIsReplicator == false)
    }

    @Test("an animated count draws its value rounded down")
    func fractionalCount() {
        #expect(CAReplicatorLayer.count(3.99) == 3)
        #expect(CAReplicatorLayer.count(0.5) == 0)
        #expect(CAReplicatorLayer.count(-2) == 0)
        #expect(CAReplicatorLayer.count(.nan) == 0)
    }
}

extension CALayer {
    /// Whether this layer's committed node is marked as a replicator (commits first).
    fileprivate var committedSnapshotIsReplicator: Bool {
        CATransaction.flush()
        return committedSnapshot?.isReplicator ?? false
    }
}
