// The prefetch hint is an inline function of include/MemoryHints.h; the stack bound is here
// (pthread_getattr_np is a GNU extension), and the allocator settings.
#define _GNU_SOURCE
#include <pthread.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "MemoryHints.h"

uintptr_t qz_stack_low_bound(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *address = NULL;
    size_t size = 0;
    int found = pthread_attr_getstack(&attributes, &address, &size) == 0;
    pthread_attr_destroy(&attributes);
    return found ? (uintptr_t)address : 0;
}

void qz_keep_freed_memory(size_t largest, size_t trim) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, (int)(largest < 0x7fffffff ? largest : 0x7fffffff));
    mallopt(M_TRIM_THRESHOLD, (int)(trim < 0x7fffffff ? trim : 0x7fffffff));
#else
    (void)largest;
    (void)trim;
#endif
}
