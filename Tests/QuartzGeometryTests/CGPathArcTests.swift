import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct CGPathArcTests {
    /// Midpoint (t = 0.5) of each cubic in the path.
    func curveMidpoints(_ p: CGPath) -> [CGPoint] {
        var last = CGPoint.zero
        var result: [CGPoint] = []
        for e in p.elements {
            if case .curveTo(let end, let c1, let c2) = e {
                result.append(CGPoint(x: (last.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (last.y + 3 * c1.y + 3 * c2.y + end.y) / 8))
            }
            if let end = e.endPoint { last = end }
        }
        return result
    }

    @Test func counterclockwiseFalseIncreasesAngle() throws {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(p.pathData.kinds == [.moveToPoint, .addCurveToPoint])
        let mid = try #require(curveMidpoints(p).first)
        // The 4/3·tan(θ/4) cubic passes exactly through the arc's midpoint (cos 45°, sin 45°).
        #expect(abs(mid.x - sqrt(0.5)) < 1e-12 && abs(mid.y - sqrt(0.5)) < 1e-12)
        #expect(abs(p.currentPoint.x) < 1e-12 && abs(p.currentPoint.y - 1) < 1e-12)
    }

    @Test func clockwiseTrueGoesTheLongWay() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // 270° through negative angles: three 90° pieces through (0,-1) and (-1,0).
        #expect(p.pathData.kinds == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        let ends = Array(p.elements).compactMap(\.endPoint)
        #expect(abs(ends[1].x) < 1e-12 && abs(ends[1].y + 1) < 1e-12)
        #expect(abs(ends[2].x + 1) < 1e-12 && abs(ends[2].y) < 1e-12)
        #expect(abs(ends[3].x) < 1e-12 && abs(ends[3].y - 1) < 1e-12)
        #expect(curveMidpoints(p).allSatisfy { $0.y < 0 || $0.x < 0 })
    }

    @Test func seedCircleWithUIKitClockwiseYes() {
        // Seed 000: [path addArcWithCenter:(200,300) radius:100 startAngle:0 endAngle:2π clockwise:YES]
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 200, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, visuallyClockwiseInFlippedSpace: true)
        #expect(p.pathData.kinds == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4))
        let ends = Array(p.elements).compactMap(\.endPoint)
        // Visually clockwise on a y-down screen: right → bottom (y = 400) → left → top.
        #expect(abs(ends[0].x - 300) < 1e-9 && abs(ends[0].y - 300) < 1e-9)
        #expect(abs(ends[1].x - 200) < 1e-9 && abs(ends[1].y - 400) < 1e-9)
        #expect(abs(ends[2].x - 100) < 1e-9 && abs(ends[2].y - 300) < 1e-9)
        #expect(abs(ends[3].x - 200) < 1e-9 && abs(ends[3].y - 200) < 1e-9)
        // Second seed circle starts where the first ends (150+50 = 200, 300): no line added.
        let q = CGMutablePath()
        q.addArc(center: CGPoint(x: 100, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        q.addArc(center: CGPoint(x: 150, y: 300), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(q.pathData.kinds.filter { $0 == .addLineToPoint }.count == 0)
        #expect(q.pathData.count == 9)
    }

    @Test func arcAfterSegmentAddsLine() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(center: CGPoint(x: 10, y: 0), radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(p.pathData.kinds == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(p.pathData.points[1] == CGPoint(x: 12, y: 0))
    }

    @Test func relativeArcAndDeltaRules() {
        #expect(PathData.arcDelta(startAngle: 0, endAngle: .pi / 2, clockwise: false) == .pi / 2)
        #expect(abs(PathData.arcDelta(startAngle: 0, endAngle: .pi / 2, clockwise: true) + 1.5 * .pi) < 1e-12)
        #expect(PathData.arcDelta(startAngle: 0, endAngle: 5 * .pi, clockwise: false) == 2 * .pi)
        #expect(PathData.arcDelta(startAngle: 1, endAngle: 1, clockwise: true) == 0)
        let p = CGMutablePath()
        p.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi)
        let ends = Array(p.elements).compactMap(\.endPoint)
        #expect(ends.count == 3 && abs(ends[1].y + 1) < 1e-12)
    }

    @Test func tangentArcRoundsACorner() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        // Line to (8,0), then a quarter circle around (8,2) to (10,2).
        #expect(p.pathData.kinds == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(abs(p.pathData.points[1].x - 8) < 1e-12)
        #expect(abs(p.currentPoint.x - 10) < 1e-12 && abs(p.currentPoint.y - 2) < 1e-12)
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 2, y: 0), radius: 1)
        #expect(collinear.pathData.kinds == [.moveToPoint, .addLineToPoint])
    }
}
