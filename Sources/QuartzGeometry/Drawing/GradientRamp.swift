/// A gradient's colours sampled at evenly spaced positions, looked up instead of interpolating
/// the stops per pixel (what folded masked gradients and painted gradient drawings are drawn
/// from).
package struct GradientRamp {
    /// Entries: 4,096 steps put every colour within a quarter of a level of the exact one for
    /// any stop spacing.
    package static let size = 4096

    /// Premultiplied colours, 0–255 each, at positions `lowest + k / perPosition`.
    package let colors: [SIMD4<Float>]
    /// The position of the first entry.
    package let lowest: Double
    /// Entries per unit of position.
    package let perPosition: Double

    /// The ramp of `stops` (``GradientStop/premultipliedColor(at:_:)``) over 0…1, widened to
    /// the first and last stops when they lie outside (beyond them the colour is constant),
    /// in `size` entries (at least 2).
    package init(_ stops: [GradientStop], size: Int = GradientRamp.size) {
        let size = max(2, size)
        let lo = min(0, stops[0].location), hi = max(1, stops[stops.count - 1].location)
        lowest = lo
        perPosition = Double(size - 1) / (hi - lo)
        // Positions only grow: the stop pair around each one is found by walking on, not by
        // searching from the first stop (the same pair, so the same colour).
        var k = 0
        colors = (0..<size).map { i in
            let t = lo + (hi - lo) * Double(i) / Double(size - 1)
            let c: SIMD4<Double>
            if !(t > stops[0].location) {
                c = GradientStop.premultiplied(stops[0].color)
            } else if t >= stops[stops.count - 1].location {
                c = GradientStop.premultiplied(stops[stops.count - 1].color)
            } else {
                while stops[k + 1].location <= t { k += 1 }
                c = GradientStop.interpolated(t, stops[k], stops[k + 1])
            }
            return SIMD4<Float>(c * 255)
        }
    }

    /// The index of the entry nearest position `t` (NaN gives the first, the first stop's
    /// colour, as ``GradientStop/premultipliedColor(at:_:)`` does).
    @inline(__always)
    package func index(at t: Double) -> Int {
        let x = (t - lowest) * perPosition + 0.5
        guard x > 0 else { return 0 }
        return x < Double(colors.count - 1) ? Int(x) : colors.count - 1
    }

    /// The entries as premultiplied 8-bit pixels times `alpha` (0…1), each component rounded
    /// to the nearest level, in one 32-bit word each: bytes red, green, blue, alpha in memory
    /// when `rgbaBytes` (Quartzite's pixels), else cairo's `ARGB32` word (alpha in the top
    /// byte, blue in the bottom).
    package func pixelWords(alpha: Double, rgbaBytes: Bool) -> [UInt32] {
        let scale = Float(min(max(alpha, 0), 1))
        return colors.map { c in
            let b = SIMD4<UInt8>(truncatingIfNeeded: SIMD4<Int32>((c * scale).rounded(.toNearestOrAwayFromZero)))
            let (first, third) = rgbaBytes ? (b.x, b.z) : (b.z, b.x)
            return UInt32(first) | UInt32(b.y) << 8 | UInt32(third) << 16 | UInt32(b.w) << 24
        }
    }
}
