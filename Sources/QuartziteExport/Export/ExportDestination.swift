import Foundation

/// Where an export goes, resolved from the tool's `--out` and `--format`.
public enum ExportDestination: Sendable, Hashable {
    /// One PNG file per frame, named by the pattern (directories are created).
    case imageSequence(FrameNamePattern)
    /// Exactly one PNG file at this path (a single `--time` with `--out frame.png`).
    case singleImage(path: String)
    /// One file in a stream or video format.
    case file(path: String, format: ExportFormat)
    /// Standard output in a stream or video format (PNG: the images back to back, as
    /// ffmpeg's `image2pipe` reads them).
    case standardOutput(ExportFormat)

    /// The format written.
    public var format: ExportFormat {
        switch self {
        case .imageSequence, .singleImage: .png
        case .file(_, let format), .standardOutput(let format): format
        }
    }

    /// Resolves `out` and `format`:
    /// - `-`: standard output, in `format` (Y4M when none is given);
    /// - a name with a `%d`-style conversion: a PNG sequence named by it;
    /// - a name with a known extension (`.png`, `.y4m`, `.rgba`, `.mp4`, `.webm`, `.gif`,
    ///   `.mov`): that file, in `format` when given, else the extension's format; a `.png` name
    ///   is a single image only when `frameCount` is 1;
    /// - an existing device, FIFO or socket (`/dev/null`, a named pipe): written in place as a
    ///   stream, in `format`, else the extension's, else Y4M;
    /// - anything else (an existing directory, a name ending in `/`, a name without a known
    ///   extension): a directory, holding `%05d.png` for PNG or `out.<ext>` otherwise.
    /// `nil` for `out` is `defaultDirectory`.
    public static func resolve(
        out: String?, format: ExportFormat?, frameCount: Int, defaultDirectory: String
    ) throws(ExportError) -> ExportDestination {
        let given = out != nil
        let out = out ?? defaultDirectory
        if out == "-" { return .standardOutput(format ?? .y4m) }
        if FrameNamePattern.looksLikePattern(out) {
            guard let pattern = FrameNamePattern(out) else {
                throw .invalidOutput("--out \(out): a pattern needs exactly one integer conversion such as %05d")
            }
            guard format == nil || format == .png else {
                throw .invalidOutput("--out \(out): a numbered pattern writes PNG files, not \(format!.rawValue)")
            }
            return .imageSequence(pattern)
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory)
        let ext = (out as NSString).pathExtension
        if exists, !isDirectory.boolValue, isStreamDevice(out) {
            return .file(path: out, format: format ?? ExportFormat(fileExtension: ext) ?? .y4m)
        }
        if !out.hasSuffix("/"), !(exists && isDirectory.boolValue), let named = ExportFormat(fileExtension: ext) {
            let chosen = format ?? named
            if chosen == .png {
                guard frameCount == 1 else {
                    throw .invalidOutput(
                        "--out \(out): one PNG file cannot hold \(frameCount) frames; give a directory or a pattern such as frames/%05d.png")
                }
                return .singleImage(path: out)
            }
            return .file(path: out, format: chosen)
        }
        // A file name with an extension that is no output format is a mistake more often than a
        // directory name (`--out movie.txt`): refuse it unless it is clearly a directory.
        if given, format == nil, !out.hasSuffix("/"), !(exists && isDirectory.boolValue), !ext.isEmpty {
            throw .invalidOutput(
                "--out \(out): .\(ext) is not an output format (png, y4m, rgba or raw, mp4 or m4v, webm, gif, mov); "
                    + "end it with / to write PNG frames into a directory of that name, or give --format")
        }
        let directory = out.hasSuffix("/") ? String(out.dropLast()) : out
        let chosen = format ?? .png
        if chosen == .png {
            return .imageSequence(FrameNamePattern(prefix: directory + "/", width: 5, zeroPadded: true, suffix: ".png"))
        }
        let ext2 = chosen == .prores ? "mov" : chosen.rawValue
        return .file(path: directory + "/out." + ext2, format: chosen)
    }
}

/// Whether `path` names an existing device, FIFO or socket (following symbolic links): an
/// output written in place, not under a temporary name renamed over it (which would fail, or
/// replace a named pipe with a file).
package func isStreamDevice(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
}
