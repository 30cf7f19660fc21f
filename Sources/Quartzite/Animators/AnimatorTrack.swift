import Foundation

/// One property of one layer animated by a ``PropertyAnimator``: its start and end values,
/// the animator fraction at which it starts moving (delay factors, animations added while
/// running), and the values of the current segment.
final class AnimatorTrack {
    let layer: CALayer
    let key: String
    /// The value before the animation block ran.
    let startValue: AnimationValue
    /// The model value the animation block set.
    var endValue: AnimationValue
    /// The animator fraction (0…1) at which the property starts moving.
    var startFraction: Double
    /// The value at the current segment's start.
    var segmentFrom: AnimationValue
    /// The value at the current segment's end.
    var segmentTo: AnimationValue

    init(layer: CALayer, key: String, start: AnimationValue, end: AnimationValue, startFraction: Double) {
        self.layer = layer
        self.key = key
        startValue = start
        endValue = end
        self.startFraction = startFraction
        segmentFrom = start
        segmentTo = end
    }

    /// The window of segment time (seconds) in which the property moves: it moves while the
    /// animator fraction is at or above ``startFraction``.
    func window(in segment: AnimatorSegment) -> (begin: Double, end: Double) {
        let length = segment.length
        let span = segment.toFraction - segment.fromFraction
        guard span != 0 else { return (0, length) }
        let crossing = (startFraction - segment.fromFraction) / span * length
        if span > 0 { return (min(max(crossing, 0), length), length) }
        return (0, min(max(crossing, 0), length))
    }
}

/// The delegate of a ``PropertyAnimator``'s layer animations: reports the end of the
/// segment the animation belongs to (animations of earlier segments are ignored).
final class AnimatorObserver: CAAnimationDelegate {
    /// Held strongly: a running animator lives until its animations end, as UIKit's does.
    let animator: PropertyAnimator
    let generation: Int

    init(animator: PropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { animator.segmentDidEnd(generation: generation) }
    }
}
