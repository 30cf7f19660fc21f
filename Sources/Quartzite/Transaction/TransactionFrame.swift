import Foundation

/// One open transaction of a thread's transaction stack: its values (`animationDuration`,
/// `disableActions`, …) and the completion groups created by `setCompletionBlock(_:)`.
final class TransactionFrame {
    /// Whether this is the implicit transaction (opened by a change, committed by a flush).
    let isImplicit: Bool
    /// The values set with `CATransaction.setValue(_:forKey:)`, by key.
    var values: [String: Any] = [:]
    /// The completion groups created in this transaction, the current one last.
    var completionGroups: [TransactionCompletionGroup] = []

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}

/// The animations added while a transaction's completion block was set, and the block that
/// runs once every one of them has finished or been removed (and the transaction, including
/// its outermost enclosing transaction, has committed).
final class TransactionCompletionGroup {
    /// The block to run.
    let block: () -> Void
    /// How many animations of the group have not finished yet.
    var pending = 0
    /// Whether the transaction (and its outermost enclosing one) has committed.
    var isSealed = false
    /// Whether the block has run.
    var hasRun = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    /// One animation of the group finished or was removed.
    func animationDidEnd() {
        pending -= 1
        runIfDone()
    }

    /// Runs the block when the group is sealed and no animation is pending.
    func runIfDone() {
        guard isSealed, pending <= 0, !hasRun else { return }
        hasRun = true
        block()
    }
}
