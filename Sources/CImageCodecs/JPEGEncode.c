// JPEG encoding through libjpeg-turbo (used by tests to produce JPEG input).
#include "JPEGError.h"
#include "Status.h"

int qz_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                   int components, int quality, uint8_t **out_data, size_t *out_length,
                   qz_codec_status *status) {
    if (pixels == NULL || out_data == NULL || out_length == NULL || width == 0 || height == 0 ||
        (components != 1 && components != 3 && components != 4) || quality < 1 || quality > 100 ||
        bytes_per_row / (size_t)components < width) {
        return qz_status_set(status, QZ_CODEC_INVALID_ARGUMENT, 0, "invalid JPEG parameters");
    }
    struct jpeg_compress_struct cinfo;
    qz_jpeg_error error;
    unsigned long size = 0;
    cinfo.err = qz_jpeg_error_install(&error);
    if (setjmp(error.jump)) {
        // libjpeg keeps a growing output buffer private until jpeg_finish_compress, so a buffer
        // it had grown is not reachable here; the arguments checked above leave only
        // out-of-memory failures for this path.
        jpeg_destroy_compress(&cinfo);
        return qz_status_set(status, QZ_CODEC_CORRUPT, 0, error.message);
    }
    jpeg_create_compress(&cinfo);
    unsigned char *destination = NULL;
    jpeg_mem_dest(&cinfo, &destination, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    if (components == 4) jpeg_set_colorspace(&cinfo, JCS_CMYK);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)cinfo.next_scanline * bytes_per_row)};
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out_data = destination;
    *out_length = size;
    return qz_status_set(status, QZ_CODEC_OK, 0, NULL);
}
