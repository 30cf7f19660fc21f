import QuartzGeometry
import QuartziteRender

extension Frame {
    /// The pixels with straight (un-premultiplied) alpha, RGBA8, row 0 at the top:
    /// `c = a == 0 ? 0 : min(255, (p·255 + a/2) / a)`, as PNG export writes them.
    public func straightRGBA() -> [UInt8] {
        var out: [UInt8] = []
        straightRGBA(into: &out)
        return out
    }

    /// Writes ``straightRGBA()``'s bytes into `out`, resizing it; its storage is reused when it
    /// is uniquely referenced and large enough.
    public func straightRGBA(into out: inout [UInt8]) {
        if out.count != pixels.count {
            out.removeAll(keepingCapacity: true)
            out.append(contentsOf: repeatElement(0, count: pixels.count))
        }
        out.withUnsafeMutableBytes { o in
            pixels.withUnsafeBytes { p in
                guard let src = p.baseAddress, let dst = o.baseAddress else { return }
                unpremultiplyRGBA(from: src, to: dst, pixelCount: width * height)
            }
        }
    }

    /// Writes ``straightRGBA()``'s bytes into `out` — of this frame's byte count, holding zero
    /// outside `written` (nil: holding anything) — touching only `written` and what the frame
    /// drew (``drawnBounds``): a transparent pixel is zero either way. Returns the rectangle
    /// outside which `out` is zero now (nil: unknown).
    package func straightRGBA(into out: inout [UInt8], written: PixelRect?) -> PixelRect? {
        guard out.count == pixels.count, let written, let drawn = drawnBounds else {
            straightRGBA(into: &out)
            return drawnBounds
        }
        let rowBytes = width * 4
        out.withUnsafeMutableBytes { o in
            pixels.withUnsafeBytes { p in
                guard let src = p.baseAddress, let dst = o.baseAddress else { return }
                // What was written and is not drawn over now: rows outside the drawn rows whole,
                // within them the parts left and right of the drawn columns.
                func clear(_ y: Int, _ x0: Int, _ x1: Int) {
                    guard x1 > x0 else { return }
                    (dst + y * rowBytes + x0 * 4).initializeMemory(as: UInt8.self, repeating: 0, count: (x1 - x0) * 4)
                }
                for y in written.y..<(written.y + written.height) {
                    let x0 = written.x, x1 = written.x + written.width
                    if y < drawn.y || y >= drawn.y + drawn.height {
                        clear(y, x0, x1)
                    } else {
                        clear(y, x0, min(x1, drawn.x))
                        clear(y, max(x0, drawn.x + drawn.width), x1)
                    }
                }
                for y in drawn.y..<(drawn.y + drawn.height) {
                    let offset = y * rowBytes + drawn.x * 4
                    unpremultiplyRGBA(from: src + offset, to: dst + offset, pixelCount: drawn.width)
                }
            }
        }
        return drawn
    }
}
