import Quartzite

/// Values the flattener keeps per layer from frame to frame (the versions of `shouldRasterize`
/// passes, the content of layers that draw themselves), valid while the layer's snapshot node
/// is the same object: the node is held, so its identity cannot be reused by another node while
/// the value lives. Entries not used by a frame are dropped after the next.
final class PerLayerCache<Value> {
    private struct Entry {
        let node: LayerSnapshot
        let value: Value
        var lastUsed: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frameNumber = 0

    /// The value kept for `node` when `matches` accepts it (marked used), else nil.
    func value(for node: LayerSnapshot, where matches: (Value) -> Bool) -> Value? {
        guard var entry = entries[node.layerIdentifier], entry.node === node, matches(entry.value) else { return nil }
        entry.lastUsed = frameNumber
        entries[node.layerIdentifier] = entry
        return entry.value
    }

    /// Keeps `value` for `node`, replacing what its layer had.
    func store(_ value: Value, for node: LayerSnapshot) {
        entries[node.layerIdentifier] = Entry(node: node, value: value, lastUsed: frameNumber)
    }

    /// Starts a frame: entries not used in the previous frame are dropped.
    func beginFrame() {
        if entries.contains(where: { $0.value.lastUsed < frameNumber }) {
            entries = entries.filter { $0.value.lastUsed >= frameNumber }
        }
        frameNumber += 1
    }
}
