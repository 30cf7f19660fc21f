import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct CGPathConstructionTests {
    let kappa: CGFloat = 0.5522847498

    @Test func rectElements() {
        let p = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20), transform: nil)
        #expect(p.pathData.kinds == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(p.pathData.points == [CGPoint(x: 1, y: 2), CGPoint(x: 11, y: 2), CGPoint(x: 11, y: 22), CGPoint(x: 1, y: 22)])
        var r = CGRect.zero
        #expect(p.isRect(&r))
        #expect(r == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(p.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func ellipseElements() throws {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = Array(p.elements)
        #expect(e.count == 6)
        #expect(e[0] == .moveTo(CGPoint(x: 20, y: 5)))
        guard case .curveTo(let end, let c1, let c2) = e[1] else { Issue.record("not a curve"); return }
        #expect(end == CGPoint(x: 10, y: 10))
        #expect(abs(c1.y - (5 + 5 * kappa)) < 1e-9 && c1.x == 20)
        #expect(abs(c2.x - (10 + 10 * kappa)) < 1e-9 && c2.y == 10)
        #expect(e[2].endPoint == CGPoint(x: 0, y: 5))
        #expect(e[3].endPoint == CGPoint(x: 10, y: 0))
        #expect(e[4].endPoint == CGPoint(x: 20, y: 5))
        #expect(e[5] == .closeSubpath)
        #expect(!p.isRect(nil))
    }

    @Test func roundedRectElements() {
        let p = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5, transform: nil)
        let d = p.pathData
        #expect(d.count == 10)
        #expect(d.kinds.filter { $0 == .addCurveToPoint }.count == 4)
        #expect(d.kinds.filter { $0 == .addLineToPoint }.count == 4)
        #expect(Array(p.elements).compactMap(\.endPoint) == [
            CGPoint(x: 100, y: 5), CGPoint(x: 100, y: 45), CGPoint(x: 90, y: 50), CGPoint(x: 10, y: 50),
            CGPoint(x: 0, y: 45), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 90, y: 0),
            CGPoint(x: 100, y: 5),
        ])
        let plain = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerWidth: 0, cornerHeight: 0, transform: nil)
        #expect(plain.isRect(nil))
    }

    @Test func segmentsWithoutCurrentPointAreIgnoredAndTransformsApply() {
        let p = CGMutablePath()
        p.addLine(to: CGPoint(x: 5, y: 5))
        #expect(p.isEmpty)
        let shift = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
        p.move(to: .zero, transform: shift)
        p.addLine(to: CGPoint(x: 1, y: 1), transform: shift)
        p.closeSubpath()
        p.closeSubpath()
        #expect(p.pathData.kinds == [.moveToPoint, .addLineToPoint, .closeSubpath])
        #expect(p.currentPoint == CGPoint(x: 10, y: 0))
        let q = CGMutablePath()
        q.addLines(between: [.zero, CGPoint(x: 11, y: 1)])
        #expect(q.pathData.points == [.zero, CGPoint(x: 11, y: 1)])
    }

    @Test func copiesAndEquality() throws {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = try #require(p.copy())
        #expect(copy == p)
        var scale = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        let scaled = try #require(p.copy(using: &scale))
        var r = CGRect.zero
        #expect(scaled.isRect(&r) && r == CGRect(x: 0, y: 0, width: 2, height: 3))
        let m = try #require(p.mutableCopy())
        m.addPath(p, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 5))
        #expect(m.pathData.count == 10 && p.pathData.count == 5)
        #expect(m.currentPoint == CGPoint(x: 5, y: 5))
    }

    @Test func applyWithBlockVisitsEveryElement() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 2))
        p.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        p.addCurve(to: CGPoint(x: 7, y: 7), control1: CGPoint(x: 8, y: 8), control2: CGPoint(x: 9, y: 9))
        p.closeSubpath()
        var types: [CGPathElementType] = []
        var pts: [CGPoint] = []
        p.applyWithBlock { e in
            types.append(e.pointee.type)
            for i in 0..<e.pointee.type.pointCount { pts.append(e.pointee.points[i]) }
        }
        #expect(types == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(pts == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6), CGPoint(x: 8, y: 8), CGPoint(x: 9, y: 9), CGPoint(x: 7, y: 7)])
    }
}
