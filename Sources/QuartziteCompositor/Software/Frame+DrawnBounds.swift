extension Frame {
    /// The smallest rectangle outside which every pixel is transparent zero, when the renderer
    /// that last wrote the frame knows it: empty for a wholly transparent frame, nil when
    /// unknown (any pixel may hold anything).
    package var drawnBounds: PixelRect? {
        guard let region = transparentOutside else { return nil }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for box in region.boxes {
            x0 = min(x0, max(0, box.x0))
            y0 = min(y0, max(0, box.y0))
            x1 = max(x1, min(width, box.x1))
            y1 = max(y1, min(height, box.y1))
        }
        guard x0 < x1, y0 < y1 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
