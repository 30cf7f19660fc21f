import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// `masksToBounds` clips a layer's own shadow to its bounds (REFERENCE 9): the part that falls
/// inside shows through the layer's transparent parts; nothing reaches outside.
@Suite("Shadows clipped by masksToBounds")
struct ShadowClipTests {
    let scene = LayerScene.all.first { $0.name == "shadow-clipped-to-bounds" }!
    let background = SIMD4<UInt8>(235, 235, 235, 255)

    @Test("inside the bounds the sublayer's shadow shows; beyond them, and under an opaque background, none does")
    func clippedShadow() throws {
        let (frame, renderer) = renderLayer(scene.build())
        // The square clip at (10, 10), 60 × 60: its red sublayer's shadow lies at (40…70) and is
        // cut at 70.
        #expect(frame.pixel(x: 65, y: 65).x < 100)
        #expect(frame.pixel(x: 73, y: 73) == background)
        // The rounded clip at (85, 10): the same shadow, cut by the corner of radius 14.
        #expect(frame.pixel(x: 140, y: 60).x < 100)
        #expect(frame.pixel(x: 143, y: 68) == background)
        // The blue layer's background hides its whole clipped shadow: no pass is spent on it.
        #expect(frame.pixel(x: 102, y: 112) == background)
        #expect(renderer.plan.passes.filter { $0.purpose == .shadow }.count == 2)
        // The shadow of the square clip's border (its right edge at x 69…70) falls at 79…80, past
        // the bounds; without masksToBounds it shows there.
        #expect(frame.pixel(x: 79, y: 50) == background)
        let unclipped = scene.build()
        unclipped.sublayers?.first?.masksToBounds = false
        #expect(renderLayer(unclipped).0.pixel(x: 79, y: 50) != background)
    }
}
