import Foundation
import Quartzite

/// A `CAGradientLayer`'s gradient at one resolution: an image covering the layer's bounds
/// whose pixels are computed here, one by one, from the stops — not by cairo, whose gradients
/// interpolate premultiplied colours — so that both renderers draw the same exact texture.
///
/// What is drawn (sources in `CAGradientLayer`'s documentation and the tests that pin them):
/// - The gradient is drawn in the unit square of the bounds and stretched to them: a pixel's
///   centre `(i + 0.5, j + 0.5)` in an image of `w × h` pixels is the unit point
///   `((i + 0.5) / w, (j + 0.5) / h)`, and the position `t` along the gradient is measured
///   there. Axial: the projection on the axis from `startPoint` (t = 0) to `endPoint` (t = 1).
///   Radial: the elliptical distance from `startPoint`, 1 on the ellipse with radii
///   `|endPoint − startPoint|` per axis. Conic: the angle from the direction of `endPoint`
///   around `startPoint`, from +x towards +y, in turns (0 ≤ t < 1).
/// - The colour at `t`: the stops' colours interpolated linearly on straight sRGB components
///   and alpha between the two stops around `t`, then premultiplied; before the first stop
///   the first colour, after the last the last (pad).
/// - Nothing is drawn for fewer than two colours or fewer locations than colours (GNUstep's
///   tests, measured against Apple's QuartzCore), colours all transparent, empty bounds or a
///   degenerate geometry (axial or conic with `startPoint == endPoint`, radial with a zero
///   radius: Core Animation calls these undefined; Apple draws nothing).
struct GradientRecipe: ContentRecipe {
    /// The kind of gradient.
    enum Kind: Hashable, Sendable {
        case axial, radial, conic
    }

    /// A stop: its location and straight colour.
    typealias Stop = GradientStop

    var kind: Kind
    /// At least two, locations non-decreasing.
    var stops: [Stop]
    /// `startPoint` and `endPoint`, in the unit square of the bounds.
    var start: SIMD2<Double>
    var end: SIMD2<Double>
    /// The layer's bounds: the rectangle the image covers.
    var bounds: CGRect
    /// Pixels per point.
    var scale: Double

    /// The recipe for presentation values `p` at `scale` pixels per point, or nil when nothing
    /// would be drawn.
    init?(_ p: LayerProperties, scale: Double) {
        typealias Key = CAGradientLayer.Key
        guard let colors = p.extensionColors(Key.colors), !colors.isEmpty,
            colors.contains(where: { $0.alpha > 0 })
        else { return nil }
        let b = p.bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite
        else { return nil }
        guard let stops = Self.stops(colors, locations: p.extensionNumbers(Key.locations)) else { return nil }
        self.stops = stops
        switch p.extensionName(Key.type, default: CAGradientLayerType.axial) {
        case .radial: kind = .radial
        case .conic: kind = .conic
        default: kind = .axial
        }
        let s = p.extensionPoint(Key.startPoint, default: CAGradientLayer.defaultStartPoint)
        let e = p.extensionPoint(Key.endPoint, default: CAGradientLayer.defaultEndPoint)
        start = SIMD2(Double(s.x), Double(s.y))
        end = SIMD2(Double(e.x), Double(e.y))
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
        switch kind {
        case .axial, .conic: guard start != end else { return nil }
        case .radial: guard start.x != end.x, start.y != end.y else { return nil }
        }
        bounds = b
        self.scale = scale
    }

    /// The stops of `colors` at `locations` (``CAGradientLayer/stopLocations(colorCount:locations:)``),
    /// nil when they draw nothing.
    static func stops(_ colors: [CGColor], locations: [Double]?) -> [Stop]? {
        guard let at = CAGradientLayer.stopLocations(colorCount: colors.count, locations: locations) else { return nil }
        return zip(colors, at).map { color, location in
            Stop(
                location: location,
                color: SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)))
        }
    }

    /// The premultiplied colour at position `t` along the gradient, components 0…1
    /// (``GradientStop/premultipliedColor(at:_:)``).
    @inline(__always)
    static func color(at t: Double, _ stops: [Stop]) -> SIMD4<Double> {
        GradientStop.premultipliedColor(at: t, stops)
    }

    /// The RGBA8 bytes of a premultiplied colour: each component × 255, rounded to nearest.
    /// (Components outside 0…1 are clamped.) Written out per component: the generic SIMD
    /// rounding and conversion cost more than the gradient itself.
    @inline(__always)
    static func bytes(_ c: SIMD4<Double>) -> SIMD4<UInt8> {
        @inline(__always) func byte(_ x: Double) -> UInt8 {
            let v = min(max(x, 0), 1) * 255
            let whole = Int(v)
            return UInt8(truncatingIfNeeded: v - Double(whole) >= 0.5 ? whole + 1 : whole)
        }
        return SIMD4(byte(c.x), byte(c.y), byte(c.z), byte(c.w))
    }

    /// The position along the gradient at unit point `u`.
    @inline(__always)
    func position(at u: SIMD2<Double>) -> Double {
        switch kind {
        case .axial:
            let d = end - start
            return ((u - start) * d).sum() / (d * d).sum()
        case .radial:
            // The radii's signs do not matter: the quotients are squared.
            let q = (u - start) / (end - start)
            return (q * q).sum().squareRoot()
        case .conic:
            let d = end - start, q = u - start
            var turns = (atan2(q.y, q.x) - atan2(d.y, d.x)) / (2 * Double.pi)
            turns -= turns.rounded(.down)
            return turns
        }
    }

    func rasterize() -> GeneratedContent? {
        var s = scale
        let longest = max(bounds.width, bounds.height) * s
        if longest > Double(ContentRecipes.maximumPixels) { s *= Double(ContentRecipes.maximumPixels) / longest }
        let width = max(1, Int((bounds.width * s).rounded()))
        let height = max(1, Int((bounds.height * s).rounded()))
        var pixels = zeroedBytes(count: width * height * 4)
        let stops = stops
        func unit(_ i: Int, _ j: Int) -> SIMD2<Double> {
            SIMD2((Double(i) + 0.5) / Double(width), (Double(j) + 0.5) / Double(height))
        }
        pixels.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: SIMD4<UInt8>.self)
            let d = end - start
            if kind == .axial && d.x == 0 {
                // A vertical axis: every row is one colour.
                for j in 0..<height {
                    let c = Self.bytes(Self.color(at: position(at: unit(0, j)), stops))
                    out[(j * width)..<((j + 1) * width)].update(repeating: c)
                }
            } else if kind == .axial && d.y == 0 {
                // A horizontal axis: every row is the first.
                for i in 0..<width { out[i] = Self.bytes(Self.color(at: position(at: unit(i, 0)), stops)) }
                for j in 1..<height {
                    UnsafeMutableRawPointer(out.baseAddress! + j * width)
                        .copyMemory(from: out.baseAddress!, byteCount: width * 4)
                }
            } else {
                for j in 0..<height {
                    for i in 0..<width {
                        out[j * width + i] = Self.bytes(Self.color(at: position(at: unit(i, j)), stops))
                    }
                }
            }
        }
        guard let image = try? CGImage(width: width, height: height, premultipliedRGBA: pixels) else { return nil }
        return GeneratedContent(image: image, rect: bounds)
    }
}
