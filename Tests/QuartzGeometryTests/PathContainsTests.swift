import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct PathContainsTests {
    func nestedSquares(innerReversed: Bool) -> CGMutablePath {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        if innerReversed {
            p.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
            p.closeSubpath()
        } else {
            p.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        }
        return p
    }

    @Test func sameDirectionNestedSquares() {
        let p = nestedSquares(innerReversed: false)
        let hole = CGPoint(x: 5, y: 5), ring = CGPoint(x: 1, y: 1)
        #expect(p.contains(hole, using: .winding))
        #expect(!p.contains(hole, using: .evenOdd))
        #expect(p.contains(ring, using: .winding) && p.contains(ring, using: .evenOdd))
        #expect(!p.contains(CGPoint(x: 11, y: 5)))
    }

    @Test func oppositeDirectionNestedSquares() {
        let p = nestedSquares(innerReversed: true)
        #expect(!p.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!p.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 1, y: 5), using: .winding))
    }

    @Test func curvesAndTransform() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 7, y: 7)))  // r = 9.9
        #expect(!circle.contains(CGPoint(x: 7.2, y: 7.2)))  // r = 10.18
        let shift = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
        #expect(circle.contains(CGPoint(x: 100, y: 0), transform: shift))
        #expect(!circle.contains(.zero, transform: shift))
    }
}
