import Quartzite

extension LayerTreeFlattener {
    /// The smallest on-screen area, in pixels, of a shape rasterized on the pass's pixel grid
    /// (``drawShapeOnPixelGrid(_:_:_:_:)``): below it, resampling a layer-space image costs
    /// little, and that image is kept while the layer moves by fractions of a pixel.
    static let pixelGridArea = 200.0 * 200.0

    /// The scale (pixels per point, x and y) and the pixel phase (where the layer's origin falls
    /// within a pixel, 0…1 each) of `m` when it is a positive scale and a translation only —
    /// content rasterized with them lands on the pass's pixels; nil otherwise.
    static func pixelGrid(of m: CATransform3D) -> (scale: SIMD2<Double>, phase: SIMD2<Double>)? {
        guard PlaneMatrix.isAffine2D(m), m.m12 == 0, m.m21 == 0, m.m11 > 0, m.m22 > 0, m.m11.isFinite, m.m22.isFinite,
            abs(m.m41) < 1e7, abs(m.m42) < 1e7
        else { return nil }
        let (tx, ty) = (Double(m.m41), Double(m.m42))
        return (SIMD2(Double(m.m11), Double(m.m22)), SIMD2(tx - tx.rounded(.down), ty - ty.rounded(.down)))
    }

    /// Adds `image`, which covers `rect` of a layer drawn by the scale-and-translation `m` on
    /// the pass's pixel grid, as a quad in pass pixels (texel for pixel: no resampling, a row
    /// copy on the CPU), trimmed to its non-transparent texels; false (nothing added) when
    /// `rect` does not land on whole pixels.
    func addPixelGridQuad(
        _ image: CGImage, covering rect: CGRect, _ m: CATransform3D, opacity: Float, scissor: PixelRect?, pass: Int
    ) -> Bool {
        let edges = SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
            * SIMD4(Double(m.m11), Double(m.m22), Double(m.m11), Double(m.m22))
            + SIMD4(Double(m.m41), Double(m.m42), Double(m.m41), Double(m.m42))
        let whole = edges.rounded(.toNearestOrAwayFromZero)
        let off = whole - edges
        guard ((off .< 1e-6) .& (off .> -1e-6)) == SIMDMask(repeating: true) else { return false }
        let opaque = image.nonTransparentBounds
        guard !opaque.isNull else { return true }
        let state = addState(CATransform3DIdentity, opacity: opacity, scissor: scissor, edges: [])
        var layout = ContentsLayout(
            rect: CGRect(x: whole[0], y: whole[1], width: whole[2] - whole[0], height: whole[3] - whole[1]),
            uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        if trimsTransparentContents, opaque != layout.uvRect {
            guard
                layout.trim(
                    toNonTransparent: opaque, imageWidth: Double(image.width), imageHeight: Double(image.height),
                    margin: SIMD2(1, 1), fixed: [], flipped: false)
            else { return true }
        }
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: layout.rect, uvRect: layout.uvRect,
                content: .texture(textureIndex(image), filter: .linear)),
            to: pass)
        return true
    }

    /// Draws a shape layer's content rasterized on the pass's pixel grid when its layer is drawn
    /// by a scale and a translation only, no animation moves it, and the shape covers at least
    /// ``pixelGridArea`` pixels: drawn texel for pixel instead of resampled from an image at the
    /// layer's resolution. True when drawn (or found to draw nothing); false when the general
    /// path must draw it. A shape whose content cannot animate is remembered per layer, as on
    /// the general path: its image on the grid, or that it is too small for it.
    func drawShapeOnPixelGrid(_ node: LayerSnapshot, _ p: LayerProperties, _ m: CATransform3D, _ inner: DrawContext) -> Bool {
        guard movingLayers == 0, let grid = Self.pixelGrid(of: m) else { return false }
        let key = SIMD4(grid.scale.x, grid.scale.y, grid.phase.x, grid.phase.y)
        let pixelsPerSquarePoint = grid.scale.x * grid.scale.y
        let remembered = node.animatesContent ? nil : generatedContentMemo.value(for: node, where: { _ in true })
        if let area = remembered?.area, area * pixelsPerSquarePoint < Self.pixelGridArea { return false }
        let content: GeneratedContent?
        if let remembered, remembered.grid == key {
            content = remembered.content
        } else {
            // Measured from the path itself (no recipe made for a shape too small).
            guard let path = p.extensionPath(CAShapeLayer.Key.path) else { return false }
            let box = path.boundingBoxOfPath
            let reach = max(p.extensionNumber(CAShapeLayer.Key.lineWidth, default: 1), 0)
            let area = (box.width + reach) * (box.height + reach)
            guard area * pixelsPerSquarePoint >= Self.pixelGridArea, area.isFinite else {
                if !node.animatesContent, remembered == nil {
                    generatedContentMemo.store(RememberedContent(resolution: .nan, content: nil, area: area), for: node)
                }
                return false
            }
            guard var recipe = ShapeRecipe(p, scale: grid.scale.x) else { return false }
            recipe.grid = (grid.scale.y, grid.phase)
            let made = cachedContent(for: recipe, transient: node.animatesContent)
            content = made
            if !node.animatesContent {
                generatedContentMemo.store(
                    RememberedContent(resolution: .nan, content: made, grid: key, area: area), for: node)
            }
        }
        guard let content else { return true }
        return addPixelGridQuad(
            content.image, covering: content.rect, m, opacity: inner.opacity, scissor: inner.scissor, pass: inner.pass)
    }
}
