/// The edge a ``CATransition``'s new content comes from (Apple's `CATransitionSubtype`,
/// `kCATransitionFrom…` constants), in the layer's own coordinate space.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, as Apple spells it.
    public let rawValue: String

    /// Creates a subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the left edge (minimum x).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the right edge (maximum x).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
