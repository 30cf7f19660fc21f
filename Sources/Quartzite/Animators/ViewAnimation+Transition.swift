import Foundation

extension ViewAnimation {
    /// Where a container transition inserts the incoming layer among the container's
    /// sublayers.
    public enum TransitionPlacement: Sendable, Hashable {
        /// In front of the outgoing layer (a navigation push: the new page comes over the old).
        case above
        /// Behind the outgoing layer (a pop: the old page leaves, uncovering the one beneath).
        case below
    }

    /// Replaces `fromLayer` with `toLayer` in `container` through animations written with the
    /// block API — UIKit's custom container transitions (a `UIViewControllerAnimatedTransitioning`
    /// animator of a navigation push or pop, `UIView.transition(from:to:duration:options:completion:)`)
    /// for layers. Not Apple API by name.
    ///
    /// In order, in the current transaction:
    /// 1. a transition still running in `container` is interrupted: its animations are
    ///    removed, so its layers show their final (model) values, its outgoing layer leaves
    ///    and its completion is called with false;
    /// 2. `toLayer` is inserted into `container` above or below `fromLayer` (`placement`; at
    ///    the front or the back when `fromLayer` is not a sublayer of `container`);
    /// 3. `preparation` runs without any animation (``performWithoutAnimation(_:)``): it sets
    ///    the incoming layer's starting state (the seed's `toView.transform = …`);
    /// 4. `animations` runs as the block of
    ///    ``animate(withDuration:delay:options:animations:completion:)`` with `duration`
    ///    seconds and `options`; the layers of the `toLayer` subtree animate even when no
    ///    commit has included them yet (UIKit animates a view added in the same turn, and a
    ///    pushed page is usually new);
    /// 5. when all of its animations have ended (or at once when it animated nothing),
    ///    `fromLayer` is removed from its superlayer and `completion` runs, without animation,
    ///    with true — or with false when one of them was removed first or a second transition
    ///    in the same container interrupted this one.
    ///
    /// `completion` runs exactly once, after the tree has reached its final state (`toLayer`
    /// in the container, `fromLayer` out of it). It may start another transition.
    ///
    /// Seed 000's navigation push (scale 0.7, the new page entering from the right edge):
    ///
    /// ```swift
    /// let scale: CGFloat = 0.7
    /// let offscreen = CGAffineTransform(translationX: width * (1 + 1 / scale) / 2, y: 0)
    ///     .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    /// ViewAnimation.transition(from: page1, to: page2, in: container, duration: 1,
    ///     placement: .above,
    ///     preparation: { page2.setAffineTransform(offscreen) },
    ///     animations: {
    ///         page1.setAffineTransform(CGAffineTransform(scaleX: scale, y: scale))
    ///         page2.setAffineTransform(.identity)
    ///     },
    ///     completion: { _ in page1.setAffineTransform(.identity) })
    /// ```
    public static func transition(
        from fromLayer: CALayer, to toLayer: CALayer, in container: CALayer, duration: TimeInterval,
        options: AnimationOptions = [], placement: TransitionPlacement = .above,
        preparation: () -> Void = {}, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let state = TransactionState.current
        let key = ObjectIdentifier(container)
        state.containerTransitions[key]?.interrupt()
        let transition = ContainerTransition(container: container, fromLayer: fromLayer, completion: completion)
        state.containerTransitions[key] = transition
        if fromLayer.superlayer === container {
            switch placement {
            case .above: container.insertSublayer(toLayer, above: fromLayer)
            case .below: container.insertSublayer(toLayer, below: fromLayer)
            }
        } else {
            switch placement {
            case .above: container.addSublayer(toLayer)
            case .below: container.insertSublayer(toLayer, at: 0)
            }
        }
        performWithoutAnimation(preparation)
        let parameters = BlockAnimationParameters(
            duration: duration, delay: 0, options: options, spring: nil, calculationMode: nil)
        let incoming = toLayer.uncommittedSubtree()
        for layer in incoming { layer.hasBeenCommitted = true }
        transition.changes = run(parameters, animations: animations) { [weak transition] finished in
            transition?.finish(finished)
        }
        for layer in incoming { layer.hasBeenCommitted = false }
    }
}

/// One running container transition: what its end does (remove the outgoing layer, call the
/// completion once) and what interrupting it undoes (its animations).
final class ContainerTransition {
    private weak var container: CALayer?
    private let fromLayer: CALayer
    private var completion: ((Bool) -> Void)?
    private var isFinished = false
    /// The properties its block animated, whose animations an interruption removes.
    var changes: [RecordedLayerChange] = []

    init(container: CALayer, fromLayer: CALayer, completion: ((Bool) -> Void)?) {
        self.container = container
        self.fromLayer = fromLayer
        self.completion = completion
    }

    /// Ends the transition early: its animations jump to their end (model) values, then it
    /// finishes unfinished.
    func interrupt() {
        guard !isFinished else { return }
        isFinished = true
        for change in changes { change.layer.removeAnimation(forKey: change.key) }
        complete(false)
    }

    /// Called once the block's animations have all ended.
    func finish(_ finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        complete(finished)
    }

    /// Removes the outgoing layer, forgets the transition and calls the completion, once.
    private func complete(_ finished: Bool) {
        let state = TransactionState.current
        if let container, state.containerTransitions[ObjectIdentifier(container)] === self {
            state.containerTransitions[ObjectIdentifier(container)] = nil
        }
        ViewAnimation.performWithoutAnimation {
            fromLayer.removeFromSuperlayer()
            let block = completion
            completion = nil
            block?(finished)
        }
    }
}

extension CALayer {
    /// This layer, its mask and its sublayers at any depth that no commit has included yet.
    func uncommittedSubtree() -> [CALayer] {
        var result: [CALayer] = []
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if !layer.hasBeenCommitted { result.append(layer) }
            pending.append(contentsOf: layer.sublayerList)
            if let mask = layer.maskLayer { pending.append(mask) }
        }
        return result
    }
}
