import Foundation
import QuartziteRender
import Synchronization

/// Encodes frames into a video by piping raw frames to an `ffmpeg` process (see
/// ``FFmpegCommand`` for the codec settings). MP4 frames are converted to `yuv420p` here, on
/// the encode threads (``YUV420Conversion``: the premultiplied colour, i.e. the frames
/// composited over black), so ffmpeg only encodes and the pipe carries 1.5 bytes per pixel
/// instead of 4; the other formats get straight-alpha RGBA8. The buffers handed to ffmpeg are
/// recycled after each write, so frames after the first few allocate nothing. ffmpeg starts
/// with the first frame (when the size is known); a file is written under a temporary name
/// and renamed when ffmpeg succeeds. When ffmpeg fails or closes its input, the error carries
/// the last lines it printed.
public final class FFmpegSink: FrameSink, @unchecked Sendable {
    // @unchecked: `process`, `input` and `temporary` are used by the writer thread only
    // (write, finish, cancel run there in turn); the stderr tail is behind a mutex.

    /// The format encoded.
    public let format: ExportFormat
    /// Frames per second.
    public let fps: Double
    /// The ffmpeg executable.
    public let executable: String
    /// The x264 preset of MP4 output.
    public let x264Preset: String
    /// x264's constant rate factor of MP4 output.
    public let crf: Int
    private let path: String?
    let buffers = BufferPool()
    private var process: Process?
    private var input: Int32 = -1
    private var temporary: String?
    private let stderrTail = OutputTail(limit: 8192)
    private let stderrDone = DispatchSemaphore(value: 0)

    /// Creates a sink encoding `format` into the file `path` (standard output when nil).
    /// Throws ``ExportError/ffmpegMissing(format:)`` when ffmpeg is not on the `PATH` of
    /// `environment`.
    public init(
        format: ExportFormat, path: String?, fps: Double, x264Preset: String = FFmpegCommand.defaultX264Preset,
        crf: Int = 23, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ExportError) {
        guard format.isVideo else { throw .invalidOutput("\(format.rawValue) is not a video format") }
        guard let executable = FFmpegCommand.locate(environment: environment) else {
            throw .ffmpegMissing(format: format)
        }
        self.format = format
        self.path = path
        self.fps = fps
        self.executable = executable
        self.x264Preset = x264Preset
        self.crf = crf
        ignoreBrokenPipeSignals()
        if let path, !isStreamDevice(path) {
            // The temporary file is created now, so that an unwritable place is refused before
            // anything is rendered (ffmpeg, started with the first frame, overwrites it: -y).
            try createParentDirectory(of: path)
            let temporary = temporaryPath(besides: path, serial: 0)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw .writeFailed(path: path, reason: errorText(errno)) }
            close(fd)
            self.temporary = temporary
        }
    }

    /// The frame's bytes as ffmpeg reads them (``FFmpegCommand/inputPixelFormat``), in a
    /// recycled buffer.
    public func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame {
        var bytes: [UInt8]
        if format == .mp4 {
            bytes = buffers.take(count: YUV420Conversion.layout(width: frame.width, height: frame.height).byteCount)
            YUV420Conversion.convert(frame, matrix: FFmpegCommand.mp4Matrix, into: &bytes)
        } else {
            bytes = buffers.take(count: frame.pixels.count)
            frame.straightRGBA(into: &bytes)
        }
        return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: bytes)
    }

    /// Keeps the frame's buffer for a later frame.
    public func recycle(_ frame: PreparedFrame) {
        buffers.give(frame.bytes)
    }

    /// Pipes the frame to ffmpeg (started with the first frame).
    public func write(_ frame: PreparedFrame) throws(ExportError) {
        if process == nil { try start(width: frame.width, height: frame.height) }
        let code = frame.bytes.withUnsafeBytes { writeAll($0, to: input) }
        if code == 0 { return }
        close(input)
        input = -1
        let exit = waitForExit()
        removeTemporary()
        if code == EPIPE { throw failure(exit) }
        throw .writeFailed(path: "ffmpeg's input", reason: errorText(code))
    }

    /// Why ffmpeg stopped early: killed by a signal, its own standard output (ours) closed by
    /// the reader, or an exit status with the last lines it printed.
    private func failure(_ exit: (status: Int32, signalled: Bool)) -> ExportError {
        if exit.signalled { return .ffmpegKilled(signal: exit.status, stderrTail: tail()) }
        if path == nil, standardOutputReaderHasGone() { return .brokenPipe("standard output") }
        return .ffmpegFailed(status: exit.status, stderrTail: tail())
    }

    private func start(width: Int, height: Int) throws(ExportError) {
        var outputPath: String?
        // A device or FIFO gets ffmpeg's standard output, as a pipe would (a stream muxing).
        var device: FileHandle?
        if let path, isStreamDevice(path) {
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw .writeFailed(path: path, reason: errorText(errno))
            }
            device = handle
        } else if path != nil {
            outputPath = temporary
        }
        let command = FFmpegCommand(
            format: format, width: width, height: height, fps: fps, outputPath: outputPath, x264Preset: x264Preset,
            crf: crf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = command.arguments
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = device ?? (path == nil ? FileHandle.standardOutput : FileHandle.nullDevice)
        do {
            try process.run()
        } catch {
            throw .writeFailed(path: executable, reason: "cannot start ffmpeg: \(error.localizedDescription)")
        }
        self.process = process
        input = dup(stdinPipe.fileHandleForWriting.fileDescriptor)
        try? stdinPipe.fileHandleForWriting.close()
        let errorFD = dup(stderrPipe.fileHandleForReading.fileDescriptor)
        try? stderrPipe.fileHandleForReading.close()
        let tail = stderrTail
        let done = stderrDone
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(errorFD, $0.baseAddress, 4096) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                tail.append(buffer[0..<n])
            }
            close(errorFD)
            done.signal()
        }
    }

    /// The last lines ffmpeg printed on standard error (at most 10).
    private func tail() -> String {
        let text = stderrTail.text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).suffix(10)
        return lines.map { "  ffmpeg: " + $0 }.joined(separator: "\n")
    }

    /// ffmpeg's exit status, or the signal that killed it (`signalled`).
    private func waitForExit() -> (status: Int32, signalled: Bool) {
        guard let process else { return (0, false) }
        process.waitUntilExit()
        stderrDone.wait()
        self.process = nil
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    private func removeTemporary() {
        if let temporary { unlink(temporary) }
        temporary = nil
    }

    /// Closes ffmpeg's input, waits for it and renames the file into place.
    public func finish() throws(ExportError) {
        guard process != nil else {
            removeTemporary()
            return
        }
        close(input)
        input = -1
        let exit = waitForExit()
        guard exit.status == 0, !exit.signalled else {
            removeTemporary()
            throw failure(exit)
        }
        if let path, let temporary {
            var info = stat()
            guard stat(temporary, &info) == 0, info.st_size > 0 else {
                removeTemporary()
                throw .writeFailed(path: path, reason: "ffmpeg exited successfully without writing the video")
            }
            guard rename(temporary, path) == 0 else {
                let reason = errorText(errno)
                removeTemporary()
                throw .writeFailed(path: path, reason: reason)
            }
            self.temporary = nil
        }
    }

    /// Stops ffmpeg and removes the unfinished file.
    public func cancel() {
        if input >= 0 { close(input) }
        input = -1
        process?.terminate()
        _ = waitForExit()
        removeTemporary()
    }
}
