import CMemoryHints
import Quartzite

/// Turns a committed layer tree (`LayerSnapshot`) at a media time into a ``RenderPlan``, as
/// Core Animation composites it: presentation values at each layer's local time, world
/// matrices (REFERENCE 7.2) flattened into each superlayer's plane except inside
/// `CATransformLayer`, paint order shadow → background → contents → sublayers (by zPosition,
/// then order) → border → mask → opacity (REFERENCE 9), and offscreen passes only where a
/// group needs one.
///
/// Every pass of the plan shares the frame's pixel grid (canvas points × scale) and is
/// composited back one pixel per pixel, except the cached passes of `shouldRasterize` layers,
/// drawn in the layer's own space and composited as one quad. Reuse one flattener (and one plan) across
/// frames: its scratch storage keeps its capacity, so flattening an unchanged-shape tree
/// allocates nothing per layer. Not thread-safe: use one flattener per thread.
public final class LayerTreeFlattener {
    /// Counts of the last ``flatten(_:at:canvasSize:scale:background:into:)``.
    public struct Statistics: Sendable, Hashable {
        /// Layers evaluated (hidden and culled subtrees are not entered).
        public var layersVisited = 0
        /// Layers skipped: hidden, transparent, back-facing or off-screen.
        public var layersCulled = 0
        /// Offscreen passes created (all passes but the frame).
        public var offscreenPasses = 0
        /// Polygons split by the depth sort of `CATransformLayer` contexts.
        public var depthSplits = 0
        /// Self-drawn content (shapes, text, gradients) rasterized for this frame; content
        /// whose pixels did not change since it was last drawn is reused, not counted.
        public var contentRasterizations = 0
        /// The time those rasterizations took (part of the flattening time).
        public var contentRasterizationTime = Duration.zero
        /// Shapes recorded as vector drawings of their pass for this frame (see
        /// ``LayerTreeFlattener/drawsShapesAsDrawings``); drawings kept from an earlier frame
        /// are not counted.
        public var drawingsRecorded = 0
        /// Emitter particles drawn.
        public var particlesDrawn = 0
        /// The time computing the particles took (part of the flattening time; their quads
        /// are not included).
        public var particleSimulationTime = Duration.zero
        /// Layers left undrawn because they lie deeper than ``LayerTreeFlattener/maximumDepth``
        /// or come after ``LayerTreeFlattener/maximumLayerVisits`` visits (with their subtrees,
        /// which are not counted).
        public var layersBeyondLimits = 0
    }

    /// The deepest a layer is drawn: the root is at depth 1, its sublayers and mask at 2, and
    /// so on. Deeper layers are not drawn (logged once per flattener), so that a tree built
    /// deeper than the stack of the thread flattening it (the visit recurses once per level)
    /// loses its deepest layers instead of crashing the process.
    ///
    /// Differs from Apple: Core Animation sets no such limit.
    public static let maximumDepth = 256

    /// The most layer visits one frame makes, every copy of a replicator's sublayers counted
    /// (and each replicator instance, drawn or not, counted once): the layers after them are
    /// not drawn (logged once per flattener). Bounds the frame's time and memory where
    /// `instanceCount` is huge (`Int.max`) or replicators nest in one another and multiply.
    ///
    /// Differs from Apple: Core Animation sets no such limit.
    public static let maximumLayerVisits = 1_000_000

    /// What the last flatten did.
    @exclusivity(unchecked) public internal(set) var statistics = Statistics()

    /// The cache keys of `shouldRasterize` passes, kept across frames.
    let rasterizationVersions = RasterizationVersions()
    /// The content of layers whose content does not animate, kept across frames.
    let generatedContentMemo = PerLayerCache<RememberedContent>()
    /// The matrix each folded masked layer was drawn with last frame (whether it moves).
    let foldedMatrices = PerLayerCache<CATransform3D>()
    /// The animated birth rates of each emitter, sampled so far.
    let emitterRates = PerLayerCache<EmitterRateCache>()
    /// Shadow silhouettes of `shadowPath`s, by path and pixel scale.
    let silhouettes = SilhouetteCache()

    // Scratch storage, kept across frames. The flattener is used by one thread and never
    // overlaps two accesses to one of these (the debug-build tests ran with checks on), so
    // the per-access dynamic exclusivity checks — a third of a frame — are switched off.
    @exclusivity(unchecked) var pendingPasses: [PendingPass] = []
    /// The quads being built, and the pass of each (−1: dropped).
    @exclusivity(unchecked) var pendingQuads: [DrawQuad] = []
    @exclusivity(unchecked) var pendingQuadPasses: [Int] = []
    @exclusivity(unchecked) var pendingStates: [SharedQuadState] = []
    @exclusivity(unchecked) var propertyStack: [LayerProperties] = []
    @exclusivity(unchecked) var orderStack: [Int] = []
    @exclusivity(unchecked) var zStack: [CGFloat] = []
    @exclusivity(unchecked) var passOrder: [Int] = []
    @exclusivity(unchecked) var passRemap: [Int] = []
    @exclusivity(unchecked) var passQuadStart: [Int] = []
    @exclusivity(unchecked) var passQuadCursor: [Int] = []
    @exclusivity(unchecked) var quadsByPass: [Int] = []
    @exclusivity(unchecked) var visitStack: [Int] = []
    /// Scratch of ``foldClipIntoDrawings(_:into:scissor:bounds:radius:corners:curve:layerToPass:)``.
    @exclusivity(unchecked) var foldedClipQuads: [Int] = []
    /// Per pending pass, the part of it that later passes read (see `restrictToNeededRegions`).
    @exclusivity(unchecked) var passNeeds: [PassNeed] = []
    /// Per pass being restricted, its quads' original state → the restricted copy.
    @exclusivity(unchecked) var restrictedStates: [Int: Int] = [:]
    @exclusivity(unchecked) var pendingTextures: [CGImage] = []
    @exclusivity(unchecked) var pendingDrawings: [RecordedDrawing] = []
    /// The particles of the emitter being drawn (storage reused from frame to frame).
    @exclusivity(unchecked) var particleScratch: [EmitterParticle] = []
    /// Problems met while flattening (limits met, particles left out), each logged once on
    /// standard error.
    let problems = ProblemLog(source: "Quartzite")
    @exclusivity(unchecked) var textureIndices: [ObjectIdentifier: Int] = [:]

    /// Memory for the presentation values of the animated layers being visited, one slot per
    /// depth of the visit.
    let presentationScratch = PresentationScratch()

    /// The red, green and blue the solid colours of quads added now are multiplied by: the
    /// colour multiplier of the replicator copies being drawn (their alpha goes into the
    /// context's opacity); (1, 1, 1) outside replicators.
    @exclusivity(unchecked) var tint = SIMD3<Float>(1, 1, 1)
    /// Whether ``tint`` is not (1, 1, 1).
    @exclusivity(unchecked) var isTinted = false

    /// Whether contents quads are shrunk to their image's non-transparent texels where that
    /// draws the same pixels (see `drawContents`); tests turn it off to compare.
    @exclusivity(unchecked) var trimsTransparentContents = true

    /// Whether shape layers drawn by a 2D affine matrix become vector drawings of their pass
    /// (`QuadContent.drawing`, painted by the renderer at pass resolution) instead of images
    /// rasterized in the layer's space and resampled: set for renderers that paint drawings
    /// straight into their passes (`Renderer.prefersDrawings`, the CPU renderer), where that
    /// is cheaper; off by default (the GL renderer keeps images on the GPU across frames).
    @exclusivity(unchecked) public var drawsShapesAsDrawings = false

    /// Whether a masked layer whose subtree and masks are vector content only is drawn as one
    /// content image instead of passes (see `drawMaskedContent`); tests turn it off to compare.
    @exclusivity(unchecked) var foldsMaskedContent = true

    /// How many of the layers being visited (the current one and its ancestors) an animation
    /// moves (``LayerSnapshot/animatesGeometry``): when any, vector content is
    /// rasterized in its layer's own space and resampled, not on the pass's pixel grid (which
    /// it would leave every frame).
    @exclusivity(unchecked) var movingLayers = 0

    /// The depth of the layer being visited (0 outside a visit) and the visits left to this
    /// frame (see ``maximumDepth`` and ``maximumLayerVisits``).
    @exclusivity(unchecked) var visitDepth = 0
    @exclusivity(unchecked) var visitsLeft = 0
    /// The visits a frame may make: ``maximumLayerVisits``, lower in tests.
    var layerVisitLimit = LayerTreeFlattener.maximumLayerVisits
    /// The particles an emitter may draw in a frame: `CAEmitterLayer.maximumParticles`, lower
    /// in tests.
    var particleLimit = CAEmitterLayer.maximumParticles

    /// The stack room a visit keeps below it for the work that does not recurse (content
    /// rasterization, blurs), in bytes: the flattener stops descending above it.
    static let stackReserve: UInt = 192 << 10
    /// The stack address below which a visit does not descend further (0: unknown), for the
    /// thread ``stackThread`` (a flattener may move between threads, one at a time).
    @exclusivity(unchecked) var stackFloor: UInt = 0
    @exclusivity(unchecked) var stackThread: pthread_t?

    @exclusivity(unchecked) var canvasPixels = PixelSize(width: 0, height: 0)
    @exclusivity(unchecked) var passRect = CGRect.zero
    @exclusivity(unchecked) var renderScale: Double = 1

    /// Creates a flattener with empty scratch storage.
    public init() {}

    /// Replaces `plan`'s contents with the rendering of `root` at media time `time` (seconds;
    /// the root's parent time) on a canvas of `canvasSize` points drawn at `scale` pixels per
    /// point over `background` (premultiplied). The root is placed in the canvas by its own
    /// geometry (its position is in canvas points, y down), moved by `offset` pixels.
    public func flatten(
        _ root: LayerSnapshot, at time: CFTimeInterval, canvasSize: CGSize, scale: Double = 1,
        offset: CGPoint = .zero, background: PremultipliedColor = .clear, into plan: inout RenderPlan
    ) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        renderScale = s
        canvasPixels = PixelSize(
            width: Int((canvasSize.width * s).rounded()), height: Int((canvasSize.height * s).rounded()))
        passRect = CGRect(x: 0, y: 0, width: canvasPixels.width, height: canvasPixels.height)
        statistics = Statistics()
        let thread = pthread_self()
        if stackThread.map({ pthread_equal($0, thread) == 0 }) ?? true {
            stackThread = thread
            let low = UInt(qz_stack_low_bound())
            stackFloor = low == 0 ? 0 : low + Self.stackReserve
        }
        visitDepth = 0
        visitsLeft = layerVisitLimit
        pendingPasses.removeAll(keepingCapacity: true)
        pendingQuads.removeAll(keepingCapacity: true)
        pendingQuadPasses.removeAll(keepingCapacity: true)
        pendingStates.removeAll(keepingCapacity: true)
        propertyStack.removeAll(keepingCapacity: true)
        orderStack.removeAll(keepingCapacity: true)
        zStack.removeAll(keepingCapacity: true)
        rasterizationVersions.beginFrame()
        generatedContentMemo.beginFrame()
        foldedMatrices.beginFrame()
        emitterRates.beginFrame()
        pendingTextures.removeAll(keepingCapacity: true)
        pendingDrawings.removeAll(keepingCapacity: true)
        textureIndices.removeAll(keepingCapacity: true)
        let frame = newPass(.frame, clear: background)
        var toPixels = CATransform3DMakeScale(s, s, 1)
        if offset.x.isFinite, offset.y.isFinite {
            toPixels.m41 = offset.x
            toPixels.m42 = offset.y
        }
        let context = DrawContext(
            pass: frame, opacity: 1, scissor: nil, flipped: false, parentSpace: CATransform3DIdentity,
            parentToPass: toPixels, planeToPass: toPixels)
        visit(root, parentTime: time, context)
        assemble(into: &plan)
    }
}

/// One pass being built: why, its size, clear colour, blur and cache key.
struct PendingPass {
    var purpose: RenderPassPurpose
    var size: PixelSize
    var clear: PremultipliedColor
    var blurSigma: Double
    var cacheKey: RenderPassCacheKey?
    /// The number of pending quads when the pass began: its quads come after.
    var firstQuad: Int
    /// One past its last quad, when all were given at once (a split plane's clip pass): a scan
    /// of its quads stops there instead of at the end of every quad drawn since (n² for n
    /// split planes of a 3D context).
    var quadEnd: Int?

    /// Where its quads lie among `count` pending quads.
    func quadRange(of count: Int) -> Range<Int> { firstQuad..<min(quadEnd ?? count, count) }
}

/// Where and how a layer's quads are drawn: the target pass, the accumulated opacity, the
/// scissor of axis-aligned `masksToBounds` ancestors, whether the contents are flipped
/// (`contentsAreFlipped`), and the superlayer's matrices.
struct DrawContext {
    var pass: Int
    var opacity: Float
    var scissor: PixelRect?
    var flipped: Bool
    /// The superlayer's sublayer space (geometry flip, then `sublayerTransform` about its anchor;
    /// 3D) into its own space, or into the 3D context's space inside a `CATransformLayer`.
    var parentSpace: CATransform3D
    /// The superlayer's space (flattened: z dropped) to pass pixels.
    var parentToPass: CATransform3D
    /// `parentSpace · parentToPass`.
    var planeToPass: CATransform3D
}
