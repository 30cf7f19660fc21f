import Foundation

extension TransactionState {
    /// Opens an explicit transaction.
    func begin() {
        frames.append(TransactionFrame(isImplicit: false))
    }

    /// Commits the innermost transaction. An inner transaction hands its changes to the
    /// enclosing one (they are already recorded there); only the outermost commit applies
    /// them (REFERENCE seed 000: nested commits wait for the outermost).
    func commit() {
        guard let frame = frames.popLast() else { return }
        groupsAwaitingCommit.append(contentsOf: frame.completionGroups)
        if frames.isEmpty { commitOutermost() }
    }

    /// Commits the implicit transaction when it is the only one open; then fires the
    /// callbacks on the current clock that are due at its time.
    func flush() {
        if frames.count == 1, frames[0].isImplicit {
            commit()
        } else if frames.isEmpty {
            let clock = MediaClock.current
            scheduler.processDueEvents(at: clock.now, on: clock)
        }
    }

    /// The outermost commit:
    /// 1. layout, then display, of the layers marked for it (changes they make join this commit);
    /// 2. per changed layer: pending animations get their begin time (a `beginTime` of 0
    ///    becomes now in the layer's time) and are scheduled on the current clock; the layer and its new sublayers
    ///    count as committed from now on (implicit actions run for later changes);
    /// 3. the snapshot nodes of changed layers and their ancestors are rebuilt (unchanged
    ///    subtrees keep their nodes);
    /// 4. completion blocks of transactions without pending animations run, then the
    ///    callbacks on the current clock due now fire.
    private func commitOutermost() {
        isCommitting = true
        runLayoutAndDisplay()
        let clock = MediaClock.current
        let now = clock.now
        generation = Self.nextGeneration()
        let commitGeneration = generation
        for layer in changedLayers {
            layer.commitAnimations(atMediaTime: now, on: clock, scheduler: scheduler)
            layer.markSubtreeCommitted()
            layer.markSnapshotDirty(generation: commitGeneration)
        }
        for layer in changedLayers {
            layer.rebuildSnapshotOfTree(generation: commitGeneration)
            #if DEBUG
                layer.uncommittedOwner = nil
            #endif
        }
        changedLayers.removeAll(keepingCapacity: true)
        layersNeedingUpdate.removeAll(keepingCapacity: true)
        generation = Self.nextGeneration()
        isCommitting = false
        let groups = groupsAwaitingCommit
        groupsAwaitingCommit.removeAll()
        for group in groups {
            group.isSealed = true
            group.runIfDone()
        }
        scheduler.processDueEvents(at: now, on: clock)
    }

    /// Lays out, then displays, the layers marked since the transaction opened; layers marked
    /// while this runs are handled too.
    private func runLayoutAndDisplay() {
        var index = 0
        while index < layersNeedingUpdate.count {
            let layer = layersNeedingUpdate[index]
            if layer.needsLayoutFlag { layer.layoutIfNeeded() }
            layer.displayIfNeeded()
            index += 1
        }
    }
}
