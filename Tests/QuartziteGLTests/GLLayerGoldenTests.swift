import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Every layer-tree golden scene (issue 6), flattened by `FrameRenderer` as for the software
/// renderer (shapes as drawings) and drawn by the GL renderer, against the PNG the software
/// renderer recorded; never re-recorded here. Also as the GL renderer's own plans (shapes as
/// images), within ``imagePlanTolerance``.
///
/// Tolerance: that of ``GLGoldenTests`` (a channel may differ by 3 on up to 0.1 % of the
/// pixels) for the same reasons: float geometry in the shaders, 8-bit filter weights and
/// fixed-point blending on llvmpipe.
@Suite("GL layer golden images", .serialized)
struct GLLayerGoldenTests {
    /// Per-scene overrides, each with its reason. All four are nearest-filtered contents whose
    /// scale puts some pixel centres exactly on a texel boundary: ⌊u⌋ of an exact integer is a
    /// tie that the CPU (doubles) and the shader (floats) may break differently, and a whole
    /// row or column of the layer then takes the neighbouring texel (seen in the diff PNGs:
    /// only those lines differ). The limits are the pixels of every such tie line, worked out
    /// from the scene's geometry (a real GPU filters with less sub-texel precision than
    /// llvmpipe and may flip other tie lines than llvmpipe does).
    static func comparator(for scene: LayerScene) -> ImageComparator {
        switch scene.name {
        // 16×12 image in 36×34 cells. resize: u = (k + ½)·16/36 hits 2 at column 47, v =
        // (k + ½)·12/34 hits 3 at row 90; resizeAspect (×2.25): u = 2 at column 86, and its
        // rect's top and bottom edges lie on pixel centres (rows 85, 112); resizeAspectFill
        // (×34/12): v = 3 at row 90. At most 162 pixels (0.84 %); llvmpipe flips 90 of them
        // (6 in the flipped grid).
        case "gravity-grid", "gravity-grid-flipped": .fuzzy(channelTolerance: 3, maxDifferingFraction: 0.01)
        // 8 centre texels over 74 points: v = 8 + (k + ½)·8/74 hits 10 and 14 at rows 41 and
        // 78 of both layers: at most 268 pixels (1.4 %); llvmpipe flips 30 in row 78.
        case "nine-part-contents": .fuzzy(channelTolerance: 3, maxDifferingFraction: 0.015)
        // 16 or 32 texels over 65 points: u and v = (k + ½)·16/65 are whole at k = 32: row 57 of
        // both layers and column 42 of the left (column 117 of the right samples the clamped
        // edge either way): at most 195 pixels (1.0 %); llvmpipe flips row 57 (130).
        case "contents-rect": .fuzzy(channelTolerance: 3, maxDifferingFraction: 0.011)
        // 8 texels over 36 points (nearest): (k + ½)/4.5 is whole at k = 4, 13, 22, 31: rows
        // 44, 53, 62, 71 and columns 8, 17, 26, 35 of the first layer: at most 272 pixels
        // (1.4 %); llvmpipe differs on 72 pixels of the four rows.
        case "contents-filters": .fuzzy(channelTolerance: 3, maxDifferingFraction: 0.015)
        default: GLGoldenTests.tolerance
        }
    }

    /// The GL renderer's own plans carry shapes as images rasterized in the layer's space and
    /// resampled; the goldens hold the CPU renderer's frames, whose plans carry them as drawings
    /// painted at pass resolution. Where a shape is turned, scaled or placed between pixels the
    /// two anti-alias its edges differently (seen in the diff PNGs: only edge pixels of shapes
    /// differ, by at most 47 levels on ≤ 2.7 % of a scene's pixels), so the GL renderer's own
    /// frames are held to this; its frames of the CPU renderer's plans (drawings included) to
    /// ``comparator(for:)``.
    static let imagePlanTolerance = ImageComparator.fuzzy(channelTolerance: 64, maxDifferingFraction: 0.03)

    @Test("layer scene matches its golden with the GL renderer, shapes as images (the GL renderer's plans)", arguments: LayerScene.all)
    func ownPlanMatchesGolden(_ scene: LayerScene) throws {
        try GLTestContext.withRenderer { gl in
            let renderer = FrameRenderer(renderer: gl)
            #expect(!renderer.flattener.drawsShapesAsDrawings)
            let frame = try scene.render(with: renderer)
            #expect(renderer.lastReport.unsupportedQuads == 0)
            try Golden.check(frame, name: scene.goldenName, comparator: Self.imagePlanTolerance, mayRecord: false)
        }
    }

    @Test("layer scene matches its golden with the GL renderer", arguments: LayerScene.all)
    func sceneMatchesGolden(_ scene: LayerScene) throws {
        try GLTestContext.withRenderer { gl in
            let renderer = FrameRenderer(renderer: gl)
            // The plans the CPU renderer draws: shapes as drawings.
            renderer.flattener.drawsShapesAsDrawings = true
            let frame = try scene.render(with: renderer)
            #expect(renderer.lastReport.unsupportedQuads == 0)
            #expect(frame.width == Int(scene.width * scene.scale) && frame.height == Int(scene.height * scene.scale))
            try Golden.check(frame, name: scene.goldenName, comparator: Self.comparator(for: scene), mayRecord: false)
            let expected = try CGImage(contentsOf: Golden.url(scene.goldenName))
            if expected.width == frame.width, expected.height == frame.height {
                let r = ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0).compare(
                    actual: frame.pixels, expected: expected.pixels, pixelCount: frame.width * frame.height)
                print(
                    "GL layer golden \(scene.goldenName): largest channel difference \(r.largestChannelDifference), \(r.differingPixels) of \(frame.width * frame.height) pixels beyond 1"
                )
            }
        }
    }
}
