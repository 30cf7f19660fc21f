import QuartzGeometry

extension SoftwareRenderer {
    /// The work of drawing `plan` (see `FrameWorkload`): each quad is prepared as `render` would
    /// prepare it (geometry, culling, the fast-path choice) but nothing is uploaded or drawn, so
    /// the per-path pixel counts are those of the paths this renderer would take. Deterministic:
    /// it depends only on the plan and `antialiasing`.
    public static func workload(of plan: RenderPlan, antialiasing: AntialiasingPolicy = .perLayer) -> FrameWorkload {
        let counter = WorkloadCounter()
        var frame = Frame(width: 0, height: 0)
        _ = RenderDriver(source: "SoftwareRenderer.workload", logsProblems: false)
            .render(plan, with: counter, antialiasing: antialiasing, frame: &frame)
        return counter.work
    }
}

/// A backend that draws nothing: it prepares each validated quad as `SoftwareRenderer` would
/// (geometry, culling, the fast-path choice) and adds up the work (see `FrameWorkload`).
final class WorkloadCounter: RendererBackend {
    typealias Failure = Never

    private(set) var work = FrameWorkload()

    func passSizeProblem(_ size: PixelSize) -> String? {
        CGImage.isWithinLimits(size) ? nil : "exceeds the image limits"
    }

    func beginFrame(_ plan: RenderPlan) {}

    func beginPass(_ pass: ValidatedPass) -> Bool {
        let pixels = Double(pass.size.width) * Double(pass.size.height)
        work.passes += 1
        work.passPixels += pixels
        if pass.isFrame { work.framePixels = pixels }
        if pass.blurSigma > 0 {
            work.blurTaps += pixels * Double(2 * PixelMath.gaussianRadius(sigma: pass.blurSigma) + 1) * 2
        }
        return false
    }

    func draw(_ quad: ValidatedQuad, in pass: ValidatedPass, of plan: RenderPlan) -> QuadDrawOutcome {
        guard var setup = QuadSetup(quad, passSize: pass.size) else { return .culled }
        Self.describeContent(quad, plan: plan, passSize: pass.size, into: &setup)
        _ = SoftwareRenderer.choosePath(&setup, quad: quad, hasMask: quad.maskPass != nil)
        guard setup.x0 < setup.x1, setup.y0 < setup.y1 else { return .culled }
        let box = Double(setup.x1 - setup.x0) * Double(setup.y1 - setup.y0)
        let path: FrameWorkload.CPUPath
        var visited = box
        var covered = box
        switch setup.path {
        case .copyRows:
            path = setup.alpha < 1 ? .rowBlend : .rowCopy
        case .maskedCopyRows:
            path = .rowBlend
        case .solidRect:
            path = setup.alpha == 1 && setup.color.w == 255 ? .fill : .solidBlend
        case .drawing:
            path = .vectorDrawing
        case .solidSpans:
            // The area in runs; the pixels along the edges (a pixel either side) one by one.
            let (area, perimeter) = setup.polygon.clippedAreaAndPerimeter(
                x0: Double(setup.x0), y0: Double(setup.y0), x1: Double(setup.x1), y1: Double(setup.y1))
            covered = area
            path = .solidSpans
            if setup.alpha == 1 && setup.color.w == 255 {
                visited = 0
                work.cpuPixels[FrameWorkload.CPUPath.fill.rawValue] += area
            } else {
                visited = area
            }
            work.cpuPixels[FrameWorkload.CPUPath.perPixelSolid.rawValue] += 2 * perimeter
        case .plainTexture, .general, .blended:
            let (area, perimeter) = setup.polygon.clippedAreaAndPerimeter(
                x0: Double(setup.x0), y0: Double(setup.y0), x1: Double(setup.x1), y1: Double(setup.y1))
            covered = area
            // Rows walk the polygon's x extent plus a pixel on each side.
            visited = min(box, area + perimeter)
            let spans = setup.path == .plainTexture && setup.edges.isEmpty && setup.filter == .linear
            path = spans ? (setup.affine ? .bilinearSpan : .projectiveSpan) : setup.kind == .solid ? .perPixelSolid : .perPixel
        }
        work.quads += 1
        work.coveredPixels += covered
        if setup.kind == .solid { work.coveredSolidPixels += covered }
        work.cpuPixels[path.rawValue] += visited
        work.cpuQuads[path.rawValue] += 1
        return .drawn
    }

    func endPass(_ pass: ValidatedPass, reused: Bool, frame: inout Frame, report: inout RenderReport) {}

    func endFrame(_ plan: RenderPlan, report: inout RenderReport) {}

    /// Sets the content fields `choosePath` reads (kind, filter, image size) as
    /// `SoftwareRenderer.resolveContent` would, without touching any pixels.
    private static func describeContent(
        _ quad: ValidatedQuad, plan: RenderPlan, passSize: PixelSize, into setup: inout QuadSetup
    ) {
        switch quad.content {
        case .solid(let color):
            setup.kind = .solid
            setup.color = color.byteScaled
        case .texture(let index, let filter), .tintedTexture(let index, _, let filter):
            let image = plan.textures[index]
            setup.kind = .texture
            if case .tintedTexture(_, let tint, _) = quad.content {
                setup.kind = .tintedTexture
                setup.color = tint.byteScaled
            }
            setup.filter = filter
            setup.image = SourceImage(texels: nil, width: image.width, height: image.height)
        case .pass(let index, let filter), .passAlpha(let index, _, let filter), .passMix(let index, _, _, let filter):
            let size = plan.passes[index].size
            setup.kind = .texture
            setup.filter = filter
            setup.image = SourceImage(texels: nil, width: size.width, height: size.height)
            if case .passAlpha(_, let color, _) = quad.content {
                setup.kind = .passAlpha
                setup.color = color.byteScaled
            } else if case .passMix = quad.content {
                setup.kind = .passMix
            }
        case .drawing(let index):
            setup.setDrawing(index, of: quad, passSize: passSize)
        }
    }
}
