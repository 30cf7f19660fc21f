import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct PathBoundsTests {
    @Test func controlPointBoxVersusTightBox() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 4), control2: CGPoint(x: 2, y: 4))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 4))
        // y(t) = 12 t (1 − t) peaks at t = ½ with y = 3.
        let tight = p.boundingBoxOfPath
        #expect(abs(tight.maxY - 3) < 1e-12 && tight.minX == 0 && tight.maxX == 3 && tight.minY == 0)
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: -2))
        #expect(abs(q.boundingBoxOfPath.minY + 1) < 1e-12)
        #expect(CGMutablePath().boundingBox.isNull)
    }
}
