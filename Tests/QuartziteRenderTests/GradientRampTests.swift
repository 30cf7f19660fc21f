import Foundation
import Quartzite
@testable import QuartziteRender
import Testing

@Suite("Gradient ramps")
struct GradientRampTests {
    /// A recipe with `stops` (location, straight RGBA) as `GradientRecipe` holds them.
    func recipe(_ stops: [(Double, SIMD4<Double>)]) throws -> GradientRecipe {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = CAGradientLayer.propertyDescriptor(forKey: "colors")?.set(&p, AnimationValue([CGColor.black, CGColor.white]))
        var g = try #require(GradientRecipe(p, scale: 1))
        g.stops = stops.map { GradientRecipe.Stop(location: $0.0, color: $0.1) }
        return g
    }

    @Test("looked-up colours are within a quarter of a level of the exact ones, outside 0…1 and for NaN too")
    func nearExact() throws {
        for stops in [
            [(0.0, SIMD4<Double>(1, 0, 0, 1)), (1.0, SIMD4(0, 0, 1, 0.5))],
            // Close stops (a sharp step), stops past both ends, a translucent middle.
            [(-0.5, SIMD4<Double>(0, 1, 0, 1)), (0.3, SIMD4(1, 1, 0, 0.2)), (0.3001, SIMD4(0, 0, 0, 1)),
             (1.4, SIMD4(1, 1, 1, 1))],
        ] {
            let g = try recipe(stops)
            let ramp = GradientRamp(g.stops)
            var worst = 0.0
            for k in 0...2_000 {
                let t = -1 + 3 * Double(k) / 2_000
                // Away from the sharp step, where a nearest entry cannot be close.
                if abs(t - 0.30005) < 0.002 { continue }
                let exact = GradientRecipe.color(at: t, g.stops) * 255
                let looked = SIMD4<Double>(ramp.colors[ramp.index(at: t)])
                worst = max(worst, (exact - looked).replacing(with: -(exact - looked), where: exact .< looked).max())
            }
            #expect(worst < 0.25, "stops \(stops): \(worst) levels")
            #expect(ramp.colors[ramp.index(at: .nan)] == SIMD4<Float>(GradientRecipe.color(at: .nan, g.stops) * 255))
        }
    }

    @Test("a ramp's pixel words: premultiplied bytes times the alpha, rounded, in Quartzite's or cairo's order")
    func pixelWords() throws {
        // Red at alpha 0.8 fading to transparent blue: straight interpolation, then premultiplied.
        let ramp = GradientRamp(
            [GradientStop(location: 0, color: SIMD4(1, 0, 0, 0.8)), GradientStop(location: 1, color: SIMD4(0, 0, 1, 0))],
            size: 3)
        let rgba = ramp.pixelWords(alpha: 0.5, rgbaBytes: true)
        let cairo = ramp.pixelWords(alpha: 0.5, rgbaBytes: false)
        // Entry 0: (255·0.8·0.5 = 102, 0, 0, 102); entry 1 (t = ½): straight (½, 0, ½, 0.4) →
        // premultiplied (0.2, 0, 0.2, 0.4) · 255 · 0.5 = (25.5 → 26 rounded half away from zero, 0, 26, 51).
        #expect(rgba[0] == 102 | 102 << 24)
        #expect(cairo[0] == 102 << 16 | 102 << 24)
        #expect(rgba[1] == 26 | 26 << 16 | 51 << 24 && cairo[1] == rgba[1])
        #expect(rgba[2] == 0 && cairo[2] == 0)
    }
}
