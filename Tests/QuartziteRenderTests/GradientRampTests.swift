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
            let ramp = GradientRamp(g)
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
}
