extension LottiePlayback {
    /// Plays the part of `animation` that its marker `name` (`cm`) spans, from the marker's
    /// frame for its duration, as lottie-ios's `play(marker:)` does; nil when the file has no
    /// marker of that name. A marker without a duration plays nothing: the tree holds its frame.
    public init?(
        marker name: String, in animation: LottieAnimation, repeatCount: Float = 1, autoreverses: Bool = false,
        speed: Float = 1
    ) {
        guard let marker = animation.marker(named: name) else { return nil }
        self.init(
            fromFrame: marker.frame, toFrame: marker.frame + max(0, marker.duration), repeatCount: repeatCount,
            autoreverses: autoreverses, speed: speed)
    }

    /// Plays `animation` from the frame of its marker `from` to the frame of its marker `to`,
    /// as lottie-ios's `play(fromMarker:toMarker:playEndMarkerFrame:)` chooses them: with
    /// `playEndMarkerFrame` (the default) up to that frame, when the end marker closes the
    /// section; without, to the frame before it, when the end marker opens the next section.
    /// Nil when either marker is missing.
    public init?(
        fromMarker from: String, toMarker to: String, in animation: LottieAnimation, playEndMarkerFrame: Bool = true,
        repeatCount: Float = 1, autoreverses: Bool = false, speed: Float = 1
    ) {
        guard let start = animation.marker(named: from), let end = animation.marker(named: to) else { return nil }
        self.init(
            fromFrame: start.frame, toFrame: end.frame - (playEndMarkerFrame ? 0 : 1), repeatCount: repeatCount,
            autoreverses: autoreverses, speed: speed)
    }
}
