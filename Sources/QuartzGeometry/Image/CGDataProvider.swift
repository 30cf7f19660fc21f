/// Bytes an image is made from or gives out, as Core Graphics passes them
/// (`CGImage(width:height:…provider:…)`, `CGImage.dataProvider`).
///
/// Differs from Apple: the bytes are held in memory (no callbacks, no lazy reading).
public final class CGDataProvider: Sendable {
    /// The bytes.
    let bytes: Data

    /// A provider of `data`'s bytes (copied).
    public init?(data: CFData) {
        bytes = Data(referencing: data)
    }

    /// A provider of the bytes of the file at `url`, read now; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let read = try? Data(contentsOf: url as URL) else { return nil }
        bytes = read
    }

    /// Wraps `bytes`.
    init(bytes: Data) {
        self.bytes = bytes
    }

    /// A copy of the bytes.
    public var data: CFData? { bytes as NSData }
}
