import Quartzite

extension LayerTreeFlattener {
    /// Draws a gradient layer masked by a lone shape layer as one content quad
    /// (``MaskedGradientRecipe``) instead of a clip pass, a mask pass and a composite; false
    /// (nothing added) when the pair is not that simple, and the general path must draw it.
    ///
    /// The pair qualifies when `node` draws its gradient only (no sublayers, contents,
    /// background, border, shadow, rounded corners or geometry flip) and its mask, in alpha
    /// mode, draws its shape only (no sublayers, mask, contents, background, border, shadow,
    /// bounds clip, compositing filter, rasterization, transitions or depth), visible, through a
    /// 2D affine transform. The caller has ruled out group opacity, rasterization and blend modes
    /// of `node`.
    func drawMaskedGradient(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext
    ) -> Bool {
        guard let mask = node.mask, node.contentKind == .gradient, node.sublayers.isEmpty, node.emission == nil,
            !node.isReplicator, mask.contentKind == .shape, mask.sublayers.isEmpty, mask.mask == nil,
            mask.emission == nil, !mask.isReplicator, !mask.preservesDepth, !mask.hasTransitions,
            !mask.hasCompositingFilter, Self.maskChannel(of: mask) == .alpha
        else { return false }
        guard p.contents == nil, p.contentsDrawing == nil, (p.backgroundColor?.alpha ?? 0) == 0,
            p.borderWidth <= 0 || (p.borderColor?.alpha ?? 0) == 0, p.shadowOpacity <= 0 || p.masksToBounds,
            p.cornerRadius <= 0, !p.isGeometryFlipped
        else { return false }
        let m = mask.presentationProperties(atParentTime: localTime)
        guard !m.isHidden, m.opacity.isFinite, m.isDoubleSided, !m.shouldRasterize, !m.masksToBounds, m.contents == nil,
            m.contentsDrawing == nil, (m.backgroundColor?.alpha ?? 0) == 0,
            m.borderWidth <= 0 || (m.borderColor?.alpha ?? 0) == 0, m.shadowOpacity <= 0
        else { return false }
        let toLayer = PlaneMatrix.toParentPlane(of: m)
        guard PlaneMatrix.isAffine2D(toLayer) else { return false }
        // From here on the pair is drawn here, or found to draw nothing.
        guard m.opacity > 0, PlaneMatrix.mayCover(passRect, p.bounds, layerToPass) else { return true }
        let resolution = ContentRecipes.resolution(
            for: .gradient, p, pixelsPerPoint: Self.pixelsPerPoint(of: layerToPass, at: CGPoint(x: p.bounds.midX, y: p.bounds.midY)))
        guard let gradient = GradientRecipe(p, scale: resolution), let shape = ShapeRecipe(m, scale: resolution) else {
            return true
        }
        let recipe = MaskedGradientRecipe(
            gradient: gradient, shape: shape,
            shapeToLayer: CGAffineTransform(
                a: toLayer.m11, b: toLayer.m12, c: toLayer.m21, d: toLayer.m22, tx: toLayer.m41, ty: toLayer.m42),
            maskOpacity: Double(min(m.opacity, 1)))
        let start = ContinuousClock.now
        let (content, rasterized) = GeneratedContentCache.shared.content(
            for: recipe, transient: node.animatesContent || mask.hasAnimatedProperties)
        if rasterized {
            statistics.contentRasterizations += 1
            statistics.contentRasterizationTime += ContinuousClock.now - start
        }
        guard let content else { return true }
        let image = content.image
        let opaque = image.nonTransparentBounds
        guard !opaque.isNull else { return true }
        let state = addState(layerToPass, opacity: context.opacity * opacity, scissor: context.scissor, edges: edges(of: p))
        var layout = ContentsLayout(
            rect: content.rect, uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        if trimsTransparentContents, opaque != CGRect(x: 0, y: 0, width: image.width, height: image.height),
            let margin = Self.trimMargin(
                uvPerPoint: SIMD2(layout.uvRect.width / layout.rect.width, layout.uvRect.height / layout.rect.height),
                layerToPass)
        {
            guard
                layout.trim(
                    toNonTransparent: opaque, imageWidth: Double(image.width), imageHeight: Double(image.height),
                    margin: margin, fixed: pendingStates[state].edgeAntialiasing, flipped: false)
            else { return true }
        }
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: layout.rect, uvRect: layout.uvRect,
                content: .texture(textureIndex(image), filter: .linear)),
            to: context.pass)
        return true
    }
}
