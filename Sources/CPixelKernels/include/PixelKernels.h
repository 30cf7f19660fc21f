// The software renderer's hottest loops with 256-bit vectors (AVX2), chosen at run time.
// Swift cannot compile one function for a wider instruction set than the rest of the binary,
// so these kernels live in C with per-function target attributes: the binary stays portable
// (x86-64 baseline) and a processor with AVX2 runs them. Each kernel performs, lane for lane,
// exactly the float operations of the Swift code it stands in for (PixelMath's formulas, in
// the same order, no fused multiply-add), so the bytes are identical on every path.
#ifndef QUARTZITE_PIXEL_KERNELS_H
#define QUARTZITE_PIXEL_KERNELS_H

#include <stdint.h>

/// A hard-edged, bilinearly filtered quad with a linear uv mapping, as `BilinearSpan` holds
/// it: the inverse homography's rows h1, h2, h3, the layer rectangle, the uv mapping
/// texel = uvOrigin + (point − rect origin) · uvScale, the premultiplied RGBA8 texels and
/// the quad's alpha.
typedef struct QZBilinearQuad {
    double h1x, h1y, h1z;
    double h2x, h2y, h2z;
    double h3x, h3y, h3z;
    double minX, minY, maxX, maxY;
    double uvOriginX, uvOriginY, uvScaleX, uvScaleY;
    const uint8_t *texels;
    int32_t textureWidth;
    int32_t textureHeight;
    float alpha;
    /// Non-zero when h1.z = h2.z = 0 and h3.z = 1 (no perspective division).
    int32_t affine;
    /// Optional (NULL): the texture's summed-area table of non-empty 8 × 8 texel cells,
    /// (cellsWide + 1) × (cellsHigh + 1) counts (`TexelOccupancy`); a group of pixels whose
    /// texels all lie in empty cells is skipped (it would blend a zero source).
    const uint32_t *occupancy;
    int32_t cellsWide;
    int32_t cellsHigh;
} QZBilinearQuad;

/// Whether the processor and the operating system support AVX2 (CPUID and XGETBV), so the
/// `_avx2` kernels may be called. Cheap after the first call.
int qz_cpu_has_avx2(void);

/// Draws columns `xs..<xe` of one target row (`row` points at its first pixel; `width` ≥ 8
/// pixels; `py` = row + 0.5), eight pixels at a time: `BilinearSpan.draw`'s arithmetic.
/// Requires AVX2.
void qz_bilinear_span_avx2(const QZBilinearQuad *quad, uint8_t *row, double py, long xs, long xe, long width);

/// Whether the processor and the operating system also support AVX-512 F, VL, BW and DQ (with
/// the ZMM and mask state saved), so the `_avx512vl` kernels may be called.
int qz_cpu_has_avx512vl(void);

/// `qz_bilinear_span_avx2` compiled for AVX-512VL: the same 256-bit operations with 32 vector
/// registers and mask registers (the same bytes). Requires AVX-512 F, VL, BW and DQ.
void qz_bilinear_span_avx512vl(const QZBilinearQuad *quad, uint8_t *row, double py, long xs, long xe, long width);

/// Source-over of `count` texels at `source` onto `destination` at alpha m/256 while the
/// texels are opaque (`QuadRasterizer.blendRow`'s exact integer form: (s·m + d·(256 − m) +
/// 128) >> 8 per byte), eight pixels at a time; returns how many pixels it blended (a
/// multiple of 8: it stops before the first group of eight holding a texel that is not
/// opaque). Requires AVX2.
long qz_blend_opaque_row_avx2(const uint8_t *source, uint8_t *destination, long count, uint16_t m);

/// `qz_blend_opaque_row_avx2` sixteen pixels a step in 512-bit vectors (the same bytes);
/// returns a multiple of 8. Requires AVX-512 F, VL, BW and DQ.
long qz_blend_opaque_row_avx512bw(const uint8_t *source, uint8_t *destination, long count, uint16_t m);

/// Un-premultiplies `pixelCount` RGBA8 pixels from `source` into `destination` (which may be
/// the same memory): c = a == 0 ? 0 : min(255, ((p·255 + a/2) · reciprocals[a]) >> 24) with
/// reciprocals[a] = ceil(2^24 / a) (that is, min(255, (p·255 + a/2) / a)); alpha copied. Any
/// x86-64 (SSE2) or, elsewhere, pixel by pixel.
void qz_unpremultiply_rgba(const uint8_t *source, uint8_t *destination, long pixelCount,
                           const uint64_t *reciprocals);

/// Swaps the first and third byte of each of `pixelCount` 4-byte pixels in place: cairo's
/// ARGB32 words (little-endian) ↔ RGBA8 bytes, the same premultiplied values.
void qz_swap_red_blue(uint8_t *pixels, long pixelCount);

/// Copies `count` premultiplied RGBA8 texels from `source` over `destination` at alpha 1 while
/// they come in groups of sixteen that are all transparent (left alone) or all opaque (stored);
/// returns how many it handled (a multiple of 16, stopping before the first other group).
/// Any x86-64 (SSE2); elsewhere it handles none.
long qz_copy_row_runs(const uint8_t *source, uint8_t *destination, long count);

/// `qz_copy_row_runs` through a mask row (`mask`: RGBA8 pixels, alpha read): groups of sixteen
/// whose mask alphas or texels are all zero are left alone, groups whose mask alphas are all
/// 255 and texels all opaque are stored; returns how many pixels it handled (a multiple of 16,
/// stopping before the first other group). For the quad alpha 1 only. Any x86-64 (SSE2).
long qz_masked_copy_row_runs(const uint8_t *source, const uint8_t *mask, uint8_t *destination, long count);

/// Source-over of `count` texels at `source` through the mask row `mask` (RGBA8 pixels, alpha
/// read) onto `destination` at the quad alpha `alpha`: pixel by pixel the single-precision
/// arithmetic of `PixelMath.sourceOver` at `alpha` × mask alpha / 255 (the same bytes),
/// skipping masked-out and transparent texels. Any x86-64 (SSE2); elsewhere it does nothing
/// (callers use the Swift code there).
void qz_masked_blend_row(const uint8_t *source, const uint8_t *mask, uint8_t *destination, long count, float alpha);

/// How `qz_gradient_walk` measures a position from (u, v).
enum {
    /// u itself (axial).
    QZGradientAxial = 0,
    /// √(u² + v²) (radial about (0, 0)).
    QZGradientRadial = 1,
    /// The largest t at which (u, v) lies on the circle about t·(cx, cy) of radius r0 + t·dr
    /// ≥ 0 (Core Graphics' and PDF's two-circle gradient, the start circle centred at (0, 0)).
    QZGradientCircles = 2,
    /// The angle of (u, v) less `cx` (radians), in turns 0…1 (conic about (0, 0)).
    QZGradientConic = 3,
};

/// A gradient's colours along a grid of pixels (`qz_gradient_walk`): the position at the centre
/// of pixel (i, j) — i, j counted from the grid's first pixel — from u = u0 + ux·i + uy·j and
/// v = v0 + vx·i + vy·j, measured as `radial` says; its colour is the ramp entry
/// ⌊(position − lowest) · perPosition + ½⌋, clamped to the ramp (NaN: the first). A position
/// below 0 without `extendBefore`, above 1 without `extendAfter`, or (circles) a pixel on no
/// circle is left transparent (0).
typedef struct QZGradientWalk {
    double u0, ux, uy;
    double v0, vx, vy;
    /// `QZGradientAxial`, `QZGradientRadial` or `QZGradientCircles`.
    int32_t radial;
    int32_t rampCount;
    const uint32_t *ramp;
    double lowest, perPosition;
    /// Circles: the end circle's centre relative to the start's, the start radius and the end
    /// radius minus the start radius. Conic: `cx` is the angle of position 0 (radians).
    double cx, cy, r0, dr;
    /// Whether positions below 0 and above 1 take the end colours (else they are transparent).
    int32_t extendBefore, extendAfter;
} QZGradientWalk;

/// Writes the gradient's colour words into `width` × `height` pixels at `target`, rows
/// `rowWords` words apart. Any machine (the compiler's vectors).
void qz_gradient_walk(const QZGradientWalk *walk, uint32_t *target, long rowWords, long width, long height);

#endif
