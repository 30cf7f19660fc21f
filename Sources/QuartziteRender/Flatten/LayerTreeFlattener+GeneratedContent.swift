import Quartzite

extension LayerTreeFlattener {
    /// Draws the content a layer class draws itself (a shape, text, a gradient) between its
    /// contents and its first sublayer: rasterized at the resolution the layer is shown at
    /// (remembered per layer while its content cannot change, else from
    /// `GeneratedContentCache` when nothing that changes its pixels changed) and drawn as one
    /// textured quad over the layer-space rectangle it covers, shrunk to the image's
    /// non-transparent texels where that draws the same pixels (as contents quads are).
    func drawGeneratedContent(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ inner: DrawContext,
        state: Int, context: DrawContext
    ) {
        let kind = node.contentKind
        if kind == .shape, drawsShapesAsDrawings, !isTinted, drawShapeAsDrawing(node, p, layerToPass, inner) { return }
        if kind == .shape, drawShapeOnPixelGrid(node, p, layerToPass, inner) { return }
        let center = CGPoint(x: p.bounds.midX, y: p.bounds.midY)
        let resolution = ContentRecipes.resolution(
            for: kind, p, pixelsPerPoint: Self.pixelsPerPoint(of: layerToPass, at: center))
        let content: GeneratedContent?
        if !node.animatesContent,
            let remembered = generatedContentMemo.value(for: node, where: { $0.resolution == resolution })
        {
            content = remembered.content
        } else {
            content = rasterizedContent(kind, p, resolution: resolution, transient: node.animatesContent)
            if !node.animatesContent {
                // (A shape's area, when the pixel grid measured it, stays known.)
                let area = generatedContentMemo.value(for: node, where: { _ in true })?.area
                generatedContentMemo.store(
                    RememberedContent(resolution: resolution, content: content, area: area), for: node)
            }
        }
        guard let content else { return }
        let image = content.image
        let opaque = image.nonTransparentBounds
        guard !opaque.isNull else { return }
        let quadState =
            state >= 0 && inner.pass == context.pass && inner.scissor == context.scissor
            ? state : addState(layerToPass, opacity: inner.opacity, scissor: inner.scissor, edges: edges(of: p))
        // A gradient fills the shape of the layer, rounded corners included, with or without
        // masksToBounds (CAGradientLayer.h) — unless a clip pass of this layer rounds it.
        let rounds = kind == .gradient && content.rect == p.bounds && inner.pass == context.pass
        let (layerRadius, corners) = Self.roundedCorners(of: p)
        let radius = rounds ? layerRadius : 0
        var layout = ContentsLayout(
            rect: content.rect, uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        if trimsTransparentContents, radius <= 0,
            opaque != CGRect(x: 0, y: 0, width: image.width, height: image.height),
            let margin = Self.trimMargin(
                uvPerPoint: SIMD2(
                    layout.uvRect.width / layout.rect.width, layout.uvRect.height / layout.rect.height),
                layerToPass)
        {
            guard
                layout.trim(
                    toNonTransparent: opaque, imageWidth: Double(image.width), imageHeight: Double(image.height),
                    margin: margin, fixed: pendingStates[quadState].edgeAntialiasing, flipped: false)
            else { return }
        }
        addQuad(
            DrawQuad(
                sharedStateIndex: quadState, rect: layout.rect, uvRect: layout.uvRect,
                content: .texture(textureIndex(image), filter: .linear), cornerRadius: max(radius, 0),
                maskedCorners: corners,
                cornerCurve: cornerCurve(of: p)),
            to: inner.pass)
    }

    /// The content of `kind` for presentation values `p` at `resolution`, from the shared cache
    /// or rasterized now (counted, and timed, in the statistics).
    private func rasterizedContent(
        _ kind: LayerContentKind, _ p: LayerProperties, resolution: Double, transient: Bool
    ) -> GeneratedContent? {
        guard let recipe = ContentRecipes.recipe(for: kind, p, resolution: resolution) else { return nil }
        return cachedContent(for: recipe, transient: transient)
    }

    /// `recipe`'s image from the shared cache, rasterized when missing (counted in the frame's
    /// statistics with its time); `transient` content is kept for this frame only.
    func cachedContent(for recipe: any ContentRecipe, transient: Bool) -> GeneratedContent? {
        let start = ContinuousClock.now
        let (content, rasterized) = GeneratedContentCache.shared.content(for: recipe, transient: transient)
        if rasterized {
            statistics.contentRasterizations += 1
            statistics.contentRasterizationTime += ContinuousClock.now - start
        }
        return content
    }

    /// The larger of the pixel lengths of a layer point's x and y steps through `m` at
    /// `point` (perspective divide included): the resolution vector content needs there.
    static func pixelsPerPoint(of m: CATransform3D, at point: CGPoint) -> Double {
        let x = Double(point.x), y = Double(point.y)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        guard w > 1e-9 else { return 1 }
        let px = x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)
        let py = x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)
        // d(p/w)/dx = (dp/dx · w − p · dw/dx) / w².
        let dxX = (Double(m.m11) * w - px * Double(m.m14)) / (w * w)
        let dxY = (Double(m.m12) * w - py * Double(m.m14)) / (w * w)
        let dyX = (Double(m.m21) * w - px * Double(m.m24)) / (w * w)
        let dyY = (Double(m.m22) * w - py * Double(m.m24)) / (w * w)
        let s = max((dxX * dxX + dxY * dxY).squareRoot(), (dyX * dyX + dyY * dyY).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }
}

/// The content of a layer whose content cannot animate, remembered per layer (no recipe made or
/// hashed while its node and resolution stay the same).
struct RememberedContent {
    /// Pixels per point it was made at (NaN for content made on the pass's pixel grid).
    let resolution: Double
    /// What it draws (nil: nothing).
    let content: GeneratedContent?
    /// For content made on the pass's pixel grid: its scale and pixel phase (x, y, phase x,
    /// phase y; see `LayerTreeFlattener.pixelGrid(of:)`).
    var grid: SIMD4<Double>? = nil
    /// For a shape: the area of its path's bounds grown by the line width, in square points
    /// (whether it is large enough for the pixel grid), once known.
    var area: Double? = nil
    /// For a shape drawn as a vector drawing: the drawing and the matrix it was made for.
    var drawing: RememberedDrawing? = nil
}

extension ContentsLayout {
    /// A plain layout: `uvRect` of the image mapped linearly onto `rect`.
    init(rect: CGRect, uvRect: CGRect) {
        self.rect = rect
        self.uvRect = uvRect
        self.ninePart = nil
    }
}
