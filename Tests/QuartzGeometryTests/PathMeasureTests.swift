import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct PathMeasureTests {
    func circle(_ r: CGFloat) -> CGMutablePath {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        return p
    }

    @Test func circleLengthIsTwoPiR() {
        // Built from 10° arcs, the cubics follow the circle to ~1e-9 r: length 2πr.
        for r: CGFloat in [1, 100] {
            let fine = CGMutablePath()
            for i in 0..<36 {
                fine.addRelativeArc(center: .zero, radius: r, startAngle: CGFloat(i) * .pi / 18, delta: .pi / 18)
            }
            #expect(abs(fine.length - 2 * .pi * r) < 1e-4 * r)
        }
        // CoreGraphics' four 90° cubics bulge outward by up to 2.7e-4 r, which makes them
        // 1.4e-4 longer than the circle; the measured length is that of the drawn cubics.
        for r: CGFloat in [1, 100] {
            let rel = circle(r).length / (2 * .pi * r) - 1
            #expect(rel > 1.3e-4 && rel < 1.5e-4)
        }
        // The engine itself against a 4096-chord polyline of the same cubics (chords are
        // shorter than the curve by about L·Δθ²/24 ≈ 6e-5 here).
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        let poly = ellipse.flattened(tolerance: 1e-7)[0].points
        var polyLength = hypot(poly[0].x - poly[poly.count - 1].x, poly[0].y - poly[poly.count - 1].y)
        for (p, q) in zip(poly, poly.dropFirst()) { polyLength += hypot(q.x - p.x, q.y - p.y) }
        #expect(ellipse.length - polyLength > 0 && ellipse.length - polyLength < 1e-4)
        #expect(abs(ellipse.length - circle(100).length) < 1e-9)
    }

    @Test func pointAndTangentOnCircle() throws {
        let m = PathMeasure(circle(100))
        let quarter = try #require(m.sample(atFraction: 0.25))
        #expect(abs(quarter.point.x) < 0.03 && abs(quarter.point.y - 100) < 0.03)
        #expect(abs(quarter.tangent.x + 1) < 1e-3 && abs(quarter.tangent.y) < 1e-3)
        // At 1/8 of the circle: angle 45°, tangent (−sin 45°, cos 45°).
        let eighth = try #require(m.sample(atFraction: 0.125))
        #expect(abs(eighth.point.x - 100 * sqrt(0.5)) < 0.03 && abs(eighth.point.y - 100 * sqrt(0.5)) < 0.03)
        #expect(abs(eighth.tangent.x + sqrt(0.5)) < 1e-3 && abs(eighth.tangent.y - sqrt(0.5)) < 1e-3)
        #expect(abs(eighth.angle - 3 * .pi / 4) < 1e-3)
    }

    @Test func pointOnQuadAndCubicMatchesArcLength() throws {
        // Symmetric cubic: half the length is at t = ½ by symmetry, B(½) = (1.5, 3).
        let c = CGMutablePath()
        c.move(to: .zero)
        c.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 4), control2: CGPoint(x: 2, y: 4))
        let mid = try #require(PathMeasure(c).point(atFraction: 0.5))
        #expect(abs(mid.x - 1.5) < 1e-9 && abs(mid.y - 3) < 1e-9)
        // Parabola y = x² from (0,0) to (1,1) as quad control (0.5, 0): length
        // (2√5 + asinh 2)/4 ≈ 1.4789428575.
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 0))
        let m = PathMeasure(q)
        let exact = (2 * sqrt(5.0) + asinh(2.0)) / 4
        #expect(abs(m.length - exact) < 1e-9)
        // Arc length of y = x² up to x = ½: (√2 + asinh 1)/4 ≈ 0.5739.
        let s = (sqrt(2.0) + asinh(1.0)) / 4
        let p = try #require(m.sample(atLength: s))
        #expect(abs(p.point.x - 0.5) < 1e-9 && abs(p.point.y - 0.25) < 1e-9)
        #expect(abs(p.tangent.x - 1 / sqrt(2.0)) < 1e-9)
    }

    @Test func elementLengthsAndEndPoints() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 3, height: 4))
        let m = PathMeasure(p)
        #expect(m.elementLengths == [0, 3, 4, 3, 4])
        #expect(m.length == 14)
        #expect(m.elementEndPoints == [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 0, y: 4), .zero])
        #expect(PathMeasure(CGMutablePath()).sample(atFraction: 0.5) == nil)
    }
}
