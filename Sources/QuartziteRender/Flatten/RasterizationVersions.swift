import Quartzite
import Synchronization

/// The cache keys of `shouldRasterize` passes: one id per layer, and a version per committed
/// subtree, so a renderer reuses a layer's rasterization while its snapshot node (and so its
/// whole subtree) stays the same object, and draws it again after a commit changes it.
///
/// The node is held, so its identity cannot be reused by another node while the version lives;
/// versions come from one process-wide counter, so two flatteners feeding one renderer never
/// give different contents the same key. Entries not used by a frame are dropped.
final class RasterizationVersions {
    private struct Entry {
        let node: LayerSnapshot
        let version: UInt64
        var lastUsed: Int
    }

    private static let counter = Atomic<UInt64>(0)
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frameNumber = 0

    /// The key of `node`'s rasterization at `scale` (a new version for a new node or scale).
    func key(for node: LayerSnapshot, scale: Double) -> RenderPassCacheKey {
        let id = UInt64(UInt(bitPattern: node.layerIdentifier))
        if var entry = entries[node.layerIdentifier], entry.node === node {
            entry.lastUsed = frameNumber
            entries[node.layerIdentifier] = entry
            return RenderPassCacheKey(id: id, version: entry.version)
        }
        let version = Self.counter.add(1, ordering: .relaxed).newValue
        entries[node.layerIdentifier] = Entry(node: node, version: version, lastUsed: frameNumber)
        return RenderPassCacheKey(id: id, version: version)
    }

    /// Starts a frame: entries not used in the previous frame are dropped.
    func beginFrame() {
        if entries.contains(where: { $0.value.lastUsed < frameNumber }) {
            entries = entries.filter { $0.value.lastUsed >= frameNumber }
        }
        frameNumber += 1
    }
}

extension LayerSnapshot {
    /// Whether this node or any node below it (sublayers, masks) has animations.
    var subtreeHasAnimations: Bool {
        if !animations.isEmpty { return true }
        if let mask, mask.subtreeHasAnimations { return true }
        return sublayers.contains { $0.subtreeHasAnimations }
    }
}
