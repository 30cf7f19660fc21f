import Foundation

/// The layers of one thread whose committed animations still have delegate callbacks, removal
/// or completion-block work due, and the firing of that work in media-time order when the
/// clock moves (``MediaClock``) or a transaction flushes. Each layer belongs to the clock that
/// was current when it was scheduled, and only that clock's moves fire its work, so trees on
/// different clocks on one thread do not fire each other's callbacks at a foreign time.
/// Layers are held weakly: a layer that goes away takes its animations with it.
final class AnimationScheduler {
    /// A weak reference to a registered layer, and the clock its work is fired by.
    private struct Entry {
        weak var layer: CALayer?
        let clock: MediaClock
    }

    /// One callback that is due.
    private struct Event {
        enum Kind: Int {
            case start = 0
            case stop = 1
        }
        /// The media time the event belongs to, in seconds.
        let time: CFTimeInterval
        let kind: Kind
        /// Registration order, to keep events of equal time stable.
        let sequence: Int
        let layer: CALayer
        let attachment: AttachedAnimation
    }

    private var entries: [Entry] = []
    /// Whether events are being fired (a callback that moves the clock does not re-enter).
    private var isFiring = false

    /// The calling thread's scheduler.
    static var current: AnimationScheduler { TransactionState.current.scheduler }

    /// Registers `layer` (once) on `clock` because it has committed animations. A layer
    /// already registered stays on the clock it was registered on until its work is done.
    func register(_ layer: CALayer, on clock: MediaClock) {
        guard !layer.isScheduled else { return }
        layer.isScheduled = true
        entries.append(Entry(layer: layer, clock: clock))
    }

    /// Fires every start and stop of the layers on `clock` that is due at media time `now`
    /// (seconds), sorted by the media time each belongs to (starts before stops at equal times,
    /// then in registration order). A stop removes the animation when `isRemovedOnCompletion`,
    /// tells the delegate `finished: true`, and counts down the completion groups it belongs to.
    func processDueEvents(at now: CFTimeInterval, on clock: MediaClock) {
        guard !isFiring, !entries.isEmpty else { return }
        isFiring = true
        defer { isFiring = false }
        var events: [Event] = []
        var sequence = 0
        entries.removeAll { entry in
            guard let layer = entry.layer else { return true }
            guard entry.clock === clock else { return false }
            let keep = collectEvents(of: layer, at: now, into: &events, sequence: &sequence)
            if !keep { layer.isScheduled = false }
            return !keep
        }
        guard !events.isEmpty else { return }
        events.sort { a, b in
            if a.time != b.time { return a.time < b.time }
            if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
            return a.sequence < b.sequence
        }
        CATransaction.begin()
        for event in events {
            switch event.kind {
            case .start: event.layer.animationDidStart(event.attachment)
            case .stop: event.layer.animationDidFinish(event.attachment)
            }
        }
        CATransaction.commit()
    }

    /// Appends the due events of `layer`; returns whether the layer still has callbacks ahead.
    private func collectEvents(
        of layer: CALayer, at now: CFTimeInterval, into events: inout [Event], sequence: inout Int
    ) -> Bool {
        var pendingWork = false
        let localNow = layer.convertTime(now, from: nil)
        for attachment in layer.attachedAnimations where attachment.isCommitted {
            let compiled = attachment.compiled
            if !attachment.hasStarted {
                if compiled.hasStarted(atLayerTime: localNow) {
                    events.append(
                        Event(
                            time: eventTime(compiled.startTime, of: layer, fallback: now), kind: .start,
                            sequence: sequence, layer: layer, attachment: attachment))
                    sequence += 1
                } else {
                    pendingWork = true
                }
            }
            if !attachment.hasFinished {
                if compiled.hasFinished(atLayerTime: localNow) {
                    events.append(
                        Event(
                            time: eventTime(compiled.endTime, of: layer, fallback: now), kind: .stop,
                            sequence: sequence, layer: layer, attachment: attachment))
                    sequence += 1
                } else {
                    pendingWork = true
                }
            }
        }
        return pendingWork
    }

    /// The media time of a layer-time instant; `fallback` when it has none (paused layers).
    private func eventTime(_ layerTime: CFTimeInterval, of layer: CALayer, fallback: CFTimeInterval)
        -> CFTimeInterval
    {
        let time = layer.convertTime(layerTime, to: nil)
        return time.isFinite ? min(time, fallback) : fallback
    }
}
