/// What a timed object shows outside its active interval (Apple's `CAMediaTimingFillMode`).
///
/// The raw values are Apple's (`kCAFillModeRemoved` = `"removed"`, …). Unknown raw values behave
/// like ``removed``.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this fill mode.
    public let rawValue: String

    /// Creates a fill mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing is shown outside the active interval (the default): the presentation value is
    /// the underlying one (model value plus other animations).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end of the active interval the object stays frozen at its end state.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before `beginTime` the object is shown frozen at its start state.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the state is held before `beginTime` (``backwards`` or ``both``).
    var fillsBackwards: Bool { self == .backwards || self == .both }

    /// Whether the end state is held after the active interval (``forwards`` or ``both``).
    var fillsForwards: Bool { self == .forwards || self == .both }
}
