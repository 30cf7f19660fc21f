import QuartzGeometry

/// The small contract a renderer implements so that `RenderDriver` can draw plans with it
/// (Chromium's `DirectRenderer` and its backends; wlroots' render pass). The driver walks the
/// passes in order, validates and clamps every quad once, and calls, per `render`:
///
/// `beginFrame` → for each pass: `beginPass` → `draw` for each quad (unless the pass's cached
/// output was reused) → `endPass` → `endFrame`.
///
/// A backend may draw at once (the CPU renderer executes each pass in `endPass`) or encode and
/// draw later (the GL renderer streams every pass's instances, then draws in `endFrame`).
package protocol RendererBackend: AnyObject {
    /// The error drawing can fail with (`Never` for the CPU renderer).
    associatedtype Failure: Error

    /// Why a pass of `size` pixels cannot be drawn (e.g. "exceeds the image limits"), or nil;
    /// such passes are drawn empty (0 × 0) and logged.
    func passSizeProblem(_ size: PixelSize) -> String?

    /// Starts drawing `plan`, before its first pass.
    func beginFrame(_ plan: RenderPlan) throws(Failure)

    /// Starts `pass`. For a pass with a cache key (`RenderPass.cacheKey`, never the frame),
    /// returns true when the backend holds that pass's output at the key's version and size and
    /// will use it: its quads are then not drawn, and `endPass` is still called.
    func beginPass(_ pass: ValidatedPass) throws(Failure) -> Bool

    /// Draws (or encodes) one validated quad of the open pass of `plan`, in painter order.
    func draw(_ quad: ValidatedQuad, in pass: ValidatedPass, of plan: RenderPlan) throws(Failure) -> QuadDrawOutcome

    /// Ends the open pass: clears and draws it (now or in `endFrame`), blurs it by
    /// `pass.blurSigma`, keeps it when it has a cache key and was drawn; the frame pass (the
    /// last) goes into `frame` (a backend that reads back later may leave `frame` alone).
    /// Adds its drawing time to `report`.
    func endPass(_ pass: ValidatedPass, reused: Bool, frame: inout Frame, report: inout RenderReport) throws(Failure)

    /// Ends the plan after its last pass (drops cached passes the plan did not use).
    func endFrame(_ plan: RenderPlan, report: inout RenderReport) throws(Failure)
}
