import Foundation

/// Decompresses raw DEFLATE data (RFC 1951: stored, fixed and dynamic Huffman blocks), the
/// compression of `.lottie` (ZIP) entries. Pure Swift, so the module needs no C library;
/// throws on malformed input instead of reading out of bounds.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The decompressed bytes of `input`; `expectedSize` (from the ZIP directory) reserves
    /// the output and bounds it: more output than that is an error.
    static func decompress(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        var reader = BitReader(bytes: input)
        var output: [UInt8] = []
        output.reserveCapacity(min(expectedSize, 1 << 24))  // the size claimed may be a lie
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try reader.stored(into: &output)
            case 1:
                try inflateBlock(&reader, &output, literals: fixedLiterals, distances: fixedDistances, limit: expectedSize)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, &output, literals: literals, distances: distances, limit: expectedSize)
            default:
                throw Failure(description: "a DEFLATE block of the reserved type 3")
            }
            if output.count > expectedSize { throw Failure(description: "more data than the archive says (\(expectedSize) bytes)") }
        }
        return output
    }

    // MARK: Huffman codes

    /// A canonical Huffman decoding table: counts per code length and symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws(Failure) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                if left < 0 { throw Failure(description: "an over-subscribed Huffman code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static func decode(_ reader: inout BitReader, _ table: Huffman) throws(Failure) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure(description: "an invalid Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static let fixedLiterals: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! Huffman(lengths: lengths)  // a valid code by construction
    }()
    private static let fixedDistances: Huffman = try! Huffman(lengths: [Int](repeating: 5, count: 30))  // valid by construction

    private static func inflateBlock(
        _ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman, limit: Int
    ) throws(Failure) {
        while true {
            let symbol = try decode(&reader, literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "an invalid length symbol \(symbol)") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try decode(&reader, distances)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "an invalid distance symbol \(distanceSymbol)") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "a distance \(distance) before the start of the data") }
                guard output.count + length <= limit else { throw Failure(description: "more data than the archive says (\(limit) bytes)") }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }

    private static func dynamicTables(_ reader: inout BitReader) throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "too many Huffman codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[order[i]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(&reader, lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeated length with none before it") }
                lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "code lengths overrun the table") }
        guard lengths[256] != 0 else { throw Failure(description: "no end-of-block code") }
        return (try Huffman(lengths: Array(lengths[0..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    // MARK: Bits

    struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var bitBuffer = 0
        var bitCount = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The next `count` bits (0…16), least significant first.
        mutating func bits(_ count: Int) throws(Failure) -> Int {
            while bitCount < count {
                guard position < bytes.count else { throw Failure(description: "the compressed data ends early") }
                bitBuffer |= Int(bytes[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = bitBuffer & ((1 << count) - 1)
            bitBuffer >>= count
            bitCount -= count
            return value
        }

        /// A stored block: skip to a byte boundary, LEN, NLEN, LEN bytes.
        mutating func stored(into output: inout [UInt8]) throws(Failure) {
            bitBuffer = 0
            bitCount = 0
            guard position + 4 <= bytes.count else { throw Failure(description: "the compressed data ends early") }
            let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
            let complement = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            guard length == ~complement & 0xFFFF else { throw Failure(description: "a stored block whose length check fails") }
            position += 4
            guard position + length <= bytes.count else { throw Failure(description: "the compressed data ends early") }
            output += bytes[position..<(position + length)]
            position += length
        }
    }
}
