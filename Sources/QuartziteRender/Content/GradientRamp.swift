/// A gradient's colours sampled at evenly spaced positions, looked up instead of interpolating
/// the stops per pixel (what folded masked gradients are drawn from).
struct GradientRamp {
    /// Entries: 4,096 steps put every colour within a quarter of a level of the exact one for
    /// any stop spacing.
    static let size = 4096

    /// Premultiplied colours, 0–255 each, at positions `lowest + k / perPosition`.
    let colors: [SIMD4<Float>]
    private let lowest: Double
    private let perPosition: Double

    /// The ramp of `gradient` over 0…1, widened to its first and last stops when they lie
    /// outside (beyond them the colour is constant).
    init(_ gradient: GradientRecipe, size: Int = GradientRamp.size) {
        let stops = gradient.stops
        let lo = min(0, stops[0].location), hi = max(1, stops[stops.count - 1].location)
        lowest = lo
        perPosition = Double(size - 1) / (hi - lo)
        colors = (0..<size).map { k in
            SIMD4<Float>(GradientRecipe.color(at: lo + (hi - lo) * Double(k) / Double(size - 1), stops) * 255)
        }
    }

    /// The index of the entry nearest position `t` (NaN gives the first, the first stop's
    /// colour, as ``GradientRecipe/color(at:_:)`` does).
    @inline(__always)
    func index(at t: Double) -> Int {
        let x = (t - lowest) * perPosition + 0.5
        guard x > 0 else { return 0 }
        return x < Double(colors.count - 1) ? Int(x) : colors.count - 1
    }
}
