// JPEG decoding through libjpeg-turbo with setjmp error handling.
#include "JPEGError.h"
#include "Status.h"

#include <string.h>

static size_t qz_jpeg_consumed(struct jpeg_decompress_struct *cinfo, size_t length) {
    if (cinfo->src == NULL || cinfo->src->bytes_in_buffer > length) return 0;
    return length - cinfo->src->bytes_in_buffer;
}

static int qz_jpeg_check_signature(const uint8_t *data, size_t length, qz_codec_status *status) {
    if (length < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        return qz_status_set(status, QZ_CODEC_UNSUPPORTED, 0, "not a JPEG file (bad signature)");
    }
    return QZ_CODEC_OK;
}

int qz_jpeg_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                      qz_codec_status *status) {
    int code = qz_jpeg_check_signature(data, length, status);
    if (code != QZ_CODEC_OK) return code;
    struct jpeg_decompress_struct cinfo;
    qz_jpeg_error error;
    cinfo.err = qz_jpeg_error_install(&error);
    if (setjmp(error.jump)) {
        size_t offset = qz_jpeg_consumed(&cinfo, length);
        jpeg_destroy_decompress(&cinfo);
        return qz_status_set(status, QZ_CODEC_CORRUPT, offset, error.message);
    }
    jpeg_create_decompress(&cinfo);
    struct jpeg_progress_mgr progress;
    qz_jpeg_install_limits(&cinfo, &progress);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    *width = cinfo.image_width;
    *height = cinfo.image_height;
    jpeg_destroy_decompress(&cinfo);
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}

/// Converts one row of CMYK samples to opaque RGBA in place (4 bytes per pixel either way).
static void qz_cmyk_row_to_rgba(uint8_t *row, uint32_t width, int adobe_inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + (size_t)x * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!adobe_inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        // Stored (inverted) values: red = (255 - C)(255 - K) / 255 = c·k / 255, rounded.
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

int qz_jpeg_decode_rgba(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                        uint32_t width, uint32_t height, qz_codec_status *status) {
    if (pixels == NULL || bytes_per_row / 4 < width) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "invalid pixel buffer");
    }
    int code = qz_jpeg_check_signature(data, length, status);
    if (code != QZ_CODEC_OK) return code;
    struct jpeg_decompress_struct cinfo;
    qz_jpeg_error error;
    cinfo.err = qz_jpeg_error_install(&error);
    if (setjmp(error.jump)) {
        size_t offset = qz_jpeg_consumed(&cinfo, length);
        jpeg_destroy_decompress(&cinfo);
        return qz_status_set(status, QZ_CODEC_CORRUPT, offset, error.message);
    }
    jpeg_create_decompress(&cinfo);
    struct jpeg_progress_mgr progress;
    qz_jpeg_install_limits(&cinfo, &progress);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width != width || cinfo.image_height != height) {
        jpeg_destroy_decompress(&cinfo);
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "size differs from header");
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != width || cinfo.output_height != height ||
        cinfo.output_components != 4) {
        jpeg_destroy_decompress(&cinfo);
        return qz_status_set(status, QZ_CODEC_UNSUPPORTED, 0, "unsupported JPEG colour layout");
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *row = pixels + (size_t)cinfo.output_scanline * bytes_per_row;
        JSAMPROW rows[1] = {row};
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) break;
        if (cmyk) qz_cmyk_row_to_rgba(row, width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}
