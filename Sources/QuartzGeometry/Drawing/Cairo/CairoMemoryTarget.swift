import CCairo

/// A cairo image surface over memory someone else owns, its context, and a ``CairoPainter``
/// on it: what painting into a pass's rows or a bitmap context's memory needs. Pixels written
/// by others between two paints are fine: paint between ``beginPainting()`` and
/// ``endPainting()``, which mark the surface dirty and flush it.
package final class CairoMemoryTarget {
    let surface: OpaquePointer
    /// The cairo context (`cairo_t`).
    package let cr: OpaquePointer
    /// The painter drawing commands on the context.
    package let painter: CairoPainter

    /// A `width × height` surface of `format` over `data`, rows `bytesPerRow` apart, painted
    /// with `channels`; nil when cairo refuses it (sizes beyond 32,767 pixels, rows not a
    /// multiple of 4 bytes or too short).
    package init?(
        data: UnsafeMutablePointer<UInt8>, format: cairo_format_t, width: Int, height: Int, bytesPerRow: Int,
        channels: CairoPainter.Channels
    ) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, bytesPerRow % 4 == 0,
            bytesPerRow >= Int(cairo_format_stride_for_width(format, Int32(width))),
            let surface = cairo_image_surface_create_for_data(data, format, Int32(width), Int32(height), Int32(bytesPerRow))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.cr = cr
        painter = CairoPainter(cr: cr, channels: channels)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Moves the surface's origin: pixel (`x`, `y`) of user space is the memory's first pixel.
    package func setOrigin(x: Int, y: Int) {
        cairo_surface_set_device_offset(surface, Double(-x), Double(-y))
    }

    /// Tells cairo the memory may have changed since it last painted.
    package func beginPainting() {
        cairo_surface_mark_dirty(surface)
    }

    /// Writes everything painted into the memory.
    package func endPainting() {
        cairo_surface_flush(surface)
    }
}
