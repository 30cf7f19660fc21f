import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The transaction machinery of one thread: its stack of open transactions, the layers
/// changed since the outermost one opened, the action providers, and the animations whose
/// delegate callbacks and completion blocks are still due.
///
/// Transactions are per thread, as Apple's are: Swift 6 forbids unprotected global state,
/// and a thread-local state needs no lock on the hot path (every property change records its
/// layer here). Each thread gets its own state on first use (a POSIX thread-specific key);
/// it is released when the thread exits.
final class TransactionState {
    /// The open transactions, outermost first.
    @exclusivity(unchecked) var frames: [TransactionFrame] = []
    /// The layers changed since the outermost transaction opened, in first-change order.
    @exclusivity(unchecked) var changedLayers: [CALayer] = []
    /// Layers marked as needing layout or display since the outermost transaction opened.
    @exclusivity(unchecked) var layersNeedingUpdate: [CALayer] = []
    /// Completion groups of committed inner transactions, waiting for the outermost commit.
    var groupsAwaitingCommit: [TransactionCompletionGroup] = []
    /// The current action providers, innermost last (``LayerActionScope``).
    var actionProviders: [any LayerActionProvider] = []
    /// The container transitions running, by container
    /// (``ViewAnimation/transition(from:to:in:duration:options:placement:preparation:animations:completion:)``).
    var containerTransitions: [ObjectIdentifier: ContainerTransition] = [:]
    /// The layers with committed animations whose callbacks may still be due.
    let scheduler = AnimationScheduler()
    /// Identifies the current outermost transaction; layers remember the generation they
    /// were recorded in so each is listed once. Unique across threads (``nextGeneration()``):
    /// a layer tree committed on one thread and changed on another must not find the other
    /// thread's number in its marks (with per-thread counters both started at 1, the second
    /// thread's change was taken as already recorded and never committed).
    @exclusivity(unchecked) var generation: UInt64 = TransactionState.nextGeneration()

    /// A transaction generation no thread has used.
    static func nextGeneration() -> UInt64 {
        generationCounter.add(1, ordering: .relaxed).newValue
    }
    /// Whether the outermost commit is running (changes made by layout and display during it
    /// belong to it).
    @exclusivity(unchecked) var isCommitting = false

    /// The traits of the layer classes met so far (asking a class is slow; every layer
    /// needs its class's answers).
    private var classTraits: [ObjectIdentifier: LayerClassTraits] = [:]
    /// The traits of `CALayer` itself, the most common class.
    private let baseLayerTraits = LayerClassTraits(CALayer.self)

    /// The traits of `layerClass`, computed on first use.
    func traits(of layerClass: CALayer.Type) -> LayerClassTraits {
        if layerClass == CALayer.self { return baseLayerTraits }
        if let traits = classTraits[ObjectIdentifier(layerClass)] { return traits }
        let traits = LayerClassTraits(layerClass)
        classTraits[ObjectIdentifier(layerClass)] = traits
        return traits
    }

    #if DEBUG
        /// A thread ending with uncommitted changes abandons them (Apple drops them too): its
        /// layers may then be changed on another thread.
        deinit {
            let owner = ObjectIdentifier(self)
            for layer in changedLayers where layer.uncommittedOwner == owner { layer.uncommittedOwner = nil }
        }
    #endif

    /// The calling thread's state.
    static var current: TransactionState {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<TransactionState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TransactionState()
        pthread_setspecific(threadKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Opens the implicit transaction when none is open.
    @inline(__always)
    func ensureOpen() {
        if frames.isEmpty && !isCommitting { frames.append(TransactionFrame(isImplicit: true)) }
    }

    /// Records that `layer` changed in the current transaction.
    @inline(__always)
    func record(_ layer: CALayer) {
        ensureOpen()
        #if DEBUG
            // A layer tree belongs to one thread at a time: a change on this thread while
            // another thread's transaction still holds the layer's uncommitted changes would
            // be committed by neither reliably (each thread counts its own generations).
            let owner = ObjectIdentifier(self)
            if let other = layer.uncommittedOwner, other != owner {
                assertionFailure(
                    "CALayer\(layer.name.map { " \"\($0)\"" } ?? "") changed on a second thread while another "
                        + "thread's transaction holds its uncommitted changes: use a layer tree from one thread at a "
                        + "time, and commit (CATransaction.commit or flush) before handing it to another thread")
            }
        #endif
        guard layer.transactionMark != generation else { return }
        layer.transactionMark = generation
        changedLayers.append(layer)
        #if DEBUG
            layer.uncommittedOwner = owner
        #endif
    }

    /// Records that `layer` needs layout or display at the next commit.
    func recordNeedsUpdate(_ layer: CALayer) {
        ensureOpen()
        layersNeedingUpdate.append(layer)
        record(layer)
    }

    /// The value of `key` in the innermost open transaction that has one.
    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    /// The completion groups an animation added now belongs to: the current group of each
    /// open transaction.
    func currentCompletionGroups() -> [TransactionCompletionGroup] {
        var groups: [TransactionCompletionGroup] = []
        for frame in frames {
            if let group = frame.completionGroups.last, !group.isSealed { groups.append(group) }
        }
        return groups
    }
}

/// The last transaction generation handed out (``TransactionState/nextGeneration()``).
private let generationCounter = Atomic<UInt64>(0)

/// The thread-specific key of ``TransactionState``; its destructor releases a thread's state.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<TransactionState>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed: the process is out of thread keys")
    return key
}()
