import QuartziteRender

/// The renderer a render thread's `FrameRenderer` draws with: it sums the wall and CPU time of
/// the renderer's calls (so the exporter can tell flattening from drawing), and submits plans
/// to a `PipelinedRenderer` instead of drawing and reading them at once.
final class ExportRenderer: Renderer {
    /// The renderer drawing the frames.
    let base: any Renderer
    /// `base` when it can pipeline frames.
    let pipelined: (any PipelinedRenderer)?
    /// Wall and CPU time spent in `base` since the last ``resetTime()``.
    private(set) var spent: (wall: Duration, cpu: Duration) = (.zero, .zero)

    /// Wraps `base`; `pipelining` false draws every frame synchronously even when `base` can
    /// pipeline.
    init(_ base: any Renderer, pipelining: Bool) {
        self.base = base
        pipelined = pipelining ? base as? any PipelinedRenderer : nil
    }

    /// Zeroes ``spent``.
    func resetTime() {
        spent = (.zero, .zero)
    }

    var prefersDrawings: Bool { base.prefersDrawings }

    func render(_ plan: RenderPlan, into frame: inout Frame) throws -> RenderReport {
        try measured { () throws -> RenderReport in try base.render(plan, into: &frame) }
    }

    /// Submits `plan` to ``pipelined`` (a precondition: it is set).
    func submit(_ plan: RenderPlan) throws {
        _ = try measured { () throws -> RenderReport in try pipelined!.submit(plan) }
    }

    /// Runs `body`, adding its wall and CPU time to ``spent``.
    private func measured<T>(_ body: () throws -> T) rethrows -> T {
        let start = StageClock()
        defer {
            let (wall, cpu) = start.elapsed()
            spent.wall += wall
            spent.cpu += cpu
        }
        return try body()
    }
}
