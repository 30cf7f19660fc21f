import Foundation

extension PropertyAnimator {
    /// The length of a whole-animation segment: the duration times the duration factor.
    var fullLength: Double { duration * durationFactor }

    /// Runs the pending blocks and enters the active state, running (after `delay`) or paused
    /// at the start (at the end when reversed).
    func activate(paused: Bool, delay: Double) {
        let blocks = pendingAnimations
        pendingAnimations = []
        state = .active
        for pending in blocks { record(pending.block, startFraction: pending.delayFactor) }
        let length = fullLength
        let now = CACurrentMediaTime()
        segment = AnimatorSegment(
            fromFraction: 0, toFraction: 1, length: length, timing: .init(timingParameters),
            spansWholeAnimation: true, isLinearScrub: false,
            elapsed: reversed ? length + (paused ? 0 : delay) : (paused ? 0 : -delay),
            anchorTime: now, speed: paused ? 0 : (reversed ? -1 : 1))
        for track in tracks {
            track.segmentFrom = track.startValue
            track.segmentTo = track.endValue
        }
        if !paused && (tracks.isEmpty || length <= 0) {
            reachEnd(at: reversed ? .start : .end)
            return
        }
        applySegment()
    }

    /// Runs `block` while the animator is active: its changes start moving at the current
    /// fraction plus `delayFactor` of the rest and end with the others.
    func addActiveAnimations(_ block: () -> Void, delayFactor: Double) {
        let now = CACurrentMediaTime()
        let fraction = segment.fraction(at: now)
        let added = record(block, startFraction: fraction + delayFactor * (1 - fraction))
        for track in added {
            track.segmentFrom = track.startValue
            track.segmentTo =
                segment.spansWholeAnimation || segment.toFraction > segment.fromFraction
                ? track.endValue : track.startValue
        }
        if !added.isEmpty { applySegment() }
    }

    /// Runs `block` under a change recorder and makes tracks of the properties it changed
    /// (a property already animated keeps its start value and takes the new end value).
    /// Returns the new tracks.
    @discardableResult
    func record(_ block: () -> Void, startFraction: Double) -> [AnimatorTrack] {
        let recorder = LayerChangeRecorder(parameters: nil)
        LayerActionScope.withProvider(recorder, block)
        var added: [AnimatorTrack] = []
        for change in recorder.changes {
            guard let end = change.modelAfter,
                let start = change.presentationBefore ?? change.modelBefore
            else { continue }
            if let existing = tracks.first(where: { $0.layer === change.layer && $0.key == change.key }) {
                existing.endValue = end
                continue
            }
            guard start != end else { continue }
            let track = AnimatorTrack(
                layer: change.layer, key: change.key, start: start, end: end,
                startFraction: min(max(startFraction, 0), 1))
            tracks.append(track)
            added.append(track)
        }
        return added
    }

    /// Shows the whole animation paused at `fraction`: linear with ``scrubsLinearly``, else
    /// with the animator's pacing.
    func scrub(to fraction: Double) {
        let length = fullLength
        segment = AnimatorSegment(
            fromFraction: 0, toFraction: 1, length: length,
            timing: scrubsLinearly ? .cubic(nil) : .init(timingParameters),
            spansWholeAnimation: true, isLinearScrub: scrubsLinearly, elapsed: fraction * length,
            anchorTime: CACurrentMediaTime(), speed: 0)
        for track in tracks {
            track.segmentFrom = track.startValue
            track.segmentTo = track.endValue
        }
        applySegment()
    }

    /// Runs toward the end (the start when reversed) from where the animation is. The
    /// whole-animation segment simply runs on (backwards when reversed, rescaled to a new
    /// duration factor); after a linear scrub, with new `timing`, or when a partial segment
    /// points the other way, a new segment runs from the values shown to the target values
    /// over the remaining share of the duration.
    func continueTowardTarget(timing: AnimatorSegment.Timing?) {
        let now = CACurrentMediaTime()
        let fraction = segment.fraction(at: now)
        let target: Double = reversed ? 0 : 1
        let remaining = abs(target - fraction)
        if timing == nil && segment.spansWholeAnimation && !segment.isLinearScrub {
            let length = fullLength
            segment.elapsed = fraction * length
            segment.length = length
            segment.anchorTime = now
            segment.speed = reversed ? -1 : 1
        } else {
            let shown = tracks.map { $0.layer.livePresentationValue(forKey: $0.key) }
            segment = AnimatorSegment(
                fromFraction: fraction, toFraction: target, length: remaining * fullLength,
                timing: timing ?? .init(timingParameters), spansWholeAnimation: false,
                isLinearScrub: false, elapsed: 0, anchorTime: now, speed: 1)
            for (track, value) in zip(tracks, shown) {
                track.segmentFrom = value ?? track.startValue
                track.segmentTo = reversed ? track.startValue : track.endValue
            }
        }
        if remaining <= 1e-12 || segment.length <= 0 || tracks.isEmpty {
            reachEnd(at: reversed ? .start : .end)
            return
        }
        applySegment()
    }

    /// Replaces every track's layer animation with one playing the current segment.
    func applySegment() {
        generation += 1
        let now = CACurrentMediaTime()
        for track in tracks {
            let animation = makeAnimation(for: track)
            segment.applyTiming(to: animation, layer: track.layer, now: now)
            animation.delegate = AnimatorObserver(animator: self, generation: generation)
            track.layer.add(animation, forKey: track.key)
        }
    }

    /// The animation of `track` in the current segment: a basic or spring animation over the
    /// segment, or — when the property moves in only part of it — a group of the segment's
    /// length holding that animation in its window.
    func makeAnimation(for track: AnimatorTrack) -> CAAnimation {
        let window = track.window(in: segment)
        let moving = max(window.end - window.begin, 1e-9)
        let motion: CABasicAnimation
        switch segment.timing {
        case .cubic(let function):
            motion = CABasicAnimation(keyPath: track.key)
            motion.timingFunction = function
        case .spring(let spring):
            let springAnimation = CASpringAnimation(keyPath: track.key)
            springAnimation.springParameters = spring.springParameters(forDuration: moving)
            motion = springAnimation
        }
        motion.fromValue = track.segmentFrom
        motion.toValue = track.segmentTo
        if window.begin <= 1e-12 && window.end >= segment.length - 1e-12 { return motion }
        motion.beginTime = window.begin > 0 ? window.begin : .leastNonzeroMagnitude
        motion.duration = moving
        motion.fillMode = .both
        let group = CAAnimationGroup()
        group.animations = [motion]
        return group
    }

    /// Removes the layer animations this animator added (and ignores their stop reports).
    func removeLayerAnimations() {
        generation += 1
        for track in tracks {
            guard let attached = track.layer.attachedAnimations.last(where: { $0.key == track.key }),
                (attached.animation.delegate as? AnimatorObserver)?.animator === self
            else { continue }
            track.layer.removeAnimation(forKey: track.key)
        }
    }

    /// A layer animation of the current segment reached its end.
    func segmentDidEnd(generation ended: Int) {
        guard ended == generation, state == .active else { return }
        reachEnd(at: segment.targetFraction >= 0.5 ? .end : .start)
    }

    /// The animations reached `position` (`.end` or `.start`): pause there with
    /// ``pausesOnCompletion``, else set the model values to it, remove the animations and
    /// complete.
    func reachEnd(at position: ViewAnimatingPosition) {
        if pausesOnCompletion && !tracks.isEmpty {
            let now = CACurrentMediaTime()
            segment.elapsed = segment.clampedElapsed(at: now)
            segment.anchorTime = now
            segment.speed = 0
            applySegment()
            return
        }
        removeLayerAnimations()
        for track in tracks {
            let value = position == .start ? track.startValue : track.endValue
            track.layer.setModelValueWithoutActions(value, forKey: track.key)
        }
        complete(at: position)
    }

    /// Becomes inactive and runs the completion handlers once.
    func complete(at position: ViewAnimatingPosition) {
        state = .inactive
        tracks = []
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
