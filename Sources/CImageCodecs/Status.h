// Internal helpers for filling a qz_codec_status.
#ifndef QZ_CODEC_STATUS_INTERNAL_H
#define QZ_CODEC_STATUS_INTERNAL_H

#include "ImageCodecs.h"

/// Sets `status` (when not NULL) to `code`, `offset` and a copy of `message`; returns `code`.
int qz_status_set(qz_codec_status *status, int code, size_t offset, const char *message);

#endif
