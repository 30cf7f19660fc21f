/// How stroked segments meet at corners (Apple's `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner, cut to a bevel where the miter would exceed the miter limit (the default).
    case miter = 0
    /// A round corner of diameter line width.
    case round = 1
    /// A corner cut straight across.
    case bevel = 2
}
