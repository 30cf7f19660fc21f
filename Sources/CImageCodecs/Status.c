#include "Status.h"

#include <string.h>

int qz_status_set(qz_codec_status *status, int code, size_t offset, const char *message) {
    if (status != NULL) {
        status->code = code;
        status->offset = offset;
        size_t n = 0;
        if (message != NULL) {
            n = strlen(message);
            if (n >= sizeof(status->message)) n = sizeof(status->message) - 1;
            memcpy(status->message, message, n);
        }
        status->message[n] = '\0';
    }
    return code;
}
