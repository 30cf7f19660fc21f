import Foundation

extension CALayer {
    /// The base-class behaviour of ``animation(forKey:)`` (the open method forwards here).
    func baseAnimation(forKey key: String) -> CAAnimation? {
        guard let attached = attachedAnimations.first(where: { $0.key == key }) else { return nil }
        return type(of: attached.animation).init(copying: attached.animation)
    }

    /// The base-class behaviour of ``removeAnimation(forKey:)`` (the open method forwards here).
    func baseRemoveAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let attached = attachedAnimations.remove(at: index)
        recordChange()
        reportRemoval(of: attached)
    }

    /// The base-class behaviour of ``removeAllAnimations()`` (the open method forwards here).
    func baseRemoveAllAnimations() {
        guard !attachedAnimations.isEmpty else { return }
        let removed = attachedAnimations
        attachedAnimations.removeAll()
        recordChange()
        for attached in removed { reportRemoval(of: attached) }
    }

    /// The base-class behaviour of ``animationKeys()`` (the open method forwards here).
    func baseAnimationKeys() -> [String]? {
        attachedAnimations.isEmpty ? nil : attachedAnimations.map(\.key)
    }

    // MARK: Internals

    /// The work behind ``add(_:forKey:)``.
    func attach(_ anim: CAAnimation, forKey key: String?) {
        guard modelLayerReference == nil else { return }
        let copy = type(of: anim).init(copying: anim)
        if let basic = copy as? CABasicAnimation { fillStartValue(of: basic) }
        // Apple: "The special key kCATransition is automatically used for transition animations."
        let resolvedKey = copy is CATransition ? kCATransition : key ?? nextUnnamedAnimationKey()
        let defaultDuration = CATransaction.animationDuration()
        var compiled: CompiledAnimation
        do {
            compiled = try CompiledAnimation(copy, defaultDuration: defaultDuration)
        } catch {
            LayerDiagnostics.report("animation for key \"\(resolvedKey)\" changes nothing: \(error)")
            compiled = CompiledAnimation(
                timing: MediaTimingParameters(copy, defaultDuration: defaultDuration),
                timingFunction: copy.timingFunction, isRemovedOnCompletion: copy.isRemovedOnCompletion,
                kind: .inert)
        }
        let (animatable, refused) = compiled.inertExceptAnimatable { key in
            type(of: self).propertyDescriptor(forKey: key)?.isAnimatable ?? true
        }
        if !refused.isEmpty {
            LayerDiagnostics.report(
                "animation for key \"\(resolvedKey)\" changes nothing: \(refused.joined(separator: ", ")) is not animatable")
        }
        compiled = animatable
        let state = TransactionState.current
        state.ensureOpen()
        let attached = AttachedAnimation(
            key: resolvedKey, animation: copy, compiled: compiled,
            transitionSource: copy is CATransition ? committedNode : nil,
            completionGroups: state.currentCompletionGroups())
        if let index = attachedAnimations.firstIndex(where: { $0.key == resolvedKey }) {
            let replaced = attachedAnimations.remove(at: index)
            reportRemoval(of: replaced)
        }
        attachedAnimations.append(attached)
        recordChange()
    }

    /// Apple's last row of the from/to/by table: a basic animation with none of the three
    /// interpolates from the previous presentation value of its key path to the current
    /// value. The presentation value is read now — before the transaction commits, so it is
    /// the value on screen before this transaction's changes — and becomes `fromValue`; with
    /// no `toValue` the animation then runs toward the live model value. Animations with a
    /// value function keep their (inert) empty values.
    private func fillStartValue(of basic: CABasicAnimation) {
        guard basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
            basic.valueFunction == nil, let keyPath = basic.keyPath,
            let parsed = try? AnimationKeyPath(parsing: keyPath)
        else { return }
        let base: AnimationValue?
        if let value = presentationValue(forKey: parsed.property) {
            base = value
        } else if type(of: self).propertyDescriptor(forKey: parsed.property)?.kind == .color {
            base = .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        } else {
            base = nil
        }
        guard let base, let start = parsed.component(of: base) else { return }
        basic.fromValue = start
    }

    /// A key no attached animation uses, for animations added with a nil key.
    private func nextUnnamedAnimationKey() -> String {
        while true {
            unnamedAnimationCount += 1
            let key = "quartzite.animation.\(unnamedAnimationCount)"
            if !attachedAnimations.contains(where: { $0.key == key }) { return key }
        }
    }

    /// Tells the delegate of a removed (or replaced) animation that it stopped unfinished, if
    /// it had been committed and had not ended; counts down its completion groups.
    private func reportRemoval(of attached: AttachedAnimation) {
        let wasRunning = attached.isCommitted && !attached.hasFinished
        guard attached.end(), wasRunning else { return }
        attached.animation.delegate?.animationDidStop(attached.animation, finished: false)
    }

    /// At the outermost commit: gives pending animations their begin time (a `beginTime` of
    /// 0 becomes `now` in the layer's time, REFERENCE 1.9) and schedules their callbacks on
    /// `clock`, the clock `now` was read from — for the animations whose start or stop anyone
    /// can see: those with a delegate, removed on completion, or awaited by a transaction's
    /// completion block. (An attached animation is the layer's copy, immutable as Apple's are,
    /// so that cannot change later. The rest — every animation of a Lottie file — need no
    /// scheduling, and their layer is not held by the scheduler: a weakly held object counts
    /// its references in a side table, several times slower.)
    func commitAnimations(atMediaTime now: CFTimeInterval, on clock: MediaClock, scheduler: AnimationScheduler) {
        var any = false
        for attached in attachedAnimations where !attached.isCommitted {
            if attached.animation.beginTime == 0 {
                let begin = convertTime(now, from: nil)
                attached.animation.beginTime = begin
                var timing = attached.compiled.timing
                timing.beginTime = begin
                attached.compiled = CompiledAnimation(
                    timing: timing, timingFunction: attached.compiled.timingFunction,
                    isRemovedOnCompletion: attached.compiled.isRemovedOnCompletion,
                    kind: attached.compiled.kind)
            }
            attached.isCommitted = true
            if attached.animation.delegate != nil || attached.compiled.isRemovedOnCompletion
                || !attached.completionGroups.isEmpty
            {
                any = true
            }
        }
        if any { scheduler.register(self, on: clock) }
    }

    /// Called by the scheduler when an animation's active interval begins.
    func animationDidStart(_ attached: AttachedAnimation) {
        guard !attached.hasStarted, !attached.hasFinished else { return }
        attached.hasStarted = true
        attached.animation.delegate?.animationDidStart(attached.animation)
    }

    /// Called by the scheduler when an animation's active interval has ended: removes it when
    /// `isRemovedOnCompletion`, tells the delegate `finished: true`, counts down its groups.
    func animationDidFinish(_ attached: AttachedAnimation) {
        guard !attached.hasFinished else { return }
        if attached.compiled.isRemovedOnCompletion,
            let index = attachedAnimations.firstIndex(where: { $0 === attached })
        {
            attachedAnimations.remove(at: index)
            recordChange()
        }
        attached.hasFinished = true
        attached.animation.delegate?.animationDidStop(attached.animation, finished: true)
        for group in attached.completionGroups { group.animationDidEnd() }
    }
}
