// Cache hints the Swift compiler does not expose: a prefetch of memory about to be read.
#ifndef QUARTZITE_MEMORY_HINTS_H
#define QUARTZITE_MEMORY_HINTS_H

#include <stddef.h>

/// Asks the processor to bring the `lines` cache lines (64 bytes each) from `address` into
/// its caches for reading; never faults, changes no value.
static inline void qz_prefetch_lines(const void *address, size_t lines) {
    const char *p = (const char *)address;
    for (size_t i = 0; i < lines; i++) __builtin_prefetch(p + 64 * i, 0, 3);
}

#endif
