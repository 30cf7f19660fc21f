import Foundation

/// An animation attached to a layer: the layer's own copy of the `CAAnimation` (what
/// `animation(forKey:)` copies and what the delegate hears about), its compiled form, and
/// where it is in its life (committed, started, finished).
final class AttachedAnimation {
    /// The key it is attached under.
    let key: String
    /// The layer's copy of the animation.
    let animation: CAAnimation
    /// The compiled animation (its `beginTime` resolved at commit).
    var compiled: CompiledAnimation
    /// For a `CATransition`: the layer's node from the commit before the animation was added
    /// (the "old" rendering the transition starts from).
    let transitionSource: LayerSnapshot?
    /// The completion groups of the transactions open when it was added.
    let completionGroups: [TransactionCompletionGroup]
    /// Whether a commit has applied it (callbacks and presentation see only committed ones).
    var isCommitted = false
    /// Whether `animationDidStart` has been sent.
    var hasStarted = false
    /// Whether it has finished or been removed (its stop has been reported).
    var hasFinished = false

    init(
        key: String, animation: CAAnimation, compiled: CompiledAnimation,
        transitionSource: LayerSnapshot?, completionGroups: [TransactionCompletionGroup]
    ) {
        self.key = key
        self.animation = animation
        self.compiled = compiled
        self.transitionSource = transitionSource
        self.completionGroups = completionGroups
        for group in completionGroups { group.pending += 1 }
    }

    /// Marks the animation as ended (finished or removed) once and counts down its groups.
    /// Returns false if it had already ended.
    func end() -> Bool {
        guard !hasFinished else { return false }
        hasFinished = true
        for group in completionGroups { group.animationDidEnd() }
        return true
    }
}
