// PNG encoding with one fixed row filter, compressed by libdeflate (several times faster than
// libpng + zlib at the fast levels): the rows are filtered into one buffer, compressed as a
// single zlib stream and framed as IHDR, one IDAT, IEND.
#include "Status.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

struct qz_png_deflate_encoder {
    uint32_t width;
    uint32_t height;
    uint32_t rows_written;
    int level;
    int filter;
    size_t row_bytes;   // width * 4
    uint8_t *filtered;  // height rows of 1 filter byte + row_bytes
    uint8_t *previous;  // the last row written, unfiltered (zeros before the first)
};

qz_png_deflate_encoder *qz_png_deflate_encoder_create(uint32_t width, uint32_t height, int level, int filter,
                                                      qz_codec_status *status) {
    if (width == 0 || height == 0 || width > 0x7FFFFFFF / 4 || level < 0 || level > 12 ||
        filter < QZ_PNG_FILTER_NONE || filter > QZ_PNG_FILTER_PAETH ||
        (size_t)height > (SIZE_MAX / 2) / ((size_t)width * 4 + 1)) {
        qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "invalid size, level or filter");
        return NULL;
    }
    struct qz_png_deflate_encoder *e = (struct qz_png_deflate_encoder *)calloc(1, sizeof(*e));
    if (e != NULL) {
        e->width = width;
        e->height = height;
        e->level = level;
        e->filter = filter;
        e->row_bytes = (size_t)width * 4;
        e->filtered = (uint8_t *)malloc((e->row_bytes + 1) * height);
        e->previous = (uint8_t *)calloc(1, e->row_bytes);
    }
    if (e == NULL || e->filtered == NULL || e->previous == NULL) {
        qz_png_deflate_encoder_destroy(e);
        qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
        return NULL;
    }
    qz_status_set(status, QZ_CODEC_OK, 0, NULL);
    return e;
}

static uint8_t qz_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

int qz_png_deflate_encoder_write_row(qz_png_deflate_encoder *e, const uint8_t *row, qz_codec_status *status) {
    if (e == NULL || row == NULL || e->rows_written >= e->height) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "no row expected");
    }
    uint8_t *out = e->filtered + (size_t)e->rows_written * (e->row_bytes + 1);
    const uint8_t *up = e->previous;
    const size_t n = e->row_bytes;
    out[0] = (uint8_t)e->filter;
    uint8_t *d = out + 1;
    switch (e->filter) {
    case QZ_PNG_FILTER_NONE: memcpy(d, row, n); break;
    case QZ_PNG_FILTER_SUB:
        memcpy(d, row, 4);
        for (size_t i = 4; i < n; i++) d[i] = (uint8_t)(row[i] - row[i - 4]);
        break;
    case QZ_PNG_FILTER_UP:
        for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(row[i] - up[i]);
        break;
    case QZ_PNG_FILTER_AVERAGE:
        for (size_t i = 0; i < n; i++) {
            int left = i >= 4 ? row[i - 4] : 0;
            d[i] = (uint8_t)(row[i] - ((left + up[i]) >> 1));
        }
        break;
    default:
        for (size_t i = 0; i < n; i++) {
            int left = i >= 4 ? row[i - 4] : 0, upLeft = i >= 4 ? up[i - 4] : 0;
            d[i] = (uint8_t)(row[i] - qz_paeth(left, up[i], upLeft));
        }
        break;
    }
    if (e->filter >= QZ_PNG_FILTER_UP) memcpy(e->previous, row, n);
    e->rows_written += 1;
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

static void qz_put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/// Writes a chunk's length and type at `p` (its `length` data bytes follow) and its CRC after
/// the data; returns the chunk's total size.
static size_t qz_frame_chunk(uint8_t *p, const char type[4], size_t length) {
    qz_put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    qz_put32(p + 8 + length, (uint32_t)libdeflate_crc32(0, p + 4, length + 4));
    return 12 + length;
}

int qz_png_deflate_encoder_finish(qz_png_deflate_encoder *e, uint8_t **out_data, size_t *out_length,
                                  qz_codec_status *status) {
    if (e == NULL || out_data == NULL || out_length == NULL || e->rows_written != e->height) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "rows missing");
    }
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(e->level);
    if (c == NULL) return qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
    const size_t raw = (e->row_bytes + 1) * e->height;
    const size_t bound = libdeflate_zlib_compress_bound(c, raw);
    if (bound > 0x7FFFFFFF) {
        libdeflate_free_compressor(c);
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "image too large for one IDAT chunk");
    }
    uint8_t *png = (uint8_t *)malloc(8 + 25 + 12 + bound + 12);
    if (png == NULL) {
        libdeflate_free_compressor(c);
        return qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = png + at + 8;
    qz_put32(ihdr, e->width);
    qz_put32(ihdr + 4, e->height);
    ihdr[8] = 8;   // bit depth
    ihdr[9] = 6;   // colour type: RGBA
    ihdr[10] = 0;  // deflate
    ihdr[11] = 0;  // adaptive filtering (one filter type byte per row)
    ihdr[12] = 0;  // not interlaced
    at += qz_frame_chunk(png + at, "IHDR", 13);
    const size_t compressed = libdeflate_zlib_compress(c, e->filtered, raw, png + at + 8, bound);
    libdeflate_free_compressor(c);
    if (compressed == 0) {
        free(png);
        return qz_status_set(status, QZ_CODEC_CORRUPT, 0, "libdeflate could not compress the rows");
    }
    at += qz_frame_chunk(png + at, "IDAT", compressed);
    at += qz_frame_chunk(png + at, "IEND", 0);
    *out_data = png;
    *out_length = at;
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

void qz_png_deflate_encoder_destroy(qz_png_deflate_encoder *e) {
    if (e == NULL) return;
    free(e->filtered);
    free(e->previous);
    free(e);
}
