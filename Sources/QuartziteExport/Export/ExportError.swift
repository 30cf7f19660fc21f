import Foundation

/// Why an export stopped. Each case's ``description`` is the one-line message the
/// command-line tool prints.
public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output (`--out` and `--format`) cannot be used as given.
    case invalidOutput(String)
    /// A file or stream could not be written.
    case writeFailed(path: String, reason: String)
    /// The reader of a pipe went away (a closed standard output, or ffmpeg exiting early).
    case brokenPipe(String)
    /// ffmpeg is needed for `format` and is not on the `PATH`.
    case ffmpegMissing(format: ExportFormat)
    /// ffmpeg failed: its exit status and the last lines it printed on standard error.
    case ffmpegFailed(status: Int32, stderrTail: String)
    /// ffmpeg was killed by a signal (its number) before it finished.
    case ffmpegKilled(signal: Int32, stderrTail: String)
    /// A frame could not be encoded.
    case encodingFailed(String)
    /// No renderer could be made for a worker thread.
    case rendererUnavailable(String)
    /// A pipelined renderer could not draw a frame or read it back.
    case renderingFailed(String)

    /// One line (ffmpeg's output on the following lines).
    public var description: String {
        switch self {
        case .invalidOutput(let message): message
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .brokenPipe(let what): "\(what): broken pipe (the reader closed it)"
        case .ffmpegMissing(let format):
            "ffmpeg is needed for \(format.rawValue) output and was not found on PATH (install it: bash scripts/setup.sh, or apt-get install ffmpeg)"
        case .ffmpegFailed(let status, let tail):
            "ffmpeg failed (exit status \(status))" + (tail.isEmpty ? "" : ":\n" + tail)
        case .ffmpegKilled(let signal, let tail):
            "ffmpeg was killed by signal \(signal) (\(String(cString: strsignal(signal))))" + (tail.isEmpty ? "" : ":\n" + tail)
        case .encodingFailed(let message): "cannot encode a frame: \(message)"
        case .rendererUnavailable(let message): "no renderer: \(message)"
        case .renderingFailed(let message): "cannot render a frame: \(message)"
        }
    }
}
