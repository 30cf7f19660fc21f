// Premultiplied → straight RGBA8 for the sinks, sixteen pixels a step where all sixteen are
// opaque (copied) or transparent (zeroed), which is most of a typical frame; pixel by pixel with
// Premultiplication.swift's exact integer formula elsewhere.
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

static inline void unpremultiply_pixels(const uint8_t *in, uint8_t *out, long from, long to,
                                        const uint64_t *reciprocals) {
    for (long i = from; i < to; i += 4) {
        const uint8_t a = in[i + 3];
        if (a == 255) {
            out[i] = in[i]; out[i + 1] = in[i + 1]; out[i + 2] = in[i + 2];
        } else if (a == 0) {
            out[i] = 0; out[i + 1] = 0; out[i + 2] = 0;
        } else {
            const uint64_t r = reciprocals[a];
            for (int c = 0; c < 3; c++) {
                const uint64_t v = ((uint64_t)in[i + c] * 255 + (a >> 1)) * r >> 24;
                out[i + c] = (uint8_t)(v < 255 ? v : 255);
            }
        }
        out[i + 3] = a;
    }
}

void qz_unpremultiply_rgba(const uint8_t *source, uint8_t *destination, long pixelCount,
                           const uint64_t *reciprocals) {
    const long end = pixelCount * 4;
    long i = 0;
#if defined(__x86_64__)
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 64 <= end; i += 64) {
        const __m128i v0 = _mm_loadu_si128((const __m128i *)(source + i));
        const __m128i v1 = _mm_loadu_si128((const __m128i *)(source + i + 16));
        const __m128i v2 = _mm_loadu_si128((const __m128i *)(source + i + 32));
        const __m128i v3 = _mm_loadu_si128((const __m128i *)(source + i + 48));
        const __m128i all = _mm_and_si128(_mm_and_si128(v0, v1), _mm_and_si128(v2, v3));
        const __m128i any = _mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(all, alpha), alpha)) == 0xFFFF) {
            if (source != destination) {
                _mm_storeu_si128((__m128i *)(destination + i), v0);
                _mm_storeu_si128((__m128i *)(destination + i + 16), v1);
                _mm_storeu_si128((__m128i *)(destination + i + 32), v2);
                _mm_storeu_si128((__m128i *)(destination + i + 48), v3);
            }
        } else if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(any, alpha), zero)) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(destination + i), zero);
            _mm_storeu_si128((__m128i *)(destination + i + 16), zero);
            _mm_storeu_si128((__m128i *)(destination + i + 32), zero);
            _mm_storeu_si128((__m128i *)(destination + i + 48), zero);
        } else {
            unpremultiply_pixels(source, destination, i, i + 64, reciprocals);
        }
    }
#endif
    unpremultiply_pixels(source, destination, i, end, reciprocals);
}
