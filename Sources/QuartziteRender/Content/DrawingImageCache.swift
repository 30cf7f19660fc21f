import Quartzite

/// The rasterized images of recent drawings, by ``RecordedDrawing/version``, least recently
/// used evicted first once more than `capacity` entries or `byteBudget` bytes are held.
struct DrawingImageCache {
    /// One cached image and when it was last used.
    private struct Entry {
        var image: CGImage
        var lastUse: UInt64
    }

    /// The most entries kept.
    let capacity: Int
    /// The most pixel bytes kept (an entry larger than this alone is still kept).
    let byteBudget: Int
    private var entries: [UInt64: Entry] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0

    /// Creates an empty cache.
    init(capacity: Int, byteBudget: Int) {
        self.capacity = max(1, capacity)
        self.byteBudget = byteBudget
    }

    /// The number of images held.
    var count: Int { entries.count }

    /// The image of the drawing with `version`, marked as just used; nil when not cached.
    mutating func image(forVersion version: UInt64) -> CGImage? {
        guard var entry = entries[version] else { return nil }
        clock &+= 1
        entry.lastUse = clock
        entries[version] = entry
        return entry.image
    }

    /// Stores `image` for `version`, evicting the least recently used entries beyond the limits.
    mutating func insert(_ image: CGImage, forVersion version: UInt64) {
        clock &+= 1
        if let old = entries.updateValue(Entry(image: image, lastUse: clock), forKey: version) {
            bytes -= old.image.pixels.count
        }
        bytes += image.pixels.count
        while entries.count > 1, entries.count > capacity || bytes > byteBudget {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries[oldest.key] = nil
            bytes -= oldest.value.image.pixels.count
        }
    }

    /// Removes every entry.
    mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}
