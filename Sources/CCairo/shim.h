// cairo, the 2D vector library QuartziteRender rasterizes recorded drawings with
// (Debian: libcairo2-dev; pkg-config: cairo).
#include <cairo.h>
