/// Why creating, decoding, encoding or writing a `CGImage` failed.
///
/// Differs from Apple: Core Graphics reports these failures by returning `nil` (and logging);
/// Quartzite throws this error so the caller learns which file and what was wrong.
/// `path` is the file's path, or `nil` when the bytes did not come from a file.
public enum CGImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data is neither a PNG nor a JPEG (judged by its signature, not by a file extension).
    case unsupportedFormat(path: String?)
    /// The data is damaged or truncated. `offset` is how many bytes of the input the decoder had
    /// consumed when it stopped; `reason` is the codec library's message.
    case corrupt(path: String?, offset: Int, reason: String)
    /// The image is larger than `CGImage.maximumDimension` pixels on a side or would take more
    /// than `CGImage.maximumByteCount` bytes decoded; refused before any pixel memory is allocated.
    case tooLarge(path: String?, width: Int, height: Int)
    /// Pixel data given to an initializer does not fit the stated size: `byteCount` must equal
    /// `bytesPerRow × height`, `bytesPerRow` must be at least `width × 4`, sizes must be positive.
    case invalidLayout(width: Int, height: Int, bytesPerRow: Int, byteCount: Int)
    /// The PNG compression level is outside 0–9.
    case invalidCompressionLevel(Int)
    /// The file could not be read; `reason` is the system's message.
    case readFailed(path: String, reason: String)
    /// Encoding failed inside the codec library (for example out of memory).
    case encodingFailed(reason: String)
    /// The file could not be written; nothing was left under `path` or beside it.
    case writeFailed(path: String, reason: String)

    /// A one-line English description naming the file and the problem.
    public var description: String {
        switch self {
        case .unsupportedFormat(let path):
            return "\(Self.name(path)): unsupported image format (not PNG or JPEG)"
        case .corrupt(let path, let offset, let reason):
            return "\(Self.name(path)): corrupt image data near byte \(offset): \(reason)"
        case .tooLarge(let path, let width, let height):
            return "\(Self.name(path)): image of \(width)×\(height) pixels is too large "
                + "(limit \(CGImage.maximumDimension) pixels a side, "
                + "\(CGImage.maximumByteCount) bytes decoded)"
        case .invalidLayout(let width, let height, let bytesPerRow, let byteCount):
            return "pixel data of \(byteCount) bytes does not fit \(width)×\(height) pixels "
                + "with \(bytesPerRow) bytes per row"
        case .invalidCompressionLevel(let level):
            return "PNG compression level \(level) is outside 0–9"
        case .readFailed(let path, let reason):
            return "\(path): cannot read file: \(reason)"
        case .encodingFailed(let reason):
            return "PNG encoding failed: \(reason)"
        case .writeFailed(let path, let reason):
            return "\(path): cannot write file: \(reason)"
        }
    }

    private static func name(_ path: String?) -> String { path ?? "<image data>" }
}
