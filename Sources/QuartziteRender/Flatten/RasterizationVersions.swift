import Quartzite
import Synchronization

/// The cache keys of `shouldRasterize` passes: one id per layer, and a version per committed
/// subtree and scale, so a renderer reuses a layer's rasterization while its snapshot node (and
/// so its whole subtree) stays the same object, and draws it again after a commit changes it.
///
/// Versions come from one process-wide counter, so two flatteners feeding one renderer never
/// give different contents the same key.
final class RasterizationVersions {
    private static let counter = Atomic<UInt64>(0)
    private let kept = PerLayerCache<(version: UInt64, scale: Double)>()

    /// The key of `node`'s rasterization at `scale` (a new version for a new node or scale).
    func key(for node: LayerSnapshot, scale: Double) -> RenderPassCacheKey {
        let id = UInt64(UInt(bitPattern: node.layerIdentifier))
        if let entry = kept.value(for: node, where: { $0.scale == scale }) {
            return RenderPassCacheKey(id: id, version: entry.version)
        }
        let version = Self.counter.add(1, ordering: .relaxed).newValue
        kept.store((version, scale), for: node)
        return RenderPassCacheKey(id: id, version: version)
    }

    /// Starts a frame: layers not drawn in the previous frame are forgotten.
    func beginFrame() {
        kept.beginFrame()
    }
}

extension LayerSnapshot {
    /// Whether this node or any node below it (sublayers, masks) has animations or changes
    /// with time otherwise (an emitter's particles).
    var subtreeHasAnimations: Bool {
        if !animations.isEmpty || emission != nil { return true }
        if let mask, mask.subtreeHasAnimations { return true }
        return sublayers.contains { $0.subtreeHasAnimations }
    }
}
