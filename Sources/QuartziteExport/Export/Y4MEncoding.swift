import QuartziteRender

/// YUV4MPEG2 (`.y4m`) framing and colour conversion: 4:4:4 planes (`C444`), BT.601
/// limited-range ("TV") coefficients, square pixels, progressive. Y4M carries no alpha, so the
/// colour written is the frame composited over black — the premultiplied values as they are.
///
/// Integer BT.601 (as in ITU-R BT.601 and libswscale's defaults for untagged video):
/// `Y = ((66R + 129G + 25B + 128) >> 8) + 16`,
/// `U = ((−38R − 74G + 112B + 128) >> 8) + 128`, `V = ((112R − 94G − 18B + 128) >> 8) + 128`.
public enum Y4MEncoding {
    /// The stream header for `width` × `height` frames at `fps` (a whole rate is written
    /// `Fn:1`, any other as thousandths, `F29970:1000`).
    public static func header(width: Int, height: Int, fps: Double) -> String {
        let rate: String
        if fps == fps.rounded() {
            rate = "\(Int(fps)):1"
        } else {
            rate = "\(Int((fps * 1000).rounded())):1000"
        }
        return "YUV4MPEG2 W\(width) H\(height) F\(rate) Ip A1:1 C444\n"
    }

    /// The bytes of one frame: `FRAME\n`, then the Y, U and V planes (`width × height` bytes each).
    public static func frame(_ frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        self.frame(frame, into: &out)
        return out
    }

    /// Writes ``frame(_:)``'s bytes into `out`, resizing it; its storage is reused when it is
    /// uniquely referenced and large enough.
    public static func frame(_ frame: Frame, into out: inout [UInt8]) {
        let marker = "FRAME\n".utf8
        let count = frame.width * frame.height
        let total = marker.count + 3 * count
        if out.count != total {
            out.removeAll(keepingCapacity: true)
            out.append(contentsOf: repeatElement(0, count: total))
        }
        out.withUnsafeMutableBufferPointer { o in
            for (i, byte) in marker.enumerated() { o[i] = byte }
            frame.pixels.withUnsafeBufferPointer { p in
                let y = marker.count
                let u = y + count
                let v = u + count
                for i in 0..<count {
                    let r = Int32(p[4 * i])
                    let g = Int32(p[4 * i + 1])
                    let b = Int32(p[4 * i + 2])
                    o[y + i] = UInt8(truncatingIfNeeded: ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16)
                    o[u + i] = UInt8(truncatingIfNeeded: ((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128)
                    o[v + i] = UInt8(truncatingIfNeeded: ((112 * r - 94 * g - 18 * b + 128) >> 8) + 128)
                }
            }
        }
    }
}
