import QuartzGeometry
import QuartziteCompositor

extension GLRenderer {
    /// Turns the quads of pass `passIndex` into instances and batches (painter order kept).
    func encode(_ plan: RenderPlan, passIndex: Int, report: inout RenderReport) throws(GLError) {
        let pass = plan.passes[passIndex]
        for index in pass.quadRange {
            let quad = plan.quads[index]
            guard let state = plan.sharedState(of: quad, under: antialiasing) else {
                logOnce("quad \(index) refers to missing shared state \(quad.sharedStateIndex); not drawn")
                report.unsupportedQuads += 1
                continue
            }
            guard var instance = geometry(quad, state: state, pass: pass) else {
                report.quadsCulled += 1
                continue
            }
            var features = QuadProgramKey.Features()
            if instance.flags.w != 0 { features.insert(.perspective) }
            if !state.edgeAntialiasing.isEmpty { features.insert(.antialiased) }
            if instance.shape.x > 0 && !quad.maskedCorners.isEmpty { features.insert(.rounded) }
            if instance.shape.y > 0 { features.insert(.border) }
            var maskPass = -1
            var supported = true
            if let m = state.clip.maskPass {
                if m >= 0 && m < passIndex {
                    maskPass = m
                    features.insert(.mask)
                } else {
                    logOnce("mask pass \(m) is not an earlier pass of pass \(passIndex)")
                    supported = false
                }
            }
            report.quadsDrawn += 1
            if supported {
                supported = try appendContent(
                    quad, plan: plan, passIndex: passIndex, instance: &instance, features: features,
                    maskPass: maskPass, scissor: state.clip.scissor)
            }
            if !supported {
                report.unsupportedQuads += 1
                features.remove(.mask)
                instance.color = Self.vector(.magenta)
                append(instance, content: .solid, filter: .linear, binding: .none, features: features, maskPass: -1, scissor: state.clip.scissor)
            }
        }
    }

    /// Appends the instance(s) for the quad's content; false (after logging) when it cannot be drawn.
    private func appendContent(
        _ quad: DrawQuad, plan: RenderPlan, passIndex: Int, instance: inout QuadInstance,
        features: QuadProgramKey.Features, maskPass: Int, scissor: PixelRect?
    ) throws(GLError) -> Bool {
        var features = features
        let uv = quad.uvRect
        let rect = quad.rect.standardized
        if let grid = quad.ninePart {
            features.insert(.ninePart)
            instance.flags.x += 256
            instance.uvMap = SIMD4(Float(uv.minX), Float(uv.minY), Float(uv.width), Float(uv.height))
            let i = grid.insets
            instance.extra0 = SIMD4(Float(i.left), Float(i.top), Float(i.right), Float(i.bottom))
            let c = grid.center
            instance.extra1 = SIMD4(Float(c.minX), Float(c.minY), Float(c.maxX), Float(c.maxY))
        } else {
            instance.uvMap = SIMD4(
                Float(uv.minX), Float(uv.minY), Float(uv.width / rect.width), Float(uv.height / rect.height))
        }
        switch quad.content {
        case .solid(let color):
            instance.color = Self.vector(color)
            append(instance, content: .solid, filter: .linear, binding: .none, features: features, maskPass: maskPass, scissor: scissor)
            return true
        case .texture(let index, let filter):
            guard plan.textures.indices.contains(index) else {
                logOnce("texture \(index) is not in the plan's texture table")
                return false
            }
            let image = plan.textures[index]
            guard image.width > 0, image.height > 0 else {
                logOnce("an empty source image")
                return false
            }
            let mip = filter == .trilinear
            if mip && max(image.width, image.height) > textures.maxTextureSize {
                logOnce("trilinear sampling of an image larger than the maximum texture size \(textures.maxTextureSize)")
                return false
            }
            let entry = try textures.entry(for: image, mipmapped: mip)
            if entry.isTiled && quad.ninePart != nil {
                logOnce("a nine-part image larger than the maximum texture size \(textures.maxTextureSize)")
                return false
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
                tile.texScale = SIMD4(1 / Float(slot.page.width), 1 / Float(slot.page.height), 0, 0)
                var f = features
                if entry.isTiled {
                    f.insert(.tiled)
                    tile.extra0 = slot.core - SIMD4(ox, oy, ox, oy)
                }
                append(tile, content: .array, filter: Self.filter(filter), binding: .array(slot.page.texture), features: f, maskPass: maskPass, scissor: scissor)
            }
            return true
        case .pass(let index, let filter), .passAlpha(let index, _, let filter):
            if let problem = plan.passSourceProblem(index, filter: filter, inPass: passIndex) {
                logOnce(problem)
                return false
            }
            let size = plan.passes[index].size
            instance.uvClamp = SIMD4(0.5, 0.5, Float(size.width) - 0.5, Float(size.height) - 0.5)
            instance.texScale = SIMD4(1 / Float(size.width), 1 / Float(size.height), 0, 0)
            var content = QuadProgramKey.Content.pass
            if case .passAlpha(_, let color, _) = quad.content {
                content = .passAlpha
                instance.color = Self.vector(color)
            }
            append(instance, content: content, filter: Self.filter(filter), binding: .pass(index), features: features, maskPass: maskPass, scissor: scissor)
            return true
        case .passMix(let from, let to, let progress, let filter):
            if let problem = plan.passSourceProblem(from, to, filter: filter, inPass: passIndex) {
                logOnce(problem)
                return false
            }
            let size = plan.passes[from].size
            instance.uvClamp = SIMD4(0.5, 0.5, Float(size.width) - 0.5, Float(size.height) - 0.5)
            instance.texScale = SIMD4(1 / Float(size.width), 1 / Float(size.height), 0, 0)
            instance.color = SIMD4(progress.isNaN ? 0 : min(max(progress, 0), 1), 0, 0, 0)
            append(instance, content: .passMix, filter: Self.filter(filter), binding: .passPair(from, to), features: features, maskPass: maskPass, scissor: scissor)
            return true
        }
    }

    /// Adds an instance, extending the last batch of the pass when it can take it.
    private func append(
        _ instance: QuadInstance, content: QuadProgramKey.Content, filter: QuadProgramKey.Filter,
        binding: QuadBatch.Binding, features: QuadProgramKey.Features, maskPass: Int, scissor: PixelRect?
    ) {
        let filter = content == .solid ? .linear : filter
        instances.append(instance)
        if batches.count > currentPassFirstBatch,
            batches[batches.count - 1].accepts(content: content, filter: filter, binding: binding, maskPass: maskPass, scissor: scissor)
        {
            batches[batches.count - 1].instanceCount += 1
            batches[batches.count - 1].key.features.formUnion(features)
            return
        }
        batches.append(
            QuadBatch(
                key: QuadProgramKey(content: content, filter: filter, features: features), binding: binding,
                maskPass: maskPass, scissor: scissor, firstInstance: instances.count - 1, instanceCount: 1))
    }

    /// The geometry part of the instance (matrices, rect, margins, shape, opacity, flags); nil
    /// when nothing of the quad can show (degenerate, edge-on, transparent, behind the eye,
    /// outside the pass or scissor).
    private func geometry(_ quad: DrawQuad, state: SharedQuadState, pass: RenderPass) -> QuadInstance? {
        let rect = quad.rect.standardized
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.maxY.isFinite, rect.maxX.isFinite,
            rect.minY.isFinite, let h = InverseHomography(state.transform)
        else { return nil }
        let alpha = max(0, min(1, quad.opacity)) * max(0, min(1, state.opacity))
        guard alpha > 0 else { return nil }
        let t = state.transform
        let a1 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m14))
        let a2 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m24))
        let a3 = SIMD3(Double(t.m41), Double(t.m42), Double(t.m44))
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
        var trilinear = false
        if case .texture(_, .trilinear) = quad.content { trilinear = true }
        let shaped =
            (quad.cornerRadius > 0 && !quad.maskedCorners.isEmpty) || quad.borderWidth > 0 || quad.ninePart != nil
            || trilinear
        let pixels = !state.edgeAntialiasing.isEmpty ? (affine ? 1.0 : 1.5) : (shaped ? 1.0 / 64 : -1.0 / 256)
        let marginX = min(limit, gx * pixels)
        let marginY = min(limit, gy * pixels)
        if inFront == 4 {
            // Everything visible lies in the corners' bounds plus one pixel.
            var bx0 = 0.0
            var by0 = 0.0
            var bx1 = Double(pass.size.width)
            var by1 = Double(pass.size.height)
            if let s = state.clip.scissor {
                bx0 = max(bx0, Double(s.x))
                by0 = max(by0, Double(s.y))
                bx1 = min(bx1, Double(s.x + s.width))
                by1 = min(by1, Double(s.y + s.height))
            }
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
        let radius = max(0, quad.cornerRadius.isFinite ? quad.cornerRadius : 0)
        let border = quad.borderWidth > 0 && quad.borderWidth.isFinite ? quad.borderWidth : 0
        i.shape = SIMD4(Float(radius), Float(border), alpha, 0)
        i.borderColor = Self.vector(quad.borderColor)
        let bits = Int(state.edgeAntialiasing.rawValue & 15) | Int(quad.maskedCorners.rawValue & 15) << 4
        i.flags = SIMD4(Float(bits), Float(marginX), Float(marginY), affine ? 0 : 1)
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
