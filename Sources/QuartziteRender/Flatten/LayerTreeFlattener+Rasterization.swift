import Quartzite

extension LayerTreeFlattener {
    /// The largest cached pass of a `shouldRasterize` layer, a side and in all: larger ones
    /// (huge bounds or `rasterizationScale`) are drawn uncached, in the frame's pixel grid.
    static let maximumRasterizationSide = 16_384
    static let maximumRasterizationPixels = 1 << 26

    /// Draws a `shouldRasterize` layer whose subtree has no animations through a cached pass and
    /// returns true: the layer's body (without its opacity and mask) in its own space, its
    /// bounds at `rasterizationScale` pixels per point, under a cache key that stays the same
    /// while the committed subtree does — so renderers draw it once and reuse it — then that
    /// pass as one quad with the layer's opacity and blend mode (through its mask, if any).
    /// Returns false for
    /// an animated subtree, empty bounds, or a cached pass larger than
    /// ``maximumRasterizationPixels`` (drawn through an uncached pass of the frame's grid).
    /// (Out of line: inlined, its locals were set up on entry to every layer's visit.)
    @inline(never)
    func drawRasterized(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext
    ) -> Bool {
        let scale = p.rasterizationScale > 0 && p.rasterizationScale.isFinite ? Double(p.rasterizationScale) : 1
        let b = p.bounds
        guard !node.subtreeHasAnimations, b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else {
            return false
        }
        let width = (b.width * scale).rounded(.up), height = (b.height * scale).rounded(.up)
        guard width <= Double(Self.maximumRasterizationSide), height <= Double(Self.maximumRasterizationSide),
            width * height <= Double(Self.maximumRasterizationPixels)
        else { return false }
        let size = PixelSize(width: Int(width), height: Int(height))
        let raster = rasterizationPass(node, p, localTime, size: size, scale: scale)
        let blend = blendMode(of: node, p)
        let quad = { (state: Int, blend: BlendMode) in
            DrawQuad(
                sharedStateIndex: state, rect: b, uvRect: CGRect(x: 0, y: 0, width: size.width, height: size.height),
                content: .pass(raster, filter: .linear), blendMode: blend)
        }
        if let mask = node.mask {
            let clip = newPass(.clip, clear: .clear)
            addQuad(quad(addState(layerToPass, opacity: 1, scissor: nil, edges: edges(of: p)), .normal), to: clip)
            let maskPass = drawMask(mask, of: p, layerToPass, localTime, context)
            composite(
                clip, into: context.pass, opacity: context.opacity * opacity, scissor: context.scissor, mask: maskPass,
                maskChannel: Self.maskChannel(of: mask), blendMode: blend)
        } else {
            let state = addState(
                layerToPass, opacity: context.opacity * opacity, scissor: context.scissor, edges: edges(of: p))
            addQuad(quad(state, blend), to: context.pass)
        }
        return true
    }

    /// Opens a rasterization pass of `size` with `node`'s cache key and draws the layer's body
    /// into it (bounds origin at the pass's top left, `scale` pixels per point); returns it.
    private func rasterizationPass(
        _ node: LayerSnapshot, _ p: LayerProperties, _ localTime: CFTimeInterval, size: PixelSize, scale: Double
    ) -> Int {
        let canvas = (canvasPixels, passRect)
        defer { (canvasPixels, passRect) = canvas }
        // Passes opened inside (groups, clips) share the rasterization's pixel grid.
        canvasPixels = size
        passRect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let pass = newPass(.rasterization, clear: .clear, cacheKey: rasterizationVersions.key(for: node, scale: scale))
        let b = p.bounds
        let layerToPass = CATransform3DConcat(
            CATransform3DMakeTranslation(-b.minX, -b.minY, 0), CATransform3DMakeScale(scale, scale, 1))
        let context = DrawContext(
            pass: pass, opacity: 1, scissor: nil, flipped: false, parentSpace: CATransform3DIdentity,
            parentToPass: layerToPass, planeToPass: layerToPass)
        drawBody(node, p, layerToPass, localTime, context)
        return pass
    }
}
