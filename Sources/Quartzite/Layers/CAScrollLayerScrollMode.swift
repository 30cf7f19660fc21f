/// The axes a ``CAScrollLayer`` may scroll along (Apple's `CAScrollLayerScrollMode`, the
/// `kCAScroll…` constants, whose values are these names).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple spells it.
    public let rawValue: String

    /// Creates a mode from its name; unknown names scroll along no axis.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer does not scroll (`kCAScrollNone`).
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// The layer scrolls vertically only: only `bounds.origin.y` changes (`kCAScrollVertically`).
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// The layer scrolls horizontally only: only `bounds.origin.x` changes (`kCAScrollHorizontally`).
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// The layer scrolls along both axes, the default (`kCAScrollBoth`).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    /// Whether the mode lets `bounds.origin.x` change.
    var scrollsHorizontally: Bool { self == .horizontally || self == .both }
    /// Whether the mode lets `bounds.origin.y` change.
    var scrollsVertically: Bool { self == .vertically || self == .both }
}
