import Foundation
import QuartziteRender
import QuartzGeometry

/// Writes each frame as its own PNG file (straight alpha), encoded and written by the worker
/// that rendered it, so encoding runs on all cores. Files are written atomically: the bytes go
/// to a temporary file beside the final name, which is then renamed, so an interrupted export
/// leaves complete PNG files only; ``cancel()`` removes temporary files still present.
public final class PNGFileSink: FrameSink {
    /// The file name of each frame number.
    public let naming: @Sendable (Int) -> String
    /// zlib's level, 0 (store) to 9 (smallest); 1 is fast.
    public let compressionLevel: Int
    private let state = Locked(State())

    private struct State {
        var serial = 0
        var temporaries: Set<String> = []
        var directories: Set<String> = []
        var written = 0
    }

    /// Creates a sink naming frames with `pattern`.
    public convenience init(pattern: FrameNamePattern, compressionLevel: Int = 1) {
        self.init(naming: { pattern.name(for: $0) }, compressionLevel: compressionLevel)
    }

    /// Creates a sink writing every frame to the file `naming(number)`.
    public init(naming: @escaping @Sendable (Int) -> String, compressionLevel: Int = 1) {
        self.naming = naming
        self.compressionLevel = compressionLevel
    }

    /// True: ``prepare(_:number:)`` writes each frame's file.
    public var keepsPreparedFrames: Bool { true }

    /// The number of files written so far.
    public var filesWritten: Int { state.withLock { $0.written } }

    /// Encodes the frame and writes its file (temporary name, then rename).
    public func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame {
        let path = naming(number)
        let data: Data
        do {
            data = try frame.makeImage().pngData(compressionLevel: compressionLevel)
        } catch {
            throw .encodingFailed("\(path): \(error)")
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let (needsDirectory, serial) = state.withLock { s in
            s.serial += 1
            return (!s.directories.contains(parent), s.serial)
        }
        if needsDirectory {
            try createParentDirectory(of: path)
            _ = state.withLock { $0.directories.insert(parent) }
        }
        let temporary = temporaryPath(besides: path, serial: serial)
        _ = state.withLock { $0.temporaries.insert(temporary) }
        defer { _ = state.withLock { $0.temporaries.remove(temporary) } }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: errorText(errno)) }
        let code = data.withUnsafeBytes { writeAll($0, to: fd) }
        close(fd)
        guard code == 0, rename(temporary, path) == 0 else {
            let reason = errorText(code != 0 ? code : errno)
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        state.withLock { $0.written += 1 }
        return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: [])
    }

    /// Nothing to do: the file was written by ``prepare(_:number:)``.
    public func write(_ frame: PreparedFrame) throws(ExportError) {}

    /// Nothing to do: every file is complete.
    public func finish() throws(ExportError) {}

    /// Removes the frame's file (written by ``prepare(_:number:)``, kept by no one).
    public func discard(_ frame: PreparedFrame) {
        if unlink(naming(frame.number)) == 0 { state.withLock { $0.written -= 1 } }
    }

    /// Removes temporary files of frames still being written.
    public func cancel() {
        let temporaries = state.withLock { $0.temporaries }
        for path in temporaries { unlink(path) }
    }
}
