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

/// The most memory libjpeg may allocate for one image beyond the caller's pixels (its
/// whole-image coefficient buffers of progressive files are the large part): 2 GiB.
#define QZ_JPEG_MAX_MEMORY (2L << 30)
/// The most scans a progressive file may have: each can revisit the whole image, so a small
/// file with thousands of scans takes minutes (libjpeg-turbo's "scan bomb"). At most
/// QZ_JPEG_SCAN_WORK pixels × scans, between 32 and 500 scans (real files have about 10).
#define QZ_JPEG_MAX_SCANS 500
#define QZ_JPEG_MIN_SCANS 32
#define QZ_JPEG_SCAN_WORK 4000000000.0

/// Sets the budgets above on a created decompressor, whose error manager must be a
/// `qz_jpeg_error`; `progress` must live as long as `cinfo`.
void qz_jpeg_install_limits(struct jpeg_decompress_struct *cinfo, struct jpeg_progress_mgr *progress);

#endif
