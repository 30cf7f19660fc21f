import QuartzGeometry
import Testing

@Suite struct DecomposedTransformTests {
    @Test func readsKnownParts() throws {
        // Scale first, then rotate 30° about z, then translate: S · Rz · T.
        let m = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(.pi / 6, 0, 0, 1)),
            CATransform3DMakeTranslation(10, 20, 30))
        let d = try #require(DecomposedTransform(m))
        #expect(d.translation == SIMD3(10, 20, 30))
        #expect(abs(d.scale.x - 2) < 1e-12 && abs(d.scale.y - 3) < 1e-12)
        #expect(abs(d.scale.z - 4) < 1e-12)
        let q = SIMD4(0, 0, sin(Double.pi / 12), cos(Double.pi / 12))
        #expect(((d.quaternion - q) * (d.quaternion - q)).sum() < 1e-24)
        #expect(abs(d.skewXY) < 1e-12 && d.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test func readsPerspectiveAndSkew() throws {
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let d = try #require(DecomposedTransform(p))
        #expect(d.perspective == SIMD4(0, 0, -1.0 / 500, 1))
        var skew = CATransform3DIdentity
        skew.m21 = 0.5  // x' gains 0.5·y
        let k = try #require(DecomposedTransform(skew))
        #expect(abs(k.skewXY - 0.5) < 1e-12 && k.scale == SIMD3(1, 1, 1))
    }

    @Test func reflectionNegatesAllScales() throws {
        let d = try #require(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1)))
        #expect(d.scale == SIMD3(-1, -1, -1))
        #expect(close(d.transform, CATransform3DMakeScale(-1, 1, 1)))
    }

    @Test func rejectsNonDecomposableMatrices() {
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(DecomposedTransform(noW) == nil)
        #expect(DecomposedTransform(CATransform3D()) == nil)
    }

    @Test func identityDecomposesToDefaults() {
        #expect(DecomposedTransform(CATransform3DIdentity) == DecomposedTransform())
        #expect(DecomposedTransform().transform == CATransform3DIdentity)
    }

    @Test func normalisesByM44() throws {
        var t = CATransform3DMakeTranslation(4, 6, 8)
        t.m44 = 2
        let d = try #require(DecomposedTransform(t))
        #expect(d.translation == SIMD3(2, 3, 4))
    }

    @Test func roundTripOfRandomProducts() throws {
        var rng = SplitMix64(seed: 0xDEC0_0001)
        var worst = 0.0
        for _ in 0..<500 {
            var m = CATransform3DMakeScale(
                rng.uniform(0.2...3) * (rng.next() & 1 == 0 ? -1 : 1),
                rng.uniform(0.2...3), rng.uniform(0.2...3))
            m = CATransform3DConcat(
                m,
                CATransform3DMakeRotation(
                    rng.uniform(-4...4), rng.uniform(-1...1), rng.uniform(-1...1),
                    rng.uniform(-1...1)))
            m = CATransform3DConcat(
                m,
                CATransform3DMakeTranslation(
                    rng.uniform(-200...200), rng.uniform(-200...200), rng.uniform(-200...200)))
            var perspective = CATransform3DIdentity
            perspective.m34 = rng.uniform(-0.01...0)
            perspective.m14 = rng.uniform(-0.001...0.001)
            m = CATransform3DConcat(m, perspective)
            if rng.next() & 1 == 0 {
                // A sheared variant too.
                var shear = CATransform3DIdentity
                shear.m21 = rng.uniform(-1...1)
                shear.m32 = rng.uniform(-1...1)
                m = CATransform3DConcat(shear, m)
            }
            let d = try #require(DecomposedTransform(m))
            #expect(abs((d.quaternion * d.quaternion).sum() - 1) < 1e-12)
            // Decomposition normalises by m44 (1 + t·p here), so compare with m / m44.
            let w = m.m44
            var normalised = m
            normalised.m11 /= w; normalised.m12 /= w; normalised.m13 /= w; normalised.m14 /= w
            normalised.m21 /= w; normalised.m22 /= w; normalised.m23 /= w; normalised.m24 /= w
            normalised.m31 /= w; normalised.m32 /= w; normalised.m33 /= w; normalised.m34 /= w
            normalised.m41 /= w; normalised.m42 /= w; normalised.m43 /= w; normalised.m44 /= w
            worst = max(worst, maxDifference(d.transform, normalised))
        }
        #expect(worst < 1e-9, "worst field error \(worst)")
    }
}
