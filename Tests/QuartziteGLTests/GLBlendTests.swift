import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Blend modes and mask channels in the GL renderer: each blended quad is a batch of its own
/// (its backdrop is copied first), and the pixels equal the software renderer's — for
/// overlapping blended quads, every mode, each mask channel, in a multisampled frame too.
@Suite("GL blend modes", .serialized)
struct GLBlendTests {
    /// A frame of 16 columns: a grey-to-colour backdrop, then one quad per blend mode (two of
    /// them overlapping the next column, so the second reads what the first drew), a mask
    /// pass of a red bar read by each channel.
    static func plan() -> RenderPlan {
        var plan = RenderPlan()
        let size = PixelSize(width: 64, height: 40)
        plan.beginPass(purpose: .mask, size: size, clearColor: .clear)
        let m = plan.state(edges: [])
        plan.solid(CGRect(x: 0, y: 30, width: 64, height: 5), rgba(1, 0, 0, 0.8), state: m)
        plan.beginPass(purpose: .frame, size: size, clearColor: .clear)
        let s = plan.state(edges: [])
        plan.solid(CGRect(x: 0, y: 0, width: 64, height: 20), rgba(0.3, 0.6, 0.9), state: s)
        plan.solid(CGRect(x: 0, y: 10, width: 64, height: 10), rgba(0.9, 0.5, 0.2, 0.6), state: s)
        for (k, mode) in BlendMode.allCases.enumerated() {
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: s, rect: CGRect(x: Double(k) * 4, y: 4, width: 6, height: 22),
                    content: .solid(rgba(0.8, 0.3, 0.5, 0.75)), opacity: 0.9, blendMode: mode))
        }
        for (k, channel) in MaskChannel.allCases.enumerated() {
            let masked = plan.state(clip: QuadClip(maskPass: 0, maskChannel: channel), edges: [])
            plan.solid(CGRect(x: Double(k) * 16, y: 28, width: 16, height: 12), rgba(0.2, 0.9, 0.4), state: masked)
        }
        return plan
    }

    @Test("each blended quad is its own batch; pixels match the CPU renderer's, single- and multisampled")
    func matchesSoftware() throws {
        let plan = Self.plan()
        let (expected, _) = render(plan)
        guard GLTestContext.available else { return }
        for samples in [1, 4] {
            try GLTestContext.withFreshRenderer(GLRendererOptions(sampleCount: samples)) { gl in
                var frame = Frame(width: 0, height: 0)
                let report = try gl.draw(plan, into: &frame)
                #expect(report.unsupportedQuads == 0)
                if samples == 1 {
                    // The mask pass's quad; the backdrop, every blended quad alone (normal
                    // joins the backdrop's batch), the four mask channels.
                    #expect(gl.statistics.batchesPerPass == [1, 1 + 15 + 4])
                }
                let r = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: 0).compare(
                    actual: frame.pixels, expected: expected.pixels, pixelCount: frame.width * frame.height)
                #expect(r.matches, "\(samples) samples: \(r.differingPixels) pixels differ, by up to \(r.largestChannelDifference)")
            }
        }
    }
}
