// Source-over of a row of texels through a mask row at a quad alpha below 1
// (`QuadRasterizer.maskedCopyRows`: track mattes and masks composited translucently). The
// arithmetic is `PixelMath.sourceOver`'s in single precision, operation for operation, so the
// bytes are those of the Swift code (compiled for the x86-64 baseline: no fused multiply-add).
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

/// a / 255 for every byte a, as `Float(a) / 255` computes it (a division each would cost
/// more than the blend); filled when the library is loaded, before any thread reads it.
static float maskAlphas[256];

__attribute__((constructor)) static void prepareMaskAlphas(void) {
    for (int a = 0; a < 256; a++) maskAlphas[a] = (float)a / 255.0f;
}

#if defined(__x86_64__)
/// One pixel: `PixelMath.sourceOver` of texel `bits` at k onto the pixel at `p`.
static inline void blendPixel(uint32_t bits, float k, uint8_t *p) {
    const __m128i zero = _mm_setzero_si128();
    const __m128 kv = _mm_set1_ps(k);
    const __m128 t = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)bits), zero), zero));
    uint32_t dbits;
    __builtin_memcpy(&dbits, p, 4);
    const __m128 d = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)dbits), zero), zero));
    // 1 − (tᵃ · k) · (1/255), the destination's factor.
    const __m128 tw = _mm_shuffle_ps(t, t, _MM_SHUFFLE(3, 3, 3, 3));
    const __m128 factor = _mm_sub_ps(_mm_set1_ps(1.0f), _mm_mul_ps(_mm_mul_ps(tw, kv), _mm_set1_ps(1.0f / 255.0f)));
    __m128 out = _mm_add_ps(_mm_mul_ps(t, kv), _mm_mul_ps(d, factor));
    // quantize: NaN and negatives to 0, above 255 to 255, then ⌊x + ½⌋.
    out = _mm_and_ps(out, _mm_cmpge_ps(out, _mm_setzero_ps()));
    out = _mm_min_ps(out, _mm_set1_ps(255.0f));
    const __m128i n = _mm_cvttps_epi32(_mm_add_ps(out, _mm_set1_ps(0.5f)));
    const uint32_t result = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(n, zero), zero));
    __builtin_memcpy(p, &result, 4);
}
#endif

void qz_masked_blend_row(const uint8_t *source, const uint8_t *mask, uint8_t *destination, long count, float alpha) {
#if defined(__x86_64__)
    const __m128i alphaBytes = _mm_set1_epi32((int)0xFF000000u);
    long i = 0;
    // Four pixels a step: skipped when their mask alphas or their texels are all zero.
    for (; i + 4 <= count; i += 4) {
        const __m128i m = _mm_and_si128(_mm_loadu_si128((const __m128i *)(mask + i * 4)), alphaBytes);
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(m, _mm_setzero_si128())) == 0xFFFF) continue;
        const __m128i t = _mm_loadu_si128((const __m128i *)(source + i * 4));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(t, _mm_setzero_si128())) == 0xFFFF) continue;
        for (long j = i; j < i + 4; j++) {
            const uint8_t a = mask[j * 4 + 3];
            uint32_t bits;
            __builtin_memcpy(&bits, source + j * 4, 4);
            if (a == 0 || bits == 0) continue;
            // k = alpha · (a / 255), as `alpha * maskAlpha`.
            blendPixel(bits, alpha * maskAlphas[a], destination + j * 4);
        }
    }
    for (; i < count; i++) {
        const uint8_t a = mask[i * 4 + 3];
        uint32_t bits;
        __builtin_memcpy(&bits, source + i * 4, 4);
        if (a == 0 || bits == 0) continue;
        blendPixel(bits, alpha * maskAlphas[a], destination + i * 4);
    }
#else
    (void)source; (void)mask; (void)destination; (void)count; (void)alpha;
#endif
}
