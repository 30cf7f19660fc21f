/// The coverage of a folded image's masks, per pixel (0…1): one mask's alpha bytes as cairo
/// painted them (the common case: read in place, runs of zero bytes skipped eight at a time),
/// or the product of several as floats. Either gives the same value at each pixel: a byte b is
/// b · (1/255), as the product of one factor is.
enum MaskCoverage {
    /// One mask's alpha, one byte a pixel, rows `stride` bytes apart.
    case bytes([UInt8], stride: Int)
    /// The product of several masks' coverages, rows `width` apart.
    case floats([Float])

    /// One row of coverage: its values read in place.
    struct Row {
        fileprivate let bytes: UnsafePointer<UInt8>?
        fileprivate let floats: UnsafePointer<Float>?

        /// The coverage of pixel `x` of the row (0…1).
        @inline(__always)
        func callAsFunction(_ x: Int) -> Float {
            if let bytes { return Float(bytes[x]) * (1 / 255) }
            return floats.unsafelyUnwrapped[x]
        }
    }

    /// Calls `body` with every run `x0..<x1` of row `y` (of `width` pixels) whose coverage is
    /// above 0 (in order) and the row, which gives the coverage of pixel x.
    @inline(__always)
    func forEachCoveredRun(y: Int, width: Int, _ body: (_ x0: Int, _ x1: Int, _ row: Row) -> Void) {
        switch self {
        case .bytes(let bytes, let stride):
            bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                let row = base + y &* stride
                var x = 0
                while x < width {
                    // Skip zero bytes, eight at a time where the row allows.
                    while x &+ 8 <= width, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x &+= 8 }
                    while x < width, row[x] == 0 { x &+= 1 }
                    if x >= width { break }
                    var end = x &+ 1
                    while end < width, row[end] != 0 { end &+= 1 }
                    body(x, end, Row(bytes: row, floats: nil))
                    x = end
                }
            }
        case .floats(let values):
            values.withUnsafeBufferPointer { v in
                guard let base = v.baseAddress else { return }
                let row = base + y &* width
                var x = 0
                while x < width {
                    while x < width, row[x] <= 0 { x &+= 1 }
                    if x >= width { break }
                    var end = x &+ 1
                    while end < width, row[end] > 0 { end &+= 1 }
                    body(x, end, Row(bytes: nil, floats: row))
                    x = end
                }
            }
        }
    }
}
