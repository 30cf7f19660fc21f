// The pixel-aligned copy of opaque-or-transparent runs (`QuadRasterizer.copyRows` and
// `maskedCopyRows` at alpha 1): sixteen texels a step, skipped when all are transparent (zero)
// or masked out, stored when all are opaque (under an opaque mask); the caller blends groups
// holding anything else pixel by pixel.
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>

/// Sixteen RGBA8 pixels in four vectors.
typedef struct Group { __m128i v0, v1, v2, v3; } Group;

static inline Group loadGroup(const uint8_t *p) {
    Group g = {_mm_loadu_si128((const __m128i *)p), _mm_loadu_si128((const __m128i *)(p + 16)),
               _mm_loadu_si128((const __m128i *)(p + 32)), _mm_loadu_si128((const __m128i *)(p + 48))};
    return g;
}

static inline void storeGroup(uint8_t *p, Group g) {
    _mm_storeu_si128((__m128i *)p, g.v0);
    _mm_storeu_si128((__m128i *)(p + 16), g.v1);
    _mm_storeu_si128((__m128i *)(p + 32), g.v2);
    _mm_storeu_si128((__m128i *)(p + 48), g.v3);
}

/// The bitwise OR and AND of the group's four vectors.
static inline __m128i any(Group g) { return _mm_or_si128(_mm_or_si128(g.v0, g.v1), _mm_or_si128(g.v2, g.v3)); }
static inline __m128i all(Group g) { return _mm_and_si128(_mm_and_si128(g.v0, g.v1), _mm_and_si128(g.v2, g.v3)); }

/// Whether every byte of `v` is zero; whether every alpha byte of `v` is 255.
static inline int isZero(__m128i v) { return _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())) == 0xFFFF; }
static inline int alphasOpaque(__m128i v) {
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    return _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha), alpha)) == 0xFFFF;
}
#endif

long qz_copy_row_runs(const uint8_t *source, uint8_t *destination, long count) {
    long i = 0;
#if defined(__x86_64__)
    for (; i + 16 <= count; i += 16) {
        const Group g = loadGroup(source + i * 4);
        if (isZero(any(g))) continue;
        if (!alphasOpaque(all(g))) break;
        storeGroup(destination + i * 4, g);
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
    for (; i + 16 <= count; i += 16) {
        const Group m = loadGroup(mask + i * 4);
        if (isZero(_mm_and_si128(any(m), alpha))) continue;
        const Group g = loadGroup(source + i * 4);
        if (isZero(any(g))) continue;
        if (!alphasOpaque(_mm_and_si128(all(g), all(m)))) break;
        storeGroup(destination + i * 4, g);
    }
#else
    (void)source; (void)mask; (void)destination; (void)count;
#endif
    return i;
}
