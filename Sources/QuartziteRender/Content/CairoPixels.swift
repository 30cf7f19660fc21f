import CCairo
import CPixelKernels
import Quartzite

/// Conversions between Quartzite's premultiplied RGBA8 bytes and cairo's `ARGB32` pixels
/// (premultiplied, one native-endian 32-bit word per pixel: alpha in the top byte).
enum CairoPixels {
    /// The premultiplied RGBA8 bytes (row 0 at the top, tightly packed) of the `ARGB32`
    /// pixels at `data` (`width × height`, rows `stride` bytes apart).
    static func rgbaBytes(from data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let v = row[x]
                    let i = (y * width + x) * 4
                    buffer[i] = UInt8(truncatingIfNeeded: v >> 16)
                    buffer[i + 1] = UInt8(truncatingIfNeeded: v >> 8)
                    buffer[i + 2] = UInt8(truncatingIfNeeded: v)
                    buffer[i + 3] = UInt8(truncatingIfNeeded: v >> 24)
                }
            }
            count = width * height * 4
        }
    }

    /// Whether a `width × height` canvas is within cairo's (32,767 pixels a side) and
    /// `CGImage`'s limits.
    private static func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= 32_767 && height <= 32_767
            && width <= CGImage.maximumDimension && height <= CGImage.maximumDimension
            && width * height <= CGImage.maximumByteCount / 4
    }

    /// New zeroed bytes, `stride × height`, that `draw` paints on through a cairo context over
    /// an image surface of `format` using them as its pixels, then `finish` sees; nil when cairo
    /// fails.
    private static func painted(
        _ format: cairo_format_t, width: Int, height: Int, stride: Int, draw: (OpaquePointer) -> Void,
        finish: (UnsafeMutableRawBufferPointer) -> Void = { _ in }
    ) -> [UInt8]? {
        var bytes = zeroedBytes(count: stride * height)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(
                    base, format, Int32(width), Int32(height), Int32(stride))
            else { return false }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                return false
            }
            draw(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            finish(buffer)
            return true
        }
        return drawn ? bytes : nil
    }

    /// A `width × height` premultiplied RGBA8 image of what `draw` paints with the cairo
    /// context it is given, on transparent pixels; nil when the size is beyond cairo's (32,767
    /// pixels a side) or `CGImage`'s limits, or cairo fails. Cairo draws straight into the
    /// image's bytes (rows of `width × 4` bytes, cairo's stride for ARGB32), which are then
    /// reordered in place.
    static func image(width: Int, height: Int, draw: (OpaquePointer) -> Void) -> CGImage? {
        guard fits(width: width, height: height),
            Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4,
            let bytes = painted(CAIRO_FORMAT_ARGB32, width: width, height: height, stride: width * 4, draw: draw, finish: { buffer in
                guard let base = buffer.baseAddress else { return }
                #if _endian(little)
                qz_swap_red_blue(base.assumingMemoryBound(to: UInt8.self), width * height)
                #else
                buffer.copyBytes(from: rgbaBytes(from: base, width: width, height: height, stride: width * 4))
                #endif
            })
        else { return nil }
        return try? CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// The coverage of what `draw` paints — the alpha alone, one byte a pixel, rows
    /// `stride` bytes apart (cairo's A8 stride: `width` rounded up to 4), row 0 at the top —
    /// with the cairo context it is given, on transparent pixels; nil as ``image(width:height:draw:)``.
    /// A quarter of the memory of the colour image and no reordering, for masks.
    static func alpha(width: Int, height: Int, draw: (OpaquePointer) -> Void) -> (bytes: [UInt8], stride: Int)? {
        guard fits(width: width, height: height) else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride >= width, let bytes = painted(CAIRO_FORMAT_A8, width: width, height: height, stride: stride, draw: draw)
        else { return nil }
        return (bytes, stride)
    }
}
