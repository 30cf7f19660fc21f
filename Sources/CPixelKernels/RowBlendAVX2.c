// `QuadRasterizer.blendRow`'s exact integer blend of opaque texels at alpha m/256, eight pixels
// per step in 256-bit vectors or sixteen in 512-bit ones (the Swift loop does sixteen in two
// 128-bit halves each).
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"))) long qz_blend_opaque_row_avx2(
    const uint8_t *source, uint8_t *destination, long count, uint16_t m) {
    const __m256i sm = _mm256_set1_epi16((short)m);
    const __m256i dm = _mm256_set1_epi16((short)(256 - m));
    const __m256i lowBytes = _mm256_set1_epi16(0xFF);
    const __m256i rounding = _mm256_set1_epi16(128);
    const __m256i colourBits = _mm256_set1_epi32(0x00FFFFFF);
    const __m256i ones = _mm256_set1_epi32(-1);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i s = _mm256_loadu_si256((const __m256i *)(source + i * 4));
        // Every alpha byte 255.
        const __m256i opaque = _mm256_cmpeq_epi32(_mm256_or_si256(s, colourBits), ones);
        if (_mm256_movemask_ps(_mm256_castsi256_ps(opaque)) != 0xFF) break;
        __m256i *p = (__m256i *)(destination + i * 4);
        const __m256i d = _mm256_loadu_si256(p);
        // The even (red, blue) and odd (green, alpha) bytes as 16-bit lanes.
        const __m256i even = _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(
            _mm256_mullo_epi16(_mm256_and_si256(s, lowBytes), sm), _mm256_mullo_epi16(_mm256_and_si256(d, lowBytes), dm)),
            rounding), 8);
        const __m256i odd = _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(
            _mm256_mullo_epi16(_mm256_srli_epi16(s, 8), sm), _mm256_mullo_epi16(_mm256_srli_epi16(d, 8), dm)),
            rounding), 8);
        _mm256_storeu_si256(p, _mm256_or_si256(even, _mm256_slli_epi16(odd, 8)));
    }
    return i;
}

__attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long qz_blend_opaque_row_avx512bw(
    const uint8_t *source, uint8_t *destination, long count, uint16_t m) {
    const __m512i sm = _mm512_set1_epi16((short)m);
    const __m512i dm = _mm512_set1_epi16((short)(256 - m));
    const __m512i lowBytes = _mm512_set1_epi16(0xFF);
    const __m512i rounding = _mm512_set1_epi16(128);
    const __m512i colourBits = _mm512_set1_epi32(0x00FFFFFF);
    const __m512i ones = _mm512_set1_epi32(-1);
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m512i s = _mm512_loadu_si512((const void *)(source + i * 4));
        if (_mm512_cmpeq_epi32_mask(_mm512_or_si512(s, colourBits), ones) != 0xFFFF) break;
        void *p = destination + i * 4;
        const __m512i d = _mm512_loadu_si512(p);
        const __m512i even = _mm512_srli_epi16(_mm512_add_epi16(_mm512_add_epi16(
            _mm512_mullo_epi16(_mm512_and_si512(s, lowBytes), sm), _mm512_mullo_epi16(_mm512_and_si512(d, lowBytes), dm)),
            rounding), 8);
        const __m512i odd = _mm512_srli_epi16(_mm512_add_epi16(_mm512_add_epi16(
            _mm512_mullo_epi16(_mm512_srli_epi16(s, 8), sm), _mm512_mullo_epi16(_mm512_srli_epi16(d, 8), dm)),
            rounding), 8);
        _mm512_storeu_si512(p, _mm512_or_si512(even, _mm512_slli_epi16(odd, 8)));
    }
    // A last group of eight.
    return i + (i < count && count - i >= 8 ? qz_blend_opaque_row_avx2(source + i * 4, destination + i * 4, 8, m) : 0);
}

#else
long qz_blend_opaque_row_avx512bw(const uint8_t *source, uint8_t *destination, long count, uint16_t m) {
    (void)source; (void)destination; (void)count; (void)m;
    __builtin_trap();
}

long qz_blend_opaque_row_avx2(const uint8_t *source, uint8_t *destination, long count, uint16_t m) {
    (void)source; (void)destination; (void)count; (void)m;
    __builtin_trap();
}
#endif
