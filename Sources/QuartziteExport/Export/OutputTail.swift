import QuartzGeometry

/// The last bytes another process printed (ffmpeg's standard error), kept for error messages.
final class OutputTail: Sendable {
    private let bytes = Locked<[UInt8]>([])
    private let limit: Int

    /// Keeps at most `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Appends `chunk`, dropping the oldest bytes beyond the limit.
    func append(_ chunk: ArraySlice<UInt8>) {
        bytes.withLock { b in
            b.append(contentsOf: chunk)
            if b.count > limit { b.removeFirst(b.count - limit) }
        }
    }

    /// The bytes kept, as UTF-8 text.
    var text: String {
        String(decoding: bytes.withLock { $0 }, as: UTF8.self)
    }
}
