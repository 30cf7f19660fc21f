import Foundation

/// Groups layer changes into atomic updates (Apple's `CATransaction`).
///
/// Every layer change belongs to a transaction. `begin()`/`commit()` open and close an
/// explicit one; a change made while none is open opens the **implicit** transaction, which
/// is committed by ``flush()`` (renderers flush before each frame; Apple commits it at the end
/// of the run-loop turn). Transactions nest: an inner commit hands its changes to the
/// enclosing transaction, and only the outermost commit applies them — starts their
/// animations, builds the snapshot the renderers read, and makes later changes of the
/// committed layers animate implicitly.
///
/// Transactions are per thread, as Apple's: each thread has its own stack. The values
/// (`animationDuration`, …) are looked up from the innermost open transaction outwards.
///
/// Differs from Apple: not an `NSObject`; the completion block runs on the thread that
/// observes the end of the animations (the one that advances the media clock or flushes).
open class CATransaction {
    /// Opens a transaction on the calling thread.
    open class func begin() {
        TransactionState.current.begin()
    }

    /// Commits the calling thread's innermost transaction (applied when it is the outermost).
    open class func commit() {
        TransactionState.current.commit()
    }

    /// Commits the implicit transaction if it is the only open one, and fires the animation
    /// callbacks and completion blocks due at the current media time.
    open class func flush() {
        TransactionState.current.flush()
    }

    /// Acquires the process-wide lock that guards layer state shared between threads
    /// (recursive).
    open class func lock() {
        transactionLock.lock()
    }

    /// Releases the lock taken by ``lock()``.
    open class func unlock() {
        transactionLock.unlock()
    }

    /// The default duration of animations added in this transaction, in seconds (0.25 unless
    /// set).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: "animationDuration") as? CFTimeInterval)
            ?? MediaTimingParameters.defaultAnimationDuration
    }

    /// Sets the default duration of animations added in this transaction, in seconds.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: "animationDuration")
    }

    /// The timing function of implicit animations in this transaction, or nil (`.default`).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: "animationTimingFunction") as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: "animationTimingFunction")
    }

    /// Whether property changes in this transaction run no actions (no implicit animations).
    open class func disableActions() -> Bool {
        value(forKey: "disableActions") as? Bool ?? false
    }

    /// Sets whether property changes in this transaction run no actions.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: "disableActions")
    }

    /// The completion block of this transaction, or nil.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: "completionBlock") as? () -> Void
    }

    /// Sets the block that runs once every animation added to layers afterwards in this
    /// transaction has finished or been removed, and the transaction (with its outermost
    /// enclosing one) has committed. With no animations it runs at that commit. Finishing is
    /// observed when the media clock advances or a transaction flushes.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: "completionBlock")
    }

    /// The value of `key` in the innermost open transaction that has one (Apple's keys:
    /// `"animationDuration"`, `"animationTimingFunction"`, `"disableActions"`,
    /// `"completionBlock"`; other keys are free for the caller), or nil.
    open class func value(forKey key: String) -> Any? {
        TransactionState.current.value(forKey: key)
    }

    /// Sets `anObject` for `key` in the innermost transaction (opening the implicit one if
    /// none is open). Setting `"completionBlock"` starts a new completion group.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let state = TransactionState.current
        state.ensureOpen()
        guard let frame = state.frames.last else { return }
        frame.values[key] = anObject
        if key == "completionBlock" {
            if let block = anObject as? () -> Void {
                frame.completionGroups.append(TransactionCompletionGroup(block: block))
            } else if let group = frame.completionGroups.last, !group.isSealed {
                frame.completionGroups.removeLast()
            }
        }
    }
}

/// The process-wide recursive lock of `CATransaction.lock()`.
private let transactionLock = NSRecursiveLock()
