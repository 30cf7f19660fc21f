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
}
