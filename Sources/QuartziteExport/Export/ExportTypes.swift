import Foundation
import Quartzite
import Synchronization

/// One frame to export: the number it is written under and its scene time.
public struct ExportFrame: Sendable, Hashable {
    /// The number the frame is written under (file names, progress).
    public var number: Int
    /// The scene time, seconds.
    public var time: Double

    /// Creates a frame request.
    public init(number: Int, time: Double) {
        self.number = number
        self.time = time
    }
}

/// How frames are drawn and how work is spread over threads.
public struct ExportOptions: Sendable {
    /// The canvas in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// Where the root's canvas origin lands in the frame, in pixels (zero: the top-left
    /// corner); `--fit` centres a scaled animation with it.
    public var offset: CGPoint = .zero
    /// Painted under the root layer; nil is transparent.
    public var background: CGColor?
    /// Threads that render frames, each with its own renderer (≥ 1). Several for the CPU
    /// renderer (frames are independent); one for a GL context.
    public var renderThreads: Int
    /// Threads that encode rendered frames (the sink's `prepare`); 0 encodes on the render
    /// threads themselves.
    public var encodeThreads: Int
    /// Frames rendered or encoded but not yet written, at most (bounds memory; ≥ 1).
    public var maxFramesInFlight: Int
    /// Whether a renderer that can pipeline frames (`PipelinedRenderer`, the GL renderer) gets
    /// each frame submitted and read back after the next one is submitted (true), or draws and
    /// reads back each frame before the next (false).
    public var pipelinesRendering: Bool

    /// Creates options; by default one render thread that also encodes, and two frames in
    /// flight more than threads (each frame in flight is a frame buffer the export allocates:
    /// fresh memory costs its first touch, a millisecond or two a 1080p frame on a small
    /// machine — a short Lottie export at twice the threads plus two spent a tenth of its
    /// time making buffers).
    public init(
        size: CGSize, scale: Double = 1, background: CGColor? = nil, renderThreads: Int = 1,
        encodeThreads: Int = 0, maxFramesInFlight: Int? = nil, pipelinesRendering: Bool = true
    ) {
        self.size = size
        self.scale = scale
        self.background = background
        self.renderThreads = max(1, renderThreads)
        self.encodeThreads = max(0, encodeThreads)
        self.maxFramesInFlight = max(1, maxFramesInFlight ?? max(1, renderThreads) + max(0, encodeThreads) + 2)
        self.pipelinesRendering = pipelinesRendering
    }
}

/// Where an export stands, reported after each frame written.
public struct ExportProgress: Sendable {
    /// Frames written so far.
    public var framesWritten: Int
    /// Frames in the export.
    public var frameCount: Int
    /// Time since the export started.
    public var elapsed: Duration
}

/// What an export did.
public struct ExportSummary: Sendable {
    /// Frames written.
    public var framesWritten: Int
    /// Wall time of the export.
    public var elapsed: Duration
    /// Whether it stopped early because it was cancelled (an interrupt).
    public var wasCancelled: Bool
    /// Where the time went, stage by stage.
    public var timing: ExportTimingReport

    /// Frames written per second of wall time.
    public var framesPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(framesWritten) / seconds : 0
    }
}

/// A flag that stops an export between frames (set from a signal handler, for example).
/// Frames already being rendered or written are completed or discarded as a whole.
public final class ExportCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Creates an unset flag.
    public init() {}

    /// Asks the export to stop.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
