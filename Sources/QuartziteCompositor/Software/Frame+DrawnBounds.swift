extension Frame {
    /// The smallest rectangle outside which every pixel is transparent zero, when the renderer
    /// that last wrote the frame knows it: empty for a wholly transparent frame, nil when
    /// unknown (any pixel may hold anything).
    package var drawnBounds: PixelRect? {
        guard let region = transparentOutside else { return nil }
        let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard let first = region.boxes.first else { return empty }
        let b = region.boxes.dropFirst().reduce(first, DirtyRegion.union)
        let x0 = max(0, b.x0), y0 = max(0, b.y0), x1 = min(width, b.x1), y1 = min(height, b.y1)
        return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : empty
    }
}
