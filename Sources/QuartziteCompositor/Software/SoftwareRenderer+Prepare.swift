import QuartzGeometry

extension SoftwareRenderer {
    /// Builds `setups` for the quads of pass `passIndex`: geometry, content pointers, paths.
    func prepare(_ plan: RenderPlan, passIndex: Int, report: inout RenderReport) {
        let pass = plan.passes[passIndex]
        setups.removeAll(keepingCapacity: true)
        for index in pass.quadRange {
            let quad = plan.quads[index]
            guard let state = plan.sharedState(of: quad, under: antialiasing) else {
                logOnce("quad \(index) refers to missing shared state \(quad.sharedStateIndex); not drawn")
                report.unsupportedQuads += 1
                continue
            }
            guard var setup = QuadSetup(quad: quad, state: state, passSize: pass.size) else {
                report.quadsCulled += 1
                continue
            }
            if !resolveContent(quad, state: state, plan: plan, passIndex: passIndex, into: &setup) {
                report.unsupportedQuads += 1
                setup.kind = .solid
                setup.color = PremultipliedColor.magenta.byteScaled
                setup.mask = .none
            }
            if Self.choosePath(&setup, quad: quad, state: state, hasMask: setup.mask.texels != nil) {
                report.fastPathQuads += 1
            }
            if setup.x0 >= setup.x1 || setup.y0 >= setup.y1 {
                report.quadsCulled += 1
                continue
            }
            report.quadsDrawn += 1
            setups.append(setup)
        }
    }

    /// Fills the content part of `setup`; false (after logging) when it cannot be drawn.
    private func resolveContent(
        _ quad: DrawQuad, state: SharedQuadState, plan: RenderPlan, passIndex: Int, into setup: inout QuadSetup
    ) -> Bool {
        if let mask = state.clip.maskPass {
            guard mask >= 0, mask < passIndex else {
                logOnce("mask pass \(mask) is not an earlier pass of pass \(passIndex)")
                return false
            }
            setup.mask = passBuffers[mask].source
        }
        switch quad.content {
        case .solid(let color):
            setup.kind = .solid
            setup.color = color.byteScaled
        case .texture(let index, let filter):
            guard plan.textures.indices.contains(index) else {
                logOnce("texture \(index) is not in the plan's texture table")
                return false
            }
            let entry = textures.entry(for: plan.textures[index], mipmapped: filter == .trilinear)
            setup.kind = .texture
            setup.filter = filter
            setup.image = entry.levels[0]
            setup.levels = UnsafePointer(entry.levels.baseAddress)
            setup.levelCount = entry.levelCount
        case .pass(let index, let filter), .passAlpha(let index, _, let filter):
            if let problem = plan.passSourceProblem(index, filter: filter, inPass: passIndex) {
                logOnce(problem)
                return false
            }
            setup.filter = filter
            setup.image = passBuffers[index].source
            if case .passAlpha(_, let color, _) = quad.content {
                setup.kind = .passAlpha
                setup.color = color.byteScaled
            } else {
                setup.kind = .texture
            }
        case .passMix(let from, let to, let progress, let filter):
            if let problem = plan.passSourceProblem(from, to, filter: filter, inPass: passIndex) {
                logOnce(problem)
                return false
            }
            setup.kind = .passMix
            setup.filter = filter
            setup.image = passBuffers[from].source
            setup.secondImage = passBuffers[to].source
            setup.mixProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        }
        if setup.kind != .solid && (setup.image.width == 0 || setup.image.height == 0) {
            logOnce("an empty source image")
            return false
        }
        return true
    }

    /// Picks a fast path when it gives the same bytes as the general one; true if it did.
    /// Reads only the geometry, `kind`, `filter` and the image's size of `setup` (not its
    /// texels), so `workload(of:antialiasing:)` can ask it without uploading anything.
    static func choosePath(_ setup: inout QuadSetup, quad: DrawQuad, state: SharedQuadState, hasMask: Bool) -> Bool {
        let simpleShape =
            (setup.shape.radius == 0 || setup.shape.corners.isEmpty) && !setup.hasBorder
            && !hasMask && setup.ninePart == nil
        guard simpleShape, let r = setup.pixelAlignedRect(state.transform) else {
            if simpleShape, setup.kind == .texture, setup.filter != .trilinear {
                setup.path = .plainTexture
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
            let t = state.transform
            let uv = quad.uvRect
            guard t.m11 == 1, t.m22 == 1, uv.width == quad.rect.width, uv.height == quad.rect.height,
                uv.minX >= 0, uv.minY >= 0, uv.maxX <= Double(setup.image.width),
                uv.maxY <= Double(setup.image.height)
            else { return false }
            let dx = Double(r.x0) - uv.minX
            let dy = Double(r.y0) - uv.minY
            guard dx == dx.rounded(), dy == dy.rounded() else { return false }
            setup.path = .copyRows
            setup.dx = Int(dx)
            setup.dy = Int(dy)
        case .passAlpha, .passMix:
            return false
        }
        setup.x0 = x0
        setup.y0 = y0
        setup.x1 = x1
        setup.y1 = y1
        return true
    }
}
