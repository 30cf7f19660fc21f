import CImageCodecs

extension CGImage {
    /// The encoded formats the decoders recognise by their leading bytes.
    enum EncodedFormat {
        case png, jpeg

        /// The format `bytes` start with, or nil.
        init?(signatureOf bytes: UnsafeRawBufferPointer) {
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            if bytes.count >= 8 && bytes.prefix(8).elementsEqual(png) {
                self = .png
            } else if bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// Decodes the PNG or JPEG file at `url`, recognised by its signature (the extension is
    /// ignored). 16-bit PNGs are scaled to 8 bits; colour is premultiplied by alpha as
    /// `(c·a + 127) / 255`.
    ///
    /// Differs from Apple: Core Graphics decodes through ImageIO (`CGImageSource`); this throws a
    /// `CGImageError` naming the file for unreadable, unsupported, corrupt, truncated or
    /// oversized images.
    public convenience init(contentsOf url: URL) throws(CGImageError) {
        let path = url.isFileURL ? url.path : url.absoluteString
        let data: Data
        if url.isFileURL {
            // A regular file only: a directory, device or FIFO gets its own reason.
            do throws(RegularFile.Failure) {
                data = try RegularFile.contents(of: path, maximumBytes: CGImage.maximumByteCount)
            } catch {
                throw .readFailed(path: path, reason: error.reason)
            }
        } else {
            do {
                data = try Data(contentsOf: url, options: .mappedIfSafe)
            } catch {
                throw .readFailed(path: path, reason: Self.reason(of: error))
            }
        }
        let decoded = try Self.decode(data, expecting: nil, path: path)
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// Decodes a PNG file's bytes (any colour type, bit depth, palette, transparency, interlace).
    ///
    /// Not Apple API (Apple: `CGImage(pngDataProviderSource:…)`). Throws
    /// `.unsupportedFormat` when the data is not a PNG and `.corrupt` when it is damaged.
    public convenience init(pngData: Data) throws(CGImageError) {
        let decoded = try Self.decode(pngData, expecting: .png, path: nil)
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// Decodes a JPEG file's bytes (grayscale, RGB/YCbCr, CMYK) into an opaque image.
    ///
    /// Not Apple API (Apple: `CGImage(jpegDataProviderSource:…)`). Throws
    /// `.unsupportedFormat` when the data is not a JPEG and `.corrupt` when it is damaged or
    /// truncated.
    public convenience init(jpegData: Data) throws(CGImageError) {
        let decoded = try Self.decode(jpegData, expecting: .jpeg, path: nil)
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// Decodes a PNG or JPEG file's bytes, recognised by their signature.
    convenience init(encodedData: Data) throws(CGImageError) {
        let decoded = try Self.decode(encodedData, expecting: nil, path: nil)
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return "\(nsError.localizedDescription) (\(underlying.localizedDescription))"
        }
        return nsError.localizedDescription
    }

    /// Decodes `data` into tightly packed premultiplied RGBA8.
    private static func decode(
        _ data: Data, expecting expected: EncodedFormat?, path: String?
    ) throws(CGImageError) -> (width: Int, height: Int, pixels: [UInt8]) {
        let result = data.withUnsafeBytes { bytes in
            decode(bytes, expecting: expected, path: path)
        }
        return try result.get()
    }

    private static func decode(
        _ bytes: UnsafeRawBufferPointer, expecting expected: EncodedFormat?, path: String?
    ) -> Result<(width: Int, height: Int, pixels: [UInt8]), CGImageError> {
        guard let format = EncodedFormat(signatureOf: bytes), expected == nil || format == expected,
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return .failure(.unsupportedFormat(path: path)) }
        var status = qz_codec_status.empty
        var width: UInt32 = 0
        var height: UInt32 = 0
        let sizeCode: Int32
        switch format {
        case .png: sizeCode = qz_png_read_size(base, bytes.count, &width, &height, &status)
        case .jpeg: sizeCode = qz_jpeg_read_size(base, bytes.count, &width, &height, &status)
        }
        guard sizeCode == codecOK else { return .failure(status.decodingError(path: path)) }
        let w = Int(width)
        let h = Int(height)
        guard w > 0, h > 0 else {
            return .failure(.corrupt(path: path, offset: 0, reason: "image has no pixels"))
        }
        guard isWithinLimits(width: w, height: h) else {
            return .failure(.tooLarge(path: path, width: w, height: h))
        }
        var decodeCode = codecOK
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            let destination = buffer.baseAddress!
            switch format {
            case .png:
                decodeCode = qz_png_decode_rgba(
                    base, bytes.count, destination, w * 4, width, height, &status)
                if decodeCode == codecOK { premultiplyRGBA(destination, pixelCount: w * h) }
            case .jpeg:
                // JPEG has no alpha: every pixel is opaque, so premultiplying changes nothing.
                decodeCode = qz_jpeg_decode_rgba(
                    base, bytes.count, destination, w * 4, width, height, &status)
            }
            count = decodeCode == codecOK ? w * h * 4 : 0
        }
        guard decodeCode == codecOK else { return .failure(status.decodingError(path: path)) }
        return .success((w, h, pixels))
    }
}
