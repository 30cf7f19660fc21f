/// The resolved, immutable settings of a ``CATransition`` that the renderer needs: what kind
/// of transition, from which edge, and how the animation's eased fraction maps to transition
/// progress (REFERENCE 8).
public struct TransitionParameters: Hashable, Sendable {
    /// The kind of transition.
    public var type: CATransitionType
    /// The edge the new content comes from, or nil.
    public var subtype: CATransitionSubtype?
    /// The progress at the start of the animation (0…1).
    public var startProgress: Float
    /// The progress at the end of the animation (0…1).
    public var endProgress: Float

    /// Creates the parameters; the defaults are `CATransition`'s.
    public init(
        type: CATransitionType = .fade, subtype: CATransitionSubtype? = nil,
        startProgress: Float = 0, endProgress: Float = 1
    ) {
        self.type = type
        self.subtype = subtype
        self.startProgress = startProgress
        self.endProgress = endProgress
    }

    /// The transition progress (0 = old content, 1 = new content) for an eased fraction `f`
    /// of the animation's cycle: `start + (end − start) × f`.
    public func progress(forEasedFraction f: Double) -> Double {
        let start = Double(startProgress)
        return start + (Double(endProgress) - start) * f
    }
}
