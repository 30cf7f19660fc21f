import QuartziteCompositor

/// Draws with a GL renderer (a ``GLRenderer`` or an ``AutoRenderer``) until GL fails, then with
/// the CPU renderer for good: the frame that failed is drawn again by the CPU renderer, and so
/// is every frame after it. What `--backend auto` exports with, so that a GPU lost in the middle
/// of a long export (a reset, a crashed driver, a context that stops working) costs speed, not
/// the export. Frames are independent (a frame's plan is a function of its time alone), so the
/// frames drawn by the CPU renderer are the frames the CPU backend draws.
///
/// It is a `PipelinedRenderer` in front of either renderer: with a ``GLRenderer`` it submits to
/// it and keeps each submitted plan until its frame is received, so that frames lost inside the
/// GPU's pipeline are drawn again too; in front of an ``AutoRenderer`` (which draws at once) a
/// submitted plan is drawn when it is received. Like the renderers it wraps, an instance
/// belongs to one thread at a time.
public final class GLFallbackRenderer: PipelinedRenderer {
    /// Why GL stopped and how many frames it drew before, for ``onFallback``.
    public struct Fallback: Sendable, Equatable {
        /// The error GL failed with.
        public var error: GLError
        /// Frames this renderer delivered before GL failed (drawn by GL, or by an
        /// ``AutoRenderer``'s choice of the CPU renderer).
        public var framesBefore: Int
    }

    /// The GL renderer drawn with until it fails.
    private let gl: any Renderer
    /// `gl` as a pipelined renderer, when it is a ``GLRenderer``.
    private let pipelinedGL: GLRenderer?
    /// Makes the CPU renderer (called once, when GL fails).
    private let makeSoftware: () -> SoftwareRenderer
    /// Counts the CPU renderer's frames after the fallback, when `gl` is an ``AutoRenderer``.
    private let tally: AutoRendererTally?
    /// Called once, on the drawing thread, when GL fails.
    private let onFallback: (Fallback) -> Void
    /// The CPU renderer, once GL has failed.
    public private(set) var software: SoftwareRenderer?
    /// Why GL stopped, once it has.
    public private(set) var fallback: Fallback?
    /// Frames delivered so far.
    public private(set) var framesDelivered = 0
    /// Plans submitted and not yet received, oldest first, and whether `pipelinedGL` holds
    /// their frame.
    private var pending: [(plan: RenderPlan, inGL: Bool)] = []

    /// Draws with `gl` until it fails, then with the CPU renderer made by `software` (default: one
    /// on every core with `gl`'s anti-aliasing policy); `onFallback` is called once then.
    public init(
        gl: GLRenderer, software: (() -> SoftwareRenderer)? = nil, onFallback: @escaping (Fallback) -> Void
    ) {
        self.gl = gl
        pipelinedGL = gl
        makeSoftware = software ?? { SoftwareRenderer(antialiasing: gl.antialiasing) }
        tally = nil
        self.onFallback = onFallback
    }

    /// Draws with `auto` until its GL renderer fails, then with its CPU renderer alone, counting
    /// those frames in its tally as CPU frames; `onFallback` is called once then.
    public init(auto: AutoRenderer, onFallback: @escaping (Fallback) -> Void) {
        gl = auto
        pipelinedGL = nil
        makeSoftware = { auto.software }
        tally = auto.tally
        self.onFallback = onFallback
    }

    /// Draws `plan` with GL, or with the CPU renderer once GL has failed (also when it fails
    /// during this frame).
    public func render(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport {
        let report = draw(plan, into: &frame)
        framesDelivered += 1
        return report
    }

    /// Submits `plan` to a pipelined GL renderer; otherwise keeps it to be drawn when received.
    /// Frames are received in submission order whichever renderer draws them.
    public func submit(_ plan: RenderPlan) -> RenderReport {
        if software == nil, let pipelinedGL {
            do {
                let report = try pipelinedGL.submit(plan)
                pending.append((plan, true))
                return report
            } catch {
                fallBack(error)
            }
        }
        pending.append((plan, false))
        return RenderReport()
    }

    /// Delivers the oldest submitted frame: GL's, or drawn by the CPU renderer when GL does not
    /// hold it or fails to read it back. False when nothing is pending.
    public func receive(into frame: inout Frame) -> Bool {
        guard !pending.isEmpty else { return false }
        let (plan, inGL) = pending.removeFirst()
        if inGL, software == nil, let pipelinedGL {
            do {
                if try pipelinedGL.receive(into: &frame) {
                    framesDelivered += 1
                    return true
                }
                fallBack(GLError.gl(function: "receive", error: "no frame pending in the GL renderer"))
            } catch {
                fallBack(error)
            }
        }
        _ = draw(plan, into: &frame)
        framesDelivered += 1
        return true
    }

    /// Frames submitted and not yet received.
    public var pendingFrames: Int { pending.count }

    /// The GL renderer's readback slots (frames drawn by the CPU renderer wait in this one's
    /// queue instead).
    public var maxPendingFrames: Int { pipelinedGL?.maxPendingFrames ?? 2 }

    /// Draws `plan` with GL, falling back to the CPU renderer when GL fails.
    private func draw(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport {
        if software == nil {
            do {
                return try gl.render(plan, into: &frame)
            } catch {
                fallBack(error)
            }
        }
        tally?.record(.software)
        return software!.render(plan, into: &frame)
    }

    /// Switches to the CPU renderer for good (once).
    private func fallBack(_ error: any Error) {
        guard software == nil else { return }
        let glError = error as? GLError ?? .gl(function: "render", error: String(describing: error))
        software = makeSoftware()
        let event = Fallback(error: glError, framesBefore: framesDelivered)
        fallback = event
        onFallback(event)
    }
}
