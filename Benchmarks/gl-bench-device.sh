#!/usr/bin/env bash
# gl-bench-device.sh IN.c OUT.c — writes a copy of the raw GLES harness (bench-peers/gl_bench.c)
# that opens Mesa's surfaceless platform as before and, where that platform is missing (NVIDIA's
# EGL), the first EGL device (EGL_EXT_platform_device), as Quartzite's `device` platform does.
# Only the display is changed: the measured drawing and readback code is the peer's own.
set -euo pipefail
python3 - "$1" "$2" <<'PY'
import sys
src = open(sys.argv[1]).read()
old = "EGLDisplay dpy = gpd(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);"
new = """EGLDisplay dpy = gpd(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
    if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, NULL, NULL)) {
        /* no Mesa surfaceless platform: the first EGL device (NVIDIA's headless path) */
        PFNEGLQUERYDEVICESEXTPROC qd = (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
        EGLDeviceEXT devices[8]; EGLint ndev = 0;
        if (!qd || !qd(8, devices, &ndev) || ndev < 1) die("no surfaceless platform and no EGL device");
        dpy = gpd(EGL_PLATFORM_DEVICE_EXT, devices[0], NULL);
    }"""
if old not in src:
    sys.exit("gl-bench-device.sh: the harness's display line changed; update the patch")
out = src.replace(old, new)
# name the system by what it ran on rather than always "gl-llvmpipe"
out = out.replace('report(rep, "gl-llvmpipe"', 'report(rep, gl_system()').replace('report(rep, "gl-llvmpipe"', 'report(rep, gl_system()')
helper = """
static const char *gl_system(void) {
    const char *r = (const char *)glGetString(GL_RENDERER);
    return (r && strstr(r, "llvmpipe")) ? "gl-llvmpipe" : "gl-raw";
}
"""
i = out.index("int main(")
out = out[:i] + helper + out[i:]
open(sys.argv[2], "w").write(out)
PY
