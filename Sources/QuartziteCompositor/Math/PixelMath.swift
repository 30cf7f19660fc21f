import Foundation
import QuartzGeometry

/// The pixel formulas every Quartzite renderer uses. The GLSL ES shaders mirror these
/// definitions line by line; change them together.
///
/// **Pixels.** Pixel (X, Y) of a pass covers [X, X+1]×[Y, Y+1], row 0 at the top, and is
/// evaluated once, at its centre (X + 0.5, Y + 0.5). Texel (i, j) likewise covers
/// [i, i+1]×[j, j+1]; its centre is (i + 0.5, j + 0.5).
///
/// **Inverse mapping.** A quad's matrix M maps layer points (x, y, 0, 1) to homogeneous pass
/// coordinates. With A = rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44) — M restricted to the
/// z = 0 plane — and H = A⁻¹ with rows h1, h2, h3, the pixel centre P = (X, Y) maps to
/// q = X·h1 + Y·h2 + h3 = (x, y, 1) / w, so the layer point is (q.x / q.z, q.y / q.z)
/// (perspective-correct) and q.z = 1 / w. Pixels with q.z ≤ 0 lie at or behind the eye
/// (w ≤ 0) and are never drawn. The local Jacobian J = ∂(x, y)/∂(X, Y) is
/// ∂x/∂X = (h1.x − x·h1.z) / q.z, ∂x/∂Y = (h2.x − x·h2.z) / q.z, ∂y/∂X = (h1.y − y·h1.z) / q.z,
/// ∂y/∂Y = (h2.y − y·h2.z) / q.z (constant for an affine M).
///
/// **Coverage.** A signed distance d in layer units (positive outside) becomes pixels as
/// d_px = d / |∇d|, with ∇d = Jᵀ·n the gradient of d over pixels (n the distance's unit
/// direction in layer space: (−1, 0) for the min-x edge, (p − c)/|p − c| on a corner arc of
/// centre c). An anti-aliased edge gives clamp(0.5 − d_px, 0, 1), any other edge the hard
/// step d_px < 0 ? 1 : 0. A rounded rectangle's coverage is the product of its four edge
/// coverages, then, for a point in a rounded corner's square (beyond the corner's centre on
/// both axes), the minimum of that and the arc's coverage (d = |p − c| − r; anti-aliased if
/// either adjacent edge is). The radius is clamped to half the shorter side. Continuous corners
/// (`CornerCurve.continuous`) take the curve's coverage instead of the arc's: see
/// `PixelMath+ContinuousCorner.swift`.
/// A border is the ring outer × (1 − inner), inner being the rectangle inset by the border
/// width with radius max(0, r − width) and the same corners and edge flags.
///
/// **Sampling** (texel coordinates u, v; outside the texture clamps to the edge texels):
/// nearest takes texel (clamp(⌊u⌋), clamp(⌊v⌋)); bilinear takes i = ⌊u − 0.5⌋, fx = u − 0.5 − i
/// (j, fy alike) and mixes texels i, i+1 × j, j+1 (each index clamped) with weights
/// (1 − fx, fx) × (1 − fy, fy); trilinear computes ρ = max(|(∂u/∂X, ∂v/∂X)|, |(∂u/∂Y, ∂v/∂Y)|)
/// in texels per pixel and λ = log2 ρ + the quad's `levelOfDetailBias`: for λ ≤ 0 bilinear at level 0, else bilinear at levels
/// ⌊λ⌋ and ⌊λ⌋ + 1 (clamped to the last level) at (u, v) · size_level / size_0, mixed by the
/// fraction of λ. Level k+1 has size max(1, ⌊size_k / 2⌋) and texel (i, j) =
/// (sum of level-k texels (2i…2i+1, 2j…2j+1) + 2) / 4 in integers (a box filter, rounding half
/// up; an odd last row or column is dropped).
///
/// **Blending.** Colours are premultiplied; the source s (sampled texel, solid colour or
/// border mix, in 0…255 floats, not rounded) is multiplied by a = opacity × coverage × mask
/// alpha, then source-over: out = s·a + dst·(1 − s.alpha·a / 255), per channel in float, stored
/// as ⌊out + 0.5⌋ clamped to 0…255 (round half up) — once per quad, as GL's RGBA8 blending does.
/// A quad with a border composes border over content before blending:
/// s = border·ring + content·inside·(1 − border.alpha·ring / 255), with a = opacity × mask.
/// A quad with a blend mode other than normal first replaces s by the blended source of s and
/// the destination pixel (`blendedSource(_:destination:mode:)`, W3C Compositing and Blending),
/// then blends it source-over like any other. The mask alpha is the mask pixel's value through
/// the quad's `MaskChannel` (`maskValue(_:channel:)`): its alpha, its luminance, or either
/// inverted (a pixel outside the mask pass counts as transparent black).
///
/// **Blur.** A pass with blurSigma σ > 0 is blurred after its quads by a separable Gaussian:
/// radius R = ⌈3σ⌉, weights w_k = exp(−k² / (2σ²)) for k = −R…R normalised to sum 1; rows
/// first, then columns, pixels outside the pass count as transparent, each direction computed
/// in float and rounded half up to 8 bits. Shadows use σ = shadowRadius × (pixels per point):
/// REFERENCE §9 ("Gaussian σ ≈ shadowRadius").
public enum PixelMath {
    /// The coverage of a pixel whose centre is `distance` (layer units, positive outside) from
    /// an edge, where the distance grows by `gradient` layer units per pixel:
    /// `clamp(0.5 − distance / gradient, 0, 1)` when anti-aliased, else `distance < 0 ? 1 : 0`.
    @inline(__always)
    public static func coverage(distance: Double, gradient: Double, antialiased: Bool) -> Double {
        // d_px has the sign of d (gradient ≥ 0), so a hard edge needs no division.
        if !antialiased { return distance < 0 ? 1 : 0 }
        let dPixels = gradient > 0 ? distance / gradient : (distance < 0 ? -.infinity : .infinity)
        return min(max(0.5 - dPixels, 0), 1)
    }

    /// The coverage (0…1) of the pixel whose centre maps to layer point (`x`, `y`) by the
    /// rounded rectangle `shape`, with `jacobian` the local derivatives of the layer point over
    /// pixels and `edges` the anti-aliased edges.
    @inline(__always)
    public static func coverage(
        x: Double, y: Double, shape: RoundedRect, edges: EdgeAntialiasing, jacobian: LocalJacobian
    ) -> Double {
        let gx = (jacobian.dxdX * jacobian.dxdX + jacobian.dxdY * jacobian.dxdY).squareRoot()
        let gy = (jacobian.dydX * jacobian.dydX + jacobian.dydY * jacobian.dydY).squareRoot()
        return coverage(x: x, y: y, shape: shape, edges: edges, jacobian: jacobian, gradientX: gx, gradientY: gy)
    }

    /// The same coverage with the gradient lengths |∇x| (`gradientX`) and |∇y| (`gradientY`)
    /// already computed from `jacobian` (constant over an affine quad).
    @inline(__always)
    static func coverage(
        x: Double, y: Double, shape: RoundedRect, edges: EdgeAntialiasing, jacobian: LocalJacobian,
        gradientX gx: Double, gradientY gy: Double
    ) -> Double {
        var c = coverage(distance: shape.minX - x, gradient: gx, antialiased: edges.contains(.minX))
        if c == 0 { return 0 }
        c *= coverage(distance: x - shape.maxX, gradient: gx, antialiased: edges.contains(.maxX))
        c *= coverage(distance: shape.minY - y, gradient: gy, antialiased: edges.contains(.minY))
        c *= coverage(distance: y - shape.maxY, gradient: gy, antialiased: edges.contains(.maxY))
        if c == 0 || shape.radius <= 0 { return c }
        if shape.curve == .continuous {
            return continuousCornerCoverage(x: x, y: y, shape: shape, edges: edges, jacobian: jacobian, edgeCoverage: c)
        }
        let r = min(shape.radius, (shape.maxX - shape.minX) * 0.5, (shape.maxY - shape.minY) * 0.5)
        if r <= 0 { return c }
        guard let (left, top) = roundedCorner(x: x, y: y, shape: shape, reach: r) else { return c }
        let cx = left ? shape.minX + r : shape.maxX - r
        let cy = top ? shape.minY + r : shape.maxY - r
        let vx = x - cx
        let vy = y - cy
        let length = (vx * vx + vy * vy).squareRoot()
        guard length > 0 else { return c }
        let nx = vx / length
        let ny = vy / length
        let gX = nx * jacobian.dxdX + ny * jacobian.dydX
        let gY = nx * jacobian.dxdY + ny * jacobian.dydY
        let aa = edges.contains(left ? .minX : .maxX) || edges.contains(top ? .minY : .maxY)
        let arc = coverage(distance: length - r, gradient: (gX * gX + gY * gY).squareRoot(), antialiased: aa)
        return min(c, arc)
    }

    /// The corner of `shape` whose `reach` × `reach` square holds (`x`, `y`), as whether it is on
    /// the min-x and on the min-y side; nil outside every corner square or in a corner `shape`
    /// does not round.
    @inline(__always)
    static func roundedCorner(x: Double, y: Double, shape: RoundedRect, reach: Double) -> (left: Bool, top: Bool)? {
        let left = x < shape.minX + reach
        let right = x > shape.maxX - reach
        let top = y < shape.minY + reach
        let bottom = y > shape.maxY - reach
        guard (left || right) && (top || bottom) else { return nil }
        let corner: CornerMask = top ? (left ? .minXMinY : .maxXMinY) : (left ? .minXMaxY : .maxXMaxY)
        return shape.corners.contains(corner) ? (left, top) : nil
    }

    /// The inverse mapping of pixel centre (`pixelX`, `pixelY`) (already + 0.5) to the layer
    /// point on the z = 0 plane, with its local Jacobian; nil where w ≤ 0 (at or behind the eye).
    @inline(__always)
    public static func layerPoint(
        pixelX: Double, pixelY: Double, inverse h: InverseHomography
    ) -> (x: Double, y: Double, jacobian: LocalJacobian)? {
        let q = pixelX * h.h1 + pixelY * h.h2 + h.h3
        guard q.z > 0 else { return nil }
        let iz = 1 / q.z
        let x = q.x * iz
        let y = q.y * iz
        let j = LocalJacobian(
            dxdX: (h.h1.x - x * h.h1.z) * iz, dxdY: (h.h2.x - x * h.h2.z) * iz,
            dydX: (h.h1.y - y * h.h1.z) * iz, dydY: (h.h2.y - y * h.h2.z) * iz)
        return (x, y, j)
    }

    /// Source-over of premultiplied `source` (0…255 floats) at `alpha` (opacity × coverage)
    /// onto `destination` bytes: `⌊s·a + d·(1 − s.alpha·a·(1/255)) + 0.5⌋`, clamped to 0…255.
    /// (1/255 is the float constant; 255·(1/255) rounds to exactly 1, so an opaque source
    /// replaces the destination exactly.)
    @inline(__always)
    public static func sourceOver(
        source: SIMD4<Float>, alpha: Float, destination: SIMD4<UInt8>
    ) -> SIMD4<UInt8> {
        let d = floats(destination)
        let out = source * alpha + d * (1 - source.w * alpha * (1 / 255))
        return quantize(out)
    }

    /// Rounds 0…255 floats half up to bytes, clamping to 0…255 (NaN becomes 0):
    /// ⌊clamp(v) + 0.5⌋.
    @inline(__always)
    package static func quantize(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        ByteQuantization.bytes(v)
    }

    /// `quantize` for four pixels at once.
    @inline(__always)
    static func quantize(_ v: SIMD16<Float>) -> SIMD16<UInt8> {
        quantizeInRange(v.replacing(with: 0, where: .!(v .>= 0)).replacing(with: 255, where: v .> 255))
    }

    /// `quantize` for values already known to lie in 0…255.5 (where clamping changes nothing).
    @inline(__always)
    static func quantizeInRange(_ v: SIMD16<Float>) -> SIMD16<UInt8> {
        let x = v + 0.5
        var n = (x + 8_388_608) - 8_388_608
        n = n.replacing(with: n - 1, where: n .> x)
        return SIMD16<UInt8>(truncatingIfNeeded: unsafeBitCast(n + 8_388_608, to: SIMD16<UInt32>.self))
    }

    /// The bilinear sample (0…255 floats) of a premultiplied RGBA8 image at texel coordinates
    /// (`u`, `v`), clamped to the edge.
    @inline(__always)
    public static func sampleBilinear(
        _ texels: UnsafePointer<UInt8>, width: Int, height: Int, u: Double, v: Double
    ) -> SIMD4<Float> {
        let (iu, fu) = floorAndFraction(u - 0.5)
        let (iv, fv) = floorAndFraction(v - 0.5)
        let fx = Float(fu)
        let fy = Float(fv)
        let i0 = clampIndex(iu, width)
        let i1 = clampIndex(iu &+ 1, width)
        let row0 = clampIndex(iv, height) &* width
        let row1 = clampIndex(iv &+ 1, height) &* width
        let w00 = word(texels, row0 &+ i0)
        let w10 = word(texels, row0 &+ i1)
        let w01 = word(texels, row1 &+ i0)
        let w11 = word(texels, row1 &+ i1)
        // Four transparent texels mix to exactly zero.
        if w00 | w10 | w01 | w11 == 0 { return .zero }
        let t00 = floats(unsafeBitCast(w00, to: SIMD4<UInt8>.self))
        let t10 = floats(unsafeBitCast(w10, to: SIMD4<UInt8>.self))
        let t01 = floats(unsafeBitCast(w01, to: SIMD4<UInt8>.self))
        let t11 = floats(unsafeBitCast(w11, to: SIMD4<UInt8>.self))
        let top = t00 * (1 - fx) + t10 * fx
        let bottom = t01 * (1 - fx) + t11 * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The nearest texel (0…255 floats) of a premultiplied RGBA8 image at texel coordinates
    /// (`u`, `v`), clamped to the edge.
    @inline(__always)
    public static func sampleNearest(
        _ texels: UnsafePointer<UInt8>, width: Int, height: Int, u: Double, v: Double
    ) -> SIMD4<Float> {
        let i = clampIndex(floorAndFraction(u).0, width)
        let j = clampIndex(floorAndFraction(v).0, height)
        return texel(texels, j &* width &+ i)
    }

    /// ⌊x⌋ as an integer and x − ⌊x⌋, for |x| < 10⁹ (beyond, and for NaN, x is first clamped
    /// to ±10⁹, which lands on the same clamped edge texel). Avoids a libm call per sample.
    @inline(__always)
    static func floorAndFraction(_ x: Double) -> (Int, Double) {
        let c = x > -1e9 ? (x < 1e9 ? x : 1e9) : -1e9
        // Adding and removing 1.5·2⁵² rounds to the nearest integer; one less where that
        // exceeds c is ⌊c⌋, whose low 32 bits the sum's bit pattern then holds (|c| < 2³¹).
        let magic = 6_755_399_441_055_744.0
        var n = (c + magic) - magic
        if n > c { n -= 1 }
        let f = Int(Int32(truncatingIfNeeded: (n + magic).bitPattern))
        return (f, c - n)
    }

    /// The level of detail λ = log2 ρ of a texture mapping whose texel coordinates change by
    /// (`dudX`, `dvdX`) per pixel step in X and (`dudY`, `dvdY`) per step in Y.
    @inline(__always)
    public static func levelOfDetail(dudX: Double, dvdX: Double, dudY: Double, dvdY: Double) -> Double {
        let rho = max(dudX * dudX + dvdX * dvdX, dudY * dudY + dvdY * dvdY).squareRoot()
        return rho > 0 ? log2(rho) : -.infinity
    }

    /// The nine-part unit coordinate (0…1 across the uv rect) for a distance `t` from the
    /// quad's start along an axis of `length` layer units, with fixed ends `startInset` and
    /// `endInset` (layer units) and the stretchable centre from `centerStart` to `centerEnd`
    /// (unit). See `NinePartGrid` for the formula.
    @inline(__always)
    public static func ninePartUnit(
        t: Double, length: Double, startInset: Double, endInset: Double,
        centerStart: Double, centerEnd: Double
    ) -> Double {
        var l = max(0, startInset)
        var r = max(0, endInset)
        if l + r > length, l + r > 0 {
            let k = length / (l + r)
            l *= k
            r *= k
        }
        if t < l { return l > 0 ? t / l * centerStart : centerStart }
        if t > length - r { return r > 0 ? centerEnd + (t - (length - r)) / r * (1 - centerEnd) : centerEnd }
        let middle = length - l - r
        return middle > 0 ? centerStart + (t - l) / middle * (centerEnd - centerStart) : centerStart
    }

    /// Writes the normalised Gaussian weights for `sigma` (pixels) into `weights` (index k + R
    /// for offset k) and returns R = ⌈3σ⌉; `weights` must hold 2R + 1 values.
    public static func gaussianKernel(sigma: Double, into weights: UnsafeMutableBufferPointer<Float>) -> Int {
        GaussianBlur.kernel(sigma: sigma, into: weights)
    }

    /// The blur radius ⌈3σ⌉ for `sigma` pixels (0 for σ ≤ 0), capped at 1024.
    public static func gaussianRadius(sigma: Double) -> Int {
        GaussianBlur.radius(sigma: sigma)
    }

    @inline(__always)
    static func clampIndex(_ i: Int, _ n: Int) -> Int {
        i < 0 ? 0 : (i >= n ? n &- 1 : i)
    }

    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(p + index &* 4).loadUnaligned(as: UInt32.self)
    }

    @inline(__always)
    static func texel(_ p: UnsafePointer<UInt8>, _ index: Int) -> SIMD4<Float> {
        let bits = UnsafeRawPointer(p + index &* 4).loadUnaligned(as: UInt32.self)
        return floats(unsafeBitCast(bits, to: SIMD4<UInt8>.self))
    }

    /// Bytes to floats through 32-bit integers: both steps are single vector instructions,
    /// where the direct generic conversion is an out-of-line call.
    @inline(__always)
    static func floats(_ v: SIMD4<UInt8>) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: v))
    }

    /// `floats` for four pixels.
    @inline(__always)
    static func floats(_ v: SIMD16<UInt8>) -> SIMD16<Float> {
        SIMD16<Float>(SIMD16<Int32>(truncatingIfNeeded: v))
    }
}
