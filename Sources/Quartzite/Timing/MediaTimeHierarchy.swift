/// Hierarchical time (REFERENCE 1.10): composing the time maps of a chain of layers, and
/// converting a time between two chains through their common ancestor.
///
/// A chain lists the ``MediaTimingParameters`` of layers from the outermost (the root, whose
/// parent time is absolute time, `CACurrentMediaTime()`) down to the innermost; each layer
/// maps its superlayer's local time with `(t − beginTime) × speed + timeOffset`, unclamped.
/// Speeds multiply: a layer at speed 2 inside a layer at speed 2 runs 4× absolute time.
///
/// ```
///  absolute ──▶ root.local ──▶ … ──▶ leaf.local           (forward maps, downwards)
///  absolute ◀── root.local ◀── … ◀── leaf.local           (inverse maps, upwards)
/// ```
///
/// All functions are generic over the collection type and allocate nothing.
public enum MediaTimeHierarchy {
    /// Maps a time in the parent space of `chain.first` (absolute time for a root) to the
    /// local time of `chain.last`, in seconds. An empty chain returns `t`.
    @inlinable
    public static func localTime<Chain: Sequence>(
        fromAbsoluteTime t: CFTimeInterval, through chain: Chain
    ) -> CFTimeInterval where Chain.Element == MediaTimingParameters {
        var time = t
        for layer in chain { time = layer.localTime(fromParentTime: time) }
        return time
    }

    /// Maps the local time of `chain.last` back to the parent space of `chain.first`
    /// (absolute time for a root), in seconds; non-finite if a layer in the chain has speed 0.
    @inlinable
    public static func absoluteTime<Chain: BidirectionalCollection>(
        fromLocalTime t: CFTimeInterval, through chain: Chain
    ) -> CFTimeInterval where Chain.Element == MediaTimingParameters {
        var time = t
        for layer in chain.reversed() { time = layer.parentTime(fromLocalTime: time) }
        return time
    }

    /// Converts `t` from the local time of `source.last` to the local time of
    /// `destination.last` (`CALayer.convertTime(_:from:)` / `convertTime(_:to:)`), in seconds.
    ///
    /// Both chains start at the same root; their first `sharedCount` elements are the same
    /// layers (the common ancestor is `source[sharedCount − 1]`, or absolute time when
    /// `sharedCount` is 0). Time is mapped up from the source to the common ancestor with the
    /// inverse maps, then down to the destination with the forward maps, so a paused
    /// (speed 0) ancestor above the common one does not matter. An empty chain stands for
    /// absolute time (`from: nil`).
    @inlinable
    public static func convertTime<Source: BidirectionalCollection, Destination: Collection>(
        _ t: CFTimeInterval, from source: Source, to destination: Destination, sharedCount: Int
    ) -> CFTimeInterval
    where Source.Element == MediaTimingParameters, Destination.Element == MediaTimingParameters {
        let upward = absoluteTime(fromLocalTime: t, through: source.dropFirst(sharedCount))
        return localTime(fromAbsoluteTime: upward, through: destination.dropFirst(sharedCount))
    }

    /// The cycle index and fraction of an animation attached to `chain.last` at absolute time
    /// `t` (the animation's parent time is the innermost layer's local time), or `nil` when
    /// the animation is not active.
    @inlinable
    public static func progress<Chain: Sequence>(
        of animation: MediaTimingParameters, atAbsoluteTime t: CFTimeInterval, through chain: Chain
    ) -> MediaTimingProgress? where Chain.Element == MediaTimingParameters {
        animation.progress(atParentTime: localTime(fromAbsoluteTime: t, through: chain))
    }
}
