#!/usr/bin/env bash
# Installs the Debian packages Quartzite builds and runs with. Idempotent; safe to re-run.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
packages=(
    pkg-config
    libpng-dev libjpeg62-turbo-dev            # CGImage: PNG and JPEG codecs
    zlib1g-dev                                # .lottie archives: DEFLATE (zlib)
    libdeflate-dev                            # CGImage: fast PNG encoding (one filter per image)
    libcairo2-dev                             # recorded drawings (custom draw(in:)) → pixels
    libpango1.0-dev                           # CATextLayer: layout and shaping (pango, HarfBuzz)
    libfontconfig-dev                         # fonts found by fontconfig (its rescans turned off)
    fonts-liberation2                         # CATextLayer: Liberation Sans for "Helvetica" (same metrics)
    fonts-dejavu-core                         # CATextLayer: fallback, Arabic and Hebrew
    fonts-wqy-microhei                        # CATextLayer: CJK (1.6 MB; Noto CJK is 56 MB)
    libegl-dev libgles-dev libgbm-dev         # the GL renderer: EGL + GLES 3 + GBM
    libegl-mesa0 libgl1-mesa-dri libgles2     # Mesa's EGL/GLES drivers (llvmpipe without a GPU)
    glslang-tools                             # validates Shaders/ in CI
    ffmpeg                                    # video export
)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
