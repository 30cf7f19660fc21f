extension CompiledAnimation {
    /// When the animation starts, in its parent's time (the layer's local time), in seconds:
    /// its `beginTime`. The delegate's `animationDidStart` is due once the layer time reaches it.
    public var startTime: CFTimeInterval { timing.beginTime }

    /// When the active interval ends, in the parent's time, in seconds:
    /// `beginTime + activeDuration / |speed|` (∞ for speed 0 or infinite repeats). The end is
    /// inclusive: at exactly this time the end state is still shown.
    public var endTime: CFTimeInterval { storage.window.endTime }

    /// Whether the animation has begun at layer time `t` (seconds): `t ≥ startTime`.
    public func hasStarted(atLayerTime t: CFTimeInterval) -> Bool {
        t >= storage.timing.beginTime
    }

    /// Whether the animation's active interval is over at layer time `t` (seconds):
    /// `t > endTime`. From then on the layer calls `animationDidStop(_:finished: true)` and,
    /// when ``isRemovedOnCompletion``, removes the animation.
    public func hasFinished(atLayerTime t: CFTimeInterval) -> Bool {
        t > endTime
    }
}
