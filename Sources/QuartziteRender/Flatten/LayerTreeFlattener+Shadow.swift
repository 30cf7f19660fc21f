import Quartzite

extension LayerTreeFlattener {
    /// The layer's shadow: a silhouette (the `shadowPath`, else the layer's own rendering
    /// without opacity) in a shadow pass blurred with σ = shadowRadius in pixels (REFERENCE 9,
    /// QuartziteRender docs), composited as alpha × shadowColor × shadowOpacity, moved by
    /// `shadowOffset` (points of the superlayer's plane). With `masksToBounds` the shadow is
    /// clipped to the layer's (rounded) bounds, as Core Animation clips it: only what shows
    /// through the layer's transparent parts remains.
    func drawShadow(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext, color: PremultipliedColor
    ) {
        let center = CGPoint(x: p.bounds.midX, y: p.bounds.midY)
        let pixelsPerPoint = PlaneMatrix.scale(of: layerToPass, at: center)
        let sigma = max(0, Double(p.shadowRadius)) * pixelsPerPoint
        let pass = newPass(.shadow, clear: .clear, blurSigma: sigma.isFinite ? sigma : 0)
        if let path = p.shadowPath {
            if let silhouette = silhouettes.silhouette(of: path, pixelsPerPoint: pixelsPerPoint) {
                let state = addState(layerToPass, opacity: 1, scissor: nil, edges: .all)
                addQuad(
                    DrawQuad(
                        sharedStateIndex: state, rect: silhouette.rect,
                        uvRect: CGRect(x: 0, y: 0, width: silhouette.image.width, height: silhouette.image.height),
                        content: .texture(textureIndex(silhouette.image), filter: .linear)),
                    to: pass)
            }
        } else {
            var inner = context
            inner.pass = pass
            inner.opacity = 1
            inner.scissor = nil
            drawBody(node, p, layerToPass, localTime, inner, shadow: false)
        }
        let anchor = p.position
        let moved = CGPoint(x: anchor.x + p.shadowOffset.width, y: anchor.y + p.shadowOffset.height)
        var offset = CGPoint.zero
        if let a = PlaneMatrix.project(anchor, context.planeToPass),
            let b = PlaneMatrix.project(moved, context.planeToPass)
        {
            offset = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        var scissor = context.scissor
        var mask: Int? = nil
        if p.masksToBounds {
            let (radius, corners) = Self.roundedCorners(of: p)
            if (radius <= 0 || corners.isEmpty) && PlaneMatrix.isAxisAligned(layerToPass) {
                scissor = Self.intersect(context.scissor, Self.pixelRect(p.bounds, layerToPass))
            } else {
                mask = boundsMaskPass(p, layerToPass, radius: radius, corners: corners)
            }
        }
        composite(
            pass, into: context.pass, opacity: context.opacity * min(p.shadowOpacity, 1), scissor: scissor,
            mask: mask, alphaColor: color, offset: offset)
    }
}
