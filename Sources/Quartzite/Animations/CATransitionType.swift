/// The kind of a ``CATransition`` (Apple's `CATransitionType`, `kCATransition…` constants).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Apple spells it.
    public let rawValue: String

    /// Creates a type from its name; unknown names behave as ``fade``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content cross-dissolves over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old from the subtype's edge.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in from the subtype's edge while the old slides out opposite.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out toward the side opposite the subtype's edge, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
