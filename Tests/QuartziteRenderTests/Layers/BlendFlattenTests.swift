import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestClock
import Testing

/// How the flattener plans `compositingFilter` and `maskMode`: a blend group pass composited
/// with the blend mode; the mask's mode on the composite's clip.
@Suite("Flattening blend modes and mask modes", .mediaClockPerTest)
struct BlendFlattenTests {
    @Test("a compositing filter groups the subtree in a pass, composited with the mode and the layer's opacity")
    func blendGroup() throws {
        let root = rootLayer(40, 30, color(0, 0, 1))
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 30), color(1, 0, 0))
        layer.compositingFilter = "screenBlendMode"
        layer.opacity = 0.5
        root.addSublayer(layer)
        let (frame, renderer) = renderLayer(root, width: 40, height: 30)
        let plan = renderer.plan
        #expect(plan.passes.map(\.purpose) == [.blendGroup, .frame])
        let composite = try #require(plan.quads[plan.passes[1].quadRange].last)
        #expect(composite.blendMode == .screen)
        #expect(composite.opacity == 0.5)
        #expect(plan.textDump.contains("blend=screen"))
        // Screen of red on blue is magenta, at half strength over blue: (127.5, 0, 255).
        #expect(frame.pixel(x: 5, y: 5) == SIMD4(128, 0, 255, 255))
        #expect(frame.pixel(x: 30, y: 5) == SIMD4(0, 0, 255, 255))
    }

    @Test("an unknown filter name draws normally, without a pass, and is logged once")
    func unknownName() {
        let root = rootLayer(40, 30, nil)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 30), color(1, 0, 0))
        layer.compositingFilter = "CIColorInvert"
        root.addSublayer(layer)
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        for t in [0.0, 0.5] {
            _ = try? renderer.render(layer: root, size: CGSize(width: 40, height: 30), at: t)
        }
        #expect(renderer.plan.passes.count == 1)
        #expect(renderer.plan.quads.allSatisfy { $0.blendMode == .normal })
        #expect(
            renderer.flattener.problems.messages == [#"compositingFilter "CIColorInvert" is not a blend mode Quartzite draws"#])
    }

    @Test("the mask's mode is the composite's mask channel; an inverted mask shows the layer outside the mask")
    func maskChannel() throws {
        let root = rootLayer(40, 30, color(0, 0, 0))
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), color(1, 1, 1))
        // A sublayer beyond the layer's bounds, shown by the inverted mask too.
        layer.addSublayer(solidLayer(CGRect(x: 30, y: 0, width: 10, height: 10), color(0, 1, 0)))
        let mask = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 1, 1))
        mask.maskMode = .alphaInverted
        layer.mask = mask
        root.addSublayer(layer)
        let (frame, renderer) = renderLayer(root, width: 40, height: 30)
        let plan = renderer.plan
        let composite = try #require(plan.quads[plan.frame!.quadRange].last)
        let clip = plan.sharedStates[composite.sharedStateIndex].clip
        #expect(clip.maskPass != nil && clip.maskChannel == .alphaInverted)
        #expect(plan.textDump.contains("maskChannel=alphaInverted"))
        #expect(frame.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
        #expect(frame.pixel(x: 20, y: 20) == SIMD4(255, 255, 255, 255))
        #expect(frame.pixel(x: 35, y: 5) == SIMD4(0, 255, 0, 255))
    }
}
