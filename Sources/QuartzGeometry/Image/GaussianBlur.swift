import Foundation

/// The separable Gaussian blur of the compositor's passes and of drawn shadows: rows into a
/// scratch buffer, then columns back; pixels outside the image count as transparent.
package enum GaussianBlur {
    /// Writes the normalised Gaussian weights for `sigma` (pixels) into `weights` (index k + R
    /// for offset k) and returns R = ⌈3σ⌉; `weights` must hold 2R + 1 values.
    package static func kernel(sigma: Double, into weights: UnsafeMutableBufferPointer<Float>) -> Int {
        let radius = radius(sigma: sigma)
        precondition(weights.count >= 2 * radius + 1, "kernel buffer too small")
        var sum = 0.0
        var raw = [Double](repeating: 0, count: 2 * radius + 1)
        for k in -radius...radius {
            let w = sigma > 0 ? exp(-Double(k * k) / (2 * sigma * sigma)) : (k == 0 ? 1 : 0)
            raw[k + radius] = w
            sum += w
        }
        for i in 0..<raw.count { weights[i] = Float(raw[i] / sum) }
        return radius
    }

    /// The blur radius ⌈3σ⌉ for `sigma` pixels (0 for σ ≤ 0), capped at 1024.
    package static func radius(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int(min(1024, (3 * sigma).rounded(.up)))
    }

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
                ByteQuantization.store(ByteQuantization.bytes(acc), at: out + x * 4)
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
                ByteQuantization.store(ByteQuantization.bytes(acc), at: out + x * 4)
            }
        }
    }
}
