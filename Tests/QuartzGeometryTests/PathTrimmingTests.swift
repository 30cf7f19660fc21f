import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct PathTrimmingTests {
    @Test func trimLine() {
        let p = CGMutablePath()
        p.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
        let t = p.trimmed(fromFraction: 0.2, toFraction: 0.7)
        #expect(t.pathData.kinds == [.moveToPoint, .addLineToPoint])
        #expect(abs(t.pathData.points[0].x - 2) < 1e-12 && t.pathData.points[1] == CGPoint(x: 7, y: 0))
        #expect(p.trimmed(fromFraction: 0.5, toFraction: 0.5).isEmpty)
    }

    @Test func trimCircleKeepsLengthFraction() {
        let c = CGMutablePath()
        c.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let total = c.length
        for (a, b) in [(0.0, 0.3), (0.1, 0.85), (0.6, 1.0)] as [(CGFloat, CGFloat)] {
            let t = c.trimmed(fromFraction: a, toFraction: b)
            #expect(abs(t.length - (b - a) * total) < 1e-6 * total)
            #expect(t.pathData.kinds.allSatisfy { $0 == .moveToPoint || $0 == .addCurveToPoint })
        }
        // The first 25 % ends at the top of the circle (0, 50).
        let q = c.trimmed(fromFraction: 0, toFraction: 0.25)
        #expect(abs(q.currentPoint.x) < 0.02 && abs(q.currentPoint.y - 50) < 0.02)
    }

    @Test func trimAcrossSubpathsAndWholeClosedSubpath() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))  // length 40
        p.addLines(between: [CGPoint(x: 20, y: 0), CGPoint(x: 60, y: 0)])  // length 40
        let whole = p.trimmed(fromFraction: 0, toFraction: 1)
        #expect(whole == p)
        let t = p.trimmed(fromFraction: 0.25, toFraction: 0.75)  // 20…60
        #expect(t.pathData.kinds == [.moveToPoint, .addLineToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(t.pathData.points == [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
    }
}
