// libFuzzer's driver, called from each target's entry point: SwiftPM links an executable
// target's `main` to `<Target>_main`, which libFuzzer's own `main` cannot provide.
#ifndef QZ_FUZZ_DRIVER_H
#define QZ_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
