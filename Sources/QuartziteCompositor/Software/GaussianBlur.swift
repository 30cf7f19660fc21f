/// The separable Gaussian blur of a pass (see `PixelMath`): rows into a scratch buffer, then
/// columns back; pixels outside the pass count as transparent.
package enum GaussianBlur {
    /// Blurs rows `rows` of `source` horizontally into `destination` with the normalised
    /// `weights` (2·radius + 1 values).
    package static func horizontal(
        source: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, width: Int,
        rows: Range<Int>, weights: UnsafePointer<Float>, radius: Int
    ) {
        for y in rows {
            let row = source + y * width * 4
            let out = destination + y * width * 4
            for x in 0..<width {
                var acc = SIMD4<Float>.zero
                let k0 = max(-radius, -x)
                let k1 = min(radius, width - 1 - x)
                var k = k0
                while k <= k1 {
                    let p = row + (x + k) * 4
                    acc += SIMD4<Float>(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) * weights[k + radius]
                    k += 1
                }
                QuadRasterizer.store(PixelMath.quantize(acc), out + x * 4)
            }
        }
    }

    /// Blurs rows `rows` of the result vertically from `source` (the whole horizontally
    /// blurred image, `height` rows) into `destination`.
    package static func vertical(
        source: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        rows: Range<Int>, weights: UnsafePointer<Float>, radius: Int
    ) {
        for y in rows {
            let out = destination + y * width * 4
            let k0 = max(-radius, -y)
            let k1 = min(radius, height - 1 - y)
            for x in 0..<width {
                var acc = SIMD4<Float>.zero
                var k = k0
                while k <= k1 {
                    let p = source + ((y + k) * width + x) * 4
                    acc += SIMD4<Float>(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) * weights[k + radius]
                    k += 1
                }
                QuadRasterizer.store(PixelMath.quantize(acc), out + x * 4)
            }
        }
    }
}
