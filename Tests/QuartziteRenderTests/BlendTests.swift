import Foundation
import QuartziteRender
import Testing

@Suite("Blending")
struct BlendTests {
    @Test("source-over on exact numbers, rounded half up once")
    func sourceOver() {
        // factor = 1 − 200·0.5/255 = 0.607843…; r = 50 + 6.08, g = 25 + 12.16, b = 18.24, a = 100 + 24.31.
        let out = PixelMath.sourceOver(source: SIMD4(100, 50, 0, 200), alpha: 0.5, destination: SIMD4(10, 20, 30, 40))
        #expect(out == SIMD4(56, 37, 18, 124))
        // 50 % white over opaque black: 127.5 rounds up to 128.
        #expect(PixelMath.sourceOver(source: SIMD4(255, 255, 255, 255), alpha: 0.5, destination: SIMD4(0, 0, 0, 255)) == SIMD4(128, 128, 128, 255))
        // Opaque source replaces; transparent source keeps the destination exactly.
        #expect(PixelMath.sourceOver(source: SIMD4(1, 2, 3, 255), alpha: 1, destination: SIMD4(200, 200, 200, 255)) == SIMD4(1, 2, 3, 255))
        #expect(PixelMath.sourceOver(source: .zero, alpha: 1, destination: SIMD4(7, 8, 9, 10)) == SIMD4(7, 8, 9, 10))
    }

    @Test("stacked translucent quads blend in painter order, once each")
    func stacking() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 4, height: 4), clearColor: .black)
        let s = plan.state()
        plan.solid(CGRect(x: 0, y: 0, width: 4, height: 4), .white, state: s, opacity: 0.5)
        plan.solid(CGRect(x: 0, y: 0, width: 2, height: 4), rgba(1, 0, 0), state: s, opacity: 0.5)
        let (frame, _) = render(plan)
        // White at 0.5 → 128; red at 0.5 over it: r = 127.5 + 128·0.5 = 191.5 → 192, g = 64.
        #expect(frame.pixel(x: 0, y: 0) == SIMD4(192, 64, 64, 255))
        #expect(frame.pixel(x: 3, y: 3) == SIMD4(128, 128, 128, 255))
    }
}
