import CCairo
import QuartzGeometry

/// A cairo context over some rows of a pass's premultiplied RGBA8 pixels, painting one
/// drawing after another (a band's drawing quads share it: a context and a surface for each
/// would cost more than a small drawing). User space is the pass's pixels. Pixels written by
/// others between two paints are fine: the surface is marked dirty before and flushed after
/// each. Little-endian machines only (see ``RecordedDrawing/paint(into:bytesPerRow:region:offset:alpha:)``).
package final class DrawingCanvas {
    private let target: CairoMemoryTarget

    /// A canvas over the pixels `region` of a pass, `target` pointing at its top-left pixel,
    /// rows `bytesPerRow` apart; nil when cairo refuses it.
    package init?(target: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, region: PixelRect) {
        #if _endian(little)
            guard bytesPerRow >= region.width * 4,
                let memory = CairoMemoryTarget(
                    data: target, format: CAIRO_FORMAT_ARGB32, width: region.width, height: region.height,
                    bytesPerRow: bytesPerRow, channels: .rgba)
            else { return nil }
            // Pass pixel p is byte row p − region.origin.
            memory.setOrigin(x: region.x, y: region.y)
            self.target = memory
        #else
            return nil
        #endif
    }

    /// Paints `drawing` (its canvas on the pass's pixels), source-over with its alpha times
    /// `alpha`, inside the pass pixels `clip`; a translucent drawing of several commands as one
    /// group.
    package func paint(_ drawing: RecordedDrawing, clip: PixelRect, alpha: Double) {
        let cr = target.cr, painter = target.painter
        target.beginPainting()
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
        target.endPainting()
    }
}
