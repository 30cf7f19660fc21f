import Foundation
import QuartzGeometry

/// Small procedural textures for the golden scenes (premultiplied RGBA8, opaque unless said).
public enum TestTextures {
    /// An image of `w` × `h` texels from `texel(x, y)`.
    public static func make(_ w: Int, _ h: Int, _ texel: (Int, Int) -> SIMD4<UInt8>) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let t = texel(x, y)
                for c in 0..<4 { pixels[(y * w + x) * 4 + c] = t[c] }
            }
        }
        return try! CGImage(width: w, height: h, premultipliedRGBA: pixels)
    }

    /// A checker of `cell`-pixel squares: orange/teal with a diagonal red-to-blue gradient.
    public static func checker(size: Int, cell: Int) -> CGImage {
        make(size, size) { x, y in
            let odd = (x / cell + y / cell) & 1 == 1
            let t = UInt8(255 * (x + y) / (2 * size - 2))
            return odd ? SIMD4(240, 150, 30, 255) : SIMD4(t, 60, 255 - t, 255)
        }
    }

    /// A 24×24 frame for nine-part tests: four distinct 8×8 corners, striped edges, grey centre.
    public static func ninePart() -> CGImage {
        make(24, 24) { x, y in
            let cx = x < 8 ? 0 : (x < 16 ? 1 : 2)
            let cy = y < 8 ? 0 : (y < 16 ? 1 : 2)
            switch (cx, cy) {
            case (0, 0): return SIMD4(220, 40, 40, 255)
            case (2, 0): return SIMD4(40, 200, 40, 255)
            case (0, 2): return SIMD4(40, 40, 220, 255)
            case (2, 2): return SIMD4(230, 200, 30, 255)
            case (1, 1): return SIMD4(128, 128, 128, 255)
            default: return (x + y) & 1 == 0 ? SIMD4(255, 255, 255, 255) : SIMD4(30, 30, 30, 255)
            }
        }
    }

    /// 256×256 one-pixel black/white columns, tinted by row band: aliases badly when minified
    /// without mip levels.
    public static func stripes() -> CGImage {
        make(256, 256) { x, y in
            let on = x & 1 == 0
            let band = UInt8(y / 64 * 60)
            return on ? SIMD4(255, 255 - band, band, 255) : SIMD4(0, 0, 0, 255)
        }
    }
}
