import QuartzGeometry

/// Everything a renderer needs to draw one frame: render passes in execution order (the last
/// is the frame), the quads of all passes in one array, the per-layer shared states, and the
/// textures and vector drawings quads refer to by index.
///
/// Built once per frame by appending; `removeAll(keepingCapacity:)` empties it while keeping
/// its storage, so a plan reused across frames does not reallocate. Passes are built one after
/// another: `beginPass` opens a pass and `addQuad` appends to the pass opened last.
public struct RenderPlan: Sendable {
    /// The passes in execution order; the last one is the frame.
    public private(set) var passes: [RenderPass] = []
    /// The quads of every pass; each pass owns a contiguous range.
    public private(set) var quads: [DrawQuad] = []
    /// The shared states quads refer to by `sharedStateIndex`.
    public private(set) var sharedStates: [SharedQuadState] = []
    /// The images quads refer to with `.texture(index, …)`.
    public private(set) var textures: [CGImage] = []
    private var textureIndices: [ObjectIdentifier: Int] = [:]
    /// The vector drawings quads refer to with `.drawing(index)`.
    public private(set) var drawings: [RecordedDrawing] = []

    /// Creates an empty plan.
    public init() {}

    /// The frame pass (the last), or nil for an empty plan.
    public var frame: RenderPass? { passes.last }

    /// Empties the plan; with `keepingCapacity` (the default) the storage is kept for reuse.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        passes.removeAll(keepingCapacity: keepingCapacity)
        quads.removeAll(keepingCapacity: keepingCapacity)
        sharedStates.removeAll(keepingCapacity: keepingCapacity)
        textures.removeAll(keepingCapacity: keepingCapacity)
        textureIndices.removeAll(keepingCapacity: keepingCapacity)
        drawings.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Adds `drawing` to the drawing table and returns its index.
    @discardableResult
    public mutating func addDrawing(_ drawing: RecordedDrawing) -> Int {
        drawings.append(drawing)
        return drawings.count - 1
    }

    /// Adds `image` to the texture table (once per image) and returns its index.
    @discardableResult
    public mutating func addTexture(_ image: CGImage) -> Int {
        if let index = textureIndices[image.cacheKey] { return index }
        textures.append(image)
        textureIndices[image.cacheKey] = textures.count - 1
        return textures.count - 1
    }

    /// Opens a new pass after the existing ones and returns its index; later `addQuad` calls
    /// append to it. The frame pass must be opened last. A `cacheKey` lets renderers keep the
    /// pass's output and reuse it while the key stays the same (see `RenderPass.cacheKey`).
    @discardableResult
    public mutating func beginPass(
        purpose: RenderPassPurpose, size: PixelSize, clearColor: PremultipliedColor,
        blurSigma: Double = 0, cacheKey: RenderPassCacheKey? = nil
    ) -> Int {
        passes.append(
            RenderPass(
                purpose: purpose, size: size, clearColor: clearColor,
                quadRange: quads.count..<quads.count, blurSigma: blurSigma, cacheKey: cacheKey))
        return passes.count - 1
    }

    /// Adds per-layer state and returns its index for `DrawQuad.sharedStateIndex`.
    @discardableResult
    public mutating func addSharedState(_ state: SharedQuadState) -> Int {
        sharedStates.append(state)
        return sharedStates.count - 1
    }

    /// Appends `states` in order (the flattener's whole-frame copy).
    package mutating func addSharedStates(_ states: [SharedQuadState]) {
        sharedStates.append(contentsOf: states)
    }

    /// Makes the plan one pass of `quads` drawn with `states`, exchanging storage with the
    /// arrays given (which receive the plan's previous storage, emptied, capacity kept) — the
    /// flattener's frame without offscreen passes, without copying it. The plan must hold no
    /// pass, state or quad yet (a precondition); textures may be added before.
    package mutating func exchangeFrame(
        purpose: RenderPassPurpose, size: PixelSize, clearColor: PremultipliedColor, blurSigma: Double,
        states: inout [SharedQuadState], quads newQuads: inout [DrawQuad]
    ) {
        precondition(passes.isEmpty && quads.isEmpty && sharedStates.isEmpty, "exchangeFrame into a filled plan")
        swap(&sharedStates, &states)
        swap(&quads, &newQuads)
        passes.append(
            RenderPass(
                purpose: purpose, size: size, clearColor: clearColor, quadRange: 0..<quads.count,
                blurSigma: blurSigma))
    }

    /// Appends `quad` to the pass opened last (a precondition: a pass is open).
    public mutating func addQuad(_ quad: DrawQuad) {
        precondition(!passes.isEmpty, "addQuad before beginPass")
        quads.append(quad)
        passes[passes.count - 1].quadRange = passes[passes.count - 1].quadRange.lowerBound..<quads.count
    }
}
