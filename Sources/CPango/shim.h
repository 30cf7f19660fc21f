// pango with its cairo backend (HarfBuzz shaping, fontconfig fonts), which QuartziteRender
// lays out and draws CATextLayer text with (Debian: libpango1.0-dev; pkg-config: pangocairo).
#include <pango/pangocairo.h>
// fontconfig, which pango finds fonts through: its rescan interval is set to 0 (no rescans
// while a process runs).
#include <fontconfig/fontconfig.h>
