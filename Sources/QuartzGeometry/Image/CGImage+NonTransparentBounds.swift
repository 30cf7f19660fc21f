extension CGImage {
    /// The smallest rectangle of whole pixels outside which every pixel is fully transparent
    /// (all four premultiplied bytes zero), in pixel coordinates with row 0 at the top; `.null`
    /// when every pixel is.
    ///
    /// Not Apple API. A pixel whose alpha is 0 but whose colour is not counts as
    /// non-transparent: premultiplied data may carry such pixels, and additive blending shows
    /// them. Computed on first use (a scan that stops at the first non-transparent row from the
    /// top and the bottom, then looks at the remaining rows' margins only) and kept: the image
    /// is immutable. Thread-safe.
    public var nonTransparentBounds: CGRect {
        let bounds = nonTransparentTexelBounds
        guard !bounds.isEmpty else { return .null }
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY)
    }

    /// ``nonTransparentBounds`` as whole pixel coordinates (`maxX`, `maxY` exclusive); empty
    /// (all zero) when every pixel is transparent.
    var nonTransparentTexelBounds: TexelBounds {
        let cached = nonTransparentBoundsCache.load(ordering: .relaxed)
        if cached != TexelBounds.unknown { return TexelBounds(packed: cached) }
        // Two threads may both scan; they store the same value.
        let bounds = pixels.withUnsafeBytes { TexelBounds.scan($0, width: width, height: height) }
        nonTransparentBoundsCache.store(bounds.packed, ordering: .relaxed)
        return bounds
    }
}

/// A rectangle of whole pixels, `minX..<maxX` × `minY..<maxY`, each coordinate 0…32,768
/// (`CGImage.maximumDimension`), so that four fit in 64 bits for the image's cache.
struct TexelBounds: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    /// The cache value of bounds not yet computed (no bounds packs to it: coordinates are
    /// below 0xFFFF).
    static let unknown = UInt64.max

    /// Whether no pixel is inside.
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(packed v: UInt64) {
        minX = Int(truncatingIfNeeded: v & 0xFFFF)
        minY = Int(truncatingIfNeeded: (v >> 16) & 0xFFFF)
        maxX = Int(truncatingIfNeeded: (v >> 32) & 0xFFFF)
        maxY = Int(truncatingIfNeeded: v >> 48)
    }

    var packed: UInt64 {
        UInt64(truncatingIfNeeded: minX) | UInt64(truncatingIfNeeded: minY) << 16
            | UInt64(truncatingIfNeeded: maxX) << 32 | UInt64(truncatingIfNeeded: maxY) << 48
    }

    /// The bounds of the non-zero pixels of `width × height` tightly packed RGBA8 pixels; all
    /// zero when there are none. Rows from the top, then from the bottom, until one is not all
    /// zero (8 bytes at a time); then, in the rows between, only the columns left of the
    /// leftmost and right of the rightmost non-zero pixel found so far.
    static func scan(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int) -> TexelBounds {
        guard width > 0, height > 0, let base = bytes.baseAddress, bytes.count >= width &* height &* 4 else {
            return TexelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        }
        let rowBytes = width &* 4
        var top = 0
        while top < height && isZero(base + top &* rowBytes, count: rowBytes) { top &+= 1 }
        if top == height { return TexelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        var bottom = height
        while isZero(base + (bottom &- 1) &* rowBytes, count: rowBytes) { bottom &-= 1 }
        // Columns: `left` is the leftmost non-zero column so far (width: none yet), `right` one
        // past the rightmost (0: none yet). Each row is searched only outside left..<right.
        var left = width
        var right = 0
        for y in top..<bottom {
            let row = base + y &* rowBytes
            if left > 0, let x = firstNonZeroPixel(row, in: 0, left) { left = x }
            if right < width, let x = lastNonZeroPixel(row, in: max(right, left), width) { right = x &+ 1 }
            if left == 0 && right == width { break }
        }
        return TexelBounds(minX: left, minY: top, maxX: right, maxY: bottom)
    }

    /// Whether the `count` bytes at `p` are all zero: 32 bytes per step (four 8-byte words
    /// ORed), then 8, then the rest.
    @inline(__always)
    static func isZero(_ p: UnsafeRawPointer, count: Int) -> Bool {
        var i = 0
        while i &+ 32 <= count {
            let a = p.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let b = p.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
            let c = p.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
            let d = p.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
            if (a | b | c | d) != 0 { return false }
            i &+= 32
        }
        while i &+ 8 <= count {
            if p.loadUnaligned(fromByteOffset: i, as: UInt64.self) != 0 { return false }
            i &+= 8
        }
        while i < count {
            if p.load(fromByteOffset: i, as: UInt8.self) != 0 { return false }
            i &+= 1
        }
        return true
    }

    /// The first pixel of columns `from..<to` of the row at `row` that is not all zero, or nil;
    /// two pixels (8 bytes) per step.
    @inline(__always)
    static func firstNonZeroPixel(_ row: UnsafeRawPointer, in from: Int, _ to: Int) -> Int? {
        var x = from
        while x &+ 2 <= to {
            // Little-endian order: the low half is the left pixel of the pair.
            let w = UInt64(littleEndian: row.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self))
            if w != 0 { return UInt32(truncatingIfNeeded: w) != 0 ? x : x &+ 1 }
            x &+= 2
        }
        if x < to, row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) != 0 { return x }
        return nil
    }

    /// The last pixel of columns `from..<to` of the row at `row` that is not all zero, or nil;
    /// two pixels (8 bytes) per step from the right.
    @inline(__always)
    static func lastNonZeroPixel(_ row: UnsafeRawPointer, in from: Int, _ to: Int) -> Int? {
        var x = to
        while x &- 2 >= from {
            // Little-endian order: the high half is the right pixel of the pair.
            let w = UInt64(littleEndian: row.loadUnaligned(fromByteOffset: (x &- 2) &* 4, as: UInt64.self))
            if w != 0 { return w >> 32 != 0 ? x &- 1 : x &- 2 }
            x &-= 2
        }
        if x > from, row.loadUnaligned(fromByteOffset: (x &- 1) &* 4, as: UInt32.self) != 0 { return x &- 1 }
        return nil
    }
}
