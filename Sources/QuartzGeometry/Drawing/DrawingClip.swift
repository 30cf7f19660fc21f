/// One clipping path of a recorded command; a command is clipped to the intersection of all
/// of its clips.
///
/// Not Apple API. `path` is in device pixels (y down, origin top-left of the canvas).
public struct DrawingClip: Sendable, Hashable {
    /// The clip area's outline in device pixels.
    public var path: PathData
    /// Which rule decides the inside of `path`.
    public var rule: CGPathFillRule

    /// Creates a clip.
    public init(path: PathData, rule: CGPathFillRule) {
        self.path = path
        self.rule = rule
    }
}
