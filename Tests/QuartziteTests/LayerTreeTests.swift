import Foundation
import Testing

@testable import Quartzite

@Suite("CALayer tree")
struct LayerTreeTests {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @Test func insertionsPlaceLayersWhereApplePutsThem() {
        let root = named("root")
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(d, below: b)
        #expect(names(root) == ["c", "a", "d", "b"])
        root.insertSublayer(e, above: c)
        #expect(names(root) == ["c", "e", "a", "d", "b"])
        root.insertSublayer(c, above: b)
        #expect(names(root) == ["e", "a", "d", "b", "c"])
        root.insertSublayer(a, at: 99)
        #expect(names(root) == ["e", "d", "b", "c", "a"])
        #expect(a.superlayer === root)
    }

    @Test func replaceAndRemove() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        root.addSublayer(a)
        root.addSublayer(b)
        root.replaceSublayer(a, with: c)
        #expect(names(root) == ["c", "b"])
        #expect(a.superlayer == nil && c.superlayer === root)
        b.removeFromSuperlayer()
        #expect(names(root) == ["c"])
        #expect(b.superlayer == nil)
        c.removeFromSuperlayer()
        #expect(root.sublayers == nil)
    }

    @Test("a sublayer or mask that outlives its parent has no superlayer (or mask owner) left")
    func childrenOutlivingTheirParent() {
        let child = named("child"), mask = named("mask")
        weak var weakParent: CALayer?
        do {
            let parent = named("parent")
            weakParent = parent
            parent.addSublayer(child)
            parent.mask = mask
            #expect(child.superlayer === parent && mask.parentLayer === parent)
            CATransaction.flush()
        }
        #expect(weakParent == nil)
        #expect(child.superlayer == nil && mask.parentLayer == nil)
        // Both can join another tree.
        let other = named("other")
        other.addSublayer(child)
        other.mask = mask
        #expect(names(other) == ["child"] && child.superlayer === other && mask.parentLayer === other)
    }

    @Test func movingALayerTakesItFromItsOldSuperlayer() {
        let first = named("first"), second = named("second"), child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
    }

    @Test func cyclesAreRefusedWithoutChange() {
        let root = named("root"), child = named("child"), grandchild = named("grandchild")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        root.addSublayer(root)
        grandchild.addSublayer(root)
        child.insertSublayer(child, at: 0)
        grandchild.replaceSublayer(named("x"), with: root)
        #expect(names(root) == ["child"])
        #expect(names(child) == ["grandchild"])
        #expect(grandchild.sublayers == nil)
        #expect(root.superlayer == nil)
        grandchild.mask = root
        #expect(grandchild.mask == nil)
    }

    /// CALayer/masking.m (GNUstep, measured against Apple): "a mask takes the masked layer as
    /// superlayer", "a layer already in a tree takes the masking layer as superlayer".
    @Test func maskTakesTheMaskedLayerAsSuperlayerAndLeavesItsTree() {
        let root = named("root"), layer = named("layer"), mask = named("mask")
        root.addSublayer(mask)
        layer.mask = mask
        #expect(mask.superlayer === layer)
        #expect(root.sublayers == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
    }

    @Test func sublayersSetterReplacesTheList() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        root.sublayers = [b]
        #expect(a.superlayer == nil)
        #expect(names(root) == ["b"])
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil)
    }
}
