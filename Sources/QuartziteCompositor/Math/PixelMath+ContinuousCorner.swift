import Foundation
import QuartzGeometry

/// Coverage of Core Animation's continuous corners (`CornerCurve.continuous`), in the terms of
/// `PixelMath` (the shaders mirror it: `continuousCornerCoverage` in Shaders/quad.frag).
///
/// **The corner in polar form.** With r the limited radius (`ContinuousCorner.limitedRadius`)
/// and C the point r inside both edges of a corner, a layer point p has corner coordinates
/// a = ±(p.x − C.x) / r, b = ±(p.y − C.y) / r (signs so that both grow toward the corner), angle
/// α = atan2(b, a) and distance ρ = √(a² + b²). The corner's curve (``ContinuousCorner``) is
/// symmetric about the diagonal α = π/4 and meets every ray from C with β = |α − π/4| ≤ β_max
/// (β_max = atan2(1, 1 − E) − π/4, where the curve leaves the edges) once, at distance R(β):
/// ``continuousCornerRadii`` samples R at 129 evenly spaced β (linear in between; within
/// 4·10⁻⁵ r of the Béziers). Rays past β_max meet the straight edges.
///
/// **Coverage.** Inside the corner's square (E·r from the corner along both edges), for β ≤
/// β_max and ρ ≥ ½ (nearer C the pixel is deep inside), F = ρ − R(β) is zero on the curve and
/// positive outside; its pixel distance is F / |Jᵀ∇F| (∇F over layer units, J the local
/// Jacobian), anti-aliased as an edge is (`coverage(distance:gradient:antialiased:)`). The
/// pixel's coverage is the minimum of that and the rectangle's edge coverage.
extension PixelMath {
    /// β_max: the largest |α − π/4| at which a ray from a corner's centre meets its curve.
    public static let continuousCornerMaximumAngle = atan2(1, 1 - ContinuousCorner.expansion) - Double.pi / 4

    /// R(β) at β = β_max · i / 128, i = 0…128 (corner units).
    public static let continuousCornerRadii: [Double] = {
        // (β, ρ) along the curve from where it leaves the first edge to the diagonal: the
        // first Bézier and the first half of the second; β falls from β_max to 0.
        var samples: [(beta: Double, rho: Double)] = []
        let s = ContinuousCorner.segments
        func add(_ segment: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) {
            let u = 1 - t
            let x =
                u * u * u * segment.0.x + 3 * u * u * t * segment.1.x + 3 * u * t * t * segment.2.x + t * t * t * segment.3.x
            let y =
                u * u * u * segment.0.y + 3 * u * u * t * segment.1.y + 3 * u * t * t * segment.2.y + t * t * t * segment.3.y
            let a = 1 - Double(x)
            let b = 1 - Double(y)
            samples.append((abs(atan2(b, a) - Double.pi / 4), (a * a + b * b).squareRoot()))
        }
        for k in 0...4096 { add(s[0], Double(k) / 4096) }
        for k in 1...2048 { add(s[1], Double(k) / 4096) }
        samples.sort { $0.beta < $1.beta }
        let count = 128
        var radii: [Double] = []
        radii.reserveCapacity(count + 1)
        var j = 0
        for i in 0...count {
            let beta = continuousCornerMaximumAngle * Double(i) / Double(count)
            while j + 2 < samples.count && samples[j + 1].beta <= beta { j += 1 }
            let (b0, r0) = samples[j]
            let (b1, r1) = samples[j + 1]
            radii.append(b1 > b0 ? r0 + (r1 - r0) * min(max((beta - b0) / (b1 - b0), 0), 1) : r0)
        }
        return radii
    }()

    /// R(β) and dR/dβ from ``continuousCornerRadii`` (β in 0…β_max).
    @inline(__always)
    package static func continuousCornerRadius(atAngle beta: Double) -> (radius: Double, slope: Double) {
        let radii = continuousCornerRadii
        let last = radii.count - 1
        let t = beta / continuousCornerMaximumAngle * Double(last)
        let i = min(max(Int(t), 0), last - 1)
        let r0 = radii[i]
        let r1 = radii[i + 1]
        return (r0 + (r1 - r0) * (t - Double(i)), (r1 - r0) * Double(last) / continuousCornerMaximumAngle)
    }

    /// The coverage of the pixel at layer point (`x`, `y`) by `shape`'s continuous corners, given
    /// `edgeCoverage`, the product of its four edge coverages (see the extension's comment).
    @inline(__always)
    static func continuousCornerCoverage(
        x: Double, y: Double, shape: RoundedRect, edges: EdgeAntialiasing, jacobian j: LocalJacobian,
        edgeCoverage c: Double
    ) -> Double {
        let r = ContinuousCorner.limitedRadius(shape.radius, width: shape.maxX - shape.minX, height: shape.maxY - shape.minY)
        if r <= 0 { return c }
        guard let (left, top) = roundedCorner(x: x, y: y, shape: shape, reach: r * ContinuousCorner.expansion)
        else { return c }
        let sx: Double = left ? -1 : 1
        let sy: Double = top ? -1 : 1
        let a = sx * (x - (left ? shape.minX + r : shape.maxX - r)) / r
        let b = sy * (y - (top ? shape.minY + r : shape.maxY - r)) / r
        let rho2 = a * a + b * b
        guard rho2 >= 0.25 else { return c }
        let alpha = atan2(b, a) - Double.pi / 4
        let beta = abs(alpha)
        guard beta <= continuousCornerMaximumAngle else { return c }
        let rho = rho2.squareRoot()
        let (radius, slope) = continuousCornerRadius(atAngle: beta)
        // ∇F = ∇ρ − R'(β)·sign(α − π/4)·∇α over layer units.
        let k = (alpha < 0 ? -slope : slope) / rho2
        let fx = (a / rho + k * b) * sx / r
        let fy = (b / rho - k * a) * sy / r
        let gX = fx * j.dxdX + fy * j.dydX
        let gY = fx * j.dxdY + fy * j.dydY
        let aa = edges.contains(left ? .minX : .maxX) || edges.contains(top ? .minY : .maxY)
        return min(c, coverage(distance: rho - radius, gradient: (gX * gX + gY * gY).squareRoot(), antialiased: aa))
    }
}
