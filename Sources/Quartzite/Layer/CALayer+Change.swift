import Foundation

extension CALayer {
    /// The one path every property change takes (Apple's will/didChangeValueForKey pair):
    ///
    /// 1. for an action-triggering key of a layer that has been committed before, look up the
    ///    action (``action(forKey:)``) while the old value is still in place;
    /// 2. store the new value;
    /// 3. record the layer in the current transaction (opening the implicit one if none);
    /// 4. run the action, which normally adds the implicit animation under `key`;
    /// 5. mark the layer as needing display when `needsDisplay(forKey:)` says so.
    ///
    /// Presentation copies skip all of it: they only hold values.
    func changeValue(forKey key: String, _ apply: (inout LayerProperties) -> Void) {
        if modelLayerReference != nil {
            apply(&storage)
            return
        }
        var action = hasBeenCommitted ? triggeredAction(forKey: key) : nil
        var actionKey = key
        if action == nil, hasBeenCommitted, type(of: self).redrawsContents(forKey: key) {
            // The layer draws new contents: Core Animation runs the "contents" action.
            action = contentsAction()
            actionKey = "contents"
        }
        let redisplay =
            type(of: self).needsDisplay(forKey: key)
            ? RedisplayCheck(type(of: self).propertyDescriptor(forKey: key), storage) : nil
        apply(&storage)
        TransactionState.current.record(self)
        action?.run(forKey: actionKey, object: self, arguments: nil)
        if let redisplay, redisplay.changed(storage) { setNeedsDisplay() }
    }

    /// A key's value before a change, to tell afterwards whether the change set another one:
    /// setting the value a layer already has asks for no display (as Apple's does). A key
    /// without a descriptor always counts as changed.
    private struct RedisplayCheck {
        let descriptor: LayerPropertyDescriptor?
        let before: AnimationValue?

        init(_ descriptor: LayerPropertyDescriptor?, _ storage: LayerProperties) {
            self.descriptor = descriptor
            before = descriptor?.get(storage)
        }

        func changed(_ storage: LayerProperties) -> Bool {
            guard let descriptor else { return true }
            return descriptor.get(storage) != before
        }
    }

    /// The action for a change of the contents a layer draws itself: the `"contents"` action
    /// the lookup finds (`NSNull` there, or disabled actions, mean none), else a cross-dissolve
    /// of the transaction's duration and timing (a fade transition).
    private func contentsAction() -> (any CAAction)? {
        let (found, stopped) = explicitAction(forKey: "contents")
        if stopped { return nil }
        if let found { return found }
        return Self.implicitFade()
    }

    /// ``changeValue(forKey:_:)`` for a key of a typed setter: the same steps, with the
    /// class's answers for the key read from its ``LayerClassTraits``.
    @inline(__always)
    func changeValue(_ key: LayerKey, _ apply: (inout LayerProperties) -> Void) {
        if modelLayerReference != nil {
            apply(&storage)
            return
        }
        let redisplay =
            classTraits.needsDisplay[key.index] ? RedisplayCheck(LayerPropertyRegistry.descriptor(forKey: key.name), storage) : nil
        if hasBeenCommitted && classTraits.triggersActions[key.index] {
            changeValueRunningAction(forKey: key.name, apply)
        } else {
            apply(&storage)
            TransactionState.current.record(self)
        }
        if let redisplay, redisplay.changed(storage) { setNeedsDisplay() }
    }

    /// Steps 1–4 of ``changeValue(forKey:_:)`` for a key that triggers actions.
    private func changeValueRunningAction(forKey key: String, _ apply: (inout LayerProperties) -> Void) {
        let action = nonNullAction(forKey: key)
        apply(&storage)
        TransactionState.current.record(self)
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// Records a change that runs no action (tree edits, animations, display flags).
    func recordChange() {
        guard modelLayerReference == nil else { return }
        TransactionState.current.record(self)
    }

    /// The action a change of `key` runs, or nil: keys that trigger actions (animatable
    /// registered keys) and, as on Apple's platforms, every custom key set through
    /// ``setValue(_:forKey:)`` look one up (a custom key finds the delegate's, `actions`',
    /// `defaultAction(forKey:)`'s or an overridden `action(forKey:)`'s action, but no implicit
    /// animation); an `NSNull` result means none.
    func triggeredAction(forKey key: String) -> (any CAAction)? {
        let layerClass = type(of: self)
        guard layerClass.keyTriggersActions(key) || layerClass.propertyDescriptor(forKey: key) == nil else {
            return nil
        }
        return nonNullAction(forKey: key)
    }

    /// ``action(forKey:)``, with `NSNull` read as nil.
    private func nonNullAction(forKey key: String) -> (any CAAction)? {
        guard let action = action(forKey: key), !(action is NSNull) else { return nil }
        return action
    }

    /// Whether changing `key` runs Core Animation's own implicit action: registered animatable
    /// keys, unless they animate only explicitly. Custom keys have none, even those the class
    /// redraws for (`needsDisplay(forKey:)`): as on Apple's platforms, a layer subclass gives
    /// its custom property an implicit animation by overriding `action(forKey:)` (or through
    /// `actions`, its delegate or `defaultAction(forKey:)`).
    class func keyTriggersActions(_ key: String) -> Bool {
        guard let descriptor = propertyDescriptor(forKey: key) else { return false }
        return descriptor.isAnimatable && descriptor.implicitlyAnimates
    }
}
