import QuartzGeometry

/// Draws render plans with a `RendererBackend`, the one place where plans are checked (as
/// Chromium's `DirectRenderer` drives every backend): it walks the passes in order, validates
/// and clamps each quad once (see `ValidatedQuad`), draws content it cannot draw in magenta
/// and logs why once, and counts what happened in a `RenderReport`.
///
/// One per renderer; not thread-safe (a renderer belongs to one thread at a time).
package final class RenderDriver {
    /// The problems met so far.
    package let problems: ProblemLog
    /// The sizes passes are drawn at this frame (planned, or 0 × 0 beyond the backend's limits).
    // One thread uses a driver, and no access to these overlaps another: the per-access
    // exclusivity checks (a tenth of a quad's encoding) are switched off.
    @usableFromInline @exclusivity(unchecked) var passSizes: [PixelSize] = []
    /// The size the last plan's frame pass was drawn at (0 × 0 for an empty plan or a frame
    /// beyond the backend's limits): what a renderer reads back.
    package var frameSize: PixelSize { passSizes.last ?? PixelSize(width: 0, height: 0) }
    /// The quad being validated and drawn (reused: no copy per quad).
    @usableFromInline @exclusivity(unchecked) var scratch = ValidatedQuad.placeholder

    /// Creates a driver whose log lines start with `source` (the renderer's name); with
    /// `logsProblems` false, problems are collected but not written to standard error.
    package init(source: String, logsProblems: Bool = true) {
        problems = ProblemLog(source: source, writesToStandardError: logsProblems)
    }

    /// Draws every pass of `plan` with `backend`, the frame pass into `frame` (resized to its
    /// size; an empty plan leaves a 0 × 0 frame), and returns the report with the set-up time
    /// (validation and the backend's `draw` calls) and pass counts filled in; the backend adds
    /// its drawing times. `totalTime` is left to the caller.
    /// (Inlinable so that each renderer's module specializes it for its backend: the per-quad
    /// calls are then direct.)
    @inlinable @_alwaysEmitIntoClient
    package func render<Backend: RendererBackend>(
        _ plan: RenderPlan, with backend: Backend, antialiasing: AntialiasingPolicy, frame: inout Frame
    ) throws(Backend.Failure) -> RenderReport {
        var report = RenderReport()
        passSizes.removeAll(keepingCapacity: true)
        for (index, pass) in plan.passes.enumerated() {
            if let problem = backend.passSizeProblem(pass.size) {
                problems.log(
                    "pass \(index) of \(pass.size.width)x\(pass.size.height) pixels \(problem)", consequence: "left empty")
                passSizes.append(PixelSize(width: 0, height: 0))
            } else {
                passSizes.append(pass.size)
            }
        }
        try backend.beginFrame(plan)
        let clock = ContinuousClock()
        let last = plan.passes.count - 1
        for index in plan.passes.indices {
            let pass = plan.passes[index]
            let validated = ValidatedPass(index: index, pass: pass, size: passSizes[index], isFrame: index == last)
            report.passes += 1
            let cacheable = pass.cacheKey != nil && !validated.isFrame
            let reused = try backend.beginPass(validated) && cacheable
            if cacheable {
                if reused { report.cachedPassesReused += 1 } else { report.cachedPassesDrawn += 1 }
            }
            if !reused {
                let start = clock.now
                for quadIndex in pass.quadRange {
                    try drawQuad(quadIndex, of: plan, in: validated, antialiasing: antialiasing, with: backend, report: &report)
                }
                report.setupTime += clock.now - start
            }
            try backend.endPass(validated, reused: reused, frame: &frame, report: &report)
        }
        if plan.passes.isEmpty { frame.resize(to: PixelSize(width: 0, height: 0)) }
        try backend.endFrame(plan, report: &report)
        return report
    }

    /// Validates quad `quadIndex`, draws it with `backend` (magenta when its content cannot be
    /// drawn) and counts it.
    @inlinable @_alwaysEmitIntoClient
    package func drawQuad<Backend: RendererBackend>(
        _ quadIndex: Int, of plan: RenderPlan, in pass: ValidatedPass, antialiasing: AntialiasingPolicy,
        with backend: Backend, report: inout RenderReport
    ) throws(Backend.Failure) {
        guard validate(quadIndex, of: plan, passSize: pass.size, antialiasing: antialiasing, report: &report) else {
            return
        }
        var problem = contentProblem(&scratch, plan: plan, passIndex: pass.index)
        if problem != nil { Self.makeMagenta(&scratch) }
        var outcome = try backend.draw(scratch, in: pass, of: plan)
        if case .unsupported(let reason) = outcome {
            problem = reason
            Self.makeMagenta(&scratch)
            outcome = try backend.draw(scratch, in: pass, of: plan)
        }
        switch outcome {
        case .culled:
            report.quadsCulled += 1
            return
        case .drawnByFastPath:
            report.fastPathQuads += 1
        case .drawn, .unsupported:
            break
        }
        report.quadsDrawn += 1
        if let problem {
            problems.log(problem)
            report.unsupportedQuads += 1
        }
    }

    /// Opaque magenta instead of the content, unmasked: what is drawn for content that cannot be.
    @usableFromInline
    static func makeMagenta(_ quad: inout ValidatedQuad) {
        quad.content = .solid(.magenta)
        quad.maskPass = nil
        quad.maskChannel = .alpha
        quad.ninePart = nil
        quad.blendMode = .normal
    }

    /// Validates the geometry of quad `quadIndex` into ``scratch`` (reading the quad and its
    /// shared state in place, without copies); false, counted, when it refers to a missing
    /// shared state (unsupported) or nothing of it can show (culled): an empty, infinite or NaN
    /// rectangle, a singular transform, no opacity, or a scissor that misses the pass.
    @usableFromInline
    func validate(
        _ quadIndex: Int, of plan: RenderPlan, passSize: PixelSize, antialiasing: AntialiasingPolicy,
        report: inout RenderReport
    ) -> Bool {
        plan.quads.withUnsafeBufferPointer { quads in
            plan.sharedStates.withUnsafeBufferPointer { states in
                let quad = quads[quadIndex]
                guard states.indices.contains(quad.sharedStateIndex) else {
                    problems.log(
                        "quad \(quadIndex) refers to missing shared state \(quad.sharedStateIndex)", consequence: "not drawn")
                    report.unsupportedQuads += 1
                    return false
                }
                guard Self.geometry(quadIndex, quad, states[quad.sharedStateIndex], passSize: passSize, into: &scratch)
                else {
                    report.quadsCulled += 1
                    return false
                }
                scratch.edgeAntialiasing = antialiasing.applied(to: scratch.edgeAntialiasing)
                return true
            }
        }
    }

    /// Writes the quad's geometry, validated and clamped, into `out`; false when nothing of it
    /// can show (see ``validate(_:of:passSize:antialiasing:report:)``).
    static func geometry(
        _ index: Int, _ quad: DrawQuad, _ state: SharedQuadState, passSize: PixelSize,
        into out: inout ValidatedQuad
    ) -> Bool {
        let rect = quad.rect.standardized
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
            rect.maxY.isFinite, let inverse = InverseHomography(state.transform)
        else { return false }
        // NaN opacity counts as 0 (`x >= 0` is false for NaN).
        func unit(_ v: Float) -> Float { v >= 0 ? min(v, 1) : 0 }
        let alpha = unit(quad.opacity) * unit(state.opacity)
        guard alpha > 0 else { return false }
        var scissor: PixelRect?
        if let s = state.clip.scissor {
            guard let inside = Self.intersect(s, passSize) else { return false }
            scissor = inside
        }
        out.index = index
        out.rect = rect
        out.uvRect = quad.uvRect
        out.inverse = inverse
        out.alpha = alpha
        out.edgeAntialiasing = state.edgeAntialiasing
        out.scissor = scissor
        out.maskPass = state.clip.maskPass
        out.maskChannel = state.clip.maskPass == nil ? .alpha : state.clip.maskChannel
        out.content = quad.content
        out.cornerRadius = quad.cornerRadius.isFinite ? max(0, quad.cornerRadius) : 0
        out.maskedCorners = quad.maskedCorners
        out.cornerCurve = quad.cornerCurve
        out.borderWidth = quad.borderWidth > 0 && quad.borderWidth.isFinite ? quad.borderWidth : 0
        out.borderColor = quad.borderColor
        out.ninePart = quad.ninePart
        out.blendMode = quad.blendMode
        out.levelOfDetailBias = quad.levelOfDetailBias.isFinite ? quad.levelOfDetailBias : 0
        return true
    }

    /// The part of `scissor` inside a pass of `size`, or nil when none is (sums that would
    /// overflow saturate).
    static func intersect(_ scissor: PixelRect, _ size: PixelSize) -> PixelRect? {
        func end(_ origin: Int, _ length: Int) -> Int {
            let (sum, overflow) = origin.addingReportingOverflow(length)
            return overflow ? Int.max : sum
        }
        let x0 = max(0, scissor.x)
        let y0 = max(0, scissor.y)
        let x1 = min(size.width, end(scissor.x, scissor.width))
        let y1 = min(size.height, end(scissor.y, scissor.height))
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Why the quad's mask or content cannot be drawn in pass `passIndex`, or nil (clamping a
    /// mix's progress on the way).
    @usableFromInline
    func contentProblem(_ quad: inout ValidatedQuad, plan: RenderPlan, passIndex: Int) -> String? {
        if let mask = quad.maskPass, !(0..<passIndex).contains(mask) {
            return "mask pass \(mask) is not an earlier pass of pass \(passIndex)"
        }
        switch quad.content {
        case .solid:
            return nil
        case .texture(let index, _), .tintedTexture(let index, _, _):
            guard plan.textures.indices.contains(index) else {
                return "texture \(index) is not in the plan's texture table"
            }
            return plan.textures.withUnsafeBufferPointer { $0[index].width > 0 && $0[index].height > 0 }
                ? nil : "an empty source image"
        case .pass(let index, let filter), .passAlpha(let index, _, let filter):
            return passSourceProblem(index, nil, filter: filter, inPass: passIndex, plan: plan)
        case .passMix(let from, let to, let progress, let filter):
            if let problem = passSourceProblem(from, to, filter: filter, inPass: passIndex, plan: plan) { return problem }
            quad.content = .passMix(
                from: from, to: to, progress: progress.isNaN ? 0 : min(max(progress, 0), 1), filter: filter)
            return nil
        case .drawing(let index):
            guard plan.drawings.indices.contains(index) else {
                return "drawing \(index) is not in the plan's drawing table"
            }
            return quad.drawingOffset == nil ? "a drawing under a transform other than a whole-pixel translation" : nil
        }
    }

    /// `RenderPlan.passSourceProblem`, where passes beyond the backend's limits count as empty.
    private func passSourceProblem(_ first: Int, _ second: Int?, filter: TextureFilter, inPass passIndex: Int, plan: RenderPlan)
        -> String?
    {
        if let problem = plan.passSourceProblem(first, second, filter: filter, inPass: passIndex) { return problem }
        let empty = { (index: Int) in self.passSizes[index].width == 0 || self.passSizes[index].height == 0 }
        if empty(first) || second.map(empty) == true { return "an empty source image" }
        return nil
    }
}
