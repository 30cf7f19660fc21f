// PNG encoding through libpng with setjmp error handling, row by row into memory.
#include "Status.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct qz_png_encoder {
    png_structp png;
    png_infop info;
    uint32_t width;
    uint32_t height;
    uint32_t rows_written;
    int failed;
    uint8_t *output;
    size_t output_length;
    size_t output_capacity;
    char message[200];
};

static void qz_png_write_data(png_structp png, png_bytep bytes, size_t count) {
    struct qz_png_encoder *e = (struct qz_png_encoder *)png_get_io_ptr(png);
    if (count > e->output_capacity - e->output_length) {
        size_t capacity = e->output_capacity != 0 ? e->output_capacity : 65536;
        while (count > capacity - e->output_length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "encoded data too large");
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(e->output, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        e->output = grown;
        e->output_capacity = capacity;
    }
    memcpy(e->output + e->output_length, bytes, count);
    e->output_length += count;
}

static void qz_png_flush(png_structp png) { (void)png; }

static void qz_png_on_error(png_structp png, png_const_charp message) {
    struct qz_png_encoder *e = (struct qz_png_encoder *)png_get_error_ptr(png);
    strncpy(e->message, message != NULL ? message : "unknown libpng error", sizeof(e->message) - 1);
    e->message[sizeof(e->message) - 1] = '\0';
    png_longjmp(png, 1);
}

static void qz_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static int qz_png_filter_mask(int filter) {
    switch (filter) {
    case QZ_PNG_FILTER_NONE: return PNG_FILTER_NONE;
    case QZ_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case QZ_PNG_FILTER_UP: return PNG_FILTER_UP;
    case QZ_PNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case QZ_PNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case QZ_PNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    default: return -1;
    }
}

qz_png_encoder *qz_png_encoder_create(uint32_t width, uint32_t height, int level, int filter,
                                      qz_codec_status *status) {
    int mask = qz_png_filter_mask(filter);
    if (width == 0 || height == 0 || width > 0x7FFFFFFF / 4 || level < 0 || level > 9 || mask < 0) {
        qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "invalid size, level or filter");
        return NULL;
    }
    struct qz_png_encoder *e = (struct qz_png_encoder *)calloc(1, sizeof(*e));
    if (e == NULL) {
        qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
        return NULL;
    }
    e->width = width;
    e->height = height;
    e->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, e, qz_png_on_error, qz_png_on_warning);
    if (e->png != NULL) e->info = png_create_info_struct(e->png);
    if (e->png == NULL || e->info == NULL) {
        qz_png_encoder_destroy(e);
        qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
        return NULL;
    }
    if (setjmp(png_jmpbuf(e->png))) {
        qz_status_set(status, QZ_CODEC_CORRUPT, 0, e->message);
        qz_png_encoder_destroy(e);
        return NULL;
    }
    png_set_write_fn(e->png, e, qz_png_write_data, qz_png_flush);
    png_set_compression_level(e->png, level);
    png_set_filter(e->png, PNG_FILTER_TYPE_BASE, mask);
    png_set_IHDR(e->png, e->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(e->png, e->info);
    qz_status_set(status, QZ_CODEC_OK, 0, NULL);
    return e;
}

int qz_png_encoder_write_row(qz_png_encoder *e, const uint8_t *row, qz_codec_status *status) {
    if (e == NULL || row == NULL || e->failed || e->rows_written >= e->height) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "no row expected");
    }
    if (setjmp(png_jmpbuf(e->png))) {
        e->failed = 1;
        return qz_status_set(status, QZ_CODEC_CORRUPT, 0, e->message);
    }
    png_write_row(e->png, row);
    e->rows_written += 1;
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

int qz_png_encoder_finish(qz_png_encoder *e, uint8_t **out_data, size_t *out_length,
                          qz_codec_status *status) {
    if (e == NULL || out_data == NULL || out_length == NULL || e->failed ||
        e->rows_written != e->height) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "rows missing");
    }
    if (setjmp(png_jmpbuf(e->png))) {
        e->failed = 1;
        return qz_status_set(status, QZ_CODEC_CORRUPT, 0, e->message);
    }
    png_write_end(e->png, NULL);
    *out_data = e->output;
    *out_length = e->output_length;
    e->output = NULL;
    e->output_length = 0;
    e->output_capacity = 0;
    e->failed = 1;  // Nothing more may be written.
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

void qz_png_encoder_destroy(qz_png_encoder *e) {
    if (e == NULL) return;
    if (e->png != NULL) png_destroy_write_struct(&e->png, e->info != NULL ? &e->info : NULL);
    free(e->output);
    free(e);
}
