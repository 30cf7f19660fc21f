import CEGL
import QuartzGeometry
import QuartziteCompositor

extension GLRenderer: RendererBackend {
    package typealias Failure = GLError

    package func passSizeProblem(_ size: PixelSize) -> String? {
        if !CGImage.isWithinLimits(size) { return "exceeds the image limits" }
        let limit = context.info.maxTextureSize
        return size.width <= limit && size.height <= limit ? nil : "exceeds the maximum texture size \(limit)"
    }

    /// Starts encoding a frame: the context made current, this frame's instances and batches
    /// emptied.
    package func beginFrame(_ plan: RenderPlan) throws(GLError) {
        if let fault = GLFaultInjection.faultBeforeNextFrame() { GLFaultInjection.inject(fault, into: context) }
        try context.makeCurrent()
        state.reset()
        // Other renderers may share the context: bind this renderer's vertex array every frame.
        glBindVertexArray(vertexArray)
        textures.beginFrame()
        instances.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
        encodedPasses.removeAll(keepingCapacity: true)
        // The pool took last frame's targets back.
        backdrop = nil
        frameNumber += 1
    }

    package func beginPass(_ pass: ValidatedPass) -> Bool {
        currentPassFirstBatch = batches.count
        guard let key = pass.pass.cacheKey, !pass.isFrame, let kept = keptPasses[key.id], kept.version == key.version,
            kept.target.width == max(1, pass.size.width), kept.target.height == max(1, pass.size.height)
        else { return false }
        return true
    }

    /// Encodes `quad` as one instance (one per tile of a tiled image), extending the pass's
    /// last batch where it can.
    package func draw(_ quad: ValidatedQuad, in pass: ValidatedPass, of plan: RenderPlan) throws(GLError)
        -> QuadDrawOutcome
    {
        guard var instance = geometry(quad, passSize: pass.size) else { return .culled }
        var features = QuadProgramKey.Features()
        if instance.flags.w != 0 { features.insert(.perspective) }
        if !quad.edgeAntialiasing.isEmpty { features.insert(.antialiased) }
        if instance.shape.x > 0 && !quad.maskedCorners.isEmpty { features.insert(.rounded) }
        if instance.shape.y > 0 { features.insert(.border) }
        if quad.maskPass != nil { features.insert(.mask) }
        if let reason = try appendContent(quad, plan: plan, passSize: pass.size, instance: &instance, features: features) {
            return .unsupported(reason: reason)
        }
        return .drawn
    }

    /// Closes the pass's run of batches; it is drawn in `endFrame`.
    package func endPass(_ pass: ValidatedPass, reused: Bool, frame: inout Frame, report: inout RenderReport) {
        encodedPasses.append(EncodedPass(pass: pass, reused: reused, batchEnd: batches.count))
    }

    /// Streams the instances and draws every pass.
    package func endFrame(_ plan: RenderPlan, report: inout RenderReport) throws(GLError) {
        let clock = ContinuousClock()
        let t0 = clock.now
        try uploadInstances()
        report.setupTime += clock.now - t0
        let t1 = clock.now
        try executePasses()
        report.rasterTime += clock.now - t1
        releaseUnusedKeptPasses()
    }

    /// Appends the instance(s) for the quad's content; the reason it cannot be drawn here, or nil.
    private func appendContent(
        _ quad: ValidatedQuad, plan: RenderPlan, passSize: PixelSize, instance: inout QuadInstance,
        features: QuadProgramKey.Features
    ) throws(GLError) -> String? {
        var features = features
        let uv = quad.uvRect
        let rect = quad.rect
        let clip = BatchClip(
            maskPass: quad.maskPass ?? -1, maskChannel: quad.maskChannel, scissor: quad.scissor, blend: quad.blendMode,
            backdrop: quad.blendMode == .normal ? nil : Self.backdropBox(quad, passSize: passSize))
        if let grid = quad.ninePart {
            features.insert(.ninePart)
            instance.uvMap = SIMD4(Float(uv.minX), Float(uv.minY), Float(uv.width), Float(uv.height))
            instance.setExtra(.ninePart(insets: grid.insets, center: grid.center))
        } else {
            instance.uvMap = SIMD4(
                Float(uv.minX), Float(uv.minY), Float(uv.width / rect.width), Float(uv.height / rect.height))
        }
        instance.setShapeBits(
            edges: quad.edgeAntialiasing, corners: quad.maskedCorners, curve: quad.cornerCurve,
            ninePart: quad.ninePart != nil)
        switch quad.content {
        case .solid(let color):
            instance.setColor(.solid(color))
            append(instance, content: .solid, filter: .linear, binding: .none, features: features, clip: clip)
        case .texture(let index, let filter), .tintedTexture(let index, _, let filter):
            // The array program multiplies each texel by the colour attribute.
            if case .tintedTexture(_, let tint, _) = quad.content {
                instance.setColor(.tint(tint))
            } else {
                instance.setColor(.tint(.white))
            }
            return try appendImage(plan.textures[index], filter: filter, quad, instance, features: features, clip: clip)
        case .drawing(let index):
            // Painted on the CPU into an image of the pixels it can reach, drawn texel for pixel.
            guard let offset = quad.drawingOffset,
                let region = quad.drawingRegion(offset: offset, passSize: passSize),
                let image = plan.drawings[index].image(of: region, offset: offset)
            else { return nil }
            instance.setColor(.tint(.white))
            instance.uvMap = SIMD4(
                Float(rect.minX + Double(offset.x - region.x)), Float(rect.minY + Double(offset.y - region.y)), 1, 1)
            return try appendImage(image, filter: .linear, quad, instance, features: features, clip: clip)
        case .pass(let index, let filter), .passAlpha(let index, _, let filter):
            let size = plan.passes[index].size
            instance.uvClamp = SIMD4(0.5, 0.5, Float(size.width) - 0.5, Float(size.height) - 0.5)
            instance.texScale = SIMD4(1 / Float(size.width), 1 / Float(size.height), 0, 0)
            var content = QuadProgramKey.Content.pass
            if case .passAlpha(_, let color, _) = quad.content {
                content = .passAlpha
                instance.setColor(.tint(color))
            }
            append(instance, content: content, filter: Self.filter(filter), binding: .pass(index), features: features, clip: clip)
        case .passMix(let from, let to, let progress, let filter):
            let size = plan.passes[from].size
            instance.uvClamp = SIMD4(0.5, 0.5, Float(size.width) - 0.5, Float(size.height) - 0.5)
            instance.texScale = SIMD4(1 / Float(size.width), 1 / Float(size.height), 0, 0)
            instance.setColor(.mixProgress(progress))
            append(instance, content: .passMix, filter: Self.filter(filter), binding: .passPair(from, to), features: features, clip: clip)
        }
        return nil
    }

    /// Appends the instances that draw `image` (one per tile of a tiled image) with `instance`'s
    /// mapping; the reason it cannot be drawn here, or nil.
    private func appendImage(
        _ image: CGImage, filter: TextureFilter, _ quad: ValidatedQuad, _ instance: QuadInstance,
        features: QuadProgramKey.Features, clip: BatchClip
    ) throws(GLError) -> String? {
        let mip = filter == .trilinear
        if mip && max(image.width, image.height) > textures.maxTextureSize {
            return "trilinear sampling of an image larger than the maximum texture size \(textures.maxTextureSize)"
        }
        let entry = try textures.entry(for: image, mipmapped: mip)
        if entry.isTiled && quad.ninePart != nil {
            return "a nine-part image larger than the maximum texture size \(textures.maxTextureSize)"
        }
        let w = Float(image.width)
        let h = Float(image.height)
        for slot in entry.slots {
            var tile = instance
            let ox = Float(slot.originX)
            let oy = Float(slot.originY)
            tile.uvMap.x -= ox
            tile.uvMap.y -= oy
            tile.uvClamp = SIMD4(0.5 - ox, 0.5 - oy, w - 0.5 - ox, h - 0.5 - oy)
            tile.shape.w = Float(slot.layer)
            tile.texScale = SIMD4(1 / Float(slot.page.width), 1 / Float(slot.page.height), quad.levelOfDetailBias, 0)
            var f = features
            if entry.isTiled {
                f.insert(.tiled)
                tile.setExtra(.tileWindow(slot.core - SIMD4(ox, oy, ox, oy)))
            }
            append(tile, content: .array, filter: Self.filter(filter), binding: .array(slot.page.texture), features: f, clip: clip)
        }
        return nil
    }

    /// How a quad's batch reads the mask and the pass: the mask pass (−1 for none) and its
    /// channel, the scissor, the blend mode and, for a non-normal one, the pixels to copy first.
    private struct BatchClip {
        var maskPass: Int
        var maskChannel: MaskChannel
        var scissor: PixelRect?
        var blend: BlendMode
        var backdrop: PixelRect?
    }

    /// Adds an instance, extending the last batch of the pass when it can take it.
    private func append(
        _ instance: QuadInstance, content: QuadProgramKey.Content, filter: QuadProgramKey.Filter,
        binding: QuadBatch.Binding, features: QuadProgramKey.Features, clip: BatchClip
    ) {
        let filter = content == .solid ? .linear : filter
        instances.append(instance)
        if batches.count > currentPassFirstBatch,
            batches[batches.count - 1].accepts(
                content: content, filter: filter, binding: binding, maskPass: clip.maskPass,
                maskChannel: clip.maskChannel, blend: clip.blend, scissor: clip.scissor)
        {
            batches[batches.count - 1].instanceCount += 1
            batches[batches.count - 1].key.features.formUnion(features)
            return
        }
        batches.append(
            QuadBatch(
                key: QuadProgramKey(
                    content: content, filter: filter, features: features, maskChannel: clip.maskChannel, blend: clip.blend),
                binding: binding, maskPass: clip.maskPass, scissor: clip.scissor, firstInstance: instances.count - 1,
                instanceCount: 1, backdrop: clip.backdrop))
    }

    /// The pass pixels a blended quad may touch, to copy as its backdrop: the bounds of its
    /// corners plus two pixels (anti-aliased coverage reaches one beyond), inside the scissor or
    /// pass; the whole scissor or pass when a corner lies behind the eye.
    static func backdropBox(_ quad: ValidatedQuad, passSize: PixelSize) -> PixelRect {
        let bounds = quad.scissor ?? PixelRect(x: 0, y: 0, width: passSize.width, height: passSize.height)
        let h = quad.inverse
        var lo = SIMD2(Double.infinity, Double.infinity)
        var hi = -lo
        for k in 0..<4 {
            let x = k & 1 == 0 ? quad.rect.minX : quad.rect.maxX
            let y = k < 2 ? quad.rect.minY : quad.rect.maxY
            let p = x * h.a1 + y * h.a2 + h.a3
            guard p.z > 1e-9 else { return bounds }
            lo = pointwiseMin(lo, SIMD2(p.x / p.z, p.y / p.z))
            hi = pointwiseMax(hi, SIMD2(p.x / p.z, p.y / p.z))
        }
        func pixel(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v, -1e9), 1e9)) }
        let x0 = max(bounds.x, pixel(lo.x.rounded(.down)) - 2)
        let y0 = max(bounds.y, pixel(lo.y.rounded(.down)) - 2)
        let x1 = min(bounds.x + bounds.width, pixel(hi.x.rounded(.up)) + 2)
        let y1 = min(bounds.y + bounds.height, pixel(hi.y.rounded(.up)) + 2)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The geometry part of the instance (matrices, rect, margins, shape, opacity, flags); nil
    /// when nothing of the quad can show (degenerate, edge-on, transparent, behind the eye,
    /// outside the pass or scissor).
    private func geometry(_ quad: ValidatedQuad, passSize: PixelSize) -> QuadInstance? {
        let rect = quad.rect
        let h = quad.inverse
        let a1 = h.a1
        let a2 = h.a2
        let a3 = h.a3
        // Pixel size in layer units (|∇x|, |∇y|) at the corners in front of the eye, and the bounds.
        var gx = 0.0
        var gy = 0.0
        var inFront = 0
        var lo = SIMD2(Double.infinity, Double.infinity)
        var hi = -lo
        for k in 0..<4 {
            let x = k & 1 == 0 ? rect.minX : rect.maxX
            let y = k < 2 ? rect.minY : rect.maxY
            let p = x * a1 + y * a2 + a3
            guard p.z > 1e-9 else { continue }
            inFront += 1
            let px = SIMD2(p.x / p.z, p.y / p.z)
            lo = pointwiseMin(lo, px)
            hi = pointwiseMax(hi, px)
            if let l = PixelMath.layerPoint(pixelX: px.x, pixelY: px.y, inverse: h) {
                let j = l.jacobian
                gx = max(gx, (j.dxdX * j.dxdX + j.dxdY * j.dxdY).squareRoot())
                gy = max(gy, (j.dydX * j.dydX + j.dydY * j.dydY).squareRoot())
            }
        }
        guard inFront > 0 else { return nil }
        let limit = max(rect.width, rect.height)
        let affine = h.isAffine
        // Anti-aliased coverage reaches half a pixel beyond an edge: grow by one pixel (1.5 under
        // perspective, where the pixel size varies). A hard edge covers only centres strictly
        // inside, which rasterization already reaches: grow by 1/64 pixel against float error
        // when the shader computes coverage (corners, border, nine-part, trilinear), and shrink
        // by 1/256 pixel when rasterization alone decides (so a centre exactly on an edge stays
        // out, as PixelMath's d < 0 rule says).
        let shaped =
            (quad.cornerRadius > 0 && !quad.maskedCorners.isEmpty) || quad.borderWidth > 0 || quad.ninePart != nil
            || quad.isTrilinear
        let pixels = !quad.edgeAntialiasing.isEmpty ? (affine ? 1.0 : 1.5) : (shaped ? 1.0 / 64 : -1.0 / 256)
        let marginX = min(limit, gx * pixels)
        let marginY = min(limit, gy * pixels)
        if inFront == 4 {
            // Everything visible lies in the corners' bounds plus one pixel.
            let bounds = quad.scissor ?? PixelRect(x: 0, y: 0, width: passSize.width, height: passSize.height)
            let bx0 = Double(bounds.x)
            let by0 = Double(bounds.y)
            let bx1 = Double(bounds.x + bounds.width)
            let by1 = Double(bounds.y + bounds.height)
            if hi.x + 1 <= bx0 || hi.y + 1 <= by0 || lo.x - 1 >= bx1 || lo.y - 1 >= by1 || bx0 >= bx1 || by0 >= by1 {
                return nil
            }
        }
        var i = QuadInstance()
        i.forward0 = SIMD4(Float(a1.x), Float(a1.y), Float(a1.z), 0)
        i.forward1 = SIMD4(Float(a2.x), Float(a2.y), Float(a2.z), 0)
        i.forward2 = SIMD4(Float(a3.x), Float(a3.y), Float(a3.z), 0)
        i.inverse0 = SIMD4(Float(h.h1.x), Float(h.h1.y), Float(h.h1.z), 0)
        i.inverse1 = SIMD4(Float(h.h2.x), Float(h.h2.y), Float(h.h2.z), 0)
        i.inverse2 = SIMD4(Float(h.h3.x), Float(h.h3.y), Float(h.h3.z), 0)
        i.rect = SIMD4(Float(rect.minX), Float(rect.minY), Float(rect.maxX), Float(rect.maxY))
        i.shape = SIMD4(Float(quad.cornerRadius), Float(quad.borderWidth), quad.alpha, 0)
        i.borderColor = Self.vector(quad.borderColor)
        i.flags = SIMD4(0, Float(marginX), Float(marginY), affine ? 0 : 1)
        return i
    }

    static func vector(_ c: PremultipliedColor) -> SIMD4<Float> { SIMD4(c.red, c.green, c.blue, c.alpha) }

    static func filter(_ f: TextureFilter) -> QuadProgramKey.Filter {
        switch f {
        case .nearest: .nearest
        case .linear: .linear
        case .trilinear: .trilinear
        }
    }
}
