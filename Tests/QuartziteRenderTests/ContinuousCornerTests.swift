import Foundation
@testable import QuartzGeometry
import Quartzite
@testable import QuartziteRender
import Testing

/// `cornerCurve = .continuous`: the corner's curve (UIKit's continuous rounded-rectangle
/// Béziers), its polar table, its analytic coverage and the rendered layer.
@Suite("Continuous corners")
struct ContinuousCornerTests {
    /// A point of segment `s` at parameter `t`, and the unit normal there (pointing out of the
    /// shape, toward the corner), in corner units.
    func curvePoint(_ s: Int, _ t: Double) -> (x: Double, y: Double, nx: Double, ny: Double) {
        let (p0, c1, c2, p3) = ContinuousCorner.segments[s]
        let u = 1 - t
        func at(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        func slope(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            3 * u * u * (b - a) + 6 * u * t * (c - b) + 3 * t * t * (d - c)
        }
        let dx = slope(p0.x, c1.x, c2.x, p3.x)
        let dy = slope(p0.y, c1.y, c2.y, p3.y)
        let length = (dx * dx + dy * dy).squareRoot()
        // The curve runs from the x axis to the y axis; outward (toward the origin) is (−dy, dx).
        return (at(p0.x, c1.x, c2.x, p3.x), at(p0.y, c1.y, c2.y, p3.y), -dy / length, dx / length)
    }

    @Test("Apple's expansion factor: the curve leaves the edges 1.528665 radii from the corner, symmetric about the diagonal")
    func expansion() {
        #expect(ContinuousCorner.expansion == Double(CALayer.cornerCurveExpansionFactor(.continuous)))
        let s = ContinuousCorner.segments
        #expect(s[0].0 == CGPoint(x: 1.528665, y: 0))
        #expect(s[2].3 == CGPoint(x: 0, y: 1.528665))
        // The middle segment mirrors itself, the last mirrors the first.
        #expect(s[1].1.x == s[1].2.y && s[1].1.y == s[1].2.x && s[1].0.x == s[1].3.y)
        #expect(s[2].1.y == s[0].2.x && s[2].2.y == s[0].1.x)
        // Where the curve crosses the diagonal: 1.00196 radii from the centre (1, 1) — nearly
        // the quarter circle's point there, 0.4122 r from the corner point.
        let mid = curvePoint(1, 0.5)
        #expect(abs(mid.x - mid.y) < 1e-12)
        #expect(abs(2.0.squareRoot() * (1 - mid.x) - 1.001_960_5) < 1e-6)
    }

    @Test("the polar table follows the Béziers within 5·10⁻⁵ radii everywhere along the corner")
    func tableFollowsCurve() {
        let radii = PixelMath.continuousCornerRadii
        #expect(radii.count == 129)
        #expect(abs(PixelMath.continuousCornerMaximumAngle - 1.271_713_931_3) < 1e-9)
        var worst = 0.0
        for s in 0..<3 {
            for k in 0...500 {
                let p = curvePoint(s, Double(k) / 500)
                let a = 1 - p.x
                let b = 1 - p.y
                let beta = min(abs(atan2(b, a) - Double.pi / 4), PixelMath.continuousCornerMaximumAngle)
                let r = PixelMath.continuousCornerRadius(atAngle: beta).radius
                worst = max(worst, abs(r - (a * a + b * b).squareRoot()))
            }
        }
        #expect(worst < 5e-5, "largest departure \(worst)")
    }

    @Test("coverage is ½ on the curve and follows the signed distance across it, at every corner")
    func coverageAcrossCurve() {
        let r = 40.0
        let shape = RoundedRect(minX: 0, minY: 0, maxX: 300, maxY: 200, radius: r, curve: .continuous)
        for s in 0..<3 {
            for t in stride(from: 0.05, through: 0.95, by: 0.15) {
                let p = curvePoint(s, t)
                // Corner units → each corner's layer point: (distance from the vertical edge,
                // distance from the horizontal edge).
                for (cx, cy, fx, fy) in [(0.0, 0.0, 1.0, 1.0), (300, 0, -1, 1), (0, 200, 1, -1), (300, 200, -1, -1)] {
                    for offset in [-0.3, 0, 0.3] {
                        let x = cx + fx * (p.x * r - p.nx * offset)
                        let y = cy + fy * (p.y * r - p.ny * offset)
                        let c = PixelMath.coverage(x: x, y: y, shape: shape, edges: .all, jacobian: .identity)
                        #expect(abs(c - (0.5 + offset)) < 0.01, "segment \(s) t \(t) offset \(offset): \(c)")
                    }
                }
            }
        }
    }

    @Test("continuous corners differ from circular ones where the curve eases into the edges")
    func differsFromCircular() {
        let circular = RoundedRect(minX: 0, minY: 0, maxX: 200, maxY: 200, radius: 50)
        let continuous = RoundedRect(minX: 0, minY: 0, maxX: 200, maxY: 200, radius: 50, curve: .continuous)
        func cov(_ x: Double, _ y: Double, _ shape: RoundedRect) -> Double {
            PixelMath.coverage(x: x, y: y, shape: shape, edges: .all, jacobian: .identity)
        }
        // 0.75 r along the top edge: the quarter circle is 1.6 below the edge there, the
        // continuous curve 2.2.
        #expect(cov(37.5, 1.9, circular) > 0.75)
        #expect(cov(37.5, 1.9, continuous) < 0.35)
        // 1.2 r along: past the quarter circle's reach, still bending.
        #expect(cov(60.5, 0.5, circular) == 1)
        #expect(cov(60.5, 0.5, continuous) < 1)
        // Beyond 1.528665 r the edge is straight for both.
        #expect(cov(77.5, 0.5, continuous) == 1)
        // Unmasked corners stay square.
        let one = RoundedRect(minX: 0, minY: 0, maxX: 200, maxY: 200, radius: 50, corners: .maxXMaxY, curve: .continuous)
        #expect(cov(0.5, 0.5, one) == 1)
        #expect(cov(199.5, 199.5, one) == 0)
    }

    @Test("a radius beyond a third of the shorter side is limited to side / (2 × 1.528665): the corners meet mid-side")
    func limitedRadius() {
        #expect(abs(ContinuousCorner.limitedRadius(15, width: 30, height: 40) - 30 / 3.05733) < 1e-12)
        #expect(ContinuousCorner.limitedRadius(5, width: 30, height: 40) == 5)
        #expect(ContinuousCorner.limitedRadius(-5, width: 30, height: 40) == 0)
        let shape = RoundedRect(minX: 0, minY: 0, maxX: 30, maxY: 30, radius: 15, curve: .continuous)
        let r = 30 / 3.05733
        // On the diagonal, the curve is 1.00196 r from the centre (r, r).
        let d = r - 1.001_960_5 * r / 2.0.squareRoot()
        let c = PixelMath.coverage(x: d, y: d, shape: shape, edges: .all, jacobian: .identity)
        #expect(abs(c - 0.5) < 0.01)
        // Mid-side the edge is straight: the curve of each corner ends there.
        #expect(PixelMath.coverage(x: 15, y: 0.5, shape: shape, edges: .all, jacobian: .identity) == 1)
    }

    @Test("the border's inner edge is continuous too, inset by the width with radius r − width")
    func borderInset() {
        let outer = RoundedRect(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 30, curve: .continuous)
        #expect(outer.inset(by: 10) == RoundedRect(minX: 10, minY: 10, maxX: 90, maxY: 90, radius: 20, curve: .continuous))
    }

    @Test("a rendered layer with continuous corners matches cairo filling the corners' Béziers")
    func renderedLayerMatchesPath() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        let card = CALayer()
        card.frame = CGRect(x: 10.25, y: 12.5, width: 137, height: 95)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.cornerRadius = 27
        card.cornerCurve = .continuous
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        root.addSublayer(card)
        let (frame, _) = renderLayer(root)

        let context = try #require(
            CGContext(
                data: nil, width: 160, height: 120, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        // Layer space is y-down: flip the y-up bitmap so that its first row is the top.
        context.translateBy(x: 0, y: 120)
        context.scaleBy(x: 1, y: -1)
        context.addPath(CGPath.layerOutline(card.frame, radius: 27, corners: 1 | 2 | 8, continuous: true))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        let image = try #require(context.makeImage())

        var worst = 0
        var total = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let a = Int(frame.pixel(x: x, y: y).w)
                let b = Int(image.pixel(x: x, y: y).alpha)
                worst = max(worst, abs(a - b))
                total += abs(a - b)
            }
        }
        // Edge pixels: analytic coverage against cairo's sampled coverage.
        #expect(worst <= 24, "largest alpha difference \(worst)")
        #expect(Double(total) / (160 * 120) < 0.15, "mean alpha difference \(Double(total) / (160 * 120))")
        // The unmasked corner stays square.
        #expect(frame.pixel(x: 11, y: 106).w == 255)
    }
}
