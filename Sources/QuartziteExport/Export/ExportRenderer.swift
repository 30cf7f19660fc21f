import QuartziteRender

/// The renderer a render thread's `FrameRenderer` draws with: it sums the wall and CPU time of
/// the renderer's calls (so the exporter can tell flattening from drawing), and for a
/// `PipelinedRenderer` it submits the frame's plan instead of drawing and reading it at once.
/// Only the call right after ``submitNext`` is set is submitted: further calls in the same
/// frame (bitmaps of `shouldRasterize` layers) draw synchronously as usual.
final class ExportRenderer: Renderer {
    /// The renderer drawing the frames.
    let base: any Renderer
    /// `base` when it can pipeline frames.
    let pipelined: (any PipelinedRenderer)?
    /// Set before a frame: the next `render` call submits its plan to ``pipelined``.
    var submitNext = false
    /// The error of the last submission, if it failed.
    var submitError: (any Error)?
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

    func render(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport {
        let start = StageClock()
        defer {
            let (wall, cpu) = start.elapsed()
            spent.wall += wall
            spent.cpu += cpu
        }
        if submitNext, let pipelined {
            submitNext = false
            do {
                return try pipelined.submit(plan)
            } catch {
                submitError = error
                return RenderReport()
            }
        }
        return base.render(plan, into: &frame)
    }
}
