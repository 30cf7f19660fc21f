import QuartzGeometry
import QuartziteRender
import Testing

@Suite("Projection")
struct ProjectionTests {
    /// X = x/w + 128, Y = y/w + 128 with w = 1 + 0.01x: w ≤ 0 for x ≤ −100.
    let eyeCrossing = CATransform3D(
        m11: 2.28, m12: 1.28, m13: 0, m14: 0.01, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 128, m42: 128, m43: 0, m44: 1)

    @Test("the inverse exists however far a layer is moved; a layer seen edge-on has none")
    func farTranslationsAreInvertible() throws {
        // Moved 20,000 and 10⁷ pixels (a wide canvas): invertible, and the inverse maps back.
        for t in [20_000.0, 1e7] {
            let h = try #require(InverseHomography(CATransform3DMakeTranslation(t, -30, 0)))
            let p = try #require(PixelMath.layerPoint(pixelX: t + 5, pixelY: -20, inverse: h))
            #expect(abs(p.x - 5) < 1e-6 && abs(p.y - 10) < 1e-6)
        }
        // Turned 90° about y: the z = 0 plane projects to a line.
        #expect(InverseHomography(CATransform3DMakeRotation(.pi / 2, 0, 1, 0)) == nil)
        #expect(InverseHomography(CATransform3DMakeScale(0, 1, 1)) == nil)
    }

    @Test("a quad crossing the eye plane draws only its w > 0 part, never inverted")
    func eyePlane() throws {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 256, height: 256), clearColor: .black)
        plan.solid(CGRect(x: -2000, y: -40, width: 2050, height: 80), .white, state: plan.state(eyeCrossing))
        let (frame, report) = render(plan)
        #expect(report.quadsDrawn == 1)
        // x = 13.6 lies in front of the eye and lands at X = 140.
        #expect(frame.pixel(x: 140, y: 128) == SIMD4(255, 255, 255, 255))
        // Behind the eye, x in [−2000, −500] would project inverted to X in [233, 253] near Y = 128.
        for y in 118..<138 {
            for x in 200..<256 { #expect(frame.pixel(x: x, y: y) == SIMD4(0, 0, 0, 255)) }
        }
        let h = try #require(InverseHomography(eyeCrossing))
        #expect(PixelMath.layerPoint(pixelX: 240.5, pixelY: 128.5, inverse: h) == nil)
    }

    @Test("texture mapping is perspective-correct: the texture midpoint lands on the projected midpoint")
    func perspectiveCorrect() throws {
        let m = chain(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective(500), translation(128, 128))
        let h = try #require(InverseHomography(m))
        // Layer (0, 0) projects to (128, 128); the quad's corners x = ±100 project to X ≈ 170.618 and 67.526.
        let mid = try #require(PixelMath.layerPoint(pixelX: 128, pixelY: 128, inverse: h))
        #expect(abs(mid.x) < 1e-9 && abs(mid.y) < 1e-9)
        let right = m.projectPoint(CGPoint(x: 100, y: 0)).x
        let left = m.projectPoint(CGPoint(x: -100, y: 0)).x
        let screenMid = (left + right) / 2
        #expect(abs(screenMid - 119.072) < 0.001)
        let atScreenMid = try #require(PixelMath.layerPoint(pixelX: screenMid, pixelY: 128, inverse: h))
        #expect(atScreenMid.x < -10)

        // A red|blue texture on the quad switches colour at X = 128, not at 119.
        let texture = try CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 256, height: 256), clearColor: .black)
        plan.image(texture, CGRect(x: -100, y: -50, width: 200, height: 100), state: plan.state(m), filter: .nearest)
        let (frame, _) = render(plan)
        #expect(frame.pixel(x: 127, y: 128) == SIMD4(255, 0, 0, 255))
        #expect(frame.pixel(x: 128, y: 128) == SIMD4(0, 0, 255, 255))
        #expect(frame.pixel(x: 120, y: 128) == SIMD4(255, 0, 0, 255))
    }
}
