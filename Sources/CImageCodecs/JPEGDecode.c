// JPEG decoding through libjpeg-turbo with setjmp error handling.
#include "JPEGError.h"
#include "Status.h"

#include <stdio.h>
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

/// The fewest bytes a Huffman-coded JPEG of this header's size can hold: every 8×8 block of a
/// component takes at least one bit (its DC code) in the first scan covering it, so the
/// component with the fewest blocks sets a lower bound. Arithmetic coding can go below one bit
/// a block: no bound (0) there.
static uint64_t qz_jpeg_least_coded_bytes(const struct jpeg_decompress_struct *cinfo) {
    if (cinfo->arith_code || cinfo->num_components < 1) return 0;
    int max_h = 1, max_v = 1;
    for (int i = 0; i < cinfo->num_components; i++) {
        if (cinfo->comp_info[i].h_samp_factor > max_h) max_h = cinfo->comp_info[i].h_samp_factor;
        if (cinfo->comp_info[i].v_samp_factor > max_v) max_v = cinfo->comp_info[i].v_samp_factor;
    }
    uint64_t fewest = UINT64_MAX;
    for (int i = 0; i < cinfo->num_components; i++) {
        const jpeg_component_info *c = &cinfo->comp_info[i];
        uint64_t w = ((uint64_t)cinfo->image_width * (uint64_t)c->h_samp_factor + (uint64_t)max_h - 1) / (uint64_t)max_h;
        uint64_t h = ((uint64_t)cinfo->image_height * (uint64_t)c->v_samp_factor + (uint64_t)max_v - 1) / (uint64_t)max_v;
        uint64_t blocks = ((w + 7) / 8) * ((h + 7) / 8);
        if (blocks < fewest) fewest = blocks;
    }
    return fewest / 8;
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
    uint64_t least = qz_jpeg_least_coded_bytes(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    if ((uint64_t)length < least) {
        // A header announcing 200 megapixels in a 290-byte file (found by FuzzJPEG): refused
        // before a pixel buffer of that size is allocated and decoded.
        char message[160];
        snprintf(message, sizeof message,
                 "a %u x %u image needs at least %llu bytes of coded data, the file has %zu (truncated?)",
                 (unsigned)*width, (unsigned)*height, (unsigned long long)least, length);
        return qz_status_set(status, QZ_CODEC_CORRUPT, length, message);
    }
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
