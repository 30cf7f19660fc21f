import Quartzite

/// The rasterized content of the layers whose content does not animate, by layer: while a
/// layer's snapshot node is the same object and its content is drawn at the same resolution,
/// the flattener reuses the content without making and hashing a recipe (a label that moves
/// costs one lookup a frame). Entries not used by a frame are dropped after the next.
final class GeneratedContentMemo {
    private struct Entry {
        let node: LayerSnapshot
        let resolution: Double
        let content: GeneratedContent?
        var lastUsed: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frameNumber = 0

    /// The content remembered for `node` at `resolution`, if any (nil content: draws nothing).
    func content(for node: LayerSnapshot, resolution: Double) -> GeneratedContent?? {
        guard var entry = entries[node.layerIdentifier], entry.node === node, entry.resolution == resolution else {
            return nil
        }
        entry.lastUsed = frameNumber
        entries[node.layerIdentifier] = entry
        return .some(entry.content)
    }

    /// Remembers `content` for `node` at `resolution`.
    func remember(_ content: GeneratedContent?, for node: LayerSnapshot, resolution: Double) {
        entries[node.layerIdentifier] = Entry(node: node, resolution: resolution, content: content, lastUsed: frameNumber)
    }

    /// Starts a frame: entries not used in the previous frame are dropped.
    func beginFrame() {
        if entries.contains(where: { $0.value.lastUsed < frameNumber }) {
            entries = entries.filter { $0.value.lastUsed >= frameNumber }
        }
        frameNumber += 1
    }
}
