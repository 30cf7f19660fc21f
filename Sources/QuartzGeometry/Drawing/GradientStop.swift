/// A gradient stop: its location along the gradient and its straight (unpremultiplied) sRGB
/// colour, components 0…1 (red, green, blue, alpha).
package struct GradientStop: Hashable, Sendable {
    package var location: Double
    package var color: SIMD4<Double>

    package init(location: Double, color: SIMD4<Double>) {
        self.location = location
        self.color = color
    }

    /// The premultiplied colour at position `t` along a gradient of `stops` (at least one,
    /// locations non-decreasing), components 0…1, as Core Animation draws gradients: the two
    /// stops' colours around `t` interpolated linearly on straight components and alpha, then
    /// premultiplied; before the first stop (and for NaN) the first colour, after the last the
    /// last.
    @inline(__always)
    package static func premultipliedColor(at t: Double, _ stops: [GradientStop]) -> SIMD4<Double> {
        if !(t > stops[0].location) { return premultiplied(stops[0].color) }  // (NaN too)
        if t >= stops[stops.count - 1].location { return premultiplied(stops[stops.count - 1].color) }
        // stops[k].location ≤ t < stops[k + 1].location, so the span is not empty.
        var k = 0
        while stops[k + 1].location <= t { k += 1 }
        return interpolated(t, stops[k], stops[k + 1])
    }

    /// The colour at `t` between stops `a` and `b` (`a.location ≤ t < b.location`),
    /// premultiplied.
    @inline(__always)
    static func interpolated(_ t: Double, _ a: GradientStop, _ b: GradientStop) -> SIMD4<Double> {
        let f = (t - a.location) / (b.location - a.location)
        return premultiplied(a.color + (b.color - a.color) * f)
    }

    /// A straight colour clamped to 0…1 and premultiplied.
    @inline(__always)
    static func premultiplied(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let alpha = min(max(c.w, 0), 1)
        let rgb = SIMD3(c.x, c.y, c.z).clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return SIMD4(rgb * alpha, alpha)
    }
}
