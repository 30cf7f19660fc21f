import Foundation

extension ViewAnimation {
    /// Animates the changes made in `animations` as keyframe animations lasting `duration`
    /// seconds, starting `delay` seconds from now. Changes made inside
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` become keyframes;
    /// changes made directly in the block span the whole duration.
    ///
    /// Each changed property gets one `CAKeyframeAnimation`: its value before the block at
    /// key time 0, then for every keyframe (in start order) the previous value at the
    /// keyframe's start (when that leaves a gap) and the keyframe's value at its end, and the
    /// last value held to key time 1. The calculation mode comes from `options` (linear by
    /// default; paced modes ignore the key times, and in discrete mode the last value shows
    /// only once the animation has ended, as for any `CAKeyframeAnimation` with as many key
    /// times as values); the pacing curve of the whole animation comes from `options`
    /// (ease in, ease out by default, as in UIKit). `completion` as in
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = BlockAnimationParameters(
            duration: duration, delay: delay, options: options.blockOptions, spring: nil,
            calculationMode: options.calculationMode)
        run(parameters, recordsKeyframes: true, animations: animations, completion: completion)
    }

    /// Inside an `animateKeyframes` block: records the changes made in `animations` as one
    /// keyframe that starts at `frameStartTime` and lasts `frameDuration`, both relative to
    /// the whole animation (0…1). Outside a keyframe block it just runs `animations`.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let recorder = LayerActionScope.currentProvider as? LayerChangeRecorder,
            recorder.recordsKeyframes
        else {
            animations()
            return
        }
        let previous = recorder.currentKeyframe
        recorder.currentKeyframe = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
        animations()
        recorder.currentKeyframe = previous
    }

    /// The keyframe animation of a change recorded in a keyframe block (see
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``), or nil when
    /// no keyframe changes the value.
    static func keyframeAnimation(
        for change: RecordedLayerChange, from start: AnimationValue,
        mode: CAAnimationCalculationMode, _ parameters: BlockAnimationParameters
    ) -> CAKeyframeAnimation? {
        let frames = change.keyframes.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }.map(\.element)
        guard frames.contains(where: { $0.value != start }) else { return nil }
        var values: [AnimationValue] = [start]
        var times: [Double] = [0]
        var current = start
        for frame in frames {
            let last = times[times.count - 1]
            if frame.start > last + 1e-9 {
                values.append(current)
                times.append(frame.start)
            }
            values.append(frame.value)
            times.append(max(min(frame.start + frame.duration, 1), times[times.count - 1]))
            current = frame.value
        }
        if times[times.count - 1] < 1 - 1e-9 {
            values.append(current)
            times.append(1)
        } else {
            times[times.count - 1] = 1
        }
        let animation = CAKeyframeAnimation(keyPath: change.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.timingFunction = parameters.options.curve.timingFunction
        return animation
    }
}
