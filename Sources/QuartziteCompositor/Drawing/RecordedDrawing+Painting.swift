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
        // The canvas's user space is the pass's pixels less `offset`: its region moved back.
        let moved = PixelRect(x: region.x - offset.x, y: region.y - offset.y, width: region.width, height: region.height)
        guard let canvas = DrawingCanvas(target: target, bytesPerRow: bytesPerRow, region: moved) else { return false }
        canvas.paint(self, clip: moved, alpha: alpha)
        return true
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
