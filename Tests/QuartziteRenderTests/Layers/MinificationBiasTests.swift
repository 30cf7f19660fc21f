import Foundation
import Quartzite
import QuartziteTestClock
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// `minificationFilterBias` is added to the level of detail of trilinear minification: a
/// positive bias samples smaller, blurrier mip levels, a negative one sharper ones.
@Suite("Minification filter bias", .mediaClockPerTest)
struct MinificationBiasTests {
    @Test("the three biases of the scene give decreasing contrast: −1.4 sharpest, +2 the cells averaged away")
    func biasOrdersContrast() throws {
        let scene = try #require(LayerScene.all.first { $0.name == "contents-minification-bias" })
        let (frame, _) = renderLayer(scene.build())
        /// The mean difference between horizontal neighbours (all channels) inside the i-th
        /// layer: its local contrast (the checker's gradient changes slowly).
        func contrast(_ i: Int) -> Double {
            var total = 0, count = 0
            for y in 40..<80 {
                for x in (8 + i * 52)..<(47 + i * 52) {
                    let a = SIMD4<Int>(truncatingIfNeeded: frame.pixel(x: x, y: y))
                    let b = SIMD4<Int>(truncatingIfNeeded: frame.pixel(x: x + 1, y: y))
                    let d = a &- b
                    total += abs(d.x) + abs(d.y) + abs(d.z)
                    count += 1
                }
            }
            return Double(total) / Double(count)
        }
        let (sharp, plain, blurred) = (contrast(0), contrast(1), contrast(2))
        #expect(sharp > plain * 1.2, "\(sharp) vs \(plain)")
        #expect(plain > blurred * 3, "\(plain) vs \(blurred)")
        #expect(blurred < 10, "\(blurred)")
        // The bias reaches the plan only on the trilinearly minified quads.
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        _ = try renderer.render(layer: scene.build(), size: CGSize(width: 160, height: 120), scale: 1, at: 0)
        #expect(renderer.plan.quads.map(\.levelOfDetailBias).filter { $0 != 0 } == [-1.4, 2])
    }

    @Test("an emitter cell's bias reaches its particles' quads when they are minified")
    func emitterCellBias() throws {
        let spark = CAEmitterCell()
        spark.contents = TestTextures.checker(size: 32, cell: 4)
        spark.birthRate = 5
        spark.lifetime = 10
        spark.scale = 0.25
        spark.minificationFilter = CALayerContentsFilter.trilinear.rawValue
        spark.minificationFilterBias = 1.5
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.emitterCells = [spark]
        CATransaction.flush()
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let snapshot = try #require(emitter.committedSnapshot)
        renderer.makePlan(snapshot: snapshot, size: CGSize(width: 100, height: 100), at: 1)
        let particles = renderer.plan.quads.filter { if case .tintedTexture = $0.content { true } else { false } }
        #expect(particles.count >= 5 && particles.allSatisfy { $0.levelOfDetailBias == 1.5 })
        // Magnified, the bias does not apply.
        spark.scale = 4
        emitter.emitterCells = [spark]
        CATransaction.flush()
        renderer.makePlan(snapshot: try #require(emitter.committedSnapshot), size: CGSize(width: 100, height: 100), at: 1)
        #expect(renderer.plan.quads.allSatisfy { $0.levelOfDetailBias == 0 })
    }
}
