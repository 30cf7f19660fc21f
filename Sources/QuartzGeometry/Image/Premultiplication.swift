internal import CPixelKernels

// The two conversions between straight and premultiplied 8-bit alpha, in one place.
//
//   straight → premultiplied:  p = (c·a + 127) / 255                       (integer division)
//   premultiplied → straight:  c = a == 0 ? 0 : min(255, (p·255 + a/2) / a) (integer division)
//
// The first rounds c·a/255 half up (c·a + 127 never lands on a half, since 255 is odd). The
// second rounds p·255/a to the nearest integer, halves up, and clamps inputs with p > a. Both are
// exact integer formulas; the implementations below compute the same values without a division
// per channel (checked exhaustively by the tests).

/// Premultiplies one straight colour component `c` by alpha `a` (both 0–255):
/// `(c·a + 127) / 255` with integer division.
@inline(__always)
package func premultiplyComponent(_ c: UInt8, alpha a: UInt8) -> UInt8 {
    let x = UInt32(c) &* UInt32(a) &+ 127
    // x / 255 for x < 65536, without dividing.
    return UInt8(truncatingIfNeeded: (x &+ 1 &+ (x >> 8)) >> 8)
}

/// The reciprocal of alpha as a 24-bit fixed-point multiplier, `ceil(2^24 / a)`, for `a` 1–255.
/// `(n · reciprocal) >> 24 == n / a` for every `n < 65536` because the rounding error of the
/// reciprocal times `n` stays below `2^24 / a`.
@inline(__always)
private func alphaReciprocal(_ a: UInt32) -> UInt64 {
    (UInt64(1 << 24) &+ UInt64(a) &- 1) / UInt64(a)
}

/// `alphaReciprocal(a)` for every alpha 0–255 (entry 0 unused), so the loops do not divide.
private let alphaReciprocals: [UInt64] = (0..<256).map { $0 == 0 ? 0 : alphaReciprocal(UInt32($0)) }

/// Un-premultiplies one component `p` with alpha `a` (both 0–255):
/// `a == 0 ? 0 : min(255, (p·255 + a/2) / a)` with integer division.
@inline(__always)
package func unpremultiplyComponent(_ p: UInt8, alpha a: UInt8) -> UInt8 {
    if a == 0 { return 0 }
    return unpremultiply(UInt32(p), alpha: UInt32(a), reciprocal: alphaReciprocal(UInt32(a)))
}

@inline(__always)
private func unpremultiply(_ p: UInt32, alpha a: UInt32, reciprocal: UInt64) -> UInt8 {
    let n = UInt64(p &* 255 &+ (a >> 1))
    return UInt8(truncatingIfNeeded: min(255, (n &* reciprocal) >> 24))
}

/// Premultiplies `pixelCount` RGBA8 pixels at `pixels` in place (alpha is the fourth byte).
package func premultiplyRGBA(_ pixels: UnsafeMutableRawPointer, pixelCount: Int) {
    let bytes = pixels.assumingMemoryBound(to: UInt8.self)
    var i = 0
    let end = pixelCount &* 4
    while i < end {
        let a = bytes[i &+ 3]
        if a != 255 {
            bytes[i] = premultiplyComponent(bytes[i], alpha: a)
            bytes[i &+ 1] = premultiplyComponent(bytes[i &+ 1], alpha: a)
            bytes[i &+ 2] = premultiplyComponent(bytes[i &+ 2], alpha: a)
        }
        i &+= 4
    }
}

/// Un-premultiplies `pixelCount` RGBA8 pixels from `source` into `destination` (which may be the
/// same memory); alpha is copied unchanged. Runs of opaque or transparent pixels are copied or
/// zeroed sixteen at a time (`qz_unpremultiply_rgba`, the same formula).
package func unpremultiplyRGBA(
    from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, pixelCount: Int
) {
    alphaReciprocals.withUnsafeBufferPointer { reciprocals in
        qz_unpremultiply_rgba(
            source.assumingMemoryBound(to: UInt8.self),
            destination.assumingMemoryBound(to: UInt8.self),
            pixelCount, reciprocals.baseAddress)
    }
}
