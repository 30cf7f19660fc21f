/// Something that draws a `RenderPlan` into a `Frame`: the software renderer here, the GL
/// renderer elsewhere. Both follow the formulas of `PixelMath`.
public protocol Renderer: AnyObject {
    /// Draws every pass of `plan` in order and leaves the last (the frame pass) in `frame`,
    /// resizing it to the frame pass's size. An empty plan leaves an empty frame. Content that
    /// cannot be drawn is drawn magenta and logged; throws when the renderer itself fails (a
    /// GPU error), leaving `frame` unspecified.
    func render(_ plan: RenderPlan, into frame: inout Frame) throws -> RenderReport

    /// Whether plans for this renderer should carry vector content as drawings
    /// (`QuadContent.drawing`) rather than rasterized images: true for a renderer that paints
    /// drawings straight into its passes (the CPU renderer); false (the default) for one that
    /// keeps images across frames (the GL renderer). Both draw either kind of plan.
    var prefersDrawings: Bool { get }
}

extension Renderer {
    /// False: images (see the requirement).
    public var prefersDrawings: Bool { false }
}

/// What one `Renderer.render` call did.
public struct RenderReport: Sendable, Hashable {
    /// Passes executed.
    public var passes = 0
    /// Quads drawn (at least partly inside their pass and clip).
    public var quadsDrawn = 0
    /// Quads skipped: outside the pass or clip, behind the eye, seen edge-on, or transparent.
    public var quadsCulled = 0
    /// Quads drawn by a fast path (pixel-aligned solid fill or untransformed texture rows).
    public var fastPathQuads = 0
    /// Quads drawn magenta because their content could not be drawn.
    public var unsupportedQuads = 0
    /// Passes with a cache key whose kept output was reused (their quads not drawn).
    public var cachedPassesReused = 0
    /// Passes with a cache key drawn (and kept): first use, a new version, or a new size.
    public var cachedPassesDrawn = 0
    /// Time preparing quads (inverse matrices, clipping, texture uploads).
    public var setupTime: Duration = .zero
    /// Time clearing and drawing quads.
    public var rasterTime: Duration = .zero
    /// Time blurring passes.
    public var blurTime: Duration = .zero
    /// Wall time of the whole call.
    public var totalTime: Duration = .zero

    /// An empty report.
    public init() {}
}
