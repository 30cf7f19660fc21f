/// How a composition's frames relate to the root composition's frames (a layer's own
/// keyframes are in its composition's frames). Without time remapping
/// the map is affine, `root = scale × local + offset`, and each level of precomposition
/// composes one more (the precomposition layer's start time `st` and stretch `sr`): keyframes
/// then keep their easing, placed at their root frames. Below a time-remapped precomposition
/// (`tm`) local time is a function of root time that need not be monotonic, so ``remap``
/// gives the local frame of each root frame and animations are sampled at every root frame.
struct TimeMap: Sendable {
    var scale: Double = 1
    var offset: Double = 0
    /// Root frame → local frame, when a time remap lies between; the affine part is unused.
    var remap: (@Sendable (Double) -> Double)?

    /// The root frame of local frame `local` (affine maps only).
    func rootFrame(_ local: Double) -> Double { scale * local + offset }

    /// The local frame shown at root frame `root`.
    func localFrame(_ root: Double) -> Double {
        if let remap { return remap(root) }
        return (root - offset) / scale
    }

    /// The map of the children of a precomposition layer with start time `st` and stretch
    /// `sr`: child frame `c` is comp frame `c × sr + st`.
    func precomposition(startTime: Double, stretch: Double) -> TimeMap {
        var map = TimeMap(scale: scale * stretch, offset: offset + scale * startTime)
        if let remap { map.remap = { (remap($0) - startTime) / stretch } }
        return map
    }

    /// The map of the children of a precomposition layer with time remap `tm` (seconds,
    /// keyed, like the layer's other keyframes, in its composition's frames): child frame =
    /// `tm(comp) × frameRate` — the layer's start time does not move it, as in lottie-ios's
    /// Core Animation engine (and rlottie).
    func timeRemapped(remap tm: LottieAnimated<Double>, frameRate: Double) -> TimeMap {
        let base = self
        let seconds = tm.map { [$0] }
        return TimeMap(scale: 1, offset: 0, remap: { root in seconds.value(atFrame: base.localFrame(root))[0] * frameRate })
    }
}
