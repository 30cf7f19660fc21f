// Gradient colours by table look-up along rows (`CairoPainter`'s gradient source): the
// position is affine in the pixel (axial), the length of an affine vector (radial), the root
// of a quadratic in it (two circles) or its angle (conic), so a row is a start and a step; the
// colour is the nearest of a ramp of evenly spaced entries.
#include <math.h>

#include "PixelKernels.h"

/// The ramp index of position `t`: ⌊(t − lowest) · perPosition + ½⌋ within 0…last; NaN → 0.
static inline long rampIndex(double t, double lowest, double perPosition, long last) {
    double x = (t - lowest) * perPosition + 0.5;
    if (!(x > 0)) return 0;
    return x < (double)last ? (long)x : last;
}

/// The position of (u, v) on a two-circle gradient, or NAN where no admissible circle passes
/// through it: the largest root t of |(u, v) − t·c|² = (r0 + t·dr)² with r0 + t·dr ≥ 0, and t ≥ 0
/// unless extending before, t ≤ 1 unless extending after.
static inline double circlesPosition(const QZGradientWalk *walk, double u, double v) {
    const double a = walk->cx * walk->cx + walk->cy * walk->cy - walk->dr * walk->dr;
    const double b = u * walk->cx + v * walk->cy + walk->r0 * walk->dr;
    const double c = u * u + v * v - walk->r0 * walk->r0;
    double roots[2];
    int count = 0;
    if (fabs(a) < 1e-12) {
        if (b != 0) roots[count++] = c / (2 * b);
    } else {
        const double discriminant = b * b - a * c;
        if (discriminant < 0) return NAN;
        const double root = sqrt(discriminant);
        const double high = (b + root) / a, low = (b - root) / a;
        roots[count++] = high > low ? high : low;
        roots[count++] = high > low ? low : high;
    }
    for (int k = 0; k < count; k++) {
        const double t = roots[k];
        if (walk->r0 + t * walk->dr < 0) continue;
        if (t < 0 && !walk->extendBefore) continue;
        if (t > 1 && !walk->extendAfter) continue;
        return t;
    }
    return NAN;
}

/// The colour word of position `t` (0 where it is cut off or undefined).
static inline uint32_t colourAt(const QZGradientWalk *walk, double t, long last) {
    if (t != t) return 0;
    if (t < 0 && !walk->extendBefore) return 0;
    if (t > 1 && !walk->extendAfter) return 0;
    return walk->ramp[rampIndex(t, walk->lowest, walk->perPosition, last)];
}

void qz_gradient_walk(const QZGradientWalk *walk, uint32_t *target, long rowWords, long width, long height) {
    const uint32_t *ramp = walk->ramp;
    const long last = walk->rampCount - 1;
    const double lowest = walk->lowest, perPosition = walk->perPosition;
    const int extendsBoth = walk->extendBefore && walk->extendAfter;
    for (long j = 0; j < height; j++) {
        uint32_t *row = target + j * rowWords;
        const double u = walk->u0 + walk->uy * (double)j, v = walk->v0 + walk->vy * (double)j;
        if (walk->radial == QZGradientConic) {
            const double turn = 1.0 / (2.0 * M_PI);
            for (long i = 0; i < width; i++) {
                double t = (atan2(v + walk->vx * (double)i, u + walk->ux * (double)i) - walk->cx) * turn;
                t -= floor(t);
                row[i] = ramp[rampIndex(t, lowest, perPosition, last)];
            }
        } else if (walk->radial == QZGradientCircles) {
            for (long i = 0; i < width; i++) {
                row[i] = colourAt(walk, circlesPosition(walk, u + walk->ux * (double)i, v + walk->vx * (double)i), last);
            }
        } else if (walk->radial == QZGradientRadial) {
            for (long i = 0; i < width; i++) {
                const double a = u + walk->ux * (double)i, b = v + walk->vx * (double)i;
                const double t = sqrt(a * a + b * b);
                row[i] = extendsBoth ? ramp[rampIndex(t, lowest, perPosition, last)] : colourAt(walk, t, last);
            }
        } else if (extendsBoth) {
            for (long i = 0; i < width; i++) {
                row[i] = ramp[rampIndex(u + walk->ux * (double)i, lowest, perPosition, last)];
            }
        } else {
            for (long i = 0; i < width; i++) {
                row[i] = colourAt(walk, u + walk->ux * (double)i, last);
            }
        }
    }
}
