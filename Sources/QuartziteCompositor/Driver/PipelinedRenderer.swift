/// A renderer that can start a frame without waiting for its pixels: ``submit(_:)`` draws a
/// plan and starts reading it back, ``receive(into:)`` delivers the oldest submitted frame. A
/// caller that submits frame n + 1 before receiving frame n works on the next frame (flattening
/// it, encoding the previous one) while the device draws. The GL renderer is one; see
/// `FrameExporter` for a user.
public protocol PipelinedRenderer: Renderer {
    /// Draws `plan` and starts reading its frame pass back without waiting. Throws when the
    /// frame cannot be drawn, or when ``maxPendingFrames`` frames are already pending.
    func submit(_ plan: RenderPlan) throws -> RenderReport
    /// Waits for the oldest submitted frame and copies it into `frame` (resizing it); false
    /// when no frame is pending.
    func receive(into frame: inout Frame) throws -> Bool
    /// Frames submitted and not yet received.
    var pendingFrames: Int { get }
    /// How many frames can be pending at once.
    var maxPendingFrames: Int { get }
}
