// The pixel-aligned copy of opaque-or-transparent runs (`QuadRasterizer.copyRows` at alpha 1):
// sixteen texels a step, skipped when all are transparent (zero) and stored when all are
// opaque; the caller blends groups holding anything else pixel by pixel.
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

long qz_copy_row_runs(const uint8_t *source, uint8_t *destination, long count) {
    long i = 0;
#if defined(__x86_64__)
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= count; i += 16) {
        const uint8_t *s = source + i * 4;
        const __m128i v0 = _mm_loadu_si128((const __m128i *)s);
        const __m128i v1 = _mm_loadu_si128((const __m128i *)(s + 16));
        const __m128i v2 = _mm_loadu_si128((const __m128i *)(s + 32));
        const __m128i v3 = _mm_loadu_si128((const __m128i *)(s + 48));
        const __m128i any = _mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(any, zero)) == 0xFFFF) continue;
        const __m128i all = _mm_and_si128(_mm_and_si128(v0, v1), _mm_and_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(all, alpha), alpha)) != 0xFFFF) break;
        uint8_t *d = destination + i * 4;
        _mm_storeu_si128((__m128i *)d, v0);
        _mm_storeu_si128((__m128i *)(d + 16), v1);
        _mm_storeu_si128((__m128i *)(d + 32), v2);
        _mm_storeu_si128((__m128i *)(d + 48), v3);
    }
#else
    (void)source; (void)destination; (void)count;
#endif
    return i;
}

long qz_masked_copy_row_runs(const uint8_t *source, const uint8_t *mask, uint8_t *destination, long count) {
    long i = 0;
#if defined(__x86_64__)
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= count; i += 16) {
        const uint8_t *m = mask + i * 4;
        const __m128i m0 = _mm_loadu_si128((const __m128i *)m);
        const __m128i m1 = _mm_loadu_si128((const __m128i *)(m + 16));
        const __m128i m2 = _mm_loadu_si128((const __m128i *)(m + 32));
        const __m128i m3 = _mm_loadu_si128((const __m128i *)(m + 48));
        const __m128i maskAny = _mm_and_si128(_mm_or_si128(_mm_or_si128(m0, m1), _mm_or_si128(m2, m3)), alpha);
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(maskAny, zero)) == 0xFFFF) continue;
        const uint8_t *s = source + i * 4;
        const __m128i v0 = _mm_loadu_si128((const __m128i *)s);
        const __m128i v1 = _mm_loadu_si128((const __m128i *)(s + 16));
        const __m128i v2 = _mm_loadu_si128((const __m128i *)(s + 32));
        const __m128i v3 = _mm_loadu_si128((const __m128i *)(s + 48));
        const __m128i any = _mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(any, zero)) == 0xFFFF) continue;
        const __m128i maskAll = _mm_and_si128(_mm_and_si128(m0, m1), _mm_and_si128(m2, m3));
        const __m128i all = _mm_and_si128(_mm_and_si128(v0, v1), _mm_and_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(_mm_and_si128(all, maskAll), alpha), alpha)) != 0xFFFF) break;
        uint8_t *d = destination + i * 4;
        _mm_storeu_si128((__m128i *)d, v0);
        _mm_storeu_si128((__m128i *)(d + 16), v1);
        _mm_storeu_si128((__m128i *)(d + 32), v2);
        _mm_storeu_si128((__m128i *)(d + 48), v3);
    }
#else
    (void)source; (void)mask; (void)destination; (void)count;
#endif
    return i;
}
