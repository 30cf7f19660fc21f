import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct PathInterpolationTests {
    @Test func lerpsPointsWhenStructureMatches() throws {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10), transform: nil)
        let mid = try #require(a.interpolated(to: b, fraction: 0.5))
        var r = CGRect.zero
        #expect(mid.isRect(&r) && r == CGRect(x: 5, y: 10, width: 20, height: 10))
        #expect(mid.currentPoint == CGPoint(x: 5, y: 10))
        let e = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(a.interpolated(to: e, fraction: 0.5) == nil)
    }

    @Test func flatteningStaysWithinTolerance() {
        let c = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let flat = c.flattened(tolerance: 0.1)
        #expect(flat.count == 1 && flat[0].isClosed)
        let pts = flat[0].points
        #expect(pts.count > 40)
        // Every chord midpoint lies within tolerance (+ the cubic's own 0.03 error) of the circle.
        for (p, q) in zip(pts, pts.dropFirst()) {
            let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            #expect(abs(hypot(m.x, m.y) - 100) < 0.1 + 0.03)
        }
    }
}
