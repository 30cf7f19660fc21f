import Foundation

extension CALayer {
    /// The outcome of one source of the action lookup.
    private enum LookupStep {
        /// The source had nothing: go on to the next.
        case next
        /// The source said `NSNull`: no action at all.
        case stop
        /// The source supplied this action.
        case found(any CAAction)

        init(_ value: Any?) {
            switch value {
            case nil: self = .next
            case is NSNull: self = .stop
            case let action as any CAAction: self = .found(action)
            default: self = .next
            }
        }
    }

    /// The lookup behind ``action(forKey:)`` (REFERENCE 9).
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if CATransaction.disableActions() { return nil }
        switch lookUpStep(forKey: event) {
        case .found(let action): return action
        case .stop: return nil
        case .next: return implicitAction(forKey: event)
        }
    }

    /// The implicit action for a change of `key`: a fade transition for keys whose descriptor
    /// says so (`compositingFilter`), else ``implicitAnimation(forKey:)``.
    func implicitAction(forKey key: String) -> (any CAAction)? {
        let layerClass = type(of: self)
        if layerClass.propertyDescriptor(forKey: key)?.implicitlyTransitions == true {
            return layerClass.keyTriggersActions(key) ? Self.implicitFade() : nil
        }
        return implicitAnimation(forKey: key)
    }

    /// A cross-dissolve (`CATransition` of type `.fade`) of the transaction's duration and
    /// timing function (else `.default`): the implied transition of Core Animation's actions.
    static func implicitFade() -> CATransition {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = CATransaction.animationDuration()
        fade.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return fade
    }

    /// The action the lookup for `event` finds before the implicit animation: nil with
    /// `stopped` false when no source has one (the implicit animation would follow), nil with
    /// `stopped` true when one says `NSNull` or actions are disabled.
    func explicitAction(forKey event: String) -> (action: (any CAAction)?, stopped: Bool) {
        if CATransaction.disableActions() { return (nil, true) }
        switch lookUpStep(forKey: event) {
        case .found(let action): return (action, false)
        case .stop: return (nil, true)
        case .next: return (nil, false)
        }
    }

    /// The provider, delegate, `actions`, style and `defaultAction(forKey:)` steps of the lookup.
    private func lookUpStep(forKey event: String) -> LookupStep {
        var step = LookupStep.next
        if let provider = LayerActionScope.currentProvider {
            step = LookupStep(provider.action(for: self, forKey: event))
        }
        if case .next = step, let delegate {
            step = LookupStep(delegate.action(for: self, forKey: event))
        }
        if case .next = step, let actions {
            step = LookupStep(actions[event])
        }
        if case .next = step {
            step = styleAction(forKey: event)
        }
        if case .next = step {
            step = LookupStep(type(of: self).defaultAction(forKey: event))
        }
        return step
    }

    /// Searches the `"actions"` dictionaries of ``style`` and of the styles it chains to
    /// through their `"style"` entries.
    private func styleAction(forKey event: String) -> LookupStep {
        var current = style
        var depth = 0
        while let dictionary = current, depth < 64 {
            if let actions = dictionary["actions"] as? [AnyHashable: Any] {
                let step = LookupStep(actions[event])
                if case .next = step {} else { return step }
            }
            current = dictionary["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return .next
    }

    /// The implicit animation for a change of `key`, or nil when `key` does not trigger
    /// actions: a `CABasicAnimation` with `keyPath` = `key`, `fromValue` = the current
    /// presentation value (transparent for a colour that has none), no `toValue` (so it runs
    /// toward the live model value), the transaction's duration and timing function.
    func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard type(of: self).keyTriggersActions(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction =
            CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        if let from = presentationValue(forKey: key) {
            animation.fromValue = from
        } else if type(of: self).propertyDescriptor(forKey: key)?.kind == .color {
            animation.fromValue = AnimationValue.color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        }
        return animation
    }
}
