import Foundation

extension CALayer {
    /// Marks the layer and the layers below it that were never committed as committed: later
    /// changes of animatable keys run actions. Stops at sublayers already committed (their own
    /// new sublayers were recorded as changes of their own).
    func markSubtreeCommitted() {
        hasBeenCommitted = true
        for layer in sublayerList where !layer.hasBeenCommitted {
            layer.markSubtreeCommitted()
        }
        if let maskLayer, !maskLayer.hasBeenCommitted { maskLayer.markSubtreeCommitted() }
    }

    /// Marks the layer's node and its ancestors' nodes for rebuilding; the walk stops at a
    /// layer already marked in this commit.
    func markSnapshotDirty(generation: UInt64) {
        var layer: CALayer? = self
        while let current = layer, current.dirtyMark != generation {
            current.dirtyMark = generation
            current.snapshotIsDirty = true
            layer = current.parentLayer
        }
    }

    /// Rebuilds the nodes of the tree that contains this layer, from its root, once per
    /// commit: dirty layers get new nodes, unchanged subtrees keep theirs.
    func rebuildSnapshotOfTree(generation: UInt64) {
        var root = self
        while let parent = root.parentLayer { root = parent }
        guard root.rebuildMark != generation else { return }
        root.rebuildMark = generation
        _ = root.buildNode()
    }

    /// This layer's node: the previous one when nothing below changed, else a new one.
    func buildNode() -> LayerSnapshot {
        if !snapshotIsDirty, let node = committedNode { return node }
        var children: [LayerSnapshot] = []
        children.reserveCapacity(sublayerList.count)
        for layer in sublayerList { children.append(layer.buildNode()) }
        let node = LayerSnapshot(layer: self, sublayers: children, mask: maskLayer?.buildNode())
        committedNode = node
        snapshotIsDirty = false
        return node
    }
}
