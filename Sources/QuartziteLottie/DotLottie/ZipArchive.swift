import Foundation

/// The files of a ZIP archive (the container of `.lottie` files): read from the central
/// directory, stored or DEFLATE-compressed entries, each checked against its CRC-32. ZIP64,
/// encryption and other compression methods are errors.
struct ZipArchive {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// An entry: where its data is and how it is stored.
    private struct Entry {
        var method: Int
        var compressedSize: Int
        var size: Int
        var crc: UInt32
        var localHeaderOffset: Int
    }

    private let bytes: [UInt8]
    private let entries: [String: Entry]
    /// The entry names, in directory order.
    let names: [String]

    /// Whether `data` starts like a ZIP archive (a local file header).
    static func looksLikeZip(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    init(_ data: Data) throws(Failure) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) throws(Failure) -> Int {
            guard at >= 0, at + 2 <= bytes.count else { throw Failure(description: "the archive is truncated") }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8
        }
        func u32(_ at: Int) throws(Failure) -> Int {
            Int(try u16(at)) | Int(try u16(at + 2)) << 16
        }
        // The end of central directory record: the last signature within 64 KiB + 22 of the end.
        var end = -1
        var at = bytes.count - 22
        while at >= max(0, bytes.count - 22 - 65_535) {
            if bytes[at] == 0x50, bytes[at + 1] == 0x4B, bytes[at + 2] == 0x05, bytes[at + 3] == 0x06 {
                end = at
                break
            }
            at -= 1
        }
        guard end >= 0 else { throw Failure(description: "not a ZIP archive (no end of central directory)") }
        let count = try u16(end + 10)
        let directorySize = try u32(end + 12)
        let directoryOffset = try u32(end + 16)
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF { throw Failure(description: "ZIP64 archives are not supported") }
        guard directoryOffset + directorySize <= end else { throw Failure(description: "the central directory lies outside the archive") }
        var entries: [String: Entry] = [:]
        var names: [String] = []
        var cursor = directoryOffset
        for _ in 0..<count {
            guard try u32(cursor) == 0x0201_4B50 else { throw Failure(description: "a damaged central directory") }
            let flags = try u16(cursor + 8)
            let nameLength = try u16(cursor + 28)
            let extraLength = try u16(cursor + 30)
            let commentLength = try u16(cursor + 32)
            guard cursor + 46 + nameLength <= bytes.count else { throw Failure(description: "the archive is truncated") }
            let name = String(decoding: bytes[(cursor + 46)..<(cursor + 46 + nameLength)], as: UTF8.self)
            if flags & 1 != 0 { throw Failure(description: "\(name) is encrypted") }
            entries[name] = Entry(
                method: try u16(cursor + 10), compressedSize: try u32(cursor + 20), size: try u32(cursor + 24),
                crc: UInt32(try u32(cursor + 16)), localHeaderOffset: try u32(cursor + 42))
            names.append(name)
            cursor += 46 + nameLength + extraLength + commentLength
        }
        self.bytes = bytes
        self.entries = entries
        self.names = names
    }

    /// The contents of entry `name`, or nil when there is no such entry.
    func data(_ name: String) throws(Failure) -> Data? {
        guard let entry = entries[name] else { return nil }
        let header = entry.localHeaderOffset
        guard header + 30 <= bytes.count, bytes[header] == 0x50, bytes[header + 1] == 0x4B, bytes[header + 2] == 0x03,
            bytes[header + 3] == 0x04
        else { throw Failure(description: "\(name): a damaged local header") }
        let nameLength = Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8
        let extraLength = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        let start = header + 30 + nameLength + extraLength
        guard start + entry.compressedSize <= bytes.count else { throw Failure(description: "\(name): the data is truncated") }
        let raw = Array(bytes[start..<(start + entry.compressedSize)])
        let contents: [UInt8]
        switch entry.method {
        case 0: contents = raw
        case 8:
            do {
                contents = try Inflate.decompress(raw, expectedSize: entry.size)
            } catch {
                throw Failure(description: "\(name): \(error.description)")
            }
        default: throw Failure(description: "\(name): compression method \(entry.method) is not supported (stored or deflate only)")
        }
        guard contents.count == entry.size else { throw Failure(description: "\(name): \(contents.count) bytes, the directory says \(entry.size)") }
        guard Self.crc32(contents) == entry.crc else { throw Failure(description: "\(name): the CRC-32 does not match (damaged data)") }
        return Data(contents)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
