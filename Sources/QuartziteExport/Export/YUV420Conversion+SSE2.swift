#if arch(x86_64)
import _Builtin_intrinsics.intel

extension YUV420Conversion {
    /// Converts columns `0 ..< 8·⌊width/8⌋` of rows `y` and `y + 1` with SSE2 (the x86-64
    /// baseline) and returns the first column left for the scalar code. The integer steps are
    /// exactly ``YUVCoefficients/luma(_:)`` and ``YUVCoefficients/chroma(_:)``'s: each pixel's
    /// R and B, and G and A, sit as 16-bit pairs in one 32-bit lane, so `pmaddwd` forms
    /// `wR·R + wB·B` and `wG·G` per pixel; chroma adds the two rows' pairs, then neighbouring
    /// columns, before weighting.
    static func convertRowPairSSE2(
        _ row0: UnsafeRawPointer, _ row1: UnsafeRawPointer, width: Int, y: Int, planes: YUVPlanes,
        _ c: YUVCoefficients
    ) -> Int {
        let k = SSE2Weights(c)
        let yTop = planes.y + y * planes.yStride
        let yBottom = yTop + planes.yStride
        let uRow = planes.u + (y / 2) * planes.chromaStride
        let vRow = planes.v + (y / 2) * planes.chromaStride
        var x = 0
        while x + 8 <= width {
            let top = (channels(row0, x, k), channels(row0, x + 4, k))
            let bottom = (channels(row1, x, k), channels(row1, x + 4, k))
            let lumaTop = _mm_packs_epi32(luma(top.0, k), luma(top.1, k))
            let lumaBottom = _mm_packs_epi32(luma(bottom.0, k), luma(bottom.1, k))
            let lumaBytes = unsafeBitCast(_mm_packus_epi16(lumaTop, lumaBottom), to: SIMD2<UInt64>.self)
            UnsafeMutableRawPointer(yTop + x).storeBytes(of: lumaBytes[0], as: UInt64.self)
            UnsafeMutableRawPointer(yBottom + x).storeBytes(of: lumaBytes[1], as: UInt64.self)

            let rb = blockSums(_mm_add_epi16(top.0.rb, bottom.0.rb), _mm_add_epi16(top.1.rb, bottom.1.rb), k)
            let ga = blockSums(_mm_add_epi16(top.0.ga, bottom.0.ga), _mm_add_epi16(top.1.ga, bottom.1.ga), k)
            let u = chroma(rb, ga, k.uRB, k.uG, k)
            let v = chroma(rb, ga, k.vRB, k.vG, k)
            // Bytes Cb0 Cb2 Cb1 Cb3 Cr0 Cr2 Cr1 Cr3 (the block order of `blockSums`).
            let packed = unsafeBitCast(_mm_packus_epi16(_mm_packs_epi32(u, v), k.zero), to: SIMD2<UInt64>.self)[0]
            UnsafeMutableRawPointer(uRow + x / 2).storeBytes(of: swapMiddleBytes(UInt32(truncatingIfNeeded: packed)), as: UInt32.self)
            UnsafeMutableRawPointer(vRow + x / 2).storeBytes(of: swapMiddleBytes(UInt32(truncatingIfNeeded: packed >> 32)), as: UInt32.self)
            x += 8
        }
        return x
    }

    /// Four pixels at column `x` as (R, B) and (G, A) pairs of 16-bit lanes.
    @inline(__always)
    private static func channels(_ row: UnsafeRawPointer, _ x: Int, _ k: SSE2Weights) -> (rb: __m128i, ga: __m128i) {
        let p = unsafeBitCast(row.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt32>.self), to: __m128i.self)
        return (_mm_and_si128(p, k.lowBytes), _mm_and_si128(_mm_srli_epi32(p, 8), k.lowBytes))
    }

    /// Y′ of four pixels, one per 32-bit lane.
    @inline(__always)
    private static func luma(_ p: (rb: __m128i, ga: __m128i), _ k: SSE2Weights) -> __m128i {
        let sum = _mm_add_epi32(_mm_madd_epi16(p.rb, k.yRB), _mm_madd_epi16(p.ga, k.yG))
        return _mm_srai_epi32(_mm_add_epi32(sum, k.lumaOffset), 15)
    }

    /// The sums of neighbouring columns: from the column sums of pixels 0–3 (`a`) and 4–7
    /// (`b`), the blocks of columns (0, 1), (4, 5), (2, 3), (6, 7) in lanes 0 to 3.
    @inline(__always)
    private static func blockSums(_ a: __m128i, _ b: __m128i, _ k: SSE2Weights) -> __m128i {
        let pairsA = _mm_add_epi16(a, _mm_srli_epi64(a, 32))
        let pairsB = _mm_add_epi16(b, _mm_srli_epi64(b, 32))
        return _mm_or_si128(_mm_and_si128(pairsA, k.lowLanes), _mm_slli_epi64(pairsB, 32))
    }

    /// Cb or Cr of four blocks from their sums.
    @inline(__always)
    private static func chroma(_ rb: __m128i, _ ga: __m128i, _ wRB: __m128i, _ wG: __m128i, _ k: SSE2Weights) -> __m128i {
        let sum = _mm_add_epi32(_mm_madd_epi16(rb, wRB), _mm_madd_epi16(ga, wG))
        return _mm_srai_epi32(_mm_add_epi32(sum, k.chromaOffset), 17)
    }

    /// Bytes 0 2 1 3 → 0 1 2 3.
    @inline(__always)
    private static func swapMiddleBytes(_ v: UInt32) -> UInt32 {
        (v & 0xFF00_00FF) | ((v >> 8) & 0x0000_FF00) | ((v << 8) & 0x00FF_0000)
    }
}

/// The weights of ``YUVCoefficients`` as `pmaddwd` operands: the low 16 bits of each lane
/// weigh R (or G), the high 16 bits B (or A, weighed 0).
private struct SSE2Weights {
    let yRB: __m128i, yG: __m128i
    let uRB: __m128i, uG: __m128i
    let vRB: __m128i, vG: __m128i
    let lumaOffset = _mm_set1_epi32(YUVCoefficients.lumaOffset)
    let chromaOffset = _mm_set1_epi32(YUVCoefficients.chromaOffset)
    let lowBytes = _mm_set1_epi32(0x00FF_00FF)
    let lowLanes = _mm_set1_epi64x(0xFFFF_FFFF)
    let zero = _mm_setzero_si128()

    init(_ c: YUVCoefficients) {
        func pair(_ low: Int32, _ high: Int32) -> __m128i {
            let bits = UInt32(UInt16(truncatingIfNeeded: high)) << 16 | UInt32(UInt16(truncatingIfNeeded: low))
            return _mm_set1_epi32(Int32(bitPattern: bits))
        }
        yRB = pair(c.yR, c.yB)
        yG = pair(c.yG, 0)
        uRB = pair(c.uR, c.uB)
        uG = pair(c.uG, 0)
        vRB = pair(c.vR, c.vB)
        vG = pair(c.vG, 0)
    }
}
#endif
