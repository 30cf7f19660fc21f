/// The affine map from a layer's own frames to the root composition's frames:
/// `root = scale × local + offset`. Each level of precomposition composes one more map
/// (the precomposition layer's start time `st` and time stretch `sr`).
struct TimeMap: Equatable {
    var scale: Double = 1
    var offset: Double = 0

    func rootFrame(_ local: Double) -> Double { scale * local + offset }

    /// The map of a layer started at `startTime` (its keyframe `k` shows at comp frame `k + st`).
    func shifted(by startTime: Double) -> TimeMap {
        TimeMap(scale: scale, offset: offset + scale * startTime)
    }

    /// The map of the children of a precomposition layer with start time `st` and stretch
    /// `sr`: child frame `c` is comp frame `c × sr + st`.
    func precomposition(startTime: Double, stretch: Double) -> TimeMap {
        TimeMap(scale: scale * stretch, offset: offset + scale * startTime)
    }
}
