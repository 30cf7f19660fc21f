import Foundation
import QuartziteRender

/// Writes frames one after another to standard output or to a file: Y4M, raw straight-alpha
/// or premultiplied RGBA8, or PNG images back to back (what ffmpeg's `image2pipe` reads). Encoding runs on the
/// workers; the writes happen in order. Y4M and RGBA frames are encoded into buffers that are
/// recycled after each write, so frames after the first few allocate nothing. A file is written under a temporary name and renamed
/// when complete; a closed standard output is reported as a broken pipe.
public final class StreamSink: FrameSink, @unchecked Sendable {
    // @unchecked: `fd`, `headerWritten` and `temporary` are used by the writer thread only
    // (write, finish, cancel run there in turn); the rest is immutable.

    /// The format written (`.y4m`, `.rgba`, `.rgbaPremultiplied` or `.png`).
    public let format: ExportFormat
    /// The frame rate (for the Y4M header), frames per second.
    public let fps: Double
    /// zlib's level for PNG frames.
    public let compressionLevel: Int
    private let path: String?
    let buffers = BufferPool()
    private var fd: Int32 = -1
    private var temporary: String?
    /// Whether `path` is a device or FIFO written in place (see `isStreamDevice`).
    private var writesInPlace = false
    private var headerWritten = false

    /// Creates a sink writing `format` to the file `path`, or to standard output when nil.
    public init(format: ExportFormat, path: String?, fps: Double, compressionLevel: Int = 1) throws(ExportError) {
        guard [.y4m, .rgba, .rgbaPremultiplied, .png].contains(format) else {
            throw .invalidOutput("\(format.rawValue) is not a stream format")
        }
        self.format = format
        self.path = path
        self.fps = fps
        self.compressionLevel = compressionLevel
        ignoreBrokenPipeSignals()
        if let path, isStreamDevice(path) {
            fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw .writeFailed(path: path, reason: errorText(errno)) }
            writesInPlace = true
        } else if let path {
            try createParentDirectory(of: path)
            let temporary = temporaryPath(besides: path, serial: 0)
            fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw .writeFailed(path: path, reason: errorText(errno)) }
            self.temporary = temporary
        } else {
            fd = STDOUT_FILENO
        }
    }

    private var outputName: String { path ?? "standard output" }

    /// Encodes one frame: Y4M planes, straight or premultiplied RGBA, or a PNG image.
    public func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame {
        var bytes: [UInt8]
        switch format {
        case .y4m:
            bytes = buffers.take(count: 6 + 3 * frame.width * frame.height)
            Y4MEncoding.frame(frame, into: &bytes)
        case .png:
            do {
                bytes = [UInt8](try frame.makeImage().pngData(compressionLevel: compressionLevel))
            } catch {
                throw .encodingFailed("frame \(number): \(error)")
            }
        case .rgbaPremultiplied:
            // The frame's own pixels, written as they are (no copy: a 1080p frame is 8 MB of
            // memory traffic copied); the pipeline reuses the frame once it is written.
            return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: [], frame: frame)
        default:
            // A buffer written before is cleared only where it held pixels and converted only
            // where the frame drew (most of a Lottie frame is transparent).
            let written: PixelRect?
            (bytes, written) = buffers.takeTracking(count: frame.pixels.count)
            let zeroOutside = frame.straightRGBA(into: &bytes, written: written)
            var prepared = PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: bytes)
            prepared.zeroOutside = zeroOutside
            return prepared
        }
        return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: bytes)
    }

    /// Keeps a Y4M or RGBA frame's buffer for a later frame.
    public func recycle(_ frame: PreparedFrame) {
        if format != .png { buffers.give(frame.bytes, zeroOutside: frame.zeroOutside) }
    }

    /// Writes the frame (after the Y4M header, before the first).
    public func write(_ frame: PreparedFrame) throws(ExportError) {
        if format == .y4m, !headerWritten {
            headerWritten = true
            try writeBytes(Array(Y4MEncoding.header(width: frame.width, height: frame.height, fps: fps).utf8))
        }
        if let pixels = frame.frame?.pixels {
            try writeBytes(pixels)
        } else {
            try writeBytes(frame.bytes)
        }
    }

    private func writeBytes(_ bytes: [UInt8]) throws(ExportError) {
        let code = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        if code == EPIPE { throw .brokenPipe(outputName) }
        if code != 0 { throw .writeFailed(path: outputName, reason: errorText(code)) }
    }

    /// Closes the file and renames it into place.
    public func finish() throws(ExportError) {
        if writesInPlace, fd >= 0 {
            let closed = close(fd)
            fd = -1
            if closed != 0 { throw .writeFailed(path: outputName, reason: errorText(errno)) }
            return
        }
        guard let path, let temporary else { return }
        let closed = close(fd)
        fd = -1
        self.temporary = nil
        guard closed == 0, rename(temporary, path) == 0 else {
            let reason = errorText(errno)
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// Closes and removes the temporary file (standard output is left as it is).
    public func cancel() {
        if writesInPlace, fd >= 0 {
            close(fd)
            fd = -1
        }
        guard let temporary else { return }
        close(fd)
        fd = -1
        unlink(temporary)
        self.temporary = nil
    }
}
