// Image codec shims for Quartzite: PNG (libpng) and JPEG (libjpeg-turbo).
//
// libpng and libjpeg report errors by longjmp (libjpeg's default error handler even calls
// exit()), which Swift cannot catch. Every function here installs its own setjmp handler, so an
// error in the library always returns to the caller as a status code plus the library's message.
// Pixels are 8-bit RGBA, straight (not premultiplied) alpha, row 0 at the top.
#ifndef QZ_IMAGE_CODECS_H
#define QZ_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result codes of every codec function.
enum {
    /// Success.
    QZ_CODEC_OK = 0,
    /// The data is damaged or truncated; `message` holds the library's reason.
    QZ_CODEC_CORRUPT = 1,
    /// The data is not of the expected format (wrong signature).
    QZ_CODEC_UNSUPPORTED = 2,
    /// An allocation failed.
    QZ_CODEC_OUT_OF_MEMORY = 3,
    /// The caller passed inconsistent arguments (sizes, strides, parameters).
    QZ_CODEC_INVALID_ARGUMENT = 4,
};

/// The outcome of a codec call.
typedef struct {
    /// One of the `QZ_CODEC_*` codes.
    int code;
    /// Bytes of input consumed when a decoding error occurred (0 when unknown or on success).
    size_t offset;
    /// A NUL-terminated description of the error (empty on success).
    char message[200];
} qz_codec_status;

/// PNG row filters for encoding.
enum {
    QZ_PNG_FILTER_NONE = 0,
    QZ_PNG_FILTER_SUB = 1,
    QZ_PNG_FILTER_UP = 2,
    QZ_PNG_FILTER_AVERAGE = 3,
    QZ_PNG_FILTER_PAETH = 4,
    /// libpng chooses per row among all five filters (best size, slowest).
    QZ_PNG_FILTER_ADAPTIVE = 5,
};

/// Reads the pixel size from a PNG's header. Returns a `QZ_CODEC_*` code.
int qz_png_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                     qz_codec_status *status);

/// Decodes a PNG of any colour type, bit depth, palette, tRNS and interlace into straight RGBA8
/// (16-bit samples are scaled to 8 bits with rounding). `width`/`height` must match the header
/// (from `qz_png_read_size`); `pixels` holds `height` rows of `bytes_per_row >= width * 4` bytes.
int qz_png_decode_rgba(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                       uint32_t width, uint32_t height, qz_codec_status *status);

/// An in-progress PNG encoding (8-bit RGBA, straight alpha, not interlaced).
typedef struct qz_png_encoder qz_png_encoder;

/// Starts encoding a `width` × `height` RGBA8 PNG with zlib `level` 0–9 and a `QZ_PNG_FILTER_*`
/// filter. Returns NULL on failure (see `status`).
qz_png_encoder *qz_png_encoder_create(uint32_t width, uint32_t height, int level, int filter,
                                      qz_codec_status *status);

/// Appends the next row (`width * 4` bytes of straight RGBA8), top to bottom.
int qz_png_encoder_write_row(qz_png_encoder *encoder, const uint8_t *row, qz_codec_status *status);

/// Finishes the file after all rows were written and hands over the encoded bytes: on success
/// `*out_data` is a malloc'd buffer of `*out_length` bytes that the caller frees with `free`.
int qz_png_encoder_finish(qz_png_encoder *encoder, uint8_t **out_data, size_t *out_length,
                          qz_codec_status *status);

/// Releases an encoder (finished or not). Accepts NULL.
void qz_png_encoder_destroy(qz_png_encoder *encoder);

/// An in-progress PNG encoding with one fixed row filter, compressed by libdeflate (8-bit RGBA,
/// straight alpha, not interlaced): the same files as libpng's, several times faster at the
/// fast levels. It keeps every filtered row until `finish` (about the image's size).
typedef struct qz_png_deflate_encoder qz_png_deflate_encoder;

/// Starts encoding a `width` × `height` RGBA8 PNG with libdeflate `level` 0–12 (0 stores) and
/// one of `QZ_PNG_FILTER_NONE` … `QZ_PNG_FILTER_PAETH` for every row. Returns NULL on failure.
qz_png_deflate_encoder *qz_png_deflate_encoder_create(uint32_t width, uint32_t height, int level, int filter,
                                                      qz_codec_status *status);

/// Appends the next row (`width * 4` bytes of straight RGBA8), top to bottom.
int qz_png_deflate_encoder_write_row(qz_png_deflate_encoder *encoder, const uint8_t *row,
                                     qz_codec_status *status);

/// Compresses and frames the file after all rows were written: on success `*out_data` is a
/// malloc'd buffer of `*out_length` bytes that the caller frees with `free`.
int qz_png_deflate_encoder_finish(qz_png_deflate_encoder *encoder, uint8_t **out_data, size_t *out_length,
                                  qz_codec_status *status);

/// Releases an encoder (finished or not). Accepts NULL.
void qz_png_deflate_encoder_destroy(qz_png_deflate_encoder *encoder);

/// Reads the pixel size from a JPEG's header. Returns a `QZ_CODEC_*` code.
int qz_jpeg_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                      qz_codec_status *status);

/// Decodes a baseline or progressive JPEG (grayscale, YCbCr/RGB, CMYK/YCCK) into opaque RGBA8.
/// Adobe CMYK files are taken as inverted (Photoshop's convention). A premature end of the data
/// is an error. `width`/`height` must match the header; rows are `bytes_per_row` bytes apart.
int qz_jpeg_decode_rgba(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                        uint32_t width, uint32_t height, qz_codec_status *status);

/// Encodes a JPEG from 1 (gray), 3 (RGB) or 4 (CMYK, stored as given with an Adobe marker)
/// components per pixel at `quality` 1–100. Meant for tests. On success `*out_data` is a
/// malloc'd buffer of `*out_length` bytes that the caller frees with `free`.
int qz_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                   int components, int quality, uint8_t **out_data, size_t *out_length,
                   qz_codec_status *status);

#ifdef __cplusplus
}
#endif

#endif
