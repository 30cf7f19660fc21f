import CCairo
import QuartzGeometry

extension RecordedDrawing {
    /// Paints this drawing, source-over with its alpha times `alpha` (0…1), onto premultiplied
    /// RGBA8 pixels: `target` is the top-left pixel of `region` (device pixels, the drawing's
    /// canvas moved by `offset`), rows `bytesPerRow` bytes apart; nothing outside `region` is
    /// touched. A translucent drawing of several commands is painted as one group (as a layer's
    /// opacity applies to its composited content). False when cairo refuses the surface or the
    /// machine is big-endian (cairo's `ARGB32` words are then not RGBA bytes).
    @discardableResult
    package func paint(
        into target: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, region: PixelRect, offset: SIMD2<Int>,
        alpha: Double = 1
    ) -> Bool {
        #if _endian(little)
            guard region.width > 0, region.height > 0, bytesPerRow >= region.width * 4, bytesPerRow % 4 == 0,
                region.width <= 32_767, region.height <= 32_767,
                let surface = cairo_image_surface_create_for_data(
                    target, CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height), Int32(bytesPerRow))
            else { return false }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                return false
            }
            defer { cairo_destroy(cr) }
            // Drawing point p lands on device pixel p + offset, at byte row (p + offset − region.origin).
            cairo_surface_set_device_offset(
                surface, Double(offset.x - region.x), Double(offset.y - region.y))
            let painter = CairoPainter(cr: cr, channels: .rgba)
            let grouped = alpha < 1 && commands.count > 1
            if grouped {
                cairo_push_group(cr)
            } else {
                painter.alphaScale = alpha
            }
            for command in commands { painter.paint(command) }
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_surface_flush(surface)
            return true
        #else
            return false
        #endif
    }

    /// The pixels `region` of this drawing moved by `offset` (see
    /// ``paint(into:bytesPerRow:region:offset:alpha:)``) on transparent ones, as a premultiplied
    /// RGBA8 image of the region's size; nil when it cannot be painted.
    package func image(of region: PixelRect, offset: SIMD2<Int>, alpha: Double = 1) -> CGImage? {
        guard region.width > 0, region.height > 0, CGImage.isWithinLimits(PixelSize(width: region.width, height: region.height))
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: region.width * region.height * 4)
        let painted = bytes.withUnsafeMutableBufferPointer { buffer in
            paint(into: buffer.baseAddress!, bytesPerRow: region.width * 4, region: region, offset: offset, alpha: alpha)
        }
        guard painted else { return nil }
        return try? CGImage(width: region.width, height: region.height, premultipliedRGBA: bytes)
    }
}
