/// The states of a ``PropertyAnimator`` (mirrors UIKit's `UIViewAnimatingState`, same raw
/// values).
public enum ViewAnimatingState: Int, Sendable, Hashable {
    /// No animations are running or paused: the initial state, and the state after the
    /// animations finished or were stopped without finishing.
    case inactive = 0
    /// The animations have been started (running or paused).
    case active = 1
    /// The animations were stopped (`stopAnimation(false)`) and wait for
    /// `finishAnimation(at:)`.
    case stopped = 2
}

/// Where the animations of a ``PropertyAnimator`` ended (mirrors UIKit's
/// `UIViewAnimatingPosition`, same raw values).
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
    /// At the end values (the values set in the animation blocks).
    case end = 0
    /// At the start values (the values before the blocks ran).
    case start = 1
    /// Wherever the animations were when they were stopped.
    case current = 2
}
