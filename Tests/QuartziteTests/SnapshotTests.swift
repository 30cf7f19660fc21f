import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("Layer snapshots")
    struct SnapshotTests {
        /// root ─┬─ a ── a1
        ///       └─ b ── b1
        private func tree() -> (root: CALayer, a: CALayer, a1: CALayer, b: CALayer, b1: CALayer) {
            let root = CALayer(), a = CALayer(), a1 = CALayer(), b = CALayer(), b1 = CALayer()
            root.name = "root"
            root.addSublayer(a)
            root.addSublayer(b)
            a.addSublayer(a1)
            b.addSublayer(b1)
            return (root, a, a1, b, b1)
        }

        @Test func unchangedTreeKeepsItsNodes() throws {
            resetLayerRuntime()
            let t = tree()
            CATransaction.flush()
            let first = try #require(t.root.committedSnapshot)
            #expect(first.sublayers.count == 2)
            #expect(first.sublayers[0] === t.a.committedSnapshot)
            #expect(first.sublayers[0].sublayers[0] === t.a1.committedSnapshot)
            #expect(first.name == "root" && first.layerClassName == "CALayer")
            CATransaction.flush()
            #expect(t.root.committedSnapshot === first)
        }

        @Test func aChangedLeafRebuildsOnlyItsAncestors() throws {
            resetLayerRuntime()
            let t = tree()
            CATransaction.flush()
            let root = try #require(t.root.committedSnapshot)
            let a = try #require(t.a.committedSnapshot), a1 = try #require(t.a1.committedSnapshot)
            let b = try #require(t.b.committedSnapshot), b1 = try #require(t.b1.committedSnapshot)
            t.a1.opacity = 0.5
            #expect(t.root.committedSnapshot === root)
            CATransaction.flush()
            #expect(t.root.committedSnapshot !== root)
            #expect(t.a.committedSnapshot !== a)
            #expect(t.a1.committedSnapshot !== a1)
            #expect(t.b.committedSnapshot === b)
            #expect(t.b1.committedSnapshot === b1)
            #expect(t.root.committedSnapshot?.sublayers[1] === b)
            #expect(t.a1.committedSnapshot?.properties.opacity == 0.5)
            #expect(a1.properties.opacity == 1)
        }

        @Test func treeEditsShowInTheNodes() throws {
            resetLayerRuntime()
            let t = tree()
            CATransaction.flush()
            t.b.removeFromSuperlayer()
            let mask = CALayer()
            t.a.mask = mask
            CATransaction.flush()
            let root = try #require(t.root.committedSnapshot)
            #expect(root.sublayers.count == 1)
            #expect(root.sublayers[0].mask === mask.committedSnapshot)
            #expect(t.b.committedSnapshot?.sublayers.count == 1)
        }

        @Test func nodesCarryAnimationsAndEvaluateOnAnyThread() async throws {
            resetLayerRuntime()
            let layer = CALayer()
            layer.position = CGPoint(x: 0, y: 0)
            CATransaction.flush()
            layer.add(basic("position", from: CGPoint.zero, to: CGPoint(x: 100, y: 0), duration: 2), forKey: "move")
            layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 1), forKey: "fade")
            CATransaction.flush()
            let node = try #require(layer.committedSnapshot)
            #expect(node.animations.map(\.key) == ["move", "fade"])
            #expect(node.animations[0].animation.timing.beginTime == 100)
            let values = await Task.detached { node.presentationProperties(atParentTime: 101) }.value
            #expect(close(values.position, CGPoint(x: 50, y: 0)))
            #expect(values.opacity == 1)
            #expect(node.properties.position == .zero)
            let early = node.presentationProperties(atParentTime: 100.5)
            #expect(close(Double(early.opacity), 0.5))
            #expect(node.presentationValue(forKey: "position", atLocalTime: 101.5) == .point(CGPoint(x: 75, y: 0)))
        }

        /// Seed 000: a transition added after uncommitted changes starts from the last committed
        /// rendering — the grey container without its labels.
        @Test func transitionsStartFromThePreviouslyCommittedNode() throws {
            resetLayerRuntime()
            let container = CALayer()
            container.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            CATransaction.flush()
            let before = try #require(container.committedSnapshot)
            container.addSublayer(CALayer())
            container.addSublayer(CALayer())
            let transition = CATransition()
            transition.type = .push
            transition.duration = 2
            container.add(transition, forKey: nil)
            CATransaction.flush()
            let node = try #require(container.committedSnapshot)
            #expect(node.sublayers.count == 2)
            #expect(node.animations.first?.transitionSource === before)
            #expect(node.hasTransitions && !before.hasTransitions)
            #expect(before.sublayers.isEmpty)
            // Apple: transitions always go under kCATransition, whatever key is given.
            #expect(container.animationKeys() == ["transition"])
            container.add(CATransition(), forKey: "mine")
            #expect(container.animationKeys() == [kCATransition])
        }
    }
}
