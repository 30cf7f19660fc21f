import Foundation
import Quartzite
import QuartziteGL
@testable import QuartziteRender
import QuartziteTestSupport
import Testing

/// Contents quads trimmed to their image's non-transparent texels (issue 7) drawn by the GL
/// renderer: the same pixels as untrimmed quads but for float rounding and rasterization.
///
/// Two things differ from the CPU renderer, which draws the same bytes either way:
/// - the hard-edged variant interpolates the layer point from the quad's corners, which
///   trimming moves, so a bilinear weight may round the other way (by 1; on llvmpipe 6 of
///   49,152 pixels here); with every edge anti-aliased the shader maps each pixel centre
///   through the quad's inverse matrix, which trimming does not change (no pixel differs);
/// - a side that is not trimmed (here: a contentsRect cutting through the disc) gets new end
///   points when a side next to it is, and the rasterizer snaps end points to its sub-pixel
///   grid, so a pixel centre or sample within ~1/256 pixel of that side may fall on the other
///   side of it (with 4 samples per pixel on llvmpipe, one sample of one pixel: 18 levels).
@Suite("GL: trimmed contents quads", .serialized)
struct GLContentsTrimTests {
    @Test(
        "trimmed and untrimmed sprites: at most 1 level apart but for rare edge samples (policy, samples)",
        arguments: [(AntialiasingPolicy.perLayer, 0), (.always, 0), (.perLayer, 4)])
    func sprites(policy: AntialiasingPolicy, samples: Int) throws {
        let root = trimSpriteScene()
        CATransaction.flush()
        var plans: [RenderPlan] = []
        for trims in [true, false] {
            let flattener = LayerTreeFlattener()
            flattener.trimsTransparentContents = trims
            var plan = RenderPlan()
            flattener.flatten(
                root.committedSnapshot!, at: 0, canvasSize: CGSize(width: 256, height: 192), into: &plan)
            plans.append(plan)
        }
        #expect(plans[0].quads.map(\.rect) != plans[1].quads.map(\.rect))
        try GLTestContext.withFreshRenderer(GLRendererOptions(antialiasing: policy, sampleCount: samples)) { gl in
            var trimmed = Frame(width: 0, height: 0)
            var full = Frame(width: 0, height: 0)
            _ = try gl.render(plans[0], into: &trimmed)
            _ = try gl.render(plans[1], into: &full)
            #expect(trimmed.width == 256 && trimmed.height == 192)
            let pixels = trimmed.width * trimmed.height
            let all = ImageComparator.exact.compare(actual: trimmed.pixels, expected: full.pixels, pixelCount: pixels)
            let beyondOne = ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0.0002)
                .compare(actual: trimmed.pixels, expected: full.pixels, pixelCount: pixels)
            #expect(beyondOne.matches, "\(beyondOne.differingPixels) pixels differ by more than 1")
            print(
                "GL trimmed vs untrimmed (\(policy), \(gl.sampleCount) samples): \(all.differingPixels) pixels differ, by up to \(all.largestChannelDifference); \(beyondOne.differingPixels) by more than 1"
            )
        }
    }
}
