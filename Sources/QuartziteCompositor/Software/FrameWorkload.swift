/// The work of drawing one render plan, counted in the units a renderer cost model prices:
/// passes, quads, pixels shaded, and the pixels the CPU renderer touches on each of its
/// drawing paths. Computed from the plan alone (geometry, content kinds, image sizes), so the
/// same plan always gives the same workload; see `SoftwareRenderer.workload(of:antialiasing:)`.
public struct FrameWorkload: Sendable, Hashable {
    /// How the CPU renderer draws a quad's pixels, cheapest first.
    public enum CPUPath: Int, Sendable, Hashable, CaseIterable {
        /// Opaque pixel-aligned solid rectangle: a row fill.
        case fill
        /// Untransformed texture at an integer offset at full opacity: texel rows copied.
        case rowCopy
        /// Untransformed texture at an integer offset under an opacity below 1: row blends,
        /// sixteen pixels a step (S3's layers).
        case rowBlend
        /// Translucent pixel-aligned solid rectangle: a per-pixel blend of one colour.
        case solidBlend
        /// Hard-edged bilinear texture under an affine matrix: four pixels a step (S1's sprites).
        case bilinearSpan
        /// Hard-edged bilinear texture under a projective matrix: four pixels a step with a
        /// division per pixel (S2's cards).
        case projectiveSpan
        /// Everything else, one pixel at a time: anti-aliased edges, rounded corners, borders,
        /// masks, nearest or trilinear sampling, nine-part stretching, pass contents.
        case perPixel
        /// A solid-colour quad one pixel at a time (anti-aliased or turned edges, rounded
        /// corners, borders, masks): coverage and one colour, no texture sampled — a third of
        /// `perPixel`'s cost.
        case perPixelSolid
        /// A vector drawing painted by cairo straight into the pass (its bounding box counted).
        case vectorDrawing
        /// A turned or anti-aliased solid: its fully covered runs blended at once (a translucent
        /// solid's area is counted here; an opaque one's runs are fills, counted as `fill`
        /// pixels); the pixels along its edges, shaded one by one, count as `perPixelSolid`.
        case solidSpans
    }

    /// Passes in the plan.
    public var passes = 0
    /// Pixels of all passes (each is cleared once).
    public var passPixels = 0.0
    /// Pixels of the frame pass (what the GL renderer reads back).
    public var framePixels = 0.0
    /// Quads that reach their pass (after culling).
    public var quads = 0
    /// The visible area of those quads in pass pixels (each clipped to its pass and scissor):
    /// what a GPU rasterizes and shades.
    public var coveredPixels = 0.0
    /// The part of `coveredPixels` covered by solid-colour quads (no texture sampled).
    public var coveredSolidPixels = 0.0
    /// Pixels the CPU renderer visits per path, indexed by `CPUPath.rawValue` (the transformed
    /// paths include the one-pixel margin around edges that they walk).
    public var cpuPixels = [Double](repeating: 0, count: CPUPath.allCases.count)
    /// Quads per CPU path, indexed by `CPUPath.rawValue`.
    public var cpuQuads = [Int](repeating: 0, count: CPUPath.allCases.count)
    /// Blur work: for each blurred pass, its pixels × the kernel's taps × 2 (rows, then columns).
    public var blurTaps = 0.0

    /// An empty workload (no passes).
    public init() {}

    /// Pixels the CPU renderer visits on `path`.
    public func cpuPixels(_ path: CPUPath) -> Double { cpuPixels[path.rawValue] }

    /// Quads the CPU renderer draws on `path`.
    public func cpuQuads(_ path: CPUPath) -> Int { cpuQuads[path.rawValue] }
}
