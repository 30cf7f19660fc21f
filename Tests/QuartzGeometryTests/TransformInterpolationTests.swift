import QuartzGeometry
import Testing

@Suite struct TransformInterpolationTests {
    let a = CATransform3DConcat(
        CATransform3DMakeRotation(0.4, 0, 1, 0), CATransform3DMakeTranslation(5, 6, 7))
    let b = CATransform3DConcat(
        CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeRotation(-1.1, 1, 0, 0))

    @Test func endpointsAreReturned() {
        #expect(close(CATransform3D.interpolate(from: a, to: b, fraction: 0), a))
        #expect(close(CATransform3D.interpolate(from: a, to: b, fraction: 1), b))
    }

    @Test func rotationTakesTheShortestArc() {
        // 3π/2 about z is the same matrix as −π/2: the midpoint is −π/4, not 3π/4.
        let end = CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)
        let mid = CATransform3D.interpolate(from: CATransform3DIdentity, to: end, fraction: 0.5)
        #expect(close(mid, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)), "\(mid)")
        #expect(close(mid.component(.rotationZ), -.pi / 4))
        // A quarter of the way from 0 to 2π/3 is π/6.
        let quarter = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(2 * .pi / 3, 0, 0, 1),
            fraction: 0.25)
        #expect(close(quarter, CATransform3DMakeRotation(.pi / 6, 0, 0, 1)))
    }

    @Test func fullTurnDoesNotMove() {
        let turn = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        for f in [0.25, 0.5, 0.75] {
            let m = CATransform3D.interpolate(from: CATransform3DIdentity, to: turn, fraction: f)
            #expect(close(m, CATransform3DIdentity))
        }
    }

    @Test func perspectiveAndTranslationInterpolateLinearly() {
        var p = CATransform3DMakeTranslation(100, 0, 0)
        p.m34 = -1.0 / 500
        let mid = CATransform3D.interpolate(from: CATransform3DIdentity, to: p, fraction: 0.5)
        #expect(close(mid.m34, -1.0 / 1000) && close(mid.m41, 50))
        let scaled = CATransform3D.interpolate(
            from: CATransform3DMakeScale(1, 1, 1), to: CATransform3DMakeScale(3, 5, 1),
            fraction: 0.25)
        #expect(close(scaled, CATransform3DMakeScale(1.5, 2, 1)))
    }

    @Test func nonDecomposableEndpointIsDiscrete() {
        let zero = CATransform3DMakeScale(0, 0, 1)
        let id = CATransform3DIdentity
        #expect(CATransform3D.interpolate(from: zero, to: id, fraction: 0.49) == zero)
        #expect(CATransform3D.interpolate(from: zero, to: id, fraction: 0.5) == id)
        #expect(CATransform3D.interpolate(from: id, to: zero, fraction: 0.2) == id)
        #expect(CATransform3D.interpolate(from: id, to: zero, fraction: 0.9) == zero)
    }

    @Test func cachedDecompositionsGiveTheSameResult() throws {
        let start = try #require(DecomposedTransform(a))
        let end = try #require(DecomposedTransform(b))
        let cached = start.interpolated(to: end, fraction: 0.3).transform
        #expect(cached == CATransform3D.interpolate(from: a, to: b, fraction: 0.3))
    }
}
