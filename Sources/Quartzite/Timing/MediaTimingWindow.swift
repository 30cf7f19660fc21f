/// The parts of a ``MediaTimingParameters`` that bound its active interval — end time, active
/// duration and fill flags — computed once, so repeated evaluation (every animation, every
/// frame) does not recompute them or compare fill-mode names.
struct MediaTimingWindow: Sendable {
    /// ``MediaTimingParameters/endTime`` (parent seconds).
    let endTime: CFTimeInterval
    /// ``MediaTimingParameters/activeDuration`` (local seconds).
    let activeDuration: CFTimeInterval
    /// Whether the fill mode holds the start state before `beginTime`.
    let fillsBackwards: Bool
    /// Whether the fill mode holds the end state after ``endTime``.
    let fillsForwards: Bool

    init(_ timing: MediaTimingParameters) {
        endTime = timing.endTime
        activeDuration = timing.activeDuration
        fillsBackwards = timing.fillMode.fillsBackwards
        fillsForwards = timing.fillMode.fillsForwards
    }
}
