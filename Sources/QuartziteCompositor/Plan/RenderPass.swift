/// One render pass: a pixel target cleared to a colour, then the plan's quads in `quadRange`
/// drawn in order, then optionally blurred.
public struct RenderPass: Sendable, Hashable {
    /// Why the pass exists.
    public var purpose: RenderPassPurpose
    /// The target's size in pixels.
    public var size: PixelSize
    /// The colour every pixel starts with, premultiplied.
    public var clearColor: PremultipliedColor
    /// The pass's quads: indices into `RenderPlan.quads`, contiguous, in painter order.
    public var quadRange: Range<Int>
    /// The standard deviation in pass pixels of a separable Gaussian blur applied after the
    /// quads are drawn (0 for none); see `PixelMath.gaussianKernel`. Used by shadow passes.
    public var blurSigma: Double
    /// When set, the pass's output may be kept by the renderer and reused, without drawing its
    /// quads, by later plans whose pass has the same key and size (see `RenderPassCacheKey`);
    /// ignored for the frame pass. Nil: drawn every time.
    public var cacheKey: RenderPassCacheKey?

    /// Creates a pass.
    public init(
        purpose: RenderPassPurpose, size: PixelSize, clearColor: PremultipliedColor,
        quadRange: Range<Int>, blurSigma: Double = 0, cacheKey: RenderPassCacheKey? = nil
    ) {
        self.purpose = purpose
        self.size = size
        self.clearColor = clearColor
        self.quadRange = quadRange
        self.blurSigma = blurSigma
        self.cacheKey = cacheKey
    }
}
