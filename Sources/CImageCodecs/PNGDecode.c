// PNG decoding through libpng with setjmp error handling.
#include "Status.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>

/// The input being read and the last error the library reported.
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
    char message[200];
} qz_png_reader;

static void qz_png_read_data(png_structp png, png_bytep out, size_t count) {
    qz_png_reader *reader = (qz_png_reader *)png_get_io_ptr(png);
    if (count > reader->length - reader->position) {
        png_error(png, "unexpected end of data (file truncated)");
    }
    memcpy(out, reader->data + reader->position, count);
    reader->position += count;
}

static void qz_png_on_error(png_structp png, png_const_charp message) {
    qz_png_reader *reader = (qz_png_reader *)png_get_error_ptr(png);
    strncpy(reader->message, message != NULL ? message : "unknown libpng error",
            sizeof(reader->message) - 1);
    reader->message[sizeof(reader->message) - 1] = '\0';
    png_longjmp(png, 1);
}

static void qz_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Checks the signature and creates the read structures; returns a QZ code.
static int qz_png_open(qz_png_reader *reader, const uint8_t *data, size_t length,
                       png_structp *png, png_infop *info, qz_codec_status *status) {
    reader->data = data;
    reader->length = length;
    reader->position = 0;
    reader->message[0] = '\0';
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        return qz_status_set(status, QZ_CODEC_UNSUPPORTED, 0, "not a PNG file (bad signature)");
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, qz_png_on_error,
                                  qz_png_on_warning);
    if (*png == NULL) return qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        return qz_status_set(status, QZ_CODEC_OUT_OF_MEMORY, 0, "out of memory");
    }
    png_set_read_fn(*png, reader, qz_png_read_data);
    return QZ_CODEC_OK;
}

int qz_png_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                     qz_codec_status *status) {
    qz_png_reader reader;
    png_structp png = NULL;
    png_infop info = NULL;
    int code = qz_png_open(&reader, data, length, &png, &info, status);
    if (code != QZ_CODEC_OK) return code;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return qz_status_set(status, QZ_CODEC_CORRUPT, reader.position, reader.message);
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

int qz_png_decode_rgba(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                       uint32_t width, uint32_t height, qz_codec_status *status) {
    if (pixels == NULL || bytes_per_row / 4 < width) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "invalid pixel buffer");
    }
    qz_png_reader reader;
    png_structp png = NULL;
    png_infop info = NULL;
    int code = qz_png_open(&reader, data, length, &png, &info, status);
    if (code != QZ_CODEC_OK) return code;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return qz_status_set(status, QZ_CODEC_CORRUPT, reader.position, reader.message);
    }
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_destroy_read_struct(&png, &info, NULL);
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "size differs from header");
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    // Palette → RGB, gray < 8 bits → 8 bits, tRNS → alpha channel.
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row layout after transformations");
    }
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * bytes_per_row, NULL);
        }
    }
    // Reading to IEND makes a file truncated after its image data an error too.
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}
