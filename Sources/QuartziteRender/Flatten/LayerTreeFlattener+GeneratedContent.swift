import Quartzite

extension LayerTreeFlattener {
    /// Draws the content a layer class draws itself (a shape, text, a gradient) between its
    /// contents and its first sublayer: rasterized at the resolution the layer is shown at
    /// (from `GeneratedContentCache` when nothing that changes its pixels changed) and drawn as
    /// one textured quad over the layer-space rectangle it covers.
    func drawGeneratedContent(
        _ kind: LayerContentKind, _ p: LayerProperties, _ layerToPass: CATransform3D, _ inner: DrawContext,
        state: Int, context: DrawContext
    ) {
        let center = CGPoint(x: p.bounds.midX, y: p.bounds.midY)
        guard
            let recipe = ContentRecipes.recipe(
                for: kind, p, pixelsPerPoint: Self.pixelsPerPoint(of: layerToPass, at: center))
        else { return }
        let start = ContinuousClock.now
        let (content, rasterized) = GeneratedContentCache.shared.content(for: recipe)
        if rasterized {
            statistics.contentRasterizations += 1
            statistics.contentRasterizationTime += ContinuousClock.now - start
        }
        guard let content, !content.image.nonTransparentBounds.isNull else { return }
        let quadState =
            state >= 0 && inner.pass == context.pass && inner.scissor == context.scissor
            ? state : addState(layerToPass, opacity: inner.opacity, scissor: inner.scissor, edges: edges(of: p))
        // A gradient fills the shape of the layer, rounded corners included, with or without
        // masksToBounds (CAGradientLayer.h) — unless a clip pass of this layer rounds it.
        let rounds = kind == .gradient && content.rect == p.bounds && inner.pass == context.pass
        let radius = rounds ? Double(min(p.cornerRadius, p.bounds.width / 2, p.bounds.height / 2)) : 0
        addQuad(
            DrawQuad(
                sharedStateIndex: quadState, rect: content.rect,
                uvRect: CGRect(x: 0, y: 0, width: content.image.width, height: content.image.height),
                content: .texture(textureIndex(content.image), filter: .linear), cornerRadius: max(radius, 0),
                maskedCorners: CornerMask(rawValue: UInt8(truncatingIfNeeded: p.maskedCorners.rawValue) & 15)),
            to: inner.pass)
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
