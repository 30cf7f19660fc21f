#include "JPEGError.h"

#include <jerror.h>

static void qz_jpeg_error_exit(j_common_ptr cinfo) {
    qz_jpeg_error *error = (qz_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->message);
    longjmp(error->jump, 1);
}

static void qz_jpeg_emit_message(j_common_ptr cinfo, int level) {
    // A premature end of the data is only a warning in libjpeg (it pads with an EOI marker and
    // returns gray rows); a truncated file must be an error here.
    if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) qz_jpeg_error_exit(cinfo);
    if (level < 0) cinfo->err->num_warnings++;
}

static void qz_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

struct jpeg_error_mgr *qz_jpeg_error_install(qz_jpeg_error *error) {
    struct jpeg_error_mgr *pub = jpeg_std_error(&error->pub);
    pub->error_exit = qz_jpeg_error_exit;
    pub->emit_message = qz_jpeg_emit_message;
    pub->output_message = qz_jpeg_output_message;
    error->message[0] = '\0';
    return pub;
}

static void qz_jpeg_progress(j_common_ptr cinfo) {
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    double pixels = (double)d->image_width * (double)d->image_height;
    int limit = pixels > 0 && QZ_JPEG_SCAN_WORK / pixels < QZ_JPEG_MAX_SCANS ? (int)(QZ_JPEG_SCAN_WORK / pixels) : QZ_JPEG_MAX_SCANS;
    if (limit < QZ_JPEG_MIN_SCANS) limit = QZ_JPEG_MIN_SCANS;
    if (d->input_scan_number > limit) {
        qz_jpeg_error *error = (qz_jpeg_error *)cinfo->err;
        snprintf(error->message, JMSG_LENGTH_MAX, "more than %d progressive scans for %ux%u pixels", limit,
                 (unsigned)d->image_width, (unsigned)d->image_height);
        longjmp(error->jump, 1);
    }
}

void qz_jpeg_install_limits(struct jpeg_decompress_struct *cinfo, struct jpeg_progress_mgr *progress) {
    cinfo->mem->max_memory_to_use = QZ_JPEG_MAX_MEMORY;
    progress->progress_monitor = qz_jpeg_progress;
    cinfo->progress = progress;
}
