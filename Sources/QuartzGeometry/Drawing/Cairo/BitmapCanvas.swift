import CCairo

/// The memory behind a bitmap `CGContext` and the cairo painter that paints its commands into
/// it, one at a time as they are drawn (so the bytes are current whenever the caller reads
/// them). Layouts cairo can paint in place — premultiplied RGBA or BGRA, RGB or BGR with a
/// skipped fourth byte, alpha alone in rows of a multiple of 4 bytes — are painted where they
/// lie; the others (alpha first in memory, gray, odd alpha rows) go through a premultiplied
/// RGBA copy around each paint. Little-endian machines only.
final class BitmapCanvas {
    /// The first byte of row 0 (the top row in memory).
    let data: UnsafeMutableRawPointer
    /// Whether `data` was allocated here (freed with the canvas).
    private let ownsData: Bool
    /// The bitmap's size in pixels.
    let width: Int, height: Int
    /// Bytes from one row to the next.
    let bytesPerRow: Int
    /// How each pixel's bytes hold its colour.
    let layout: BitmapPixelLayout
    /// The premultiplied RGBA copy painted for layouts cairo cannot paint in place.
    private let converted: UnsafeMutablePointer<UInt8>?
    private let target: CairoMemoryTarget

    /// A canvas over `data` (or zeroed memory of its own when nil) of `width × height` pixels
    /// in `layout`, rows `bytesPerRow` apart; nil when cairo refuses it or the machine is
    /// big-endian.
    init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: BitmapPixelLayout) {
        #if _endian(little)
            guard width > 0, height > 0 else { return nil }
            let direct = Self.cairoFormat(of: layout, bytesPerRow: bytesPerRow)
            let memory: UnsafeMutableRawPointer
            if let data {
                memory = data
            } else {
                guard let zeroed = calloc(height, bytesPerRow) else { return nil }
                memory = zeroed
            }
            let target: UnsafeMutablePointer<UInt8>
            let format: cairo_format_t
            let stride: Int
            let channels: CairoPainter.Channels
            if let direct {
                converted = nil
                target = memory.assumingMemoryBound(to: UInt8.self)
                (format, stride, channels) = (direct.format, bytesPerRow, direct.channels)
            } else {
                guard let copy = calloc(height, width * 4) else {
                    if data == nil { free(memory) }
                    return nil
                }
                converted = copy.assumingMemoryBound(to: UInt8.self)
                target = copy.assumingMemoryBound(to: UInt8.self)
                (format, stride, channels) = (CAIRO_FORMAT_ARGB32, width * 4, .rgba)
            }
            guard
                let cairoTarget = CairoMemoryTarget(
                    data: target, format: format, width: width, height: height, bytesPerRow: stride, channels: channels)
            else {
                if data == nil { free(memory) }
                free(converted)
                return nil
            }
            self.data = memory
            ownsData = data == nil
            self.width = width
            self.height = height
            self.bytesPerRow = bytesPerRow
            self.layout = layout
            self.target = cairoTarget
        #else
            return nil
        #endif
    }

    deinit {
        free(converted)
        if ownsData { free(data) }
    }

    /// Paints `command` into the bitmap (whatever its bytes hold now: the caller may have
    /// written them since the last paint).
    func paint(_ command: DrawingCommand) {
        if let converted { copyIn(to: converted) }
        target.beginPainting()
        target.painter.paint(command)
        target.endPainting()
        if let converted { copyOut(from: converted) }
    }

    /// The bitmap's bytes, `bytesPerRow × height` (the last row's padding included when it
    /// is there to read).
    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: data, count: bytesPerRow * (height - 1) + width * layout.bytesPerPixel)
    }

    /// The cairo format and channel order that hold `layout`'s bytes as they lie, if any.
    private static func cairoFormat(
        of layout: BitmapPixelLayout, bytesPerRow: Int
    ) -> (format: cairo_format_t, channels: CairoPainter.Channels)? {
        guard bytesPerRow % 4 == 0, !layout.straight else { return nil }
        switch (layout.red, layout.green, layout.blue, layout.alpha, layout.bytesPerPixel) {
        // cairo's ARGB32 word is B, G, R, A in memory; its RGB24 word B, G, R and an unused byte.
        case (2, 1, 0, 3, 4): return (CAIRO_FORMAT_ARGB32, .cairo)
        case (0, 1, 2, 3, 4): return (CAIRO_FORMAT_ARGB32, .rgba)
        case (2, 1, 0, nil, 4): return (CAIRO_FORMAT_RGB24, .cairo)
        case (0, 1, 2, nil, 4): return (CAIRO_FORMAT_RGB24, .rgba)
        case (nil, nil, nil, 0, 1): return (CAIRO_FORMAT_A8, .cairo)
        default: return nil
        }
    }

    /// Copies the bitmap into `copy` as premultiplied RGBA.
    private func copyIn(to copy: UnsafeMutablePointer<UInt8>) {
        for y in 0..<height {
            for x in 0..<width {
                let rgba = layout.premultipliedRGBA(data, at: y * bytesPerRow + x * layout.bytesPerPixel)
                let t = copy + (y * width + x) * 4
                (t[0], t[1], t[2], t[3]) = rgba
            }
        }
    }

    /// Writes the premultiplied RGBA `copy` back into the bitmap's layout.
    private func copyOut(from copy: UnsafeMutablePointer<UInt8>) {
        for y in 0..<height {
            for x in 0..<width {
                let s = copy + (y * width + x) * 4
                layout.store((s[0], s[1], s[2], s[3]), into: data, at: y * bytesPerRow + x * layout.bytesPerPixel)
            }
        }
    }
}
