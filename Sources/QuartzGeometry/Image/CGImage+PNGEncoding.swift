import CImageCodecs

extension CGImage {
    /// Encodes the image as an 8-bit RGBA PNG (straight alpha, not interlaced).
    ///
    /// Colour is un-premultiplied as `a == 0 ? 0 : min(255, (p·255 + a/2) / a)` (integer
    /// division, rounds to nearest): fully transparent pixels are written as (0, 0, 0, 0) and
    /// opaque pixels unchanged. `compressionLevel` is 0 (store) to 9 (smallest); the default 1
    /// is fast, for per-frame export. `filter` picks the row filter. With one filter for every
    /// row (`.automatic` below level 4, or an explicit one) the rows are compressed by
    /// libdeflate at that level, about twice as fast as zlib and a little smaller; `.adaptive`
    /// (the automatic choice from level 4) goes through libpng and zlib.
    ///
    /// Not Apple API (Apple encodes through ImageIO's `CGImageDestination`). Throws
    /// `.invalidCompressionLevel` outside 0–9 and `.encodingFailed` when libpng fails.
    public func pngData(compressionLevel: Int = 1, filter: PNGFilter = .automatic)
        throws(CGImageError) -> Data
    {
        guard (0...9).contains(compressionLevel) else {
            throw .invalidCompressionLevel(compressionLevel)
        }
        let filterCode = filter.codecValue(level: compressionLevel)
        if filterCode != Int32(QZ_PNG_FILTER_ADAPTIVE) {
            return try encode(
                create: { qz_png_deflate_encoder_create(UInt32(width), UInt32(height), Int32(compressionLevel), filterCode, &$0) },
                writeRow: qz_png_deflate_encoder_write_row, finish: qz_png_deflate_encoder_finish,
                destroy: qz_png_deflate_encoder_destroy)
        }
        return try encode(
            create: { qz_png_encoder_create(UInt32(width), UInt32(height), Int32(compressionLevel), filterCode, &$0) },
            writeRow: qz_png_encoder_write_row, finish: qz_png_encoder_finish, destroy: qz_png_encoder_destroy)
    }

    /// Runs one of the shim's encoders over the un-premultiplied rows.
    private func encode<Encoder>(
        create: (inout qz_codec_status) -> Encoder?,
        writeRow: (Encoder, UnsafePointer<UInt8>, UnsafeMutablePointer<qz_codec_status>) -> Int32,
        finish: (Encoder, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>, UnsafeMutablePointer<qz_codec_status>) -> Int32,
        destroy: (Encoder) -> Void
    ) throws(CGImageError) -> Data {
        var status = qz_codec_status.empty
        guard let encoder = create(&status) else { throw .encodingFailed(reason: status.text) }
        defer { destroy(encoder) }
        let rowBytes = bytesPerRow
        let rowsWritten = withUnsafeTemporaryAllocation(byteCount: rowBytes, alignment: 16) { row in
            pixels.withUnsafeBytes { source in
                for y in 0..<height {
                    unpremultiplyRGBA(
                        from: source.baseAddress! + y * rowBytes, to: row.baseAddress!,
                        pixelCount: width)
                    let code = writeRow(encoder, row.baseAddress!.assumingMemoryBound(to: UInt8.self), &status)
                    if code != codecOK { return false }
                }
                return true
            }
        }
        guard rowsWritten else { throw .encodingFailed(reason: status.text) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        guard finish(encoder, &output, &length, &status) == codecOK,
            let output
        else { throw .encodingFailed(reason: status.text) }
        return Data(bytesNoCopy: output, count: length, deallocator: .free)
    }

    /// Encodes the image as PNG (see `pngData(compressionLevel:filter:)`) and writes it to the
    /// file `url` atomically: the bytes go to a temporary file in the same directory that is
    /// then renamed to `url`, so on failure no partial file exists under `url` (an older file
    /// there stays as it was) and no temporary file is left behind.
    ///
    /// Not Apple API. Throws `.writeFailed` naming the path when the file cannot be written.
    public func writePNG(to url: URL, compressionLevel: Int = 1, filter: PNGFilter = .automatic)
        throws(CGImageError)
    {
        let data = try pngData(compressionLevel: compressionLevel, filter: filter)
        try writeAtomically(data, to: url)
    }
}
