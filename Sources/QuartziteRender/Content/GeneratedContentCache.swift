import Quartzite
import QuartzGeometry
import Synchronization

/// Rasterized self-drawn content, keyed by recipe (least recently used evicted first), shared
/// by every flattener: content is rasterized again only when something that changes its pixels
/// changes — a moving or fading layer reuses its image, an animated `strokeEnd` makes a new one
/// each frame. Content of animations (`transient`) is kept within a small budget of its own, so
/// a frame's worth of it does not push the still content out. Thread-safe.
final class GeneratedContentCache: Sendable {
    /// The cache the flatteners use: up to 1,024 images and 256 MiB, of which 32 MiB for
    /// content of animations.
    static let shared = GeneratedContentCache(capacity: 1024, byteBudget: 256 << 20, transientByteBudget: 32 << 20)

    private struct Entry {
        var content: GeneratedContent?
        var bytes: Int
        var lastUse: UInt64
        var transient: Bool
    }

    /// A recipe as a dictionary key (recipes are `Sendable`; `AnyHashable` does not say so).
    private struct RecipeKey: Hashable, @unchecked Sendable {
        let base: AnyHashable
    }

    private struct State {
        var entries: [RecipeKey: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
        var transientBytes = 0
        /// Transient keys in insertion order from `transientHead` on (some may have left).
        var transientOrder: [RecipeKey] = []
        var transientHead = 0
    }

    private let capacity: Int
    private let byteBudget: Int
    private let transientByteBudget: Int
    private let state = Locked(State())
    private let rasterizationCount = Atomic<Int>(0)

    /// A cache of at most `capacity` images and `byteBudget` bytes, of which at most
    /// `transientByteBudget` for transient content (one larger image is kept).
    init(capacity: Int, byteBudget: Int, transientByteBudget: Int) {
        self.capacity = max(1, capacity)
        self.byteBudget = byteBudget
        self.transientByteBudget = transientByteBudget
    }

    /// Rasterizations since the cache was made (all threads).
    var rasterizations: Int { rasterizationCount.load(ordering: .relaxed) }

    /// The content `recipe` draws, from the cache or rasterized now (`rasterized` true);
    /// `transient` for content of an animation, unlikely to be asked for again.
    func content(for recipe: any ContentRecipe, transient: Bool = false) -> (content: GeneratedContent?, rasterized: Bool) {
        let key = RecipeKey(base: AnyHashable(recipe))
        let cached = state.withLock { state -> Entry? in
            guard var entry = state.entries[key] else { return nil }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry
        }
        if let cached { return (cached.content, false) }
        let content = recipe.rasterize()
        rasterizationCount.add(1, ordering: .relaxed)
        let bytes = content.map { $0.image.width * $0.image.height * 4 } ?? 0
        state.withLock { state in
            state.clock &+= 1
            let entry = Entry(content: content, bytes: bytes, lastUse: state.clock, transient: transient)
            if let old = state.entries.updateValue(entry, forKey: key) { Self.forget(old, in: &state) }
            state.bytes += bytes
            if transient { state.transientBytes += bytes }
            if transient { state.transientOrder.append(key) }
            // Transient content leaves first in, first out: it is rarely asked for twice.
            while state.transientBytes > transientByteBudget, state.transientHead < state.transientOrder.count {
                let oldest = state.transientOrder[state.transientHead]
                state.transientHead += 1
                guard oldest != key, let entry = state.entries[oldest], entry.transient else { continue }
                state.entries[oldest] = nil
                Self.forget(entry, in: &state)
            }
            if state.transientHead > 1024, state.transientHead * 2 > state.transientOrder.count {
                state.transientOrder.removeFirst(state.transientHead)
                state.transientHead = 0
            }
            while state.entries.count > 1, state.entries.count > capacity || state.bytes > byteBudget {
                guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                state.entries[oldest.key] = nil
                Self.forget(oldest.value, in: &state)
            }
        }
        return (content, true)
    }

    /// Takes an entry that left the cache off the byte counts.
    private static func forget(_ entry: Entry, in state: inout State) {
        state.bytes -= entry.bytes
        if entry.transient { state.transientBytes -= entry.bytes }
    }

    /// Images cached now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Empties the cache.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
