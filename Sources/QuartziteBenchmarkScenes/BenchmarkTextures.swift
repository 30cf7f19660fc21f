import Foundation
import QuartzGeometry
import QuartziteCompositor

/// The textures of the standard benchmark scenes, generated exactly as
/// `../shared/bench-peers/scene.h` does (premultiplied RGBA8, row 0 at the top).
public enum BenchmarkTextures {
    /// `hue(k, n)`: `0.5 + 0.5·cos(2π(k/n − o))` for o = 0, 1/3, 2/3.
    public static func hue(_ k: Int, _ n: Int) -> SIMD3<Double> {
        let h = Double(k) / Double(n)
        return SIMD3(
            0.5 + 0.5 * cos(2 * Double.pi * h), 0.5 + 0.5 * cos(2 * Double.pi * (h - 1.0 / 3)),
            0.5 + 0.5 * cos(2 * Double.pi * (h - 2.0 / 3)))
    }

    /// `round(clamp(v, 0, 1) · 255)` (C's `(uint8_t)(v·255 + 0.5)`).
    public static func byte(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }

    /// S1 sprite `k` (`size` × `size`): an anti-aliased disc of radius 0.45·size, vertical
    /// shading, darker odd 8×8 checker cells.
    public static func sprite(_ k: Int, size: Int = 64) -> CGImage {
        let c = hue(k, 16)
        let s = Double(size)
        return image(size, size) { x, y in
            let dx = Double(x) + 0.5 - s / 2
            let dy = Double(y) + 0.5 - s / 2
            let a = min(max(0.45 * s - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
            var i = 0.6 + 0.4 * (1 - (Double(y) + 0.5) / s)
            if (x / 8 + y / 8) & 1 == 1 { i *= 0.85 }
            return (byte(c.x * i * a), byte(c.y * i * a), byte(c.z * i * a), byte(a))
        }
    }

    /// S2 card `k` (`size` × `size`): an opaque rounded rectangle (2 px transparent margin,
    /// radius 0.1·size, 1-px anti-aliased edge), horizontal gradient, darker odd 32×32 cells.
    public static func card(_ k: Int, size: Int = 256) -> CGImage {
        let c = hue(k, 16)
        let s = Double(size)
        let half = s / 2 - 2
        let r = 0.1 * s
        return image(size, size) { x, y in
            let px = abs(Double(x) + 0.5 - s / 2) - (half - r)
            let py = abs(Double(y) + 0.5 - s / 2) - (half - r)
            let ox = max(px, 0)
            let oy = max(py, 0)
            let sd = (ox * ox + oy * oy).squareRoot() + min(max(px, py), 0) - r
            let a = min(max(0.5 - sd, 0), 1)
            var i = 0.5 + 0.5 * (Double(x) + 0.5) / s
            if (x / 32 + y / 32) & 1 == 1 { i *= 0.8 }
            return (byte(c.x * i * a), byte(c.y * i * a), byte(c.z * i * a), byte(a))
        }
    }

    /// S3 layer `k` (`width` × `height`, opaque): `r = x/width, g = y/height,
    /// b = 0.5 + 0.5·sin(k + (x + y)/50)`.
    public static func fullscreen(_ k: Int, width: Int = 1920, height: Int = 1080) -> CGImage {
        image(width, height) { x, y in
            (
                byte(Double(x) / Double(width)), byte(Double(y) / Double(height)),
                byte(0.5 + 0.5 * sin(Double(k) + Double(x + y) / 50)), 255
            )
        }
    }

    static func image(_ w: Int, _ h: Int, _ texel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let t = texel(x, y)
                let o = (y * w + x) * 4
                pixels[o] = t.0
                pixels[o + 1] = t.1
                pixels[o + 2] = t.2
                pixels[o + 3] = t.3
            }
        }
        // The sizes are positive and far below the limits, so creation cannot fail.
        return try! CGImage(width: w, height: h, premultipliedRGBA: pixels)
    }
}
