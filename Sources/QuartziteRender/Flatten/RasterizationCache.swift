import Quartzite

/// Bitmaps of `shouldRasterize` layers, by layer identity, kept while the layer's snapshot
/// node (and so its whole subtree) stays the same object and has no animations.
final class RasterizationCache {
    struct Entry {
        /// The node the bitmap was made from; a new commit of the subtree makes a new node.
        let node: LayerSnapshot
        /// The layer's bounds rendered at `scale` pixels per point.
        let image: CGImage
        /// The layer rectangle the image covers (its bounds), in layer points.
        let rect: CGRect
        /// `rasterizationScale` when made.
        let scale: Double
        /// The frame it was last drawn in.
        var lastUsed: Int
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    private var frameNumber = 0

    /// The cached bitmap of `node` at `scale`, marked used, or nil.
    func image(for node: LayerSnapshot, scale: Double) -> Entry? {
        guard var entry = entries[node.layerIdentifier], entry.node === node, entry.scale == scale else { return nil }
        entry.lastUsed = frameNumber
        entries[node.layerIdentifier] = entry
        return entry
    }

    /// Stores the bitmap of `node`.
    func store(_ image: CGImage, for node: LayerSnapshot, rect: CGRect, scale: Double) {
        entries[node.layerIdentifier] = Entry(node: node, image: image, rect: rect, scale: scale, lastUsed: frameNumber)
    }

    /// Starts a frame: entries not drawn in the previous frame are dropped.
    func beginFrame() {
        if entries.contains(where: { $0.value.lastUsed < frameNumber }) {
            entries = entries.filter { $0.value.lastUsed >= frameNumber }
        }
        frameNumber += 1
    }
}

/// A `shouldRasterize` layer whose bitmap is not cached yet: what is needed to render it alone.
struct RasterizationRequest {
    var node: LayerSnapshot
    var properties: LayerProperties
    var localTime: CFTimeInterval
    var scale: Double
}

extension LayerSnapshot {
    /// Whether this node or any node below it (sublayers, masks) has animations.
    var subtreeHasAnimations: Bool {
        if !animations.isEmpty { return true }
        if let mask, mask.subtreeHasAnimations { return true }
        return sublayers.contains { $0.subtreeHasAnimations }
    }
}
