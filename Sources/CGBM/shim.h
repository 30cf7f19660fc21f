// Mesa's generic buffer manager: a DRM render node opened as an EGL display (EGL_PLATFORM_GBM_KHR).
#include <gbm.h>
