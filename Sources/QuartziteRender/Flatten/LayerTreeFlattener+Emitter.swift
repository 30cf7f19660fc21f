import Quartzite

extension LayerTreeFlattener {
    /// Draws a `CAEmitterLayer`'s live particles at `localTime` (see `EmitterSimulation`):
    /// each a quad of its cell's image (the `contentsRect` part, `contentsScale` pixels per
    /// point, times its scale) centred on its position and turned by its rotation, the image
    /// multiplied by its colour (added for `additive`), in the layer's plane.
    func drawParticles(
        _ node: LayerSnapshot, _ p: LayerProperties, _ emission: EmissionHistory, _ layerToPass: CATransform3D,
        _ localTime: CFTimeInterval, _ context: DrawContext
    ) {
        let cells = EmitterLayerParameters.cells(of: p)
        guard !cells.isEmpty else { return }
        let started = ContinuousClock.now
        let layer = EmitterLayerParameters(p)
        let simulation = EmitterSimulation(cells: cells, layer: layer)
        particleScratch.removeAll(keepingCapacity: true)
        let complete = simulation.particles(atLocalTime: localTime, history: emission, into: &particleScratch)
        statistics.particleSimulationTime += ContinuousClock.now - started
        if !complete {
            problems.log(
                "an emitter has more than \(CAEmitterLayer.maximumParticles) particles alive",
                consequence: "the youngest are not drawn")
        }
        statistics.particlesDrawn += particleScratch.count
        let additive = layer.renderMode == .additive
        let layerScale = PlaneMatrix.scale(of: layerToPass, at: CGPoint(x: layer.position.x, y: layer.position.y))
        for particle in particleScratch {
            let cell = simulation.cells[particle.cell].parameters
            guard let image = cell.contents, particle.color.w > 0, particle.scale > 0 else { continue }
            let r = cell.contentsRect
            let uv = CGRect(
                x: r.minX * CGFloat(image.width), y: r.minY * CGFloat(image.height),
                width: r.width * CGFloat(image.width), height: r.height * CGFloat(image.height))
            let pointsPerTexel = cell.contentsScale > 0 && cell.contentsScale.isFinite ? particle.scale / cell.contentsScale : 0
            let w = abs(uv.width) * pointsPerTexel
            let h = abs(uv.height) * pointsPerTexel
            guard w > 0, h > 0, w.isFinite, h.isFinite, uv.width != 0, uv.height != 0 else { continue }
            let c = cos(particle.rotation)
            let s = sin(particle.rotation)
            var placement = CATransform3DIdentity
            placement.m11 = c
            placement.m12 = s
            placement.m21 = -s
            placement.m22 = c
            placement.m41 = particle.position.x
            placement.m42 = particle.position.y
            let pixelsPerTexel = layerScale * pointsPerTexel
            let filter = Self.filter(
                pixelsPerTexel < 1 ? cell.minificationFilter : cell.magnificationFilter, minifying: pixelsPerTexel < 1)
            let color = particle.color
            let a = Float(color.w)
            let tint = PremultipliedColor(
                red: Float(color.x) * a, green: Float(color.y) * a, blue: Float(color.z) * a, alpha: additive ? 0 : a)
            let state = addState(
                CATransform3DConcat(placement, layerToPass), opacity: context.opacity, scissor: context.scissor,
                edges: .all)
            addQuad(
                DrawQuad(
                    sharedStateIndex: state, rect: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), uvRect: uv,
                    content: .tintedTexture(textureIndex(image), tint: tint, filter: filter)),
                to: context.pass)
        }
    }
}
