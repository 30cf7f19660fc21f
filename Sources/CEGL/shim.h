// EGL 1.5 with the extension headers, and OpenGL ES 3.2. Extension functions are not declared
// here as prototypes: QuartziteGL loads them with eglGetProcAddress.
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl32.h>
