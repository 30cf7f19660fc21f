import CImageCodecs

/// The codecs' success code, typed as their functions return it.
let codecOK = Int32(QZ_CODEC_OK)

extension qz_codec_status {
    /// A status with no error, for the codec functions to fill in.
    static var empty: qz_codec_status { qz_codec_status() }

    /// The library's message as a Swift string.
    var text: String {
        withUnsafeBytes(of: message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The error this failed status stands for, attributed to `path`.
    func decodingError(path: String?) -> CGImageError {
        switch Int(code) {
        case Int(QZ_CODEC_UNSUPPORTED): return .unsupportedFormat(path: path)
        default: return .corrupt(path: path, offset: Int(offset), reason: text)
        }
    }
}
