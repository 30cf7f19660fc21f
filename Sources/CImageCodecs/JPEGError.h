// Internal: a libjpeg error manager that longjmps back to the shim instead of calling exit().
#ifndef QZ_JPEG_ERROR_INTERNAL_H
#define QZ_JPEG_ERROR_INTERNAL_H

#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} qz_jpeg_error;

/// Installs the longjmp-based handlers on `error` and returns its public part.
struct jpeg_error_mgr *qz_jpeg_error_install(qz_jpeg_error *error);

#endif
