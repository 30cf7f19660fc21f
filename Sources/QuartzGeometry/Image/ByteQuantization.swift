/// Colour channels as floats (0…255) to bytes: the rounding that both renderers and the
/// drawing painter share.
///
/// Not Apple API. Public (and inlinable) so that the renderers' pixel loops in other modules
/// inline it: a `package` inlinable function was called out of line.
public enum ByteQuantization {
    /// Rounds 0…255 floats half up to bytes, clamping to 0…255 (NaN becomes 0):
    /// ⌊clamp(v) + 0.5⌋.
    @inlinable @inline(__always)
    public static func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        let x = v.replacing(with: 0, where: .!(v .>= 0)).replacing(with: 255, where: v .> 255) + 0.5
        // Adding and removing 2²³ rounds to the nearest integer (ties to even); one less where
        // that exceeds x gives ⌊x⌋. Then 2²³ + n holds n in its low mantissa byte. (The
        // generic SIMD float→integer initialisers are not specialised: ~100 ns a pixel.)
        var n = (x + 8_388_608) - 8_388_608
        n = n.replacing(with: n - 1, where: n .> x)
        return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(n + 8_388_608, to: SIMD4<UInt32>.self))
    }

    /// Writes the four bytes of `v` at `p` with one 32-bit store.
    @inlinable @inline(__always)
    public static func store(_ v: SIMD4<UInt8>, at p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: unsafeBitCast(v, to: UInt32.self), as: UInt32.self)
    }
}
