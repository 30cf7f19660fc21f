import Quartzite

extension LayerTreeFlattener {
    /// Draws a masked layer whose subtree and masks are simple enough as one content quad
    /// (``MaskedContentRecipe``) instead of clip passes, mask passes and composites; false
    /// (nothing added) when they are not, and the general path must draw them.
    ///
    /// Simple: from `node` down, a chain of layers that draw nothing themselves, each with one
    /// sublayer, ends in a layer that draws one thing — its background, a gradient or a shape —
    /// with no sublayers; no layer of the chain has contents, a border, a shadow, rounded
    /// corners, a bounds clip, a geometry flip, a compositing filter, rasterization, transitions
    /// or depth, and each is placed by a 2D affine transform. Any of them may have a mask, in
    /// alpha mode, that is a shape layer or a container of shape layers of that kind (no group
    /// opacity over several). The caller has ruled out group opacity, rasterization and blend
    /// modes of `node` itself.
    func drawMaskedContent(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext
    ) -> Bool {
        let resolution = ContentRecipes.rasterScale(
            Self.pixelsPerPoint(of: layerToPass, at: CGPoint(x: p.bounds.midX, y: p.bounds.midY)),
            contentsScale: p.contentsScale)
        var masks: [[MaskedContentRecipe.MaskShape]] = []
        var toTop = CGAffineTransform.identity
        var current = node
        var values = p
        var time = localTime
        var alpha = Float(1)
        var animated = node.animatesContent
        let content: MaskedContentRecipe.Content
        var nothing = false
        while true {
            if let mask = current.mask {
                guard let shapes = maskShapes(mask, parentTime: time, toTop: toTop, scale: resolution) else { return false }
                if shapes.isEmpty { nothing = true }
                masks.append(shapes)
                animated = animated || mask.hasAnimatedProperties || mask.sublayers.contains { $0.hasAnimatedProperties }
            }
            guard Self.drawsOnlyItsContent(current, values) else { return false }
            let background = values.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
            if current.sublayers.isEmpty {
                if current.drawsContent, background == nil, current.contentKind == .gradient {
                    guard let g = GradientRecipe(values, scale: resolution) else { return false }
                    content = .gradient(g)
                } else if current.drawsContent, background == nil, current.contentKind == .shape, !values.masksToBounds {
                    guard let shape = ShapeRecipe(values, scale: resolution) else { return false }
                    content = .shape(shape)
                } else if !current.drawsContent, let background {
                    content = .solid(rect: values.bounds, color: background)
                } else {
                    return false
                }
                break
            }
            guard current.sublayers.count == 1, !current.drawsContent, background == nil, values.masksToBounds == false
            else { return false }
            let child = current.sublayers[0]
            let c = child.presentationProperties(atParentTime: time)
            let toCurrent = PlaneMatrix.concat(PlaneMatrix.toParentPlane(of: c), PlaneMatrix.sublayerSpace(of: values))
            guard PlaneMatrix.isAffine2D(toCurrent), c.isDoubleSided, c.opacity.isFinite else { return false }
            if c.isHidden || c.opacity <= 0 { nothing = true }
            alpha *= min(max(c.opacity, 0), 1)
            toTop = Self.affine(toCurrent).concatenating(toTop)
            animated = animated || child.hasAnimatedProperties
            time = child.localTime(fromParentTime: time)
            current = child
            values = c
        }
        // From here on the subtree is drawn here, or found to draw nothing.
        guard !nothing, alpha > 0 else { return true }
        let recipe = MaskedContentRecipe(content: content, contentToSpace: toTop, masks: masks, scale: resolution)
        let start = ContinuousClock.now
        let (drawn, rasterized) = GeneratedContentCache.shared.content(for: recipe, transient: animated)
        if rasterized {
            statistics.contentRasterizations += 1
            statistics.contentRasterizationTime += ContinuousClock.now - start
        }
        guard let drawn else { return true }
        let image = drawn.image
        let opaque = image.nonTransparentBounds
        guard !opaque.isNull else { return true }
        let state = addState(
            layerToPass, opacity: context.opacity * opacity * alpha, scissor: context.scissor, edges: edges(of: p))
        var layout = ContentsLayout(rect: drawn.rect, uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
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

    /// The shapes of `mask` (a shape layer, or a container of shape layers) in the top layer's
    /// space (`toTop`: the masked layer's space → the top layer's), empty when it draws
    /// nothing; nil when it is not that simple.
    private func maskShapes(
        _ mask: LayerSnapshot, parentTime: CFTimeInterval, toTop: CGAffineTransform, scale: Double
    ) -> [MaskedContentRecipe.MaskShape]? {
        guard Self.maskChannel(of: mask) == .alpha, mask.mask == nil else { return nil }
        let m = mask.presentationProperties(atParentTime: parentTime)
        guard Self.drawsOnlyItsContent(mask, m), !m.masksToBounds, m.opacity.isFinite,
            (m.backgroundColor?.alpha ?? 0) == 0
        else { return nil }
        let maskToParent = PlaneMatrix.toParentPlane(of: m)
        guard PlaneMatrix.isAffine2D(maskToParent), m.isDoubleSided else { return nil }
        if m.isHidden || m.opacity <= 0 { return [] }
        let maskToTop = Self.affine(maskToParent).concatenating(toTop)
        let maskOpacity = Double(min(m.opacity, 1))
        if mask.drawsContent {
            guard mask.contentKind == .shape, mask.sublayers.isEmpty else { return nil }
            guard let shape = ShapeRecipe(m, scale: scale) else { return [] }
            return [MaskedContentRecipe.MaskShape(shape: shape, toSpace: maskToTop, opacity: maskOpacity)]
        }
        // A container: its opacity applies to each shape alike only when there is one, or
        // when it is not a group.
        guard maskOpacity == 1 || mask.sublayers.count == 1 || !m.allowsGroupOpacity else { return nil }
        let time = mask.localTime(fromParentTime: parentTime)
        let space = PlaneMatrix.sublayerSpace(of: m)
        var shapes: [MaskedContentRecipe.MaskShape] = []
        for sublayer in mask.sublayers {
            guard sublayer.contentKind == .shape, sublayer.sublayers.isEmpty, sublayer.mask == nil else { return nil }
            let s = sublayer.presentationProperties(atParentTime: time)
            guard Self.drawsOnlyItsContent(sublayer, s), !s.masksToBounds, s.opacity.isFinite,
                (s.backgroundColor?.alpha ?? 0) == 0, s.isDoubleSided
            else { return nil }
            let toMask = PlaneMatrix.concat(PlaneMatrix.toParentPlane(of: s), space)
            guard PlaneMatrix.isAffine2D(toMask) else { return nil }
            if s.isHidden || s.opacity <= 0 { continue }
            guard let shape = ShapeRecipe(s, scale: scale) else { continue }
            shapes.append(
                MaskedContentRecipe.MaskShape(
                    shape: shape, toSpace: Self.affine(toMask).concatenating(maskToTop),
                    opacity: maskOpacity * Double(min(s.opacity, 1))))
        }
        // (Drawn one over another in any order: source-over's alpha, the coverage, is symmetric.)
        return shapes
    }

    /// Whether a layer draws nothing but its own content (background, gradient or shape) and
    /// its sublayers: no contents, border, shadow, rounded corners, geometry flip, compositing
    /// filter, rasterization, transitions, replication, emission or depth.
    private static func drawsOnlyItsContent(_ node: LayerSnapshot, _ p: LayerProperties) -> Bool {
        !node.isReplicator && node.emission == nil && !node.preservesDepth && !node.hasTransitions
            && !node.hasCompositingFilter && node.contentKind != .text && p.contents == nil && p.contentsDrawing == nil
            && (p.borderWidth <= 0 || (p.borderColor?.alpha ?? 0) == 0) && (p.shadowOpacity <= 0 || p.masksToBounds)
            && p.cornerRadius <= 0 && !p.isGeometryFlipped && !p.shouldRasterize
    }

    /// The 2D affine part of a matrix that ``PlaneMatrix/isAffine2D(_:)`` accepts.
    private static func affine(_ m: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
    }
}
