import QuartzGeometry

extension SoftwareRenderer {
    /// The work of drawing `plan` (see `FrameWorkload`): each quad is prepared as `render` would
    /// prepare it (geometry, culling, the fast-path choice) but nothing is uploaded or drawn, so
    /// the per-path pixel counts are those of the paths this renderer would take. Deterministic:
    /// it depends only on the plan and `antialiasing`.
    public static func workload(of plan: RenderPlan, antialiasing: AntialiasingPolicy = .perLayer) -> FrameWorkload {
        var work = FrameWorkload()
        for (passIndex, pass) in plan.passes.enumerated() {
            guard CGImage.isWithinLimits(pass.size) else { continue }
            let pixels = Double(pass.size.width) * Double(pass.size.height)
            work.passes += 1
            work.passPixels += pixels
            if passIndex == plan.passes.count - 1 { work.framePixels = pixels }
            if pass.blurSigma > 0 {
                work.blurTaps += pixels * Double(2 * PixelMath.gaussianRadius(sigma: pass.blurSigma) + 1) * 2
            }
            for index in pass.quadRange {
                let quad = plan.quads[index]
                guard let state = plan.sharedState(of: quad, under: antialiasing),
                    var setup = QuadSetup(quad: quad, state: state, passSize: pass.size)
                else { continue }
                describeContent(quad, state: state, plan: plan, passIndex: passIndex, into: &setup)
                let hasMask = state.clip.maskPass.map { $0 >= 0 && $0 < passIndex } ?? false
                _ = choosePath(&setup, quad: quad, state: state, hasMask: hasMask)
                guard setup.x0 < setup.x1, setup.y0 < setup.y1 else { continue }
                let box = Double(setup.x1 - setup.x0) * Double(setup.y1 - setup.y0)
                let path: FrameWorkload.CPUPath
                var visited = box
                var covered = box
                switch setup.path {
                case .copyRows:
                    path = setup.alpha < 1 ? .rowBlend : .rowCopy
                case .solidRect:
                    path = setup.alpha == 1 && setup.color.w == 255 ? .fill : .solidBlend
                case .plainTexture, .general:
                    let (area, perimeter) = setup.polygon.clippedAreaAndPerimeter(
                        x0: Double(setup.x0), y0: Double(setup.y0), x1: Double(setup.x1), y1: Double(setup.y1))
                    covered = area
                    // Rows walk the polygon's x extent plus a pixel on each side.
                    visited = min(box, area + perimeter)
                    let spans = setup.path == .plainTexture && setup.edges.isEmpty && setup.filter == .linear
                    path = spans ? (setup.affine ? .bilinearSpan : .projectiveSpan) : .perPixel
                }
                work.quads += 1
                work.coveredPixels += covered
                if setup.kind == .solid { work.coveredSolidPixels += covered }
                work.cpuPixels[path.rawValue] += visited
                work.cpuQuads[path.rawValue] += 1
            }
        }
        return work
    }

    /// Sets the content fields `choosePath` reads (kind, filter, image size) as
    /// `resolveContent` would, without touching any pixels; content `render` could not draw
    /// becomes the magenta solid it would draw instead.
    private static func describeContent(
        _ quad: DrawQuad, state: SharedQuadState, plan: RenderPlan, passIndex: Int, into setup: inout QuadSetup
    ) {
        setup.kind = .solid
        setup.color = PremultipliedColor.magenta.byteScaled
        switch quad.content {
        case .solid(let color):
            setup.color = color.byteScaled
        case .texture(let index, let filter):
            guard plan.textures.indices.contains(index) else { return }
            let image = plan.textures[index]
            guard image.width > 0, image.height > 0 else { return }
            setup.kind = .texture
            setup.filter = filter
            setup.image = SourceImage(texels: nil, width: image.width, height: image.height)
        case .pass(let index, let filter), .passAlpha(let index, _, let filter):
            guard plan.passSourceProblem(index, filter: filter, inPass: passIndex) == nil else { return }
            let size = plan.passes[index].size
            setup.kind = .texture
            setup.filter = filter
            setup.image = SourceImage(texels: nil, width: size.width, height: size.height)
            if case .passAlpha(_, let color, _) = quad.content {
                setup.kind = .passAlpha
                setup.color = color.byteScaled
            }
        case .passMix(let from, let to, _, let filter):
            guard plan.passSourceProblem(from, to, filter: filter, inPass: passIndex) == nil else { return }
            let size = plan.passes[from].size
            setup.kind = .passMix
            setup.filter = filter
            setup.image = SourceImage(texels: nil, width: size.width, height: size.height)
        }
    }
}
