import Quartzite

extension LayerTreeFlattener {
    /// Draws a `shouldRasterize` layer from its cached bitmap (its bounds at
    /// `rasterizationScale` pixels per point) and returns true; else, for a subtree without
    /// animations, asks for the bitmap to be made after this frame and returns false (the
    /// layer is then drawn through a rasterization pass this frame). (Out of line: inlined, the
    /// copy of the properties its request keeps was made on entry to every layer's visit.)
    @inline(never)
    func drawRasterized(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext
    ) -> Bool {
        let scale = p.rasterizationScale > 0 && p.rasterizationScale.isFinite ? Double(p.rasterizationScale) : 1
        if node.subtreeHasAnimations { return false }
        guard let entry = rasterCache.image(for: node, scale: scale) else {
            if p.bounds.width > 0, p.bounds.height > 0 {
                rasterRequests.append(
                    RasterizationRequest(node: node, properties: p, localTime: localTime, scale: scale))
            }
            return false
        }
        let state = addState(
            layerToPass, opacity: context.opacity * opacity, scissor: context.scissor, edges: edges(of: p))
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: entry.rect,
                uvRect: CGRect(x: 0, y: 0, width: entry.image.width, height: entry.image.height),
                content: .texture(textureIndex(entry.image), filter: .linear)),
            to: context.pass)
        return true
    }

    /// Whether the last flatten asked for `shouldRasterize` bitmaps.
    var needsRasterization: Bool { !rasterRequests.isEmpty }

    /// Makes the bitmaps the last flatten asked for, drawing each layer alone (without its
    /// opacity) with `renderer`, and caches them for the next frames.
    func rasterizePending(with renderer: any Renderer) {
        let requests = rasterRequests
        let frameStatistics = statistics
        defer { statistics = frameStatistics }
        rasterRequests.removeAll(keepingCapacity: true)
        var plan = RenderPlan()
        var frame = Frame(width: 0, height: 0)
        for r in requests {
            let b = r.properties.bounds
            canvasPixels = PixelSize(
                width: Int((b.width * r.scale).rounded(.up)), height: Int((b.height * r.scale).rounded(.up)))
            passRect = CGRect(x: 0, y: 0, width: canvasPixels.width, height: canvasPixels.height)
            pendingPasses.removeAll(keepingCapacity: true)
            pendingQuads.removeAll(keepingCapacity: true)
            pendingQuadPasses.removeAll(keepingCapacity: true)
            pendingStates.removeAll(keepingCapacity: true)
            pendingTextures.removeAll(keepingCapacity: true)
            textureIndices.removeAll(keepingCapacity: true)
            let pass = newPass(.frame, clear: .clear)
            let layerToPass = CATransform3DConcat(
                CATransform3DMakeTranslation(-b.minX, -b.minY, 0), CATransform3DMakeScale(r.scale, r.scale, 1))
            let context = DrawContext(
                pass: pass, opacity: 1, scissor: nil, flipped: false, parentSpace: CATransform3DIdentity,
                parentToPass: layerToPass, planeToPass: layerToPass)
            drawBody(r.node, r.properties, layerToPass, r.localTime, context)
            assemble(into: &plan)
            _ = renderer.render(plan, into: &frame)
            guard let image = try? frame.makeImage() else { continue }
            rasterCache.store(image, for: r.node, rect: b, scale: r.scale)
        }
    }
}
