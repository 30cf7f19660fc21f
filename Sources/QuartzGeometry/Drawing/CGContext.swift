/// A Core Graphics drawing context (Apple's `CGContext`): a recording context for layers'
/// drawing, or a bitmap context that paints into memory.
///
/// Painting calls (`fillPath`, `strokePath`, `fill(_:)`, `draw(_:in:)`, …) append resolved
/// ``DrawingCommand``s — device-space paths, colours, stroke parameters, clips, images — and
/// ``makeDrawing()`` returns them as a `Sendable` ``RecordedDrawing`` that the renderers
/// rasterize with cairo. As in Core Graphics, the current path is kept in device space: each
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
/// A bitmap context (``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``)
/// paints each command into its memory as soon as it is drawn instead, in Core Graphics' own
/// coordinates (origin bottom-left, y up, one unit a pixel).
///
/// Text is drawn through Core Text (`CTLineDraw`, `CTFrameDraw`, in Quartzite).
///
/// Differs from Apple: no patterns, shadings or glyph drawing of its own (`showGlyphs`).
/// Painting a path with a NaN or infinite point records nothing (a clip to such a path clips
/// everything away).
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
    /// The memory a bitmap context paints into (nil for a recording context).
    var bitmap: BitmapCanvas?
    /// A bitmap context's colour space, as it was created.
    var bitmapSpace: CGColorSpace?
    /// Text space → user space for Core Text line drawing (its translation is
    /// ``textPosition``); not part of the graphics state, as in Core Graphics.
    public var textMatrix = CGAffineTransform.identity
    /// A bitmap context's layout, as it was created (empty without a bitmap).
    public internal(set) var bitmapInfo = CGBitmapInfo([])
    /// The device space as the caller sees it (``ctm``): identity for a recording context;
    /// for a bitmap context the flip from the y-down pixels commands are recorded in to
    /// Core Graphics' y-up ones.
    var reportedDeviceSpace = CGAffineTransform.identity

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
        if let bitmap, transparencyLayers.isEmpty {
            bitmap.paint(command)
            return
        }
        commands.append(command)
        lastDrawing = nil
    }
}
