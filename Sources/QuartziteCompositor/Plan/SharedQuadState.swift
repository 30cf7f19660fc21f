import QuartzGeometry

/// State shared by all quads one layer emits into a pass (Chromium's `SharedQuadState`): where
/// its layer space lands in the pass, its opacity, clip and edge anti-aliasing.
public struct SharedQuadState: Sendable, Hashable {
    /// Maps layer space (points, y down, the layer's bounds at its origin as flattening chose)
    /// to the pass's pixel space with the row-vector convention `(x, y, 0, 1) · transform`,
    /// then division by w. Only the z = 0 plane of layer space is drawn.
    public var transform: CATransform3D
    /// The accumulated opacity, 0…1; multiplies every quad's own `opacity`.
    public var opacity: Float
    /// Scissor rectangle and mask pass.
    public var clip: QuadClip
    /// Which edges of each quad get analytic anti-aliasing.
    public var edgeAntialiasing: EdgeAntialiasing

    /// Creates shared state; by default opaque, unclipped, every edge anti-aliased.
    public init(
        transform: CATransform3D, opacity: Float = 1, clip: QuadClip = .none,
        edgeAntialiasing: EdgeAntialiasing = .all
    ) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.edgeAntialiasing = edgeAntialiasing
    }
}
