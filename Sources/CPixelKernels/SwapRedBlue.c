// Cairo's ARGB32 pixels (a native-endian word: B, G, R, A in memory on little-endian machines)
// and Quartzite's RGBA8 bytes differ by the order of red and blue: swapping them converts either
// way. A plain loop the compiler vectorizes; transparent pixels (all zero) stay as they are.
#include "PixelKernels.h"

#include <string.h>

void qz_swap_red_blue(uint8_t *pixels, long pixelCount) {
    for (long i = 0; i < pixelCount; i++) {
        uint32_t v;
        memcpy(&v, pixels + i * 4, 4);
        v = (v & 0xFF00FF00u) | ((v >> 16) & 0xFFu) | ((v & 0xFFu) << 16);
        memcpy(pixels + i * 4, &v, 4);
    }
}
