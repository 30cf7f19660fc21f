import Foundation

/// Builds PNG files byte by byte (stored deflate blocks, hand-computed CRC and Adler-32), so the
/// decoder tests check libpng's output against values derived by hand rather than against
/// libpng's own encoder.
struct HandMadePNG {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
    var colorType: UInt8
    /// Bits per sample: 1, 2, 4, 8 or 16.
    var bitDepth: UInt8
    /// Adam7 interlacing.
    var interlaced = false
    /// PLTE chunk bytes (RGB triples), if any.
    var palette: [UInt8]? = nil
    /// tRNS chunk bytes, if any.
    var transparency: [UInt8]? = nil
    /// Samples row by row, `samplesPerPixel × width` per row, each `bitDepth` bits wide.
    var samples: [[Int]]

    var samplesPerPixel: Int {
        switch colorType {
        case 2: return 3
        case 4: return 2
        case 6: return 4
        default: return 1
        }
    }

    /// The PNG file.
    func data() -> Data {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = Self.bigEndian32(width) + Self.bigEndian32(height)
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        Self.appendChunk("IHDR", header, to: &file)
        if let palette { Self.appendChunk("PLTE", palette, to: &file) }
        if let transparency { Self.appendChunk("tRNS", transparency, to: &file) }
        Self.appendChunk("IDAT", Self.zlibStored(imageBytes()), to: &file)
        Self.appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// The filtered (filter type 0) scanlines of all passes.
    private func imageBytes() -> [UInt8] {
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
                (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var bytes: [UInt8] = []
        for pass in passes {
            let columns = stride(from: pass.x, to: width, by: pass.dx).map { $0 }
            if columns.isEmpty { continue }
            for y in stride(from: pass.y, to: height, by: pass.dy) {
                var row: [Int] = []
                for x in columns {
                    row += samples[y][(x * samplesPerPixel)..<((x + 1) * samplesPerPixel)]
                }
                bytes.append(0)
                bytes += pack(row)
            }
        }
        return bytes
    }

    /// Packs samples of `bitDepth` bits, most significant first; 16-bit samples big-endian.
    private func pack(_ row: [Int]) -> [UInt8] {
        if bitDepth == 16 { return row.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return row.map { UInt8($0) } }
        let depth = Int(bitDepth)
        var out = [UInt8](repeating: 0, count: (row.count * depth + 7) / 8)
        for (i, sample) in row.enumerated() {
            let bit = i * depth
            out[bit / 8] |= UInt8(sample << (8 - depth - bit % 8))
        }
        return out
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func appendChunk(_ type: String, _ payload: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian32(payload.count) + typeBytes + payload
        file += bigEndian32(Int(crc32(typeBytes + payload)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, bytes.count - start)
            let final: UInt8 = start + count == bytes.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
            out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[start..<(start + count)]
            start += count
        } while start < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian32(Int(b << 16 | a))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
