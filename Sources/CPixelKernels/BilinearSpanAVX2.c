// `BilinearSpan.draw` with eight pixels per step in 256-bit vectors. Every lane performs the
// operations of the Swift code in the same order and precision (see the comments there), so
// the bytes are identical; only the lane count differs.
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Products and sums stay separate roundings, as in Swift (no FMA is enabled either).
#pragma clang fp contract(off)

#define AVX2 __attribute__((target("avx2"), always_inline)) static inline

/// PixelMath.floorAndFraction for four lanes: ⌊c⌋ as Int32 lanes and c − ⌊c⌋, c = x clamped
/// to ±10⁹ (maxpd returns its second operand for NaN, so NaN becomes −10⁹). roundpd's floor is
/// the Swift code's truncate-and-correct (for c = −0 it gives −0 where that gives +0, so the
/// fraction is −0 instead of +0: equal weights, the same sums).
AVX2 void floorAndFraction(__m256d x, __m128i *floors, __m256d *fractions) {
    __m256d c = _mm256_min_pd(_mm256_max_pd(x, _mm256_set1_pd(-1e9)), _mm256_set1_pd(1e9));
    __m256d n = _mm256_floor_pd(c);
    *floors = _mm256_cvttpd_epi32(n);
    *fractions = _mm256_sub_pd(c, n);
}

/// The low 32 bits of four 64-bit lane masks.
AVX2 __m128i narrowMask(__m256d m) {
    __m128 lo = _mm256_castps256_ps128(_mm256_castpd_ps(m));
    __m128 hi = _mm256_extractf128_ps(_mm256_castpd_ps(m), 1);
    return _mm_castps_si128(_mm_shuffle_ps(lo, hi, _MM_SHUFFLE(2, 0, 2, 0)));
}

/// Byte `k` of each word moved to the word's low byte, the rest zero (a vpshufb pattern).
#define BYTE_PATTERN(k)                                                                                   \
    _mm256_setr_epi8(k, -1, -1, -1, 4 + k, -1, -1, -1, 8 + k, -1, -1, -1, 12 + k, -1, -1, -1, k, -1, -1, -1, \
                     4 + k, -1, -1, -1, 8 + k, -1, -1, -1, 12 + k, -1, -1, -1)

/// Channel `shift / 8` of eight RGBA8 words as floats 0…255.
#define CHANNEL(w, shift)                                                                                  \
    _mm256_cvtepi32_ps((shift) == 0    ? _mm256_and_si256((w), _mm256_set1_epi32(0xFF))                    \
                       : (shift) == 24 ? _mm256_srli_epi32((w), 24)                                        \
                                       : _mm256_shuffle_epi8((w), BYTE_PATTERN((shift) / 8)))

/// PixelMath.quantize lane for lane (maxps returns its second operand for NaN: NaN → 0).
AVX2 __m256i quantize(__m256 v) {
    __m256 clamped = _mm256_min_ps(_mm256_max_ps(v, _mm256_setzero_ps()), _mm256_set1_ps(255));
    return _mm256_cvttps_epi32(_mm256_add_ps(clamped, _mm256_set1_ps(0.5f)));
}

/// Words 2k of the pairs `a` (lanes 0…3) and `b` (lanes 4…7) when `odd` is 0, words 2k + 1
/// otherwise, in lane order.
AVX2 __m256i evenWords(__m256i a, __m256i b) {
    __m256 s = _mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), _MM_SHUFFLE(2, 0, 2, 0));
    return _mm256_permute4x64_epi64(_mm256_castps_si256(s), _MM_SHUFFLE(3, 1, 2, 0));
}

AVX2 __m256i oddWords(__m256i a, __m256i b) {
    __m256 s = _mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), _MM_SHUFFLE(3, 1, 3, 1));
    return _mm256_permute4x64_epi64(_mm256_castps_si256(s), _MM_SHUFFLE(3, 1, 2, 0));
}

/// Eight bytes from any address (one unaligned load; memcpy keeps C's alignment and aliasing
/// rules).
AVX2 long long load64(const uint8_t *p) {
    long long v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
}

/// What the texel and blend stage reads of a quad.
typedef struct Texture {
    const uint8_t *texels;
    int32_t width, height;
    float alpha;
    const uint32_t *occupancy;
    int32_t cellsWide, cellsHigh;
} Texture;

/// The smallest and largest of eight Int32 lanes.
AVX2 int32_t horizontalMin(__m256i v) {
    __m128i m = _mm_min_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    m = _mm_min_epi32(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(1, 0, 3, 2)));
    m = _mm_min_epi32(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(2, 3, 0, 1)));
    return _mm_cvtsi128_si32(m);
}

AVX2 int32_t horizontalMax(__m256i v) {
    __m128i m = _mm_max_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    m = _mm_max_epi32(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(1, 0, 3, 2)));
    m = _mm_max_epi32(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(2, 3, 0, 1)));
    return _mm_cvtsi128_si32(m);
}

/// Whether every texel the live lanes' 2×2 footprints read (floors `su`, `sv`, indices clamped
/// to the texture as the fetch clamps them) lies in an empty cell of the occupancy table.
AVX2 int footprintsEmpty(const Texture *k, __m256i su, __m256i sv, __m256i live) {
    const __m256i big = _mm256_set1_epi32(0x7FFFFFFF), small = _mm256_set1_epi32(-0x7FFFFFFF - 1);
    int32_t u0 = horizontalMin(_mm256_blendv_epi8(big, su, live));
    int32_t u1 = horizontalMax(_mm256_blendv_epi8(small, su, live));
    int32_t v0 = horizontalMin(_mm256_blendv_epi8(big, sv, live));
    int32_t v1 = horizontalMax(_mm256_blendv_epi8(small, sv, live));
    // Footprints reach one texel right and down; clamp like the fetch, then to cells.
    u1 = u1 < 0x7FFFFFFF ? u1 + 1 : u1;
    v1 = v1 < 0x7FFFFFFF ? v1 + 1 : v1;
    const int32_t lastU = k->width - 1, lastV = k->height - 1;
    u0 = u0 < 0 ? 0 : (u0 > lastU ? lastU : u0);
    u1 = u1 < 0 ? 0 : (u1 > lastU ? lastU : u1);
    v0 = v0 < 0 ? 0 : (v0 > lastV ? lastV : v0);
    v1 = v1 < 0 ? 0 : (v1 > lastV ? lastV : v1);
    const long stride = (long)k->cellsWide + 1;
    const long cx0 = u0 >> 3, cx1 = (u1 >> 3) + 1, cy0 = v0 >> 3, cy1 = (v1 >> 3) + 1;
    const uint32_t *t = k->occupancy;
    return t[cy1 * stride + cx1] - t[cy0 * stride + cx1] - t[cy1 * stride + cx0] + t[cy0 * stride + cx0] == 0;
}

/// Fetches the 2×2 footprints of eight pixels whose floors are `su`, `sv` (dead lanes 0, and
/// their words masked by `live`), filters them with weights `fx`, `fy` and blends them onto the
/// eight destination pixels at `p`; nothing is written when every texel is transparent.
AVX2 void shadeGroup(const Texture *k, __m256i su, __m256i sv, __m256i live, __m256 fx, __m256 fy, uint8_t *p) {
    const __m256i widthV = _mm256_set1_epi32(k->width);
    const __m256i lastColumn = _mm256_set1_epi32(k->width - 1), lastRow = _mm256_set1_epi32(k->height - 1);
    const __m256i minusOne = _mm256_set1_epi32(-1), zeroI = _mm256_setzero_si256();
    const uint8_t *texels = k->texels;
    if (k->occupancy != 0 && footprintsEmpty(k, su, sv, live)) return;
    __m256i w00, w10, w01, w11;
    const __m256i inside = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpgt_epi32(su, minusOne), _mm256_cmpgt_epi32(lastColumn, su)),
        _mm256_and_si256(_mm256_cmpgt_epi32(sv, minusOne), _mm256_cmpgt_epi32(lastRow, sv)));
    if (_mm256_movemask_ps(_mm256_castsi256_ps(inside)) == 0xFF) {
        // No index clamps: each row pair of texels is one 8-byte load (scalar loads: cheaper
        // than vpgather on AMD's cores).
        const __m256i i00 = _mm256_add_epi32(_mm256_mullo_epi32(sv, widthV), su);
        int32_t index[8];
        _mm256_storeu_si256((__m256i *)index, i00);
        const long below = (long)k->width * 4;
#define PAIR(j) load64(texels + (long)index[j] * 4)
#define PAIR_BELOW(j) load64(texels + (long)index[j] * 4 + below)
        const __m256i topA = _mm256_setr_epi64x(PAIR(0), PAIR(1), PAIR(2), PAIR(3));
        const __m256i topB = _mm256_setr_epi64x(PAIR(4), PAIR(5), PAIR(6), PAIR(7));
        const __m256i bottomA = _mm256_setr_epi64x(PAIR_BELOW(0), PAIR_BELOW(1), PAIR_BELOW(2), PAIR_BELOW(3));
        const __m256i bottomB = _mm256_setr_epi64x(PAIR_BELOW(4), PAIR_BELOW(5), PAIR_BELOW(6), PAIR_BELOW(7));
#undef PAIR
#undef PAIR_BELOW
        w00 = _mm256_and_si256(evenWords(topA, topB), live);
        w10 = _mm256_and_si256(oddWords(topA, topB), live);
        w01 = _mm256_and_si256(evenWords(bottomA, bottomB), live);
        w11 = _mm256_and_si256(oddWords(bottomA, bottomB), live);
    } else {
        const __m256i c0 = _mm256_min_epi32(_mm256_max_epi32(su, zeroI), lastColumn);
        const __m256i c1 = _mm256_min_epi32(_mm256_max_epi32(_mm256_add_epi32(su, _mm256_set1_epi32(1)), zeroI), lastColumn);
        const __m256i top = _mm256_mullo_epi32(_mm256_min_epi32(_mm256_max_epi32(sv, zeroI), lastRow), widthV);
        const __m256i bottom = _mm256_mullo_epi32(
            _mm256_min_epi32(_mm256_max_epi32(_mm256_add_epi32(sv, _mm256_set1_epi32(1)), zeroI), lastRow), widthV);
        w00 = _mm256_and_si256(_mm256_i32gather_epi32((const int *)texels, _mm256_add_epi32(top, c0), 4), live);
        w10 = _mm256_and_si256(_mm256_i32gather_epi32((const int *)texels, _mm256_add_epi32(top, c1), 4), live);
        w01 = _mm256_and_si256(_mm256_i32gather_epi32((const int *)texels, _mm256_add_epi32(bottom, c0), 4), live);
        w11 = _mm256_and_si256(_mm256_i32gather_epi32((const int *)texels, _mm256_add_epi32(bottom, c1), 4), live);
    }
    const __m256i any = _mm256_or_si256(_mm256_or_si256(w00, w10), _mm256_or_si256(w01, w11));
    if (_mm256_testz_si256(any, any)) return;
    const __m256 oneF = _mm256_set1_ps(1);
    const __m256 alpha = _mm256_set1_ps(k->alpha);
    const __m256 gx = _mm256_sub_ps(oneF, fx);
    const __m256 gy = _mm256_sub_ps(oneF, fy);
#define SAMPLE(shift)                                                                                            \
    _mm256_add_ps(                                                                                               \
        _mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(CHANNEL(w00, shift), gx), _mm256_mul_ps(CHANNEL(w10, shift), fx)), gy), \
        _mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(CHANNEL(w01, shift), gx), _mm256_mul_ps(CHANNEL(w11, shift), fx)), fy))
    const __m256i d = _mm256_loadu_si256((const __m256i *)p);
    const __m256 sa = SAMPLE(24);
    const __m256 factor = _mm256_sub_ps(oneF, _mm256_mul_ps(_mm256_mul_ps(sa, alpha), _mm256_set1_ps(1.0f / 255.0f)));
    const __m256i r = quantize(_mm256_add_ps(_mm256_mul_ps(SAMPLE(0), alpha), _mm256_mul_ps(CHANNEL(d, 0), factor)));
    const __m256i gg = quantize(_mm256_add_ps(_mm256_mul_ps(SAMPLE(8), alpha), _mm256_mul_ps(CHANNEL(d, 8), factor)));
    const __m256i b = quantize(_mm256_add_ps(_mm256_mul_ps(SAMPLE(16), alpha), _mm256_mul_ps(CHANNEL(d, 16), factor)));
    const __m256i a = quantize(_mm256_add_ps(_mm256_mul_ps(sa, alpha), _mm256_mul_ps(CHANNEL(d, 24), factor)));
#undef SAMPLE
    const __m256i out = _mm256_or_si256(
        _mm256_or_si256(r, _mm256_slli_epi32(gg, 8)), _mm256_or_si256(_mm256_slli_epi32(b, 16), _mm256_slli_epi32(a, 24)));
    _mm256_storeu_si256((__m256i *)p, out);
}

/// The next row's span is about this one's: ask for its destination lines now, so they
/// arrive while this row is drawn (sprites land anywhere in a frame larger than L2).
AVX2 void prefetchNextRow(const uint8_t *row, long xs, long xe, long width) {
    const uint8_t *next = row + width * 4;
    const long from = xs > 4 ? xs - 4 : 0, to = xe + 4 < width ? xe + 4 : width;
    for (long b = from * 4; b < to * 4; b += 64) _mm_prefetch((const char *)next + b, _MM_HINT_T0);
}

__attribute__((target("avx2"))) void qz_bilinear_span_avx2(
    const QZBilinearQuad *q, uint8_t *row, double py, long xs, long xe, long width) {
    const __m256d offsetsLo = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
    const __m256d offsetsHi = _mm256_setr_pd(4.5, 5.5, 6.5, 7.5);
    // Affine rows: X·h1 + (Y·h2 + h3); projective: (X·h1 + Y·h2) + h3, as the scalar paths.
    const __m256d rowX = _mm256_set1_pd(py * q->h2x + q->h3x);
    const __m256d rowY = _mm256_set1_pd(py * q->h2y + q->h3y);
    const __m256d yX = _mm256_set1_pd(py * q->h2x);
    const __m256d yY = _mm256_set1_pd(py * q->h2y);
    const __m256d yZ = _mm256_set1_pd(py * q->h2z);
    const __m256d h1x = _mm256_set1_pd(q->h1x), h1y = _mm256_set1_pd(q->h1y), h1z = _mm256_set1_pd(q->h1z);
    const __m256d h3x = _mm256_set1_pd(q->h3x), h3y = _mm256_set1_pd(q->h3y), h3z = _mm256_set1_pd(q->h3z);
    const __m256d minX = _mm256_set1_pd(q->minX), maxX = _mm256_set1_pd(q->maxX);
    const __m256d minY = _mm256_set1_pd(q->minY), maxY = _mm256_set1_pd(q->maxY);
    const __m256d uvOriginX = _mm256_set1_pd(q->uvOriginX), uvOriginY = _mm256_set1_pd(q->uvOriginY);
    const __m256d uvScaleX = _mm256_set1_pd(q->uvScaleX), uvScaleY = _mm256_set1_pd(q->uvScaleY);
    const __m256d half = _mm256_set1_pd(0.5), zeroD = _mm256_setzero_pd(), oneD = _mm256_set1_pd(1);
    const Texture texture = {q->texels, q->textureWidth, q->textureHeight, q->alpha, q->occupancy, q->cellsWide, q->cellsHigh};
    const int affine = q->affine;
    prefetchNextRow(row, xs, xe, width);
    long x = xs;
    while (x < xe) {
        const long g = x < width - 8 ? x : width - 8;
        const __m256d base = _mm256_set1_pd((double)g);
        const __m256d pxA = _mm256_add_pd(base, offsetsLo);
        const __m256d pxB = _mm256_add_pd(base, offsetsHi);
        // Column g + k is in x..<xe exactly when its centre g + k + 0.5 lies in (x, xe).
        const __m256d from = _mm256_set1_pd((double)x), to = _mm256_set1_pd((double)xe);
        __m256d liveA = _mm256_and_pd(_mm256_cmp_pd(pxA, from, _CMP_GT_OQ), _mm256_cmp_pd(pxA, to, _CMP_LT_OQ));
        __m256d liveB = _mm256_and_pd(_mm256_cmp_pd(pxB, from, _CMP_GT_OQ), _mm256_cmp_pd(pxB, to, _CMP_LT_OQ));
        x = g + 8;
        __m256d lxA, lxB, lyA, lyB;
        if (affine) {
            lxA = _mm256_add_pd(_mm256_mul_pd(pxA, h1x), rowX);
            lxB = _mm256_add_pd(_mm256_mul_pd(pxB, h1x), rowX);
            lyA = _mm256_add_pd(_mm256_mul_pd(pxA, h1y), rowY);
            lyB = _mm256_add_pd(_mm256_mul_pd(pxB, h1y), rowY);
        } else {
            __m256d qxA = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxA, h1x), yX), h3x);
            __m256d qxB = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxB, h1x), yX), h3x);
            __m256d qyA = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxA, h1y), yY), h3y);
            __m256d qyB = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxB, h1y), yY), h3y);
            __m256d qzA = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxA, h1z), yZ), h3z);
            __m256d qzB = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(pxB, h1z), yZ), h3z);
            liveA = _mm256_and_pd(liveA, _mm256_cmp_pd(qzA, zeroD, _CMP_GT_OQ));
            liveB = _mm256_and_pd(liveB, _mm256_cmp_pd(qzB, zeroD, _CMP_GT_OQ));
            __m256d izA = _mm256_div_pd(oneD, qzA);
            __m256d izB = _mm256_div_pd(oneD, qzB);
            lxA = _mm256_mul_pd(qxA, izA);
            lxB = _mm256_mul_pd(qxB, izB);
            lyA = _mm256_mul_pd(qyA, izA);
            lyB = _mm256_mul_pd(qyB, izB);
        }
        liveA = _mm256_and_pd(liveA, _mm256_and_pd(
            _mm256_and_pd(_mm256_cmp_pd(lxA, minX, _CMP_GT_OQ), _mm256_cmp_pd(lxA, maxX, _CMP_LT_OQ)),
            _mm256_and_pd(_mm256_cmp_pd(lyA, minY, _CMP_GT_OQ), _mm256_cmp_pd(lyA, maxY, _CMP_LT_OQ))));
        liveB = _mm256_and_pd(liveB, _mm256_and_pd(
            _mm256_and_pd(_mm256_cmp_pd(lxB, minX, _CMP_GT_OQ), _mm256_cmp_pd(lxB, maxX, _CMP_LT_OQ)),
            _mm256_and_pd(_mm256_cmp_pd(lyB, minY, _CMP_GT_OQ), _mm256_cmp_pd(lyB, maxY, _CMP_LT_OQ))));
        if ((_mm256_movemask_pd(liveA) | _mm256_movemask_pd(liveB)) == 0) continue;
        const __m256i live = _mm256_set_m128i(narrowMask(liveB), narrowMask(liveA));
        __m128i iuA, iuB, ivA, ivB;
        __m256d fuA, fuB, fvA, fvB;
        floorAndFraction(_mm256_sub_pd(_mm256_add_pd(uvOriginX, _mm256_mul_pd(_mm256_sub_pd(lxA, minX), uvScaleX)), half), &iuA, &fuA);
        floorAndFraction(_mm256_sub_pd(_mm256_add_pd(uvOriginX, _mm256_mul_pd(_mm256_sub_pd(lxB, minX), uvScaleX)), half), &iuB, &fuB);
        floorAndFraction(_mm256_sub_pd(_mm256_add_pd(uvOriginY, _mm256_mul_pd(_mm256_sub_pd(lyA, minY), uvScaleY)), half), &ivA, &fvA);
        floorAndFraction(_mm256_sub_pd(_mm256_add_pd(uvOriginY, _mm256_mul_pd(_mm256_sub_pd(lyB, minY), uvScaleY)), half), &ivB, &fvB);
        // Dead lanes take texel (0, 0); their words are masked to zero below.
        const __m256i su = _mm256_and_si256(_mm256_set_m128i(iuB, iuA), live);
        const __m256i sv = _mm256_and_si256(_mm256_set_m128i(ivB, ivA), live);
        const __m256 fx = _mm256_set_m128(_mm256_cvtpd_ps(fuB), _mm256_cvtpd_ps(fuA));
        const __m256 fy = _mm256_set_m128(_mm256_cvtpd_ps(fvB), _mm256_cvtpd_ps(fvA));
        shadeGroup(&texture, su, sv, live, fx, fy, row + g * 4);
    }
}

/// The same with AVX-512: each coordinate is one 8-lane vector of doubles (the AVX2 code needs
/// two 4-lane halves), lane masks live in mask registers, floors convert to eight Int32 lanes
/// at once; the texel and blend stage is the AVX2 one with 32 registers.
__attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void qz_bilinear_span_avx512vl(
    const QZBilinearQuad *q, uint8_t *row, double py, long xs, long xe, long width) {
    const __m512d offsets = _mm512_setr_pd(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5);
    const __m512d rowX = _mm512_set1_pd(py * q->h2x + q->h3x);
    const __m512d rowY = _mm512_set1_pd(py * q->h2y + q->h3y);
    const __m512d yX = _mm512_set1_pd(py * q->h2x);
    const __m512d yY = _mm512_set1_pd(py * q->h2y);
    const __m512d yZ = _mm512_set1_pd(py * q->h2z);
    const __m512d h1x = _mm512_set1_pd(q->h1x), h1y = _mm512_set1_pd(q->h1y), h1z = _mm512_set1_pd(q->h1z);
    const __m512d h3x = _mm512_set1_pd(q->h3x), h3y = _mm512_set1_pd(q->h3y), h3z = _mm512_set1_pd(q->h3z);
    const __m512d minX = _mm512_set1_pd(q->minX), maxX = _mm512_set1_pd(q->maxX);
    const __m512d minY = _mm512_set1_pd(q->minY), maxY = _mm512_set1_pd(q->maxY);
    const __m512d uvOriginX = _mm512_set1_pd(q->uvOriginX), uvOriginY = _mm512_set1_pd(q->uvOriginY);
    const __m512d uvScaleX = _mm512_set1_pd(q->uvScaleX), uvScaleY = _mm512_set1_pd(q->uvScaleY);
    const __m512d half = _mm512_set1_pd(0.5), zeroD = _mm512_setzero_pd(), oneD = _mm512_set1_pd(1);
    const __m512d low = _mm512_set1_pd(-1e9), high = _mm512_set1_pd(1e9);
    const Texture texture = {q->texels, q->textureWidth, q->textureHeight, q->alpha, q->occupancy, q->cellsWide, q->cellsHigh};
    const int affine = q->affine;
    prefetchNextRow(row, xs, xe, width);
    long x = xs;
    while (x < xe) {
        const long g = x < width - 8 ? x : width - 8;
        const __m512d px = _mm512_add_pd(_mm512_set1_pd((double)g), offsets);
        // Column g + k is in x..<xe exactly when its centre g + k + 0.5 lies in (x, xe).
        __mmask8 live = _mm512_cmp_pd_mask(px, _mm512_set1_pd((double)x), _CMP_GT_OQ)
            & _mm512_cmp_pd_mask(px, _mm512_set1_pd((double)xe), _CMP_LT_OQ);
        x = g + 8;
        __m512d lx, ly;
        if (affine) {
            lx = _mm512_add_pd(_mm512_mul_pd(px, h1x), rowX);
            ly = _mm512_add_pd(_mm512_mul_pd(px, h1y), rowY);
        } else {
            const __m512d qx = _mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(px, h1x), yX), h3x);
            const __m512d qy = _mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(px, h1y), yY), h3y);
            const __m512d qz = _mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(px, h1z), yZ), h3z);
            live &= _mm512_cmp_pd_mask(qz, zeroD, _CMP_GT_OQ);
            const __m512d iz = _mm512_div_pd(oneD, qz);
            lx = _mm512_mul_pd(qx, iz);
            ly = _mm512_mul_pd(qy, iz);
        }
        live &= _mm512_cmp_pd_mask(lx, minX, _CMP_GT_OQ) & _mm512_cmp_pd_mask(lx, maxX, _CMP_LT_OQ)
            & _mm512_cmp_pd_mask(ly, minY, _CMP_GT_OQ) & _mm512_cmp_pd_mask(ly, maxY, _CMP_LT_OQ);
        if (live == 0) continue;
        // PixelMath.floorAndFraction (see floorAndFraction above; maxpd keeps NaN's second operand).
        const __m512d cu = _mm512_min_pd(_mm512_max_pd(
            _mm512_sub_pd(_mm512_add_pd(uvOriginX, _mm512_mul_pd(_mm512_sub_pd(lx, minX), uvScaleX)), half), low), high);
        const __m512d cv = _mm512_min_pd(_mm512_max_pd(
            _mm512_sub_pd(_mm512_add_pd(uvOriginY, _mm512_mul_pd(_mm512_sub_pd(ly, minY), uvScaleY)), half), low), high);
        const __m512d nu = _mm512_roundscale_pd(cu, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        const __m512d nv = _mm512_roundscale_pd(cv, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        const __m256i laneMask = _mm256_movm_epi32(live);
        // Dead lanes take texel (0, 0); their words are masked to zero.
        const __m256i su = _mm256_and_si256(_mm512_cvttpd_epi32(nu), laneMask);
        const __m256i sv = _mm256_and_si256(_mm512_cvttpd_epi32(nv), laneMask);
        const __m256 fx = _mm512_cvtpd_ps(_mm512_sub_pd(cu, nu));
        const __m256 fy = _mm512_cvtpd_ps(_mm512_sub_pd(cv, nv));
        shadeGroup(&texture, su, sv, laneMask, fx, fy, row + g * 4);
    }
}

#else
void qz_bilinear_span_avx512vl(const QZBilinearQuad *quad, uint8_t *row, double py, long xs, long xe, long width) {
    (void)quad; (void)row; (void)py; (void)xs; (void)xe; (void)width;
    __builtin_trap();
}

void qz_bilinear_span_avx2(const QZBilinearQuad *quad, uint8_t *row, double py, long xs, long xe, long width) {
    (void)quad; (void)row; (void)py; (void)xs; (void)xe; (void)width;
    __builtin_trap();
}
#endif
