import QuartziteRender

/// One frame encoded for a sink: its number, its size in pixels and the bytes the sink writes
/// (empty for sinks that write each frame themselves, such as PNG files).
public struct PreparedFrame: Sendable {
    /// The frame's number (the scene frame index, or the position of a `--time` value).
    public var number: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The encoded bytes (empty when ``frame`` holds them).
    public var bytes: [UInt8]
    /// The rendered frame itself, when its pixels are the output as they are (the sink then
    /// writes them without a copy): the pipeline hands it back to the renderers only after
    /// ``FrameSink/write(_:)``.
    public var frame: Frame?
    /// The rectangle outside which ``bytes`` are zero, when the sink knows it (it then reuses
    /// the buffer clearing only that: straight RGBA).
    package var zeroOutside: PixelRect?

    /// Creates a prepared frame of encoded `bytes`, or one that writes `frame`'s pixels.
    public init(number: Int, width: Int, height: Int, bytes: [UInt8], frame: Frame? = nil) {
        self.number = number
        self.width = width
        self.height = height
        self.bytes = bytes
        self.frame = frame
    }
}

/// Where exported frames go. The pipeline calls ``prepare(_:number:)`` for each frame on any
/// worker thread, concurrently (encoding runs in parallel there), then ``write(_:)`` once per
/// frame in frame order on one thread, each followed by ``recycle(_:)``, then ``finish()``, or
/// ``cancel()`` when the export stops early (an error or an interrupt).
public protocol FrameSink: AnyObject, Sendable {
    /// Encodes `frame` (premultiplied RGBA8, row 0 at the top) numbered `number`.
    func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame
    /// Writes one prepared frame; called in frame order.
    func write(_ frame: PreparedFrame) throws(ExportError)
    /// Takes back a frame after ``write(_:)``, so that its bytes' storage can serve a later
    /// ``prepare(_:number:)`` instead of a new allocation. The default does nothing.
    func recycle(_ frame: PreparedFrame)
    /// Completes the output (closes files, waits for the encoder, renames into place).
    func finish() throws(ExportError)
    /// Abandons the output: no partial file is left under a final name and no temporary file
    /// is left behind; frames already complete (PNG files) stay.
    func cancel()
    /// Whether ``prepare(_:number:)`` already leaves the frame in its final place (a PNG file),
    /// so a prepared frame is kept even when the export stops before writing it. The default
    /// is false (the frame exists only once written).
    var keepsPreparedFrames: Bool { get }
    /// Removes a prepared frame the export does not keep: when it stops, a frame prepared
    /// after one that never was (encoding runs in parallel) is removed, so that the frames kept
    /// are numbered from the first without a gap. Called only when ``keepsPreparedFrames``; the
    /// default does nothing.
    func discard(_ frame: PreparedFrame)
}

extension FrameSink {
    /// Does nothing: the frame's bytes are released.
    public func recycle(_ frame: PreparedFrame) {}

    /// False: a frame exists once ``write(_:)`` has written it.
    public var keepsPreparedFrames: Bool { false }

    /// Does nothing.
    public func discard(_ frame: PreparedFrame) {}
}
