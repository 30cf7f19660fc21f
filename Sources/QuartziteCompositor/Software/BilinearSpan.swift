import CPixelKernels

#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// The plain-texture path for hard edges and bilinear filtering (sprites, cards), four pixels
/// at a time. Lanes are pixels and channels are planar (one `SIMD4<Float>` per channel), so
/// every lane performs exactly the scalar operations of `PixelMath.layerPoint`'s point,
/// the hard-edge coverage, `PixelMath.sampleBilinear` and `PixelMath.sourceOver`, in the same
/// order: the bytes equal the per-pixel path's. A pixel outside the quad, behind the eye or
/// with four transparent texels blends a zero source, which rewrites its destination
/// unchanged. On x86_64 the roundings, floors and lane tests use SSE2 intrinsics (the
/// baseline, so the binary stays portable) where Swift's SIMD lowering is poor; elsewhere the
/// same steps are portable SIMD code. Where the processor has AVX2, rows go to the C kernel
/// `qz_bilinear_span_avx2` (or its AVX-512VL build): the same arithmetic eight pixels at a time.
struct BilinearSpan {
    let h1: SIMD3<Double>
    let h2: SIMD3<Double>
    let h3: SIMD3<Double>
    let affine: Bool
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let uvOrigin: SIMD2<Double>
    let uvScale: SIMD2<Double>
    let texels: UnsafeRawPointer
    let textureWidth: Int32
    let textureHeight: Int32
    let alpha: Float
    /// The same quad for the AVX2 kernel.
    let kernel: QZBilinearQuad

    init(_ q: QuadSetup) {
        h1 = q.inverse.h1
        h2 = q.inverse.h2
        h3 = q.inverse.h3
        affine = q.affine
        minX = q.shape.minX
        minY = q.shape.minY
        maxX = q.shape.maxX
        maxY = q.shape.maxY
        uvOrigin = q.uvOrigin
        uvScale = q.uvScale
        texels = UnsafeRawPointer(q.image.texels!)
        textureWidth = Int32(truncatingIfNeeded: q.image.width)
        textureHeight = Int32(truncatingIfNeeded: q.image.height)
        alpha = q.alpha
        kernel = QZBilinearQuad(
            h1x: h1.x, h1y: h1.y, h1z: h1.z, h2x: h2.x, h2y: h2.y, h2z: h2.z, h3x: h3.x, h3y: h3.y, h3z: h3.z,
            minX: minX, minY: minY, maxX: maxX, maxY: maxY, uvOriginX: uvOrigin.x, uvOriginY: uvOrigin.y,
            uvScaleX: uvScale.x, uvScaleY: uvScale.y, texels: texels.assumingMemoryBound(to: UInt8.self),
            textureWidth: textureWidth, textureHeight: textureHeight, alpha: alpha, affine: affine ? 1 : 0,
            occupancy: q.image.occupancy, cellsWide: q.image.occupancyCellsWide,
            cellsHigh: q.image.occupancyCellsHigh)
    }

    /// Draws columns `xs..<xe` of `row` (pixel row centre `py`, `width` ≥ 4 pixels per row),
    /// with the C kernel of `kernels` (the caller has checked the processor) when the row
    /// holds eight pixels. Groups that would pass the row's end start at `width − 4` (`− 8`)
    /// instead, their already drawn lanes masked off.
    @inline(__always)
    func draw(row: UnsafeMutablePointer<UInt8>, py: Double, xs: Int, xe: Int, width: Int, kernels: CPUKernels) {
        if kernels != .portable && width >= 8 {
            withUnsafePointer(to: kernel) {
                if kernels == .avx512vl {
                    qz_bilinear_span_avx512vl($0, row, py, xs, xe, width)
                } else {
                    qz_bilinear_span_avx2($0, row, py, xs, xe, width)
                }
            }
            return
        }
        let offsets = SIMD4<Double>(0.5, 1.5, 2.5, 3.5)
        // Affine rows: X·h1 + (Y·h2 + h3); projective: (X·h1 + Y·h2) + h3, as the scalar paths.
        let rowX = py * h2.x + h3.x
        let rowY = py * h2.y + h3.y
        let yX = py * h2.x
        let yY = py * h2.y
        let yZ = py * h2.z
        var x = xs
        while x < xe {
            let g = min(x, width &- 4)
            let px = SIMD4<Double>(repeating: Double(g)) + offsets
            // Column g + k is in x..<xe exactly when its centre g + k + 0.5 lies in (x, xe).
            var live = (px .> Double(x)) .& (px .< Double(xe))
            x = g &+ 4
            var lx: SIMD4<Double>
            var ly: SIMD4<Double>
            if affine {
                lx = px * h1.x + rowX
                ly = px * h1.y + rowY
            } else {
                let qx = px * h1.x + yX + h3.x
                let qy = px * h1.y + yY + h3.y
                let qz = px * h1.z + yZ + h3.z
                live .&= qz .> 0
                let iz = 1 / qz
                lx = qx * iz
                ly = qy * iz
            }
            live .&= (lx .> minX) .& (lx .< maxX) .& (ly .> minY) .& (ly .< maxY)
            let liveBits = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(live, to: SIMD4<Int64>.self))
            #if arch(x86_64)
            // One movmskps; `any` of a 64-bit mask takes some twenty instructions.
            if _mm_movemask_ps(unsafeBitCast(liveBits, to: SIMD4<Float>.self)) == 0 { continue }
            #else
            if !any(live) { continue }
            #endif
            let u = uvOrigin.x + (lx - minX) * uvScale.x
            let v = uvOrigin.y + (ly - minY) * uvScale.y
            let (iu, fu) = Self.floorAndFraction(u - 0.5)
            let (iv, fv) = Self.floorAndFraction(v - 0.5)
            var w00: SIMD4<UInt32>
            var w10: SIMD4<UInt32>
            var w01: SIMD4<UInt32>
            var w11: SIMD4<UInt32>
            // Dead lanes take texel (0, 0); their words are masked to zero below.
            let laneMask = SIMD4<Int32>(truncatingIfNeeded: liveBits)
            let su = iu & laneMask
            let sv = iv & laneMask
            // Texel indices fit Int32: an image holds at most CGImage.maximumByteCount / 4 texels.
            let i00 = sv &* textureWidth &+ su
            if Self.isInterior(su, sv, textureWidth, textureHeight) {
                // No index clamps: each row pair of texels is one 8-byte load.
                @inline(__always)
                func pairs(_ i: SIMD4<Int32>) -> SIMD8<UInt32> {
                    unsafeBitCast(SIMD4(pair(i[0]), pair(i[1]), pair(i[2]), pair(i[3])), to: SIMD8<UInt32>.self)
                }
                let top = pairs(i00)
                let bottom = pairs(i00 &+ textureWidth)
                w00 = top.evenHalf & liveBits
                w10 = top.oddHalf & liveBits
                w01 = bottom.evenHalf & liveBits
                w11 = bottom.oddHalf & liveBits
            } else {
                let c0 = Self.clamp(su, textureWidth)
                let c1 = Self.clamp(su &+ 1, textureWidth)
                let top = Self.clamp(sv, textureHeight) &* textureWidth
                let bottom = Self.clamp(sv &+ 1, textureHeight) &* textureWidth
                @inline(__always)
                func gather(_ i: SIMD4<Int32>) -> SIMD4<UInt32> {
                    SIMD4(word(i[0]), word(i[1]), word(i[2]), word(i[3])) & liveBits
                }
                w00 = gather(top &+ c0)
                w10 = gather(top &+ c1)
                w01 = gather(bottom &+ c0)
                w11 = gather(bottom &+ c1)
            }
            if (w00 | w10 | w01 | w11) == .zero { continue }
            let fx = SIMD4<Float>(Float(fu[0]), Float(fu[1]), Float(fu[2]), Float(fu[3]))
            let fy = SIMD4<Float>(Float(fv[0]), Float(fv[1]), Float(fv[2]), Float(fv[3]))
            let gx = 1 - fx
            let gy = 1 - fy
            @inline(__always)
            func sample(_ shift: UInt32) -> SIMD4<Float> {
                let top = Self.channel(w00, shift) * gx + Self.channel(w10, shift) * fx
                let bottom = Self.channel(w01, shift) * gx + Self.channel(w11, shift) * fx
                return top * gy + bottom * fy
            }
            let p = UnsafeMutableRawPointer(row + g &* 4)
            let d = p.loadUnaligned(as: SIMD4<UInt32>.self)
            let sa = sample(24)
            let factor = 1 - sa * alpha * (1 / 255)
            let r = Self.quantizeWords(sample(0) * alpha + Self.channel(d, 0) * factor)
            let gg = Self.quantizeWords(sample(8) * alpha + Self.channel(d, 8) * factor)
            let b = Self.quantizeWords(sample(16) * alpha + Self.channel(d, 16) * factor)
            let a = Self.quantizeWords(sa * alpha + Self.channel(d, 24) * factor)
            p.storeBytes(of: r | gg &<< 8 | b &<< 16 | a &<< 24, as: SIMD4<UInt32>.self)
        }
    }

    /// Texel `index` (row × width + column) as a word.
    @inline(__always)
    func word(_ index: Int32) -> UInt32 {
        texels.loadUnaligned(fromByteOffset: Int(index) &* 4, as: UInt32.self)
    }

    /// Texels `index` and `index + 1` as one little-endian double word.
    @inline(__always)
    func pair(_ index: Int32) -> UInt64 {
        texels.loadUnaligned(fromByteOffset: Int(index) &* 4, as: UInt64.self)
    }

    /// Channel `shift / 8` of four RGBA8 words as floats 0…255.
    @inline(__always)
    static func channel(_ w: SIMD4<UInt32>, _ shift: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: (w &>> shift) & 0xFF))
    }

    /// `PixelMath.quantize` lane for lane, as words 0…255.
    @inline(__always)
    static func quantizeWords(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        #if arch(x86_64)
        // maxps returns its second operand for NaN, so NaN becomes 0 as in `PixelMath.quantize`;
        // clamped + 0.5 lies in 0.5…255.5, where truncation is the floor.
        let clamped = _mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps(255))
        return unsafeBitCast(_mm_cvttps_epi32(_mm_add_ps(clamped, _mm_set1_ps(0.5))), to: SIMD4<UInt32>.self)
        #else
        let x = v.replacing(with: 0, where: .!(v .>= 0)).replacing(with: 255, where: v .> 255) + 0.5
        var n = (x + 8_388_608) - 8_388_608
        n = n.replacing(with: n - 1, where: n .> x)
        return unsafeBitCast(n + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
        #endif
    }

    /// `PixelMath.floorAndFraction` lane for lane.
    @inline(__always)
    static func floorAndFraction(_ x: SIMD4<Double>) -> (SIMD4<Int32>, SIMD4<Double>) {
        #if arch(x86_64)
        let (i0, f0) = floorAndFraction(x.lowHalf)
        let (i1, f1) = floorAndFraction(x.highHalf)
        return (unsafeBitCast(_mm_unpacklo_epi64(i0, i1), to: SIMD4<Int32>.self), SIMD4(lowHalf: f0, highHalf: f1))
        #else
        let c = x.replacing(with: 1e9, where: x .>= 1e9).replacing(with: -1e9, where: .!(x .> -1e9))
        let magic = 6_755_399_441_055_744.0
        var n = (c + magic) - magic
        n = n.replacing(with: n - 1, where: n .> c)
        let bits = unsafeBitCast(n + magic, to: SIMD4<UInt64>.self)
        return (SIMD4<Int32>(truncatingIfNeeded: bits), c - n)
        #endif
    }

    #if arch(x86_64)
    /// `PixelMath.floorAndFraction` for two lanes: the floors as the low two Int32 lanes.
    /// maxpd returns its second operand for NaN, so NaN clamps to −10⁹ as in the scalar
    /// function; within ±10⁹ truncation is exact, and one less where it exceeds c is ⌊c⌋
    /// (an integer, so converting it again is exact).
    @inline(__always)
    static func floorAndFraction(_ x: SIMD2<Double>) -> (__m128i, SIMD2<Double>) {
        let c = _mm_min_pd(_mm_max_pd(x, _mm_set1_pd(-1e9)), _mm_set1_pd(1e9))
        let t = _mm_cvttpd_epi32(c)
        let tf = _mm_cvtepi32_pd(t)
        let above = _mm_cmplt_pd(c, tf)
        let n = _mm_sub_pd(tf, _mm_and_pd(above, _mm_set1_pd(1)))
        return (_mm_cvttpd_epi32(n), c - n)
    }
    #endif

    /// Whether 0 ≤ `i` < `width` − 1 and 0 ≤ `j` < `height` − 1 in every lane: the 2×2
    /// footprints need no clamping.
    @inline(__always)
    static func isInterior(_ i: SIMD4<Int32>, _ j: SIMD4<Int32>, _ width: Int32, _ height: Int32) -> Bool {
        #if arch(x86_64)
        // Compares, ANDs and one movmskps (LLVM lowers the SIMD mask reduction lane by lane).
        let bi = unsafeBitCast(i, to: __m128i.self)
        let bj = unsafeBitCast(j, to: __m128i.self)
        let minusOne = _mm_set1_epi32(-1)
        let inside = _mm_and_si128(
            _mm_and_si128(_mm_cmpgt_epi32(bi, minusOne), _mm_cmplt_epi32(bi, _mm_set1_epi32(width &- 1))),
            _mm_and_si128(_mm_cmpgt_epi32(bj, minusOne), _mm_cmplt_epi32(bj, _mm_set1_epi32(height &- 1))))
        return _mm_movemask_ps(_mm_castsi128_ps(inside)) == 0xF
        #else
        let inside = (i .>= 0) .& (i .< width &- 1) .& (j .>= 0) .& (j .< height &- 1)
        // `all` of an Int32 mask is an out-of-line call: reduce the lanes by hand.
        let halves = unsafeBitCast(inside, to: SIMD2<UInt64>.self)
        return halves[0] & halves[1] == ~0
        #endif
    }

    /// `PixelMath.clampIndex` lane for lane (`n` ≥ 1).
    @inline(__always)
    static func clamp(_ i: SIMD4<Int32>, _ n: Int32) -> SIMD4<Int32> {
        i.replacing(with: 0, where: i .< 0).replacing(with: n &- 1, where: i .>= n)
    }
}
