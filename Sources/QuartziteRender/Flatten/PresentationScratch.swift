import Quartzite

/// Scratch memory for the presentation values that ``LayerSnapshot`` lends
/// (`lendPresentationProperties(atParentTime:into:)`): one `LayerProperties` slot per depth of
/// the flattener's recursive visit, so a layer's values stay in place while its sublayers are
/// visited. Slots are allocated the first time a depth is reached and kept, never moved (the
/// pointers handed out stay valid) and never deinitialized (they hold lent, uncounted
/// references). Not thread-safe: one per flattener.
final class PresentationScratch {
    @exclusivity(unchecked) private var slots: [UnsafeMutablePointer<LayerProperties>] = []
    @exclusivity(unchecked) private var depth = 0

    /// The slot of the next depth; pair with ``leave()``.
    func enter() -> UnsafeMutablePointer<LayerProperties> {
        if depth == slots.count { slots.append(.allocate(capacity: 1)) }
        let slot = slots[depth]
        depth += 1
        return slot
    }

    /// Gives back the slot of the innermost ``enter()``.
    func leave() {
        depth -= 1
    }

    deinit {
        // Deallocated without deinitializing: the values there never owned their references.
        for slot in slots { slot.deallocate() }
    }
}
