import QuartzGeometry
import Testing

@Suite struct PointMappingTests {
    @Test func perspectiveWDependsOnZ() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        // w = 1 + z·m34: z = −100 → 1.2 (shrinks), z = 100 → 0.8 (grows).
        let far = t.mapPoint(x: 60, y: 30, z: -100)
        #expect(far == SIMD4(60, 30, -100, 1.2))
        let near = t.mapPoint(x: 60, y: 30, z: 100)
        #expect(close(near.w, 0.8) && near.x == 60)
        #expect(close(far.x / far.w, 50) && close(near.x / near.w, 75))
        // z = 0 stays put.
        #expect(t.projectPoint(CGPoint(x: 60, y: 30)) == CGPoint(x: 60, y: 30))
    }

    @Test func projectionThroughTiltedPlane() {
        // Rotate 60° about y, then perspective: (100, 0, 0) → x = 50, z = −86.6…
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let m = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
        let h = m.mapPoint(x: 100, y: 0, z: 0)
        let z = -100 * (0.75).squareRoot()
        #expect(close(h.x, 50) && close(h.z, z) && close(h.w, 1 + z * (-1.0 / 500)))
        let p = m.projectPoint(CGPoint(x: 100, y: 10))
        #expect(close(p.x, 50 / h.w) && close(p.y, 10 / h.w))
    }

    @Test func translationAndPerspectiveInW() {
        var t = CATransform3DMakeTranslation(5, 6, 7)
        t.m14 = 0.5
        // w = x·m14 + m44 = 2·0.5 + 1
        #expect(t.mapPoint(x: 2, y: 3, z: 0) == SIMD4(7, 9, 7, 2))
        #expect(t.projectPoint(CGPoint(x: 2, y: 3)) == CGPoint(x: 3.5, y: 4.5))
    }
}
