// pango with its cairo backend (HarfBuzz shaping, fontconfig fonts), which QuartziteRender
// lays out and draws CATextLayer text with (Debian: libpango1.0-dev; pkg-config: pangocairo).
#include <pango/pangocairo.h>
// HarfBuzz's OpenType tables (pango's own shaper, linked through pangocairo): a font's names
// from its `name` table, for Core Text's name functions.
#include <hb-ot.h>
// fontconfig, which pango finds fonts through: its rescan interval is set to 0 (no rescans
// while a process runs).
#include <fontconfig/fontconfig.h>
