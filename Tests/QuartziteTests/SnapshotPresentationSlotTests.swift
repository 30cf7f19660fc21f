import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// The snapshot's typed evaluation path (`PresentationSlot`) against the registry
    /// descriptors, and the zPosition-only evaluation renderers sort by.
    @Suite("Snapshot presentation slots")
    struct SnapshotPresentationSlotTests {
        @Test func typedSlotsWriteWhatTheDescriptorsWrite() throws {
            resetLayerRuntime()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            CATransaction.flush()
            layer.add(basic("bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10),
                            to: CGRect(x: 0, y: 0, width: 30, height: 50), duration: 2), forKey: "b")
            layer.add(basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                            to: CGColor(red: 0, green: 0, blue: 1, alpha: 1), duration: 2), forKey: "c")
            layer.add(basic("shadowOffset", from: CGSize(width: 0, height: 0),
                            to: CGSize(width: 4, height: 8), duration: 2), forKey: "s")
            layer.add(basic("borderWidth", from: 0.0, to: 6.0, duration: 2), forKey: "w")
            layer.add(basic("hidden", from: false, to: true, duration: 2), forKey: "h")
            CATransaction.flush()
            let node = try #require(layer.committedSnapshot)
            #expect(node.hasAnimatedProperties)
            let t = node.localTime(fromParentTime: 101)
            let values = node.presentationProperties(atLocalTime: t)
            // Half way: hand-derived values.
            #expect(close(values.bounds, CGRect(x: 0, y: 0, width: 20, height: 30)))
            #expect(close(Double(values.shadowOffset.width), 2) && close(Double(values.shadowOffset.height), 4))
            #expect(close(Double(values.borderWidth), 3))
            // The same as writing each key's value through its registry descriptor.
            var expected = node.properties
            for key in ["bounds", "backgroundColor", "shadowOffset", "borderWidth", "hidden"] {
                let descriptor = try #require(LayerPropertyRegistry.descriptor(forKey: key))
                #expect(descriptor.set(&expected, node.presentationValue(forKey: key, atLocalTime: t)))
            }
            #expect(values == expected)
        }

        @Test func zPositionAloneMatchesTheFullEvaluation() throws {
            resetLayerRuntime()
            let still = CALayer(), moving = CALayer()
            still.zPosition = 7
            moving.zPosition = 3
            CATransaction.flush()
            moving.add(basic("zPosition", from: 0.0, to: 100.0, duration: 2), forKey: "z")
            moving.add(basic("opacity", from: 0.0, to: 1.0, duration: 2), forKey: "o")
            CATransaction.flush()
            let stillNode = try #require(still.committedSnapshot)
            let movingNode = try #require(moving.committedSnapshot)
            #expect(!stillNode.hasAnimatedProperties)
            #expect(stillNode.presentationZPosition(atParentTime: 101) == 7)
            #expect(close(Double(movingNode.presentationZPosition(atParentTime: 101)), 50))
            #expect(
                movingNode.presentationZPosition(atParentTime: 101.5)
                    == movingNode.presentationProperties(atParentTime: 101.5).zPosition)
            // After the animation ends (no fill mode): the model value.
            #expect(movingNode.presentationZPosition(atParentTime: 103) == 3)
        }
    }
}
