// Run-time detection of the instruction sets the kernels use.
#include "PixelKernels.h"

#if defined(__x86_64__)
#include <cpuid.h>

/// Bit 0: AVX2; bit 1: AVX-512 F, VL, BW and DQ. Each needs the OS to save its register state
/// (XCR0: XMM and YMM; for AVX-512 also the opmask and both ZMM halves).
static int detect(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    // OSXSAVE (the OS manages the extended state) and AVX.
    if (!(c & (1u << 27)) || !(c & (1u << 28))) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & (1u << 5))) return 0;
    int features = 1;
    const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 30) | (1u << 31);  // F, DQ, BW, VL
    if ((b & avx512) == avx512 && (lo & 0xE0) == 0xE0) features |= 2;
    return features;
}

/// The detected features, plus 4 once known. Racing first callers compute the same answer.
static int features(void) {
    static int cached = 0;
    int v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v == 0) {
        v = detect() | 4;
        __atomic_store_n(&cached, v, __ATOMIC_RELAXED);
    }
    return v;
}

int qz_cpu_has_avx2(void) { return (features() & 1) != 0; }
int qz_cpu_has_avx512vl(void) { return (features() & 2) != 0; }
#else
int qz_cpu_has_avx2(void) { return 0; }
int qz_cpu_has_avx512vl(void) { return 0; }
#endif
