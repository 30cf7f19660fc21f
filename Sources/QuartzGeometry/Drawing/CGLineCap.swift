/// The shape of the ends of stroked open subpaths (Apple's `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// The stroke ends exactly at the end point (the default).
    case butt = 0
    /// A half circle of diameter line width is added at each end.
    case round = 1
    /// A half square of side line width is added at each end.
    case square = 2
}
