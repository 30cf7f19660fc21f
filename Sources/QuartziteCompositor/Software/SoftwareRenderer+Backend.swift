import QuartzGeometry

extension SoftwareRenderer: RendererBackend {
    package typealias Failure = Never

    package func passSizeProblem(_ size: PixelSize) -> String? {
        CGImage.isWithinLimits(size) ? nil : "exceeds the image limits"
    }

    package func beginFrame(_ plan: RenderPlan) {
        while passBuffers.count < plan.passes.count { passBuffers.append(PixelBuffer()) }
        drawings = plan.drawings
        passSources.removeAll(keepingCapacity: true)
        frameNumber += 1
    }

    package func beginPass(_ pass: ValidatedPass) -> Bool {
        setups.removeAll(keepingCapacity: true)
        guard let key = pass.pass.cacheKey, !pass.isFrame, let kept = keptPasses[key.id], kept.version == key.version,
            kept.buffer.width == pass.size.width, kept.buffer.height == pass.size.height
        else { return false }
        return true
    }

    /// Prepares `quad` (geometry, content pointers, the fast-path choice) for `endPass`.
    package func draw(_ quad: ValidatedQuad, in pass: ValidatedPass, of plan: RenderPlan) -> QuadDrawOutcome {
        if case .drawing = quad.content, let problem = Self.drawingProblem(quad) { return .unsupported(reason: problem) }
        guard var setup = QuadSetup(quad, passSize: pass.size) else { return .culled }
        let entry = resolveContent(quad, plan: plan, passSize: pass.size, into: &setup)
        let fast = Self.choosePath(&setup, quad: quad, hasMask: setup.mask.texels != nil)
        if let entry, setup.path == .plainTexture, setup.kind == .texture, setup.edges.isEmpty, setup.filter == .linear {
            setup.image = entry.spanLevel()
        }
        if setup.x0 >= setup.x1 || setup.y0 >= setup.y1 { return .culled }
        setups.append(setup)
        return fast ? .drawnByFastPath : .drawn
    }

    /// Draws the prepared quads into the pass's target: the frame, the kept buffer of a cached
    /// pass, or a pooled buffer.
    package func endPass(_ pass: ValidatedPass, reused: Bool, frame: inout Frame, report: inout RenderReport) {
        if pass.isFrame {
            frame.resize(to: pass.size)
            // A frame this renderer drew before is transparent outside what it wrote then:
            // clear only that (most of a frame stays transparent frame after frame).
            let transparent = pass.pass.clearColor == .clear
            let clearing = transparent ? frame.transparentOutside ?? .everything : .everything
            frame.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                execute(pass, target: base, report: &report, clearing: clearing)
            }
            frame.transparentOutside = transparent && pass.blurSigma == 0 ? DirtyRegion(covering: setups) : nil
            passSources.append(.none)
            return
        }
        let buffer: PixelBuffer
        if let key = pass.pass.cacheKey {
            var kept = keptPasses[key.id] ?? KeptPass(version: key.version, buffer: PixelBuffer(), lastUse: 0)
            kept.lastUse = frameNumber
            kept.version = key.version
            keptPasses[key.id] = kept
            buffer = kept.buffer
        } else {
            buffer = passBuffers[pass.index]
        }
        if !reused {
            buffer.resize(to: pass.size)
            if pass.pass.cacheKey == nil, pass.pass.clearColor == .clear, pass.blurSigma == 0 {
                // A pooled buffer is transparent outside what its last pass wrote: clear that
                // (and pixels never touched that this pass reaches, to write them first).
                execute(pass, target: buffer.bytes, report: &report, clearing: buffer.clearing(before: setups))
                buffer.dirty = DirtyRegion(covering: setups)
            } else {
                execute(pass, target: buffer.bytes, report: &report)
                buffer.dirty = .everything
                buffer.touched = (0, 0, Int.max, Int.max)
            }
        }
        passSources.append(buffer.source)
    }

    package func endFrame(_ plan: RenderPlan, report: inout RenderReport) {
        textures.endFrame()
        if keptPasses.contains(where: { $0.value.lastUse < frameNumber }) {
            keptPasses = keptPasses.filter { $0.value.lastUse == frameNumber }
        }
    }

    /// Fills the content part of `setup` from a validated quad of a pass of `passSize`; returns
    /// the texture store's entry when the content is a texture.
    private func resolveContent(
        _ quad: ValidatedQuad, plan: RenderPlan, passSize: PixelSize, into setup: inout QuadSetup
    ) -> TextureStore.Entry? {
        if let mask = quad.maskPass {
            setup.mask = passSources[mask]
            setup.maskChannel = quad.maskChannel
        }
        switch quad.content {
        case .solid(let color):
            setup.kind = .solid
            setup.color = color.byteScaled
        case .texture(let index, let filter), .tintedTexture(let index, _, let filter):
            let entry = textures.entry(for: plan.textures[index], mipmapped: filter == .trilinear)
            setup.kind = .texture
            if case .tintedTexture(_, let tint, _) = quad.content {
                setup.kind = .tintedTexture
                setup.color = tint.byteScaled
            }
            setup.filter = filter
            setup.image = entry.levels[0]
            setup.levels = UnsafePointer(entry.levels.baseAddress)
            setup.levelCount = entry.levelCount
            return entry
        case .pass(let index, let filter):
            setup.kind = .texture
            setup.filter = filter
            setup.image = passSources[index]
        case .passAlpha(let index, let color, let filter):
            setup.kind = .passAlpha
            setup.filter = filter
            setup.image = passSources[index]
            setup.color = color.byteScaled
        case .passMix(let from, let to, let progress, let filter):
            setup.kind = .passMix
            setup.filter = filter
            setup.image = passSources[from]
            setup.secondImage = passSources[to]
            setup.mixProgress = progress
        case .drawing(let index):
            setup.setDrawing(index, of: quad, passSize: passSize)
        }
        return nil
    }

    /// Why this renderer cannot paint the drawing quad `quad` (it paints drawings source-over,
    /// unmasked, inside square rectangles: the flattener draws other content as textures), or
    /// nil.
    static func drawingProblem(_ quad: ValidatedQuad) -> String? {
        #if _endian(big)
            return "a vector drawing on a big-endian machine"
        #else
            if quad.maskPass != nil || quad.blendMode != .normal || quad.ninePart != nil || quad.cornerRadius > 0
                || quad.borderWidth > 0
            {
                return "a vector drawing with a mask, blend mode, nine-part grid, corner radius or border"
            }
            return nil
        #endif
    }

    /// Picks a fast path when it gives the same bytes as the general one; true if it did.
    /// Reads only the geometry, `kind`, `filter` and the image's size of `setup` (not its
    /// texels), so `workload(of:antialiasing:)` can ask it without uploading anything.
    static func choosePath(_ setup: inout QuadSetup, quad: ValidatedQuad, hasMask: Bool) -> Bool {
        if setup.kind == .drawing {
            setup.path = .drawing
            return false
        }
        if setup.blendMode != .normal {
            setup.path = .blended
            return false
        }
        let squareShape =
            (setup.shape.radius == 0 || setup.shape.corners.isEmpty) && !setup.hasBorder && setup.ninePart == nil
        // A pass composited one pixel per pixel through an alpha mask (masks, track mattes,
        // rounded clips): copyRows with each texel's alpha scaled by its mask pixel.
        let maskedCopy = hasMask && squareShape && quad.maskChannel == .alpha && setup.kind == .texture
        let simpleShape = squareShape && !hasMask
        // A hard-edged axis-aligned solid (Lottie's solid layers and backgrounds at any scale)
        // covers a whole-pixel rectangle exactly, wherever its edges fall.
        let solidRect = simpleShape && setup.kind == .solid ? setup.hardEdgedCoveredRect() : nil
        guard simpleShape || maskedCopy, let r = solidRect ?? setup.pixelAlignedRect() else {
            if simpleShape, setup.kind == .texture || setup.kind == .tintedTexture, setup.filter != .trilinear {
                setup.path = .plainTexture
            } else if simpleShape, setup.kind == .solid, setup.affine {
                setup.path = .solidSpans
            }
            return false
        }
        // Every pixel centre inside r is covered exactly 1, every other one exactly 0.
        let x0 = max(setup.x0, r.x0)
        let y0 = max(setup.y0, r.y0)
        let x1 = min(setup.x1, r.x1)
        let y1 = min(setup.y1, r.y1)
        switch setup.kind {
        case .solid:
            setup.path = .solidRect
        case .texture:
            let uv = quad.uvRect
            guard quad.inverse.a1.x == 1, quad.inverse.a2.y == 1, uv.width == quad.rect.width, uv.height == quad.rect.height,
                uv.minX >= 0, uv.minY >= 0, uv.maxX <= Double(setup.image.width),
                uv.maxY <= Double(setup.image.height)
            else { return false }
            let dx = Double(r.x0) - uv.minX
            let dy = Double(r.y0) - uv.minY
            guard dx == dx.rounded(), dy == dy.rounded() else { return false }
            setup.path = maskedCopy ? .maskedCopyRows : .copyRows
            setup.dx = Int(dx)
            setup.dy = Int(dy)
        case .tintedTexture, .passAlpha, .passMix, .drawing:
            return false
        }
        setup.x0 = x0
        setup.y0 = y0
        setup.x1 = x1
        setup.y1 = y1
        return true
    }
}
