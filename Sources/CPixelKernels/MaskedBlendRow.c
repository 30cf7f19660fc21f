// Source-over of a row of texels through a mask row at a quad alpha below 1
// (`QuadRasterizer.maskedCopyRows`: track mattes and masks composited translucently). The
// arithmetic is `PixelMath.sourceOver`'s in single precision, operation for operation, so the
// bytes are those of the Swift code (compiled for the x86-64 baseline: no fused multiply-add).
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

void qz_masked_blend_row(const uint8_t *source, const uint8_t *mask, uint8_t *destination, long count, float alpha) {
#if defined(__x86_64__)
    const __m128i zero = _mm_setzero_si128();
    const __m128 half = _mm_set1_ps(0.5f), top = _mm_set1_ps(255.0f), inverse255 = _mm_set1_ps(1.0f / 255.0f);
    const __m128 one = _mm_set1_ps(1.0f);
    for (long i = 0; i < count; i++) {
        const uint8_t a = mask[i * 4 + 3];
        if (a == 0) continue;
        uint32_t bits;
        __builtin_memcpy(&bits, source + i * 4, 4);
        if (bits == 0) continue;
        // k = alpha · (a / 255), as `alpha * maskAlpha`.
        const float k = alpha * ((float)a / 255.0f);
        const __m128 kv = _mm_set1_ps(k);
        const __m128 t = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)bits), zero), zero));
        uint32_t dbits;
        __builtin_memcpy(&dbits, destination + i * 4, 4);
        const __m128 d = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)dbits), zero), zero));
        // 1 − (tᵃ · k) · (1/255), the destination's factor.
        const __m128 tw = _mm_shuffle_ps(t, t, _MM_SHUFFLE(3, 3, 3, 3));
        const __m128 factor = _mm_sub_ps(one, _mm_mul_ps(_mm_mul_ps(tw, kv), inverse255));
        __m128 out = _mm_add_ps(_mm_mul_ps(t, kv), _mm_mul_ps(d, factor));
        // quantize: NaN and negatives to 0, above 255 to 255, then ⌊x + ½⌋.
        out = _mm_and_ps(out, _mm_cmpge_ps(out, _mm_setzero_ps()));
        out = _mm_min_ps(out, top);
        const __m128i n = _mm_cvttps_epi32(_mm_add_ps(out, half));
        const __m128i packed = _mm_packus_epi16(_mm_packs_epi32(n, zero), zero);
        const uint32_t result = (uint32_t)_mm_cvtsi128_si32(packed);
        __builtin_memcpy(destination + i * 4, &result, 4);
    }
#else
    (void)source; (void)mask; (void)destination; (void)count; (void)alpha;
#endif
}
