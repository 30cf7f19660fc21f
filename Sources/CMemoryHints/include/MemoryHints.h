// What the Swift compiler does not expose to the flattener: a prefetch of memory about to be
// read, and where the calling thread's stack ends (its recursion stops before overflowing it);
// and, for the command-line tool, the allocator's reuse of freed memory.
#ifndef QUARTZITE_MEMORY_HINTS_H
#define QUARTZITE_MEMORY_HINTS_H

#include <stddef.h>
#include <stdint.h>

/// Asks the processor to bring the `lines` cache lines (64 bytes each) from `address` into
/// its caches for reading; never faults, changes no value.
static inline void qz_prefetch_lines(const void *address, size_t lines) {
    const char *p = (const char *)address;
    for (size_t i = 0; i < lines; i++) __builtin_prefetch(p + 64 * i, 0, 3);
}

/// The lowest address of the calling thread's stack (stacks grow down on every platform
/// Quartzite runs on), or 0 when the system does not say. Costly on the main thread (glibc
/// reads /proc/self/maps): call it once per thread and keep the answer.
uintptr_t qz_stack_low_bound(void);

/// An address in the caller's stack frame: how far down the stack the caller is.
static inline uintptr_t qz_stack_position(void) { return (uintptr_t)__builtin_frame_address(0); }

/// Makes the C allocator keep freed memory for reuse instead of returning it to the system:
/// blocks up to `largest` bytes come from its heaps (not from a fresh mapping each), and its
/// heaps are trimmed only beyond `trim` free bytes at their top. A frame's transient buffers
/// (megabytes each, allocated and freed every frame) then reuse pages instead of faulting in
/// new, zeroed ones. glibc only (`mallopt`); elsewhere nothing. Call once, before threads start.
void qz_keep_freed_memory(size_t largest, size_t trim);

#endif
