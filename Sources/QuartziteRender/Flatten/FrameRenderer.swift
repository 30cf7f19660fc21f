import Quartzite
import Synchronization

/// Renders layer trees into frames: commits pending changes, flattens the committed tree at a
/// media time into a ``RenderPlan`` and draws it with a ``Renderer``.
///
/// Keep one per output stream: the plan, the flattener's scratch storage and the renderer's
/// caches (textures, and the passes of `shouldRasterize` layers, drawn once and reused while
/// their subtree is unchanged and not animated) are reused from frame to frame. Not
/// thread-safe: use each from one thread at a time (debug builds trap when two threads use one
/// at once).
public final class FrameRenderer {
    /// The renderer that draws the plans (``SoftwareRenderer`` or the GL renderer).
    public let renderer: any Renderer
    /// The flattener that builds the plans.
    public let flattener = LayerTreeFlattener()
    /// The plan of the last frame.
    public private(set) var plan = RenderPlan()
    /// What the renderer reported for the last frame.
    public private(set) var lastReport = RenderReport()

    #if DEBUG
        /// Debug builds: whether a thread is inside ``render(snapshot:size:scale:offset:background:at:into:)``
        /// or ``makePlan(snapshot:size:scale:offset:background:at:)``.
        private let inUse = Atomic<Bool>(false)
    #endif

    /// Creates a frame renderer drawing with `renderer`; its plans carry shapes as drawings
    /// when the renderer prefers them (`Renderer.prefersDrawings`).
    public init(renderer: any Renderer) {
        self.renderer = renderer
        flattener.drawsShapesAsDrawings = renderer.prefersDrawings
    }

    /// Runs `body`, in debug builds trapping when another thread is using this renderer (its
    /// plan, flattener scratch and renderer caches are unguarded).
    private func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        #if DEBUG
            let entered = inUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
            assert(
                entered,
                "FrameRenderer used from two threads at once: use one FrameRenderer (and Renderer) per thread")
            defer { if entered { inUse.store(false, ordering: .releasing) } }
        #endif
        return try body()
    }

    /// Renders `layer`'s tree at media time `time` (seconds; by default `CACurrentMediaTime()`,
    /// the current clock's time)
    /// on a canvas of `size` points at `scale` pixels per point over `background` (nil:
    /// transparent), and returns the frame (`size × scale` pixels, premultiplied RGBA8, top row
    /// first). Pending changes are committed first (`CATransaction.flush()`); the layer is
    /// placed in the canvas by its own position and bounds, as a root layer. Throws what the
    /// renderer throws (the CPU renderer never does; the GL renderer on a GL error).
    public func render(
        layer: CALayer, size: CGSize, scale: Double = 1, background: CGColor? = nil,
        at time: CFTimeInterval? = nil
    ) throws -> Frame {
        CATransaction.flush()
        var frame = Frame(width: 0, height: 0)
        let t = time ?? CACurrentMediaTime()
        if let snapshot = layer.committedSnapshot {
            try render(snapshot: snapshot, size: size, scale: scale, background: background, at: t, into: &frame)
        }
        return frame
    }

    /// Renders the committed tree `snapshot` at media time `time` (seconds; the root's parent
    /// time) on a canvas of `size` points at `scale` pixels per point over `background` (nil:
    /// transparent) into `frame`, resizing it, the tree moved by `offset` pixels; returns the
    /// renderer's report. Throws what the renderer throws.
    @discardableResult
    public func render(
        snapshot: LayerSnapshot, size: CGSize, scale: Double = 1, offset: CGPoint = .zero, background: CGColor? = nil,
        at time: CFTimeInterval, into frame: inout Frame
    ) throws -> RenderReport {
        try exclusively {
            flatten(snapshot: snapshot, size: size, scale: scale, offset: offset, background: background, at: time)
            lastReport = try renderer.render(plan, into: &frame)
            return lastReport
        }
    }

    /// Flattens the committed tree `snapshot` at media time `time` into ``plan`` without
    /// drawing it (for a caller that submits plans to a ``PipelinedRenderer`` itself).
    public func makePlan(
        snapshot: LayerSnapshot, size: CGSize, scale: Double = 1, offset: CGPoint = .zero, background: CGColor? = nil,
        at time: CFTimeInterval
    ) {
        exclusively { flatten(snapshot: snapshot, size: size, scale: scale, offset: offset, background: background, at: time) }
    }

    private func flatten(
        snapshot: LayerSnapshot, size: CGSize, scale: Double, offset: CGPoint, background: CGColor?, at time: CFTimeInterval
    ) {
        flattener.flatten(
            snapshot, at: time, canvasSize: size, scale: scale, offset: offset,
            background: background.map(PremultipliedColor.init) ?? .clear, into: &plan)
    }

    /// Renders `layer`'s tree as ``render(layer:size:scale:background:at:)`` does and returns
    /// the frame as an image. Throws `CGImageError.invalidLayout` for an empty canvas, and what
    /// the renderer throws.
    public func image(
        layer: CALayer, size: CGSize, scale: Double = 1, background: CGColor? = nil,
        at time: CFTimeInterval? = nil
    ) throws -> CGImage {
        try render(layer: layer, size: size, scale: scale, background: background, at: time).makeImage()
    }
}
