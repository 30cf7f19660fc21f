import CZlib
import Foundation

/// Decompresses raw DEFLATE data (RFC 1951), the compression of `.lottie` (ZIP) entries, with
/// zlib; throws on malformed input and on output beyond the size the archive states.
enum Inflate {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The most bytes one DEFLATE input byte can produce: a block of length 258 copies costs at
    /// least 2 bits, so 1 byte yields at most 1032 (zlib's `deflateBound` documentation).
    static let maximumRatio = 1032

    /// The decompressed bytes of `input`; `expectedSize` (from the ZIP directory) sizes the
    /// output and bounds it: more output than that, or less, is an error. A size that `input`
    /// cannot produce (more than ``maximumRatio`` times its length) or beyond
    /// `LottieLimits.maximumArchiveEntryBytes` is refused before anything is allocated: a
    /// 1,463-byte archive stating 4 GB entries made the reader allocate them (FuzzLottie).
    static func decompress(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        guard expectedSize >= 0, expectedSize <= Int(UInt32.max) else {
            throw Failure(description: "an entry size of \(expectedSize) bytes")
        }
        guard expectedSize <= LottieLimits.maximumArchiveEntryBytes else {
            throw Failure(
                description: "the archive states \(expectedSize) bytes; at most \(LottieLimits.maximumArchiveEntryBytes) are read")
        }
        guard expectedSize <= input.count * maximumRatio + 64 else {
            throw Failure(
                description: "the archive states \(expectedSize) bytes, more than its \(input.count) compressed bytes can hold")
        }
        var stream = z_stream()
        // −15: raw DEFLATE (no zlib header), 32 KiB window.
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        // One byte more than stated: a stream that fills it is longer than the archive says.
        var output = [UInt8](repeating: 0, count: expectedSize + 1)
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        let produced = Int(stream.total_out)
        switch status {
        case Z_STREAM_END:
            guard produced == expectedSize else {
                throw Failure(description: "\(produced) bytes inflated where the archive states \(expectedSize)")
            }
            output.removeLast()
            return output
        case Z_BUF_ERROR where produced > expectedSize:
            throw Failure(description: "more than the \(expectedSize) bytes the archive states")
        case Z_BUF_ERROR:
            throw Failure(description: "the compressed data ends early")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw Failure(description: "malformed DEFLATE data (\(message))")
        }
    }
}
