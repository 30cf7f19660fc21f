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

        /// Slots composed as plain values (`LayerSnapshot.plainSlotMask`) give, bit for bit,
        /// what the `AnimationValue` path gives: stacked and additive animations, animations
        /// toward the model value, keyframes, an absent colour; and a component animation
        /// (not plain) still composes with them through the general path.
        @Test func plainSlotsEqualTheAnimationValuePath() throws {
            resetLayerRuntime()
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 20)
            layer.opacity = 0.8
            layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            CATransaction.flush()
            layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 40), duration: 2), forKey: "p")
            let by = basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 50), duration: 2)
            by.isAdditive = true
            layer.add(by, forKey: "p+")
            let fade = basic("opacity", from: 0.0, duration: 2)  // toward the model value
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(fade, forKey: "o")
            layer.add(basic("backgroundColor", from: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), duration: 2), forKey: "c")
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = [CATransform3DIdentity, CATransform3DMakeRotation(1, 0, 1, 0), CATransform3DMakeScale(2, 1, 1)]
            turn.duration = 2
            layer.add(turn, forKey: "t")
            let width = CAKeyframeAnimation(keyPath: "borderWidth")
            width.values = [0.0, 4.0, 1.0]
            width.keyTimes = [0, 0.25, 1]
            width.duration = 2
            layer.add(width, forKey: "w")
            layer.add(basic("position.x", from: 5.0, to: 7.0, duration: 2), forKey: "x")  // a component
            CATransaction.flush()
            let node = try #require(layer.committedSnapshot)
            let keys = node.animatedProperties.map(\.key)
            let plain = Set(keys.indices.filter { node.plainSlotMask & (1 << UInt64($0)) != 0 }.map { keys[$0] })
            #expect(plain == ["opacity", "backgroundColor", "transform", "borderWidth"])  // position has a component animation
            let scratch = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
            defer { scratch.deallocate() }  // never deinitialized: the references are lent
            for t in [100.0, 100.3, 101, 101.7, 102, 103] {
                #expect(node.lendPresentationProperties(atParentTime: t, into: scratch))
                let general = node.presentationProperties(atParentTime: t)
                #expect(scratch.pointee == general, "at \(t)")
                #expect(scratch.pointee.transform == general.transform && scratch.pointee.backgroundColor == general.backgroundColor)
            }
            // Half way (t = 101, local time 1 of 2): position.x written last by the component animation.
            #expect(node.lendPresentationProperties(atParentTime: 101, into: scratch))
            #expect(close(Double(scratch.pointee.position.x), 6) && close(Double(scratch.pointee.position.y), 20 + 25))
            #expect(close(Double(scratch.pointee.opacity), 0.4))
            // The absent background colour animates toward transparent black.
            #expect(close(Double(scratch.pointee.backgroundColor?.alpha ?? -1), 0.5))
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

        @Test func lentValuesEqualTheCopiedOnes() throws {
            resetLayerRuntime()
            let plain = CALayer(), slots = CALayer(), described = CALayer()
            for layer in [plain, slots, described] {
                layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                layer.contents = try CGImage(width: 1, height: 1, premultipliedRGBA: [1, 2, 3, 255])
                layer.name = "kept"
            }
            CATransaction.flush()
            // Plain fields only (typed slots): lent as a scratch copy.
            slots.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 80), duration: 2), forKey: "p")
            slots.add(basic("opacity", from: 0.0, to: 1.0, duration: 2), forKey: "o")
            slots.add(basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                            to: CGColor(red: 0, green: 0, blue: 1, alpha: 1), duration: 2), forKey: "c")
            // A key without a slot: the full evaluation.
            described.add(basic("hidden", from: false, to: true, duration: 2), forKey: "h")
            CATransaction.flush()
            for layer in [plain, slots, described] {
                let node = try #require(layer.committedSnapshot)
                var lent: LayerProperties? = nil
                node.withPresentationProperties(atParentTime: 101) { lent = copy $0 }
                #expect(lent == node.presentationProperties(atParentTime: 101))
            }
            // Lent into scratch memory of the caller's: only for the typed slots; equal values.
            let scratch = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
            defer { scratch.deallocate() }  // never deinitialized: the references are lent
            for (layer, lends) in [(plain, false), (slots, true), (described, false)] {
                let node = try #require(layer.committedSnapshot)
                #expect(node.lendPresentationProperties(atParentTime: 101, into: scratch) == lends)
                if lends {
                    #expect(scratch.pointee == node.presentationProperties(atParentTime: 101))
                    #expect(scratch.pointee.contents === node.properties.contents)
                }
            }
            let node = try #require(slots.committedSnapshot)
            var position = CGPoint.zero, opacity: Float = 0, image: CGImage? = nil
            node.withPresentationProperties(atParentTime: 101) {
                position = $0.position
                opacity = $0.opacity
                image = $0.contents
            }
            // Half way, and the committed references lent unchanged.
            #expect(close(Double(position.x), 20) && close(Double(position.y), 40))
            #expect(close(Double(opacity), 0.5))
            #expect(image === node.properties.contents)
            // The committed values are untouched, and survive the scratch copies.
            #expect(node.properties.position == .zero && node.properties.contents != nil)
            // The lending relies on every slot's field being plain data (no references).
            #expect(_isPOD(CGRect.self) && _isPOD(CGPoint.self) && _isPOD(CGSize.self) && _isPOD(CGFloat.self))
            #expect(_isPOD(Float.self) && _isPOD(CATransform3D.self) && _isPOD(CGColor?.self))
        }
    }
}
