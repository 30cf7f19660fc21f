import CZlib
import Foundation

/// Decompresses raw DEFLATE data (RFC 1951), the compression of `.lottie` (ZIP) entries, with
/// zlib; throws on malformed input and on output beyond the size the archive states.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The decompressed bytes of `input`; `expectedSize` (from the ZIP directory) sizes the
    /// output and bounds it: more output than that, or less, is an error.
    static func decompress(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        guard expectedSize >= 0, expectedSize <= Int(UInt32.max) else {
            throw Failure(description: "an entry size of \(expectedSize) bytes")
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
