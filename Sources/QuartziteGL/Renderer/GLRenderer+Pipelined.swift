import QuartziteCompositor

/// `submit(_:)`, `receive(into:)` and `pendingFrames` pipeline frames through the readback
/// ring's pixel-pack buffers.
extension GLRenderer: PipelinedRenderer {
    /// The readback ring's slots (`GLRendererOptions.readbackSlots`).
    public var maxPendingFrames: Int { readback.capacity }
}
