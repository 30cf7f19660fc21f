import Foundation

/// How the changes recorded in one animation block are animated: duration, delay, curve,
/// repetition and the spring or keyframe settings.
struct BlockAnimationParameters {
    /// Seconds.
    var duration: CFTimeInterval
    /// Seconds after the call before the animations begin.
    var delay: CFTimeInterval
    /// The options (curve, repeat, autoreverse, beginFromCurrentState, overrides).
    var options: ViewAnimation.AnimationOptions
    /// The spring of a spring block, or nil.
    var spring: SpringParameters?
    /// The calculation mode of a keyframe block, or nil for other blocks.
    var calculationMode: CAAnimationCalculationMode?

    /// The parameters of a block nested in `outer`: UIKit's nested blocks take the enclosing
    /// block's duration and curve unless `overrideInheritedDuration`/`overrideInheritedCurve`.
    func inheriting(from outer: BlockAnimationParameters?) -> BlockAnimationParameters {
        guard let outer else { return self }
        var result = self
        if !options.contains(.overrideInheritedDuration) { result.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) {
            let curveMask: UInt = 0xF << 16
            result.options = ViewAnimation.AnimationOptions(
                rawValue: (options.rawValue & ~curveMask) | (outer.options.rawValue & curveMask))
        }
        return result
    }

    /// Applies duration, delay (`beginTime = now + delay` in `layer`'s time, with a backwards
    /// fill so the start value shows during the delay), repeat and autoreverse to `animation`.
    func applyTiming(to animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }
}

/// Counts the animations one block created and calls the block's completion once all of
/// them have stopped: `finished` is true when every one ran to its end.
final class BlockCompletionTracker: CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// One more animation to wait for.
    func expectOne() { pending += 1 }

    /// Runs the completion now when nothing is pending (a block that animated nothing).
    func completeIfIdle() {
        if pending == 0 { finish() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
        pending -= 1
        if pending == 0 { finish() }
    }

    private func finish() {
        let block = completion
        completion = nil
        block?(allFinished)
    }
}
