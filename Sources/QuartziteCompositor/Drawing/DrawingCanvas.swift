import CCairo
import QuartzGeometry

/// A cairo context over some rows of a pass's premultiplied RGBA8 pixels, painting one
/// drawing after another (a band's drawing quads share it: a context and a surface for each
/// would cost more than a small drawing). User space is the pass's pixels. Pixels written by
/// others between two paints are fine: the surface is marked dirty before and flushed after
/// each. Little-endian machines only (see ``RecordedDrawing/paint(into:bytesPerRow:region:offset:alpha:)``).
package final class DrawingCanvas {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let painter: CairoPainter

    /// A canvas over the pixels `region` of a pass, `target` pointing at its top-left pixel,
    /// rows `bytesPerRow` apart; nil when cairo refuses it.
    package init?(target: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, region: PixelRect) {
        #if _endian(little)
            guard region.width > 0, region.height > 0, bytesPerRow >= region.width * 4, bytesPerRow % 4 == 0,
                region.width <= 32_767, region.height <= 32_767,
                let surface = cairo_image_surface_create_for_data(
                    target, CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height), Int32(bytesPerRow))
            else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            // Pass pixel p is byte row p − region.origin.
            cairo_surface_set_device_offset(surface, Double(-region.x), Double(-region.y))
            self.surface = surface
            self.cr = cr
            painter = CairoPainter(cr: cr, channels: .rgba)
        #else
            return nil
        #endif
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Paints `drawing` (its canvas on the pass's pixels), source-over with its alpha times
    /// `alpha`, inside the pass pixels `clip`; a translucent drawing of several commands as one
    /// group.
    package func paint(_ drawing: RecordedDrawing, clip: PixelRect, alpha: Double) {
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_rectangle(cr, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
        let grouped = alpha < 1 && drawing.commands.count > 1
        painter.alphaScale = grouped ? 1 : alpha
        if grouped { cairo_push_group(cr) }
        for command in drawing.commands { painter.paint(command) }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }
}
