// Gradient colours by table look-up along rows (`CairoPainter`'s gradient source): the
// position is affine in the pixel (axial) or the length of an affine vector (radial), so a
// row is a start and a step; the colour is the nearest of a ramp of evenly spaced entries.
#include <math.h>

#include "PixelKernels.h"

/// The ramp index of position `t`: ⌊(t − lowest) · perPosition + ½⌋ within 0…last; NaN → 0.
static inline long rampIndex(double t, double lowest, double perPosition, long last) {
    double x = (t - lowest) * perPosition + 0.5;
    if (!(x > 0)) return 0;
    return x < (double)last ? (long)x : last;
}

void qz_gradient_walk(const QZGradientWalk *walk, uint32_t *target, long rowWords, long width, long height) {
    const uint32_t *ramp = walk->ramp;
    const long last = walk->rampCount - 1;
    const double lowest = walk->lowest, perPosition = walk->perPosition;
    for (long j = 0; j < height; j++) {
        uint32_t *row = target + j * rowWords;
        const double u = walk->u0 + walk->uy * (double)j, v = walk->v0 + walk->vy * (double)j;
        if (walk->radial) {
            for (long i = 0; i < width; i++) {
                const double a = u + walk->ux * (double)i, b = v + walk->vx * (double)i;
                row[i] = ramp[rampIndex(sqrt(a * a + b * b), lowest, perPosition, last)];
            }
        } else {
            for (long i = 0; i < width; i++) {
                row[i] = ramp[rampIndex(u + walk->ux * (double)i, lowest, perPosition, last)];
            }
        }
    }
}
