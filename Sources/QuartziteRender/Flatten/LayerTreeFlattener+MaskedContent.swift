import Quartzite

extension LayerTreeFlattener {
    /// Draws a masked layer whose subtree and masks are vector content only as one content quad
    /// (``MaskedContentRecipe``) instead of clip passes, mask passes and composites; false
    /// (nothing added) when they are not, and the general path must draw them.
    ///
    /// Accepted: from `node` down, a chain of layers that draw nothing themselves, each with one
    /// sublayer and each with or without a mask, then a subtree without masks whose layers draw
    /// backgrounds and shapes — or one gradient alone. Every layer of it is plain (see
    /// ``foldsPlainly(_:_:)``), placed by a 2D affine transform, not clipping its sublayers, with
    /// sublayers all at one `zPosition`, and with no group opacity over more than one piece. A
    /// mask is, in alpha mode, such a subtree of backgrounds and shapes itself. The caller has
    /// ruled out rasterization and blend modes of `node` itself; `grouped`: `node` composites
    /// its subtree as a group at `opacity` (then only a single piece folds: its opacity is the
    /// group's).
    func drawMaskedContent(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, grouped: Bool = false, _ context: DrawContext
    ) -> Bool {
        let resolution = ContentRecipes.rasterScale(
            Self.pixelsPerPoint(of: layerToPass, at: CGPoint(x: p.bounds.midX, y: p.bounds.midY)),
            contentsScale: p.contentsScale)
        var fold = Fold(scale: resolution)
        var masks: [[MaskedContentRecipe.Piece]] = []
        var toTop = CGAffineTransform.identity
        var current = node
        var values = p
        var time = localTime
        var opacityBelow = 1.0
        var nothing = false
        // Whether a layer of the chain (the top included) composites its subtree as a group.
        var groupBelow = grouped
        // The chain: layers that draw nothing, each with one sublayer, masked (the first) or not
        // (which ends it).
        while true {
            if let mask = current.mask {
                guard Self.maskChannel(of: mask) == .alpha, mask.mask == nil else { return false }
                let m = mask.presentationProperties(atParentTime: time)
                var pieces: [MaskedContentRecipe.Piece] = []
                guard fold.collect(mask, m, parentTime: time, toTop: toTop, opacity: 1, into: &pieces, gradients: false)
                else { return false }
                if pieces.isEmpty { nothing = true }
                masks.append(pieces)
            }
            guard Self.foldsPlainly(current, values) else { return false }
            let drawsItself = current.drawsContent || (values.backgroundColor?.alpha ?? 0) > 0
            guard current.sublayers.count == 1, !drawsItself, !values.masksToBounds, current.sublayers[0].mask != nil
            else { break }
            let child = current.sublayers[0]
            let c = child.presentationProperties(atParentTime: time)
            guard let toCurrent = Self.sublayerToParent(c, values) else { return false }
            if c.isHidden || c.opacity <= 0 { nothing = true }
            opacityBelow *= Double(min(max(c.opacity, 0), 1))
            if c.opacity < 1, c.allowsGroupOpacity { groupBelow = true }
            toTop = toCurrent.concatenating(toTop)
            fold.animated = fold.animated || child.hasAnimatedProperties
            time = child.localTime(fromParentTime: time)
            current = child
            values = c
        }
        // The rest, without masks: the last layer of the chain (its own content) and its subtree.
        var pieces: [MaskedContentRecipe.Piece] = []
        guard fold.collectOwn(current, values, time: time, toTop: toTop, opacity: opacityBelow, into: &pieces) else {
            return false
        }
        // Group opacity over more than one piece composites them first.
        if groupBelow, pieces.count > 1 { return false }
        // From here on the subtree is drawn here, or found to draw nothing.
        guard !nothing, !pieces.isEmpty else { return true }
        // One piece: its opacity applies to the quad, so a fading layer keeps its image.
        var quadOpacity = Float(1)
        if pieces.count == 1 {
            quadOpacity = Float(pieces[0].opacity)
            pieces[0].opacity = 1
        }
        let opacity = context.opacity * opacity * quadOpacity
        // For a renderer that prefers drawings (the CPU renderer), under any 2D affine matrix:
        // the image in the pass's pixels, drawn texel for pixel — when it stays still (made
        // once) or is made again every frame anyway (its content animates). A still image in
        // the layer's space, resampled as the layer moves, costs less than one re-made in the
        // pass every frame (measured: a turning gradient ring, 6 ms a frame resampled at
        // 1080p, 10 ms re-made).
        // (Still: no animation moves it, and its matrix is last frame's, if it was drawn then — a
        // parent's turn or a time remap moves it too.)
        let previous = foldedMatrices.value(for: node, where: { _ in true })
        let still = movingLayers == 0 && (previous == nil || previous == layerToPass)
        foldedMatrices.store(layerToPass, for: node)
        let m = layerToPass
        let toPass = CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        let size = pendingPasses[context.pass].size
        let passClip =
            context.scissor.map { Self.intersect($0, PixelRect(x: 0, y: 0, width: size.width, height: size.height)) }
            ?? PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        // A gradient under one shape (Lottie's gradient fills and strokes), or shapes under masks
        // of one opaque path each (Lottie's masks and mattes), moving or not: a drawing of the
        // pass, painted by the renderer (a gradient with Core Animation's colours; masks as
        // anti-aliased clips).
        if drawsShapesAsDrawings, !isTinted, PlaneMatrix.isAffine2D(layerToPass), Self.drawingsFit(size),
            let (drawing, pixels) = Self.gradientDrawing(pieces, masks, toPass: toPass, passSize: size, clip: passClip)
                ?? Self.maskedShapesDrawing(pieces, masks, toPass: toPass, passSize: size, clip: passClip)
        {
            statistics.drawingsRecorded += 1
            let state = addState(CATransform3DIdentity, opacity: opacity, scissor: context.scissor, edges: [])
            addQuad(
                DrawQuad(sharedStateIndex: state, rect: pixels, uvRect: pixels, content: .drawing(drawingIndex(drawing))),
                to: context.pass)
            return true
        }
        if drawsShapesAsDrawings, PlaneMatrix.isAffine2D(layerToPass), still || fold.animated {
            let placement = MaskedContentRecipe.PassPlacement(toPass: toPass, clip: passClip)
            var recipe = MaskedContentRecipe(content: pieces, masks: masks, scale: SIMD2(1, 1), phase: .zero)
            recipe.placement = placement
            guard let drawn = cachedContent(for: recipe, transient: fold.animated) else { return true }
            _ = addPixelGridQuad(
                drawn.image, covering: drawn.rect, CATransform3DIdentity, opacity: opacity, scissor: context.scissor,
                pass: context.pass)
            return true
        }
        // Drawn by a scale and a translation only, and not moved by an animation: the image on
        // the pass's pixel grid, drawn texel for pixel (no resampling; a row copy on the CPU).
        let grid = movingLayers > 0 ? nil : Self.pixelGrid(of: layerToPass)
        let recipe = MaskedContentRecipe(
            content: pieces, masks: masks, scale: grid?.scale ?? SIMD2(repeating: resolution), phase: grid?.phase ?? .zero)
        guard let drawn = cachedContent(for: recipe, transient: fold.animated) else { return true }
        let image = drawn.image
        let opaque = image.nonTransparentBounds
        guard !opaque.isNull else { return true }
        if grid != nil,
            addPixelGridQuad(image, covering: drawn.rect, layerToPass, opacity: opacity, scissor: context.scissor, pass: context.pass)
        {
            return true
        }
        let state = addState(layerToPass, opacity: opacity, scissor: context.scissor, edges: edges(of: p))
        var layout = ContentsLayout(rect: drawn.rect, uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        if trimsTransparentContents, opaque != layout.uvRect,
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

    /// Whether a layer draws nothing but its background, its shape or gradient and its
    /// sublayers: no contents, border, shadow, rounded corners, geometry flip, compositing
    /// filter, rasterization, transitions, replication, emission, depth or text.
    static func foldsPlainly(_ node: LayerSnapshot, _ p: LayerProperties) -> Bool {
        !node.isReplicator && node.emission == nil && !node.preservesDepth && !node.hasTransitions
            && !node.hasCompositingFilter && node.contentKind != .text && p.contents == nil && p.contentsDrawing == nil
            && (p.borderWidth <= 0 || (p.borderColor?.alpha ?? 0) == 0) && (p.shadowOpacity <= 0 || p.masksToBounds)
            && p.cornerRadius <= 0 && !p.isGeometryFlipped && !p.shouldRasterize && p.opacity.isFinite
    }

    /// The transform from a sublayer's coordinates (presentation values `c`) to its
    /// superlayer's (`parent`), when it is 2D affine and the sublayer is double-sided (never
    /// culled); else nil.
    static func sublayerToParent(_ c: LayerProperties, _ parent: LayerProperties) -> CGAffineTransform? {
        let m = PlaneMatrix.concat(PlaneMatrix.toParentPlane(of: c), PlaneMatrix.sublayerSpace(of: parent))
        guard PlaneMatrix.isAffine2D(m), c.isDoubleSided else { return nil }
        return CATransform3DGetAffineTransform(m)
    }

    /// Collects the pieces of subtrees for ``drawMaskedContent``.
    struct Fold {
        /// Pixels per point of the top layer's space (the recipes' resolution).
        let scale: Double
        /// Whether anything collected may change with time (beyond the top layer).
        var animated = false
        /// Layers visited, bounded so that a huge subtree goes the general way.
        var visited = 0
        static let maximumLayers = 256

        init(scale: Double) {
            self.scale = scale
        }

        /// Appends the pieces of `node` (presentation values `p` at `parentTime`) and its
        /// subtree, as a sublayer or mask placed in the space that `toTop` maps to the top
        /// layer's; false when they do not fold.
        mutating func collect(
            _ node: LayerSnapshot, _ p: LayerProperties, parentTime: CFTimeInterval, toTop: CGAffineTransform,
            opacity: Double, into pieces: inout [MaskedContentRecipe.Piece], gradients: Bool
        ) -> Bool {
            guard LayerTreeFlattener.foldsPlainly(node, p), node.mask == nil, p.isDoubleSided else { return false }
            let m = PlaneMatrix.toParentPlane(of: p)
            guard PlaneMatrix.isAffine2D(m) else { return false }
            animated = animated || node.hasAnimatedProperties
            if p.isHidden || p.opacity <= 0 { return true }
            let own = CATransform3DGetAffineTransform(m)
            return collectOwn(
                node, p, time: node.localTime(fromParentTime: parentTime), toTop: own.concatenating(toTop),
                opacity: opacity * Double(min(p.opacity, 1)), into: &pieces, gradients: gradients)
        }

        /// Appends what `node` itself draws (placed by `toTop`, at `opacity`, its own
        /// included) and its sublayers' pieces; false when they do not fold.
        mutating func collectOwn(
            _ node: LayerSnapshot, _ p: LayerProperties, time: CFTimeInterval, toTop: CGAffineTransform, opacity: Double,
            into pieces: inout [MaskedContentRecipe.Piece], gradients: Bool = true
        ) -> Bool {
            visited += 1
            guard visited <= Self.maximumLayers, LayerTreeFlattener.foldsPlainly(node, p) else { return false }
            animated = animated || node.animatesContent
            let first = pieces.count
            if let background = p.backgroundColor, background.alpha > 0 {
                pieces.append(.init(content: .solid(rect: p.bounds, color: background), toSpace: toTop, opacity: opacity))
            }
            if node.drawsContent {
                switch node.contentKind {
                case .shape:
                    guard !p.masksToBounds else { return false }
                    if let shape = ShapeRecipe(p, scale: scale) {
                        pieces.append(.init(content: .shape(shape), toSpace: toTop, opacity: opacity))
                    }
                case .gradient:
                    guard gradients else { return false }
                    if let g = GradientRecipe(p, scale: scale) {
                        pieces.append(.init(content: .gradient(g), toSpace: toTop, opacity: opacity))
                    }
                default:
                    return false
                }
            }
            if !node.sublayers.isEmpty {
                let space = PlaneMatrix.sublayerSpace(of: p)
                guard !p.masksToBounds, PlaneMatrix.isAffine2D(space) else { return false }
                // The sublayers' parent space (the sublayer transform applied) → the top layer's.
                let spaceToTop = CATransform3DGetAffineTransform(space).concatenating(toTop)
                let z = node.sublayers[0].presentationZPosition(atParentTime: time)
                for sublayer in node.sublayers {
                    guard sublayer.presentationZPosition(atParentTime: time) == z else { return false }
                    let c = sublayer.presentationProperties(atParentTime: time)
                    let before = pieces.count
                    guard
                        collect(
                            sublayer, c, parentTime: time, toTop: spaceToTop, opacity: opacity, into: &pieces,
                            gradients: false)
                    else { return false }
                    // Group opacity over more than one piece composites them first.
                    if c.opacity < 1, c.allowsGroupOpacity, pieces.count - before > 1 { return false }
                }
            }
            // A gradient only ever alone.
            if pieces.count > 1, pieces[first...].contains(where: { if case .gradient = $0.content { true } else { false } }) {
                return false
            }
            return true
        }
    }
}
