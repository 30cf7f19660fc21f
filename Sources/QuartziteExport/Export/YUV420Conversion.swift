import QuartziteRender

/// The colour matrix of a Y′CbCr conversion. Both are limited ("TV") range: Y′ 16–235,
/// Cb and Cr 16–240 around 128.
public enum YUVMatrix: String, Sendable, CaseIterable, Hashable {
    /// ITU-R BT.601 (Kr 0.299, Kb 0.114): standard-definition video, ffmpeg's default for
    /// untagged video.
    case bt601
    /// ITU-R BT.709 (Kr 0.2126, Kb 0.0722): high-definition video.
    case bt709

    /// The red and blue weights of luma.
    var weights: (kr: Double, kb: Double) {
        switch self {
        case .bt601: (0.299, 0.114)
        case .bt709: (0.2126, 0.0722)
        }
    }

    /// The name ffmpeg gives the matrix (`-colorspace`), primaries and transfer use the same.
    public var ffmpegName: String {
        switch self {
        case .bt601: "smpte170m"
        case .bt709: "bt709"
        }
    }
}

/// Converts premultiplied RGBA8 frames to planar Y′CbCr 4:2:0 (ffmpeg's `yuv420p`): a Y′ plane
/// of `w × h` bytes, then Cb and Cr planes of `w/2 × h/2` bytes each, where `w` and `h` are the
/// frame's size rounded up to even numbers (the extra column or row is black, as ffmpeg's
/// `pad` filter makes it). The colour written is the premultiplied value, i.e. the frame over
/// black (alpha is dropped).
///
/// Per pixel `Y′ = 16 + 219/255 · (Kr·R + Kg·G + Kb·B)`; per 2×2 block, from the block's mean
/// R, G, B and their luma `Ȳ`: `Cb = 128 + 224/255 · (B − Ȳ) / (2 − 2Kb)` and
/// `Cr = 128 + 224/255 · (R − Ȳ) / (2 − 2Kr)`, each rounded to the nearest integer — the same
/// as ffmpeg's swscale with `flags=area` (box-filtered chroma), within ±1. The arithmetic is
/// integer (coefficients scaled by 2¹⁵), so results are the same on every machine; on x86_64
/// eight columns of two rows go through SSE2 at once, the edges through the same formulas in
/// scalar code.
public enum YUV420Conversion {
    /// The padded size in pixels and the byte count of one `yuv420p` frame for a `width` ×
    /// `height` frame.
    public static func layout(width: Int, height: Int) -> (width: Int, height: Int, byteCount: Int) {
        let w = (max(0, width) + 1) & ~1
        let h = (max(0, height) + 1) & ~1
        return (w, h, w * h + 2 * (w / 2) * (h / 2))
    }

    /// Converts `frame` into `buffer` (resized to ``layout(width:height:)``'s byte count;
    /// its storage is reused when it is uniquely referenced and large enough).
    public static func convert(_ frame: Frame, matrix: YUVMatrix, into buffer: inout [UInt8]) {
        let size = layout(width: frame.width, height: frame.height)
        if buffer.count != size.byteCount {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(0, count: size.byteCount))
        }
        guard size.byteCount > 0 else { return }
        frame.pixels.withUnsafeBytes { source in
            buffer.withUnsafeMutableBytes { out in
                convert(
                    rgba: source.baseAddress!, width: frame.width, height: frame.height, rowBytes: frame.width * 4,
                    matrix: matrix, into: out.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
        }
    }

    /// Converts `width` × `height` RGBA8 pixels at `rgba` (`rowBytes` bytes per row, row 0 at
    /// the top) into the planes at `out` (``layout(width:height:)``'s byte count).
    public static func convert(
        rgba: UnsafeRawPointer, width: Int, height: Int, rowBytes: Int, matrix: YUVMatrix,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let size = layout(width: width, height: height)
        guard size.byteCount > 0 else { return }
        let c = YUVCoefficients(matrix)
        let planes = YUVPlanes(
            y: out, u: out + size.width * size.height,
            v: out + size.width * size.height + (size.width / 2) * (size.height / 2),
            yStride: size.width, chromaStride: size.width / 2)
        // An odd height's last row pairs with a black row (allocated only then).
        let black = height % 2 == 1 ? [UInt8](repeating: 0, count: 4 * width) : []
        black.withUnsafeBytes { blackRow in
            var y = 0
            while y < size.height {
                let row0 = rgba + y * rowBytes
                let row1 = y + 1 < height ? row0 + rowBytes : blackRow.baseAddress!
                var x = 0
                #if arch(x86_64)
                x = convertRowPairSSE2(row0, row1, width: width, y: y, planes: planes, c)
                #endif
                convertRowPairScalar(row0, row1, from: x, width: width, paddedWidth: size.width, y: y, planes: planes, c)
                y += 2
            }
        }
    }

    /// Columns `from ..< paddedWidth` of rows `y` and `y + 1`, two columns at a time; columns
    /// at or past `width` are black.
    static func convertRowPairScalar(
        _ row0: UnsafeRawPointer, _ row1: UnsafeRawPointer, from start: Int, width: Int, paddedWidth: Int, y: Int,
        planes: YUVPlanes, _ c: YUVCoefficients
    ) {
        var x = start
        while x < paddedWidth {
            var sum = SIMD3<Int32>(repeating: 0)
            for dx in 0..<2 {
                let top = x + dx < width ? pixel(row0, x + dx) : SIMD3<Int32>(repeating: 0)
                let bottom = x + dx < width ? pixel(row1, x + dx) : SIMD3<Int32>(repeating: 0)
                planes.y[y * planes.yStride + x + dx] = c.luma(top)
                planes.y[(y + 1) * planes.yStride + x + dx] = c.luma(bottom)
                sum &+= top &+ bottom
            }
            let (u, v) = c.chroma(sum)
            planes.u[(y / 2) * planes.chromaStride + x / 2] = u
            planes.v[(y / 2) * planes.chromaStride + x / 2] = v
            x += 2
        }
    }

    @inline(__always)
    static func pixel(_ row: UnsafeRawPointer, _ x: Int) -> SIMD3<Int32> {
        let p = row.advanced(by: 4 * x).assumingMemoryBound(to: UInt8.self)
        return SIMD3(Int32(p[0]), Int32(p[1]), Int32(p[2]))
    }
}

/// Where the three planes of one `yuv420p` frame are.
struct YUVPlanes {
    let y: UnsafeMutablePointer<UInt8>
    let u: UnsafeMutablePointer<UInt8>
    let v: UnsafeMutablePointer<UInt8>
    /// Bytes per row of the Y′ plane.
    let yStride: Int
    /// Bytes per row of the Cb and Cr planes.
    let chromaStride: Int
}

/// A matrix's coefficients in fixed point: luma weights × 2¹⁵ (`Y′ = (Σ w·c + 16·2¹⁵ + 2¹⁴) >> 15`)
/// and chroma weights × 2¹⁵ applied to sums of four pixels (`>> 17`, the mean). Every weight
/// fits 16 bits, as SSE2's `pmaddwd` needs; the chroma weights of a row sum to zero, so grey
/// has Cb = Cr = 128 exactly, and the luma weights to 219/255 · 2¹⁵, so white is 235.
struct YUVCoefficients {
    let yR: Int32, yG: Int32, yB: Int32
    let uR: Int32, uG: Int32, uB: Int32
    let vR: Int32, vG: Int32, vB: Int32
    static let lumaOffset: Int32 = (16 << 15) + (1 << 14)
    static let chromaOffset: Int32 = (128 << 17) + (1 << 16)

    init(_ matrix: YUVMatrix) {
        let (kr, kb) = matrix.weights
        let one = Double(1 << 15)
        let lumaScale = 219.0 / 255.0 * one
        let chromaScale = 224.0 / 255.0 * one
        yR = Int32((kr * lumaScale).rounded())
        yB = Int32((kb * lumaScale).rounded())
        yG = Int32(lumaScale.rounded()) - yR - yB
        uR = Int32((-kr / (2 - 2 * kb) * chromaScale).rounded())
        uB = Int32((0.5 * chromaScale).rounded())
        uG = -uR - uB
        vR = uB
        vB = Int32((-kb / (2 - 2 * kr) * chromaScale).rounded())
        vG = -vR - vB
    }

    /// Y′ of one pixel's R, G, B.
    @inline(__always)
    func luma(_ p: SIMD3<Int32>) -> UInt8 {
        UInt8(clamping: (yR &* p.x &+ yG &* p.y &+ yB &* p.z &+ Self.lumaOffset) >> 15)
    }

    /// Cb and Cr of a block from the sums of its four pixels' R, G, B.
    @inline(__always)
    func chroma(_ s: SIMD3<Int32>) -> (UInt8, UInt8) {
        (UInt8(clamping: (uR &* s.x &+ uG &* s.y &+ uB &* s.z &+ Self.chromaOffset) >> 17),
         UInt8(clamping: (vR &* s.x &+ vG &* s.y &+ vB &* s.z &+ Self.chromaOffset) >> 17))
    }
}
