/// A Core Graphics drawing context that records what is drawn (Apple's `CGContext`, drawing
/// API only).
///
/// Painting calls (`fillPath`, `strokePath`, `fill(_:)`, `draw(_:in:)`, …) append resolved
/// ``DrawingCommand``s — device-space paths, colours, stroke parameters, clips, images — and
/// ``makeDrawing()`` returns them as a `Sendable` ``RecordedDrawing`` that `QuartziteRender`
/// rasterizes with cairo. As in Core Graphics, the current path is kept in device space: each
/// point is transformed by the CTM when it is added, and line widths and dashes are taken in
/// the user space current when the path is stroked.
///
/// Coordinates: device space is the canvas in pixels, origin top-left, y down. The base CTM
/// scales by `scale` (pixels per user unit), so user space starts as the canvas in points,
/// origin top-left, y down — the space a UIKit-drawn `CALayer` gets on iOS. A layer's
/// `display()` also translates by −`bounds.origin`, so user space is the layer's bounds space.
///
/// Not thread-safe: use one context from one thread (its recording is `Sendable`).
///
/// Differs from Apple: there is no bitmap behind the context (no `data`, `makeImage()`,
/// colour spaces, gradients, patterns, text or transparency layers); it is created with
/// ``init(pixelWidth:pixelHeight:scale:)``. Painting a path with a NaN or infinite point
/// records nothing (a clip to such a path clips everything away).
public final class CGContext {
    /// The canvas width in device pixels.
    public let width: Int
    /// The canvas height in device pixels.
    public let height: Int
    /// Device pixels per user unit of the base space.
    public let scale: CGFloat
    /// The current graphics state.
    var state: GraphicsState
    /// The saved graphics states, innermost last.
    var savedStates: [GraphicsState] = []
    /// The current path in device pixels.
    var devicePath = PathData()
    /// The commands recorded so far.
    var commands: [DrawingCommand] = []
    /// The transparency layers begun and not ended, outermost first.
    var transparencyLayers: [OpenTransparencyLayer] = []
    /// The recording last handed out, while no command was added since.
    var lastDrawing: RecordedDrawing?

    /// Creates a recording context over a canvas of `pixelWidth × pixelHeight` device pixels
    /// whose base CTM scales by `scale` pixels per user unit (a layer's `contentsScale`;
    /// non-positive or non-finite values mean 1). Negative sizes count as 0.
    ///
    /// Not Apple API (Core Graphics creates bitmap contexts over memory).
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        width = max(0, pixelWidth)
        height = max(0, pixelHeight)
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.scale = s
        state = GraphicsState(ctm: CGAffineTransform(scaleX: s, y: s))
    }

    /// The drawing recorded so far, a `Sendable` value; calling it again without drawing in
    /// between returns the same recording (same version).
    ///
    /// Not Apple API.
    public func makeDrawing() -> RecordedDrawing {
        if let lastDrawing { return lastDrawing }
        // Transparency layers still open are not part of the drawing yet.
        let drawn = transparencyLayers.first?.outerCommands ?? commands
        let drawing = RecordedDrawing(pixelWidth: width, pixelHeight: height, scale: scale, commands: drawn)
        lastDrawing = drawing
        return drawing
    }

    /// Pushes a copy of the graphics state (CTM, colours, line parameters, alpha, blend mode,
    /// antialiasing, shadow, clip; not the path).
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Appends `command` to the recording.
    func record(_ command: DrawingCommand) {
        commands.append(command)
        lastDrawing = nil
    }
}
