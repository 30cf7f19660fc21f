import Foundation
import Quartzite

/// Plays a ``Scene`` on the media clock: builds its layer tree, and moves scene time forward,
/// running each event as one `CATransaction` at its own time, so the presentation at any
/// scene time is the same however the time was reached (frame by frame or in one step).
///
/// Each player has its own manual media clock (``clock``), starting at `startMediaTime`
/// (scene time 0): it builds the tree, adds the animations and commits them with that clock
/// current (`MediaClock.withCurrent`), and ``advance(to:)`` moves only that clock, so the
/// process-wide `MediaClock.shared` is never touched and any number of players can play at
/// once. Layers belong to the calling thread (Core Animation's rule): use a player on one
/// thread. To read presentation values of its layers, read them with its clock current:
/// `MediaClock.withCurrent(player.clock) { layer.presentation() }` (a renderer given explicit
/// media times, as `FrameRenderer` is, needs no clock).
///
/// Times: a non-zero animation `beginTime` in the file is scene seconds, converted to the
/// layer's local time; 0 means the commit time (scene 0 for the initial tree, the event's
/// time for animations added by events). Layer timing (`beginTime`, `timeOffset`, `speed`)
/// is Core Animation's, in the parent's time; the root's parent time is media time, so with
/// the default `startMediaTime` of 0 it is scene time.
public final class ScenePlayer {
    /// The scene played.
    public let scene: Scene
    /// The root of the built layer tree.
    public let rootLayer: CALayer
    /// The media time of scene time 0, seconds.
    public let startMediaTime: CFTimeInterval
    /// The player's own manual media clock: media time `startMediaTime + currentTime`
    /// seconds. The tree is committed on it, and only ``advance(to:)`` should move it.
    public let clock: MediaClock
    /// The current scene time, seconds.
    public private(set) var currentTime: Double = 0
    /// The built layers that have names (inserted layers join when their event runs).
    public private(set) var layers: [String: CALayer]
    /// The index of the next event to run.
    private var nextEvent = 0
    private let builder: SceneBuilder

    /// Builds `scene` and commits it at media time `startMediaTime` (scene time 0), running
    /// the events at time 0.
    public init(scene: Scene, startMediaTime: CFTimeInterval = 0) {
        self.scene = scene
        self.startMediaTime = startMediaTime
        let builder = SceneBuilder(startMediaTime: startMediaTime)
        self.builder = builder
        let clock = MediaClock(manualTime: startMediaTime)
        self.clock = clock
        CATransaction.flush()
        var layers: [String: CALayer] = [:]
        rootLayer = MediaClock.withCurrent(clock) {
            CATransaction.begin()
            let root = builder.makeLayer(scene.root, layers: &layers)
            builder.addAnimations(of: scene.root, to: root)
            CATransaction.commit()
            return root
        }
        self.layers = layers
        advance(to: 0)
    }

    /// The built layer named `name`, or nil.
    public func layer(named name: String) -> CALayer? {
        layers[name]
    }

    /// Moves to scene time `time` (seconds), with ``clock`` current: runs every event with a
    /// time ≤ `time` not yet run, each as one `CATransaction` with the clock at the event's
    /// time, then sets the clock to `time`. Time cannot go back (a new player replays from the
    /// start): `time` must not be less than ``currentTime``. Changes pending on the calling
    /// thread are committed on the player's clock: commit changes to other layer trees first.
    public func advance(to time: Double) {
        precondition(time >= currentTime, "ScenePlayer cannot go back in time (\(time) < \(currentTime))")
        MediaClock.withCurrent(clock) {
            while nextEvent < scene.events.count, scene.events[nextEvent].time <= time {
                let event = scene.events[nextEvent]
                nextEvent += 1
                clock.set(to: startMediaTime + event.time)
                run(event)
            }
            clock.set(to: startMediaTime + time)
            CATransaction.flush()
        }
        currentTime = time
    }

    /// Moves to frame `index` of the scene (time `index / fps`).
    public func advance(toFrame index: Int) {
        advance(to: scene.frameTime(index))
    }

    /// Runs one event as a transaction: transition, container transition, insertions,
    /// reorderings, assignments, scrolls, animations added, removals.
    private func run(_ event: SceneEvent) {
        CATransaction.begin()
        if let duration = event.animationDuration { CATransaction.setAnimationDuration(duration) }
        if let function = event.animationTimingFunction {
            CATransaction.setAnimationTimingFunction(function.makeFunction())
        }
        CATransaction.setDisableActions(event.disableActions)
        if let transition = event.transition, let layer = layers[transition.layer] {
            builder.add(transition.animation, to: layer, forKey: "transition")
        }
        if let transition = event.containerTransition { run(transition) }
        for insertion in event.insertions {
            guard let parent = layers[insertion.parent] else { continue }
            let layer = builder.makeLayer(insertion.layer, layers: &layers)
            if let index = insertion.index {
                parent.insertSublayer(layer, at: UInt32(clamping: index))
            } else {
                parent.addSublayer(layer)
            }
            builder.addAnimations(of: insertion.layer, to: layer)
        }
        for reordering in event.reorderings {
            guard let layer = layers[reordering.layer], let parent = layer.superlayer else { continue }
            switch reordering.placement {
            case .below(let sibling): parent.insertSublayer(layer, below: layers[sibling])
            case .above(let sibling): parent.insertSublayer(layer, above: layers[sibling])
            case .index(let index): parent.insertSublayer(layer, at: UInt32(clamping: index))
            }
        }
        for assignment in event.assignments {
            layers[assignment.layer]?.setValue(assignment.value.anyValue, forKeyPath: assignment.keyPath)
        }
        for scroll in event.scrolls { run(scroll) }
        for addition in event.additions {
            guard let layer = layers[addition.layer] else { continue }
            builder.add(addition.animation, to: layer)
        }
        for removal in event.removals {
            guard let layer = layers[removal.layer] else { continue }
            if let key = removal.key {
                layer.removeAnimation(forKey: key)
            } else {
                layer.removeFromSuperlayer()
            }
        }
        CATransaction.commit()
    }

    /// Sets the values of `assignments` on the named layers.
    private func apply(_ assignments: [SceneEvent.Assignment]) {
        for assignment in assignments {
            layers[assignment.layer]?.setValue(assignment.value.anyValue, forKeyPath: assignment.keyPath)
        }
    }

    /// Runs a container transition (`ViewAnimation.transition(from:to:in:…)`); a new incoming
    /// layer is built, inserted, and then given its own animations.
    private func run(_ transition: SceneEvent.ContainerTransition) {
        guard let container = layers[transition.container], let from = layers[transition.from] else { return }
        let to: CALayer
        switch transition.to {
        case .named(let name):
            guard let layer = layers[name] else { return }
            to = layer
        case .new(let description):
            to = builder.makeLayer(description, layers: &layers)
        }
        ViewAnimation.transition(
            from: from, to: to, in: container, duration: transition.duration,
            options: ViewAnimation.AnimationOptions(rawValue: UInt(transition.curve.rawValue) << 16),
            placement: transition.placement,
            preparation: { self.apply(transition.preparation) },
            animations: { self.apply(transition.animations) },
            completion: { [weak self] _ in self?.apply(transition.completion) })
        if case .new(let description) = transition.to { builder.addAnimations(of: description, to: to) }
    }

    /// Runs one scroll.
    private func run(_ scroll: SceneEvent.Scroll) {
        guard let layer = layers[scroll.layer] else { return }
        switch scroll.kind {
        case .toPoint(let p): (layer as? CAScrollLayer)?.scroll(to: p)
        case .toRect(let r): (layer as? CAScrollLayer)?.scroll(to: r)
        case .point(let p): layer.scroll(p)
        case .rectToVisible(let r): layer.scrollRectToVisible(r)
        }
    }
}
