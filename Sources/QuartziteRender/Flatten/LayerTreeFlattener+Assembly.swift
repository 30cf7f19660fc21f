import Quartzite

extension LayerTreeFlattener {
    /// Opens a pending pass of the current pass size (`canvasPixels`) and returns its id.
    func newPass(
        _ purpose: RenderPassPurpose, clear: PremultipliedColor, blurSigma: Double = 0,
        cacheKey: RenderPassCacheKey? = nil
    ) -> Int {
        pendingPasses.append(
            PendingPass(
                purpose: purpose, size: canvasPixels, clear: clear, blurSigma: blurSigma, cacheKey: cacheKey,
                firstQuad: pendingQuads.count))
        return pendingPasses.count - 1
    }

    /// Adds a pending shared state and returns its index.
    func addState(
        _ transform: CATransform3D, opacity: Float, scissor: PixelRect?, mask: Int? = nil,
        maskChannel: MaskChannel = .alpha, edges: EdgeAntialiasing
    ) -> Int {
        pendingStates.append(
            SharedQuadState(
                transform: transform, opacity: opacity,
                clip: QuadClip(scissor: scissor, maskPass: mask, maskChannel: maskChannel), edgeAntialiasing: edges))
        return pendingStates.count - 1
    }

    /// Appends `quad` to pending pass `pass`.
    @inline(__always)
    func addQuad(_ quad: DrawQuad, to pass: Int) {
        if isTinted { return appendQuad(tinted(quad), to: pass) }
        appendQuad(quad, to: pass)
    }

    /// Appends `quad` to pending pass `pass` as it is (no ``tint``).
    @inline(__always)
    func appendQuad(_ quad: DrawQuad, to pass: Int) {
        pendingQuads.append(quad)
        pendingQuadPasses.append(pass)
    }

    /// `quad` with its colours multiplied by ``tint`` (premultiplied: the red, green and blue
    /// scale, alpha stays): a solid colour, a border, a texture's texels (through a tinted
    /// texture). (Out of line: the rare case stays out of every caller's code.)
    @inline(never)
    func tinted(_ quad: DrawQuad) -> DrawQuad {
        var quad = quad
        switch quad.content {
        case .solid(let c): quad.content = .solid(tinted(c))
        case .texture(let index, let filter): quad.content = .tintedTexture(index, tint: tinted(.white), filter: filter)
        case .tintedTexture(let index, let t, let filter): quad.content = .tintedTexture(index, tint: tinted(t), filter: filter)
        case .passAlpha(let index, let color, let filter): quad.content = .passAlpha(index, color: tinted(color), filter: filter)
        case .pass, .passMix, .drawing: break  // (The flattener tints no drawing: see `drawsShapesIntoPasses`.)
        }
        if quad.borderWidth > 0 { quad.borderColor = tinted(quad.borderColor) }
        return quad
    }

    private func tinted(_ c: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: c.red * tint.x, green: c.green * tint.y, blue: c.blue * tint.z, alpha: c.alpha)
    }

    /// The plan texture index of `image` (each image once).
    func textureIndex(_ image: CGImage) -> Int {
        if let i = textureIndices[image.cacheKey] { return i }
        pendingTextures.append(image)
        textureIndices[image.cacheKey] = pendingTextures.count - 1
        return pendingTextures.count - 1
    }

    /// Composites offscreen pass `source` one pixel per pixel into `target`, through `mask`'s
    /// `maskChannel` when given, blended with `blendMode`. The composite quad covers only the
    /// pixels drawn into `source` (``drawnBounds(of:)``), within those drawn into the mask for
    /// the channels where an undrawn mask pixel hides everything (alpha, luminance); none at
    /// all when that leaves nothing.
    func composite(
        _ source: Int, into target: Int, opacity: Float, scissor: PixelRect?, mask: Int? = nil,
        maskChannel: MaskChannel = .alpha, alphaColor: PremultipliedColor? = nil, offset: CGPoint = .zero,
        blendMode: BlendMode = .normal
    ) {
        if mask == nil, alphaColor == nil, offset == .zero, blendMode == .normal, foldSingleQuadGroup(source, into: target, opacity: opacity, scissor: scissor) {
            return
        }
        var rect = passRect
        if var drawn = drawnBounds(of: source) {
            // (The mask lies in the target's pixels; a moved source's bounds are not there.)
            if let mask, offset == .zero, maskChannel == .alpha || maskChannel == .luminance,
                let shown = drawnBounds(of: mask)
            {
                drawn = Self.intersect(shown, drawn)
            }
            guard drawn.width > 0, drawn.height > 0 else { return }
            rect = CGRect(x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height)
        }
        var m = CATransform3DIdentity
        m.m41 = offset.x
        m.m42 = offset.y
        let state = addState(m, opacity: 1, scissor: scissor, mask: mask, maskChannel: maskChannel, edges: [])
        let content: QuadContent =
            if let alphaColor { .passAlpha(source, color: alphaColor, filter: .nearest) } else {
                .pass(source, filter: .nearest)
            }
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: rect, uvRect: rect, content: content, opacity: opacity,
                blendMode: blendMode),
            to: target)
    }

    /// A group-opacity pass that received a single quad needs no pass: the quad drawn into
    /// `target` with the group's opacity is the same picture (one quad over transparent, then
    /// faded, is the quad faded). Moves the quad there — its place in `target`'s order is the
    /// composite's, as nothing else reached `target` while the group was drawn — and returns
    /// true; false when the pass has several quads (or none, or a blended one, or is not a
    /// plain group).
    private func foldSingleQuadGroup(_ source: Int, into target: Int, opacity: Float, scissor: PixelRect?) -> Bool {
        let info = pendingPasses[source]
        guard info.purpose == .groupOpacity, info.blurSigma == 0, info.cacheKey == nil else { return false }
        var only = -1
        for q in info.quadRange(of: pendingQuads.count) where pendingQuadPasses[q] == source {
            if only >= 0 { return false }
            only = q
        }
        // A blended quad blends with the group's other content (none: transparent), not with
        // what lies behind the group, so it keeps its pass.
        guard only >= 0, pendingQuads[only].blendMode == .normal else { return false }
        var state = pendingStates[pendingQuads[only].sharedStateIndex]
        if let scissor {
            let clipped = Self.intersect(state.clip.scissor, scissor)
            state.clip.scissor = clipped
            if clipped.width <= 0 || clipped.height <= 0 {
                pendingQuadPasses[only] = -1
                return true
            }
        }
        pendingStates.append(state)
        pendingQuads[only].sharedStateIndex = pendingStates.count - 1
        pendingQuads[only].opacity *= opacity
        pendingQuadPasses[only] = target
        return true
    }

    /// Writes the pending passes into `plan`: every pass after the passes it reads (a
    /// depth-first post-order from the frame pass), the frame last.
    func assemble(into plan: inout RenderPlan) {
        plan.removeAll(keepingCapacity: true)
        let n = pendingPasses.count
        if n == 1 {
            // The frame alone: no pass to order or renumber (a pass or mask index can only
            // be 0, which stays 0), so the states and quads become the plan's as they are —
            // exchanged with its storage, not copied, when no quad was dropped.
            for image in pendingTextures { plan.addTexture(image) }
            for drawing in pendingDrawings { plan.addDrawing(drawing) }
            let info = pendingPasses[0]
            if !pendingQuadPasses.contains(-1) {
                plan.exchangeFrame(
                    purpose: info.purpose, size: info.size, clearColor: info.clear, blurSigma: info.blurSigma,
                    states: &pendingStates, quads: &pendingQuads)
            } else {
                plan.addSharedStates(pendingStates)
                plan.beginPass(
                    purpose: info.purpose, size: info.size, clearColor: info.clear, blurSigma: info.blurSigma)
                for (quad, pass) in zip(pendingQuads, pendingQuadPasses) where pass >= 0 { plan.addQuad(quad) }
            }
            statistics.offscreenPasses = 0
            return
        }
        passQuadStart.removeAll(keepingCapacity: true)
        passQuadStart.append(contentsOf: repeatElement(0, count: n + 1))
        for pass in pendingQuadPasses where pass >= 0 { passQuadStart[pass + 1] += 1 }
        for i in 0..<n { passQuadStart[i + 1] += passQuadStart[i] }
        passQuadCursor.removeAll(keepingCapacity: true)
        passQuadCursor.append(contentsOf: passQuadStart.prefix(n))
        quadsByPass.removeAll(keepingCapacity: true)
        quadsByPass.append(contentsOf: repeatElement(0, count: passQuadStart[n]))
        for (i, pass) in pendingQuadPasses.enumerated() where pass >= 0 {
            quadsByPass[passQuadCursor[pass]] = i
            passQuadCursor[pass] += 1
        }
        // Depth-first post-order: -1 unvisited, -2 open, else the final index.
        passRemap.removeAll(keepingCapacity: true)
        passRemap.append(contentsOf: repeatElement(-1, count: n))
        passOrder.removeAll(keepingCapacity: true)
        passQuadCursor.removeAll(keepingCapacity: true)
        passQuadCursor.append(contentsOf: passQuadStart.prefix(n))
        visitStack.removeAll(keepingCapacity: true)
        if n > 0 {
            visitStack.append(0)
            passRemap[0] = -2
        }
        while let pass = visitStack.last {
            var next = -1
            while passQuadCursor[pass] < passQuadStart[pass + 1] && next < 0 {
                let quad = pendingQuads[quadsByPass[passQuadCursor[pass]]]
                let (first, second) = Self.sources(of: quad.content)
                if let d = first, passRemap[d] == -1 {
                    next = d
                } else if let d = second, passRemap[d] == -1 {
                    next = d
                } else if let d = pendingStates[quad.sharedStateIndex].clip.maskPass, passRemap[d] == -1 {
                    next = d
                } else {
                    passQuadCursor[pass] += 1
                }
            }
            if next >= 0 {
                passRemap[next] = -2
                visitStack.append(next)
            } else {
                visitStack.removeLast()
                passRemap[pass] = passOrder.count
                passOrder.append(pass)
            }
        }
        restrictToNeededRegions()
        for image in pendingTextures { plan.addTexture(image) }
        for drawing in pendingDrawings { plan.addDrawing(drawing) }
        for state in pendingStates {
            var s = state
            if let m = s.clip.maskPass { s.clip.maskPass = passRemap[m] >= 0 ? passRemap[m] : nil }
            plan.addSharedState(s)
        }
        for pass in passOrder {
            let info = pendingPasses[pass]
            plan.beginPass(
                purpose: info.purpose, size: info.size, clearColor: info.clear, blurSigma: info.blurSigma,
                cacheKey: info.cacheKey)
            for k in passQuadStart[pass]..<passQuadStart[pass + 1] {
                var quad = pendingQuads[quadsByPass[k]]
                switch quad.content {
                case .pass(let i, let f): quad.content = .pass(passRemap[i], filter: f)
                case .passAlpha(let i, let c, let f): quad.content = .passAlpha(passRemap[i], color: c, filter: f)
                case .passMix(let a, let b, let p, let f):
                    quad.content = .passMix(from: passRemap[a], to: passRemap[b], progress: p, filter: f)
                default: break
                }
                plan.addQuad(quad)
            }
        }
        statistics.offscreenPasses = max(0, passOrder.count - 1)
    }

    /// The passes a quad's content reads.
    static func sources(of content: QuadContent) -> (Int?, Int?) {
        switch content {
        case .pass(let i, _), .passAlpha(let i, _, _): (i, nil)
        case .passMix(let a, let b, _, _): (a, b)
        default: (nil, nil)
        }
    }
}
