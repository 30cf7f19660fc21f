import Quartzite

extension LayerTreeFlattener {
    /// Draws a `CAEmitterLayer`'s live particles at `localTime` (see `EmitterSimulation`):
    /// each a quad of its cell's image (the `contentsRect` part, `contentsScale` pixels per
    /// point, times its scale) centred on its position and turned by its rotation, the image
    /// multiplied by its colour (added for `additive`), in the layer's plane — or, with
    /// `preservesDepth`, at its z in front of or behind it (each sprite facing the layer's
    /// normal).
    func drawParticles(
        _ node: LayerSnapshot, _ p: LayerProperties, _ emission: EmissionHistory, _ layerToPass: CATransform3D,
        _ localTime: CFTimeInterval, _ context: DrawContext
    ) {
        let cells = EmitterLayerParameters.cells(of: p)
        guard !cells.isEmpty else { return }
        let started = ContinuousClock.now
        let layer = EmitterLayerParameters(p)
        var animatedBirth: (@Sendable (Double) -> EmitterBirthParameters)? = nil
        if node.animates(anyOf: EmitterBirthParameters.keys) {
            // Each particle takes the presentation values of its birth time.
            let timing = node.timing
            animatedBirth = { local in
                let parent = timing.parentTime(fromLocalTime: local)
                return EmitterBirthParameters(node.presentationProperties(atParentTime: parent.isFinite ? parent : 0))
            }
        }
        var animatedRate: (@Sendable (Double) -> Double)? = nil
        if node.animates(anyOf: [CAEmitterLayer.Key.birthRate]) {
            // Births follow the presentation birth rate, integrated over time.
            let timing = node.timing
            animatedRate = { local in
                let parent = timing.parentTime(fromLocalTime: local)
                return node.presentationProperties(atParentTime: parent.isFinite ? parent : 0)
                    .extensionNumber(CAEmitterLayer.Key.birthRate, default: 1)
            }
        }
        var animatedCells: (@Sendable (Double) -> [EmitterCellParameters])? = nil
        var animatesCellValues = false
        if node.animatesKey(where: { $0.hasPrefix(EmitterCellKeyPath.prefix) }) {
            // Animations of cell key paths: births follow the cells' presentation rates, and
            // particles take the other animated values of their birth.
            let timing = node.timing
            animatedCells = { local in
                let parent = timing.parentTime(fromLocalTime: local)
                return EmitterLayerParameters.cells(of: node.presentationProperties(atParentTime: parent.isFinite ? parent : 0))
            }
            animatesCellValues = node.animatesKey { key in
                guard let path = EmitterCellKeyPath(key) else { return false }
                return path.names.count > 1 || path.key != "birthRate"
            }
        }
        var rateCache: EmitterRateCache? = nil
        if animatedRate != nil || animatedCells != nil {
            if let kept = emitterRates.value(for: node, where: { _ in true }) {
                rateCache = kept
            } else {
                let made = EmitterRateCache()
                emitterRates.store(made, for: node)
                rateCache = made
            }
        }
        let simulation = EmitterSimulation(
            cells: cells, layer: layer, history: emission, animatedBirth: animatedBirth, animatedRate: animatedRate,
            animatedCells: animatedCells, animatesCellValues: animatesCellValues,
            lifetimeBound: EmitterBirthParameters(p).lifetime, rateCache: rateCache)
        particleScratch.removeAll(keepingCapacity: true)
        let complete = simulation.particles(atLocalTime: localTime, into: &particleScratch, limit: particleLimit)
        statistics.particleSimulationTime += ContinuousClock.now - started
        if !complete {
            // Named when it has a name, so a scene of several emitters says which.
            let emitter = node.name.map { "the emitter \"\($0)\"" } ?? "an emitter"
            problems.log(
                "\(emitter) has more than \(particleLimit) particles alive",
                consequence: "the youngest are not drawn")
        }
        statistics.particlesDrawn += particleScratch.count
        let additive = layer.renderMode == .additive
        let keepsDepth = p.extensionBool(CAEmitterLayer.Key.preservesDepth, default: false)
        let at = p.extensionPoint(CAEmitterLayer.Key.emitterPosition, default: .zero)
        let layerScale = PlaneMatrix.scale(of: layerToPass, at: at)
        // Each cell's image, its part and size per unit of scale, read once (not per particle);
        // the texture enters the plan with the cell's first particle.
        var images = simulation.cells.map { ParticleImage($0.parameters) }
        for particle in particleScratch {
            guard images[particle.cell].isDrawable, particle.color.w > 0, particle.scale > 0 else { continue }
            if images[particle.cell].texture < 0, let contents = simulation.cells[particle.cell].parameters.contents {
                images[particle.cell].texture = textureIndex(contents)
            }
            let image = images[particle.cell]
            let w = image.pointsPerScale.x * particle.scale
            let h = image.pointsPerScale.y * particle.scale
            guard w.isFinite, h.isFinite else { continue }
            let c = cos(particle.rotation)
            let s = sin(particle.rotation)
            var placement = CATransform3DIdentity
            placement.m11 = c
            placement.m12 = s
            placement.m21 = -s
            placement.m22 = c
            placement.m41 = particle.position.x
            placement.m42 = particle.position.y
            if keepsDepth { placement.m43 = particle.position.z }
            let pixelsPerTexel = layerScale * image.pointsPerTexel * particle.scale
            let filter = pixelsPerTexel < 1 ? image.minifying : image.magnifying
            let color = particle.color
            let a = Float(color.w)
            let tint = PremultipliedColor(
                red: Float(color.x) * a, green: Float(color.y) * a, blue: Float(color.z) * a, alpha: additive ? 0 : a)
            let state = addState(
                CATransform3DConcat(placement, layerToPass), opacity: context.opacity, scissor: context.scissor,
                edges: .all)
            addQuad(
                DrawQuad(
                    sharedStateIndex: state, rect: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), uvRect: image.uv,
                    content: .tintedTexture(image.texture, tint: tint, filter: filter),
                    levelOfDetailBias: pixelsPerTexel < 1 ? image.minifyingBias : 0),
                to: context.pass)
        }
    }
}

/// What drawing a cell's particles needs of the cell, read once per frame: plain values (the
/// loop copies it per particle, so it holds no reference to count).
private struct ParticleImage {
    /// Whether the cell has an image (without one its particles draw nothing).
    let hasImage: Bool
    /// The plan texture of the cell's image, or −1 until the first particle uses it.
    var texture = -1
    /// The `contentsRect` part of the image, in texels.
    let uv: CGRect
    /// Points per texel at scale 1 (1 / `contentsScale`; 0 when that is not positive).
    let pointsPerTexel: Double
    /// The particle's width and height in points at scale 1.
    let pointsPerScale: SIMD2<Double>
    let minifying: TextureFilter
    let magnifying: TextureFilter
    /// The cell's `minificationFilterBias`.
    let minifyingBias: Float

    init(_ cell: EmitterCellParameters) {
        hasImage = cell.contents != nil
        let r = cell.contentsRect
        let width = CGFloat(cell.contents?.width ?? 0)
        let height = CGFloat(cell.contents?.height ?? 0)
        uv = CGRect(x: r.minX * width, y: r.minY * height, width: r.width * width, height: r.height * height)
        pointsPerTexel = cell.contentsScale > 0 && cell.contentsScale.isFinite ? 1 / cell.contentsScale : 0
        pointsPerScale = SIMD2(abs(Double(uv.width)), abs(Double(uv.height))) * pointsPerTexel
        minifying = LayerTreeFlattener.filter(cell.minificationFilter, minifying: true)
        magnifying = LayerTreeFlattener.filter(cell.magnificationFilter, minifying: false)
        minifyingBias = cell.minificationFilterBias
    }

    /// Whether particles of the cell draw anything.
    var isDrawable: Bool {
        hasImage && uv.width != 0 && uv.height != 0 && pointsPerScale.x > 0 && pointsPerScale.y > 0
            && pointsPerScale.x.isFinite && pointsPerScale.y.isFinite
    }
}
