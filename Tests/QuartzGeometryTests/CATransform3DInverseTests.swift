import QuartzGeometry
import Testing

@Suite struct CATransform3DInverseTests {
    @Test func inverseOfRandomInvertibleMatrices() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var worstProduct = 0.0
        var worstRoundTrip = 0.0
        for _ in 0..<1000 {
            let m = randomInvertible(&rng)
            let inverse = CATransform3DInvert(m)
            worstProduct = max(
                worstProduct, maxDifference(CATransform3DConcat(m, inverse), CATransform3DIdentity))
            worstProduct = max(
                worstProduct, maxDifference(CATransform3DConcat(inverse, m), CATransform3DIdentity))
            worstRoundTrip = max(worstRoundTrip, maxDifference(CATransform3DInvert(inverse), m))
        }
        #expect(worstProduct < 1e-9, "m·m⁻¹ off by \(worstProduct)")
        #expect(worstRoundTrip < 1e-9, "(m⁻¹)⁻¹ off by \(worstRoundTrip)")
    }

    @Test func determinantOfKnownMatrices() {
        #expect(CATransform3DMakeScale(2, 3, 4).determinant == 24)
        #expect(CATransform3DIdentity.determinant == 1)
        let r = CATransform3DMakeRotation(0.9, 1, 2, 3)
        #expect(abs(r.determinant - 1) < 1e-12)
        #expect(CATransform3DMakeScale(0, 3, 4).inverse == nil)
    }
}
