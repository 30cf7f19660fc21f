extension CGImage {
    /// Creates an image from premultiplied RGBA8 pixels (row 0 at the top).
    ///
    /// `bytesPerRow` defaults to `width × 4`; larger values skip padding at the end of each row
    /// (the image stores rows tightly packed). `premultipliedRGBA.count` must equal
    /// `bytesPerRow × height`.
    ///
    /// Differs from Apple: throws `CGImageError.invalidLayout` for non-positive sizes, a row
    /// stride below `width × 4` or a byte count that does not match (Core Graphics returns nil),
    /// and `.tooLarge` above the size limits.
    public convenience init(
        width: Int, height: Int, premultipliedRGBA: [UInt8], bytesPerRow: Int? = nil
    ) throws(CGImageError) {
        let pixels = try Self.packedPixels(
            width: width, height: height, bytes: premultipliedRGBA, bytesPerRow: bytesPerRow)
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// Creates an image from straight (not premultiplied) RGBA8 pixels, premultiplying each
    /// colour component as `(c·a + 127) / 255` (integer division, rounds half up).
    ///
    /// Not Apple API. Sizes are checked as in `init(width:height:premultipliedRGBA:bytesPerRow:)`.
    public convenience init(
        width: Int, height: Int, straightRGBA: [UInt8], bytesPerRow: Int? = nil
    ) throws(CGImageError) {
        var pixels = try Self.packedPixels(
            width: width, height: height, bytes: straightRGBA, bytesPerRow: bytesPerRow)
        pixels.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { premultiplyRGBA(base, pixelCount: width &* height) }
        }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// Checks the layout and returns the rows tightly packed (`width × 4` bytes each).
    private static func packedPixels(
        width: Int, height: Int, bytes: [UInt8], bytesPerRow: Int?
    ) throws(CGImageError) -> [UInt8] {
        let stride = bytesPerRow ?? width.multipliedReportingOverflow(by: 4).partialValue
        let invalid = CGImageError.invalidLayout(
            width: width, height: height, bytesPerRow: stride, byteCount: bytes.count)
        guard width > 0, height > 0 else { throw invalid }
        guard isWithinLimits(width: width, height: height) else {
            throw .tooLarge(path: nil, width: width, height: height)
        }
        let rowBytes = width * 4
        let (total, overflow) = stride.multipliedReportingOverflow(by: height)
        guard stride >= rowBytes, !overflow, total == bytes.count else { throw invalid }
        if stride == rowBytes { return bytes }
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            bytes.withUnsafeBytes { source in
                for y in 0..<height {
                    let destination = UnsafeMutableRawPointer(buffer.baseAddress! + y * rowBytes)
                    destination.copyMemory(from: source.baseAddress! + y * stride, byteCount: rowBytes)
                }
            }
            count = rowBytes * height
        }
    }
}

extension CGImage {
    /// Whether every pixel's alpha is 255.
    var hasOnlyOpaquePixels: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            var i = 3
            while i < bytes.count {
                if bytes[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }
}
