import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Images larger than the maximum texture size are drawn from tiles that overlap by one texel:
/// the seams must not show, so the GL frame matches the CPU renderer's.
@Suite("GL tiling of large images", .serialized)
struct TilingTests {
    /// 20000×300: a hue ramp along x with fine vertical stripes and a diagonal band, so any
    /// misplaced or missing texel at a seam changes pixels.
    static let wide: CGImage = TestTextures.make(20000, 300) { x, y in
        let stripe = x % 7 < 3
        let band = (x + y) % 97 < 8
        return SIMD4(UInt8(x * 255 / 19999), stripe ? 220 : 40, band ? 255 : UInt8(y * 255 / 299), 255)
    }

    static func plan(_ transform: CATransform3D, filter: TextureFilter, width: Int, height: Int) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: width, height: height), clearColor: .black)
        plan.image(wide, CGRect(x: 0, y: 0, width: 20000, height: 300), state: plan.state(transform), filter: filter)
        return plan
    }

    /// A `size` quad showing the image's texels `uv` (a window around a seam), under `transform`.
    /// (The window is chosen by the uv rect, not by a large translation: the inverse matrix
    /// treats a matrix whose translation dwarfs its scale as degenerate.)
    static func window(
        _ uv: CGRect, size: CGSize, _ transform: CATransform3D, filter: TextureFilter, width: Int, height: Int
    ) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: width, height: height), clearColor: .black)
        let texture = plan.addTexture(wide)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(transform), rect: CGRect(origin: .zero, size: size), uvRect: uv,
                content: .texture(texture, filter: filter)))
        return plan
    }

    static let comparator = ImageComparator.fuzzy(channelTolerance: 3, maxDifferingFraction: 0.001)

    func check(_ plan: RenderPlan, maxTextureSize: Int?, expectTiles: Int) throws {
        let (cpu, _) = render(plan)
        try GLTestContext.withFreshRenderer(GLRendererOptions(maxTextureSize: maxTextureSize)) { gl in
            var frame = Frame(width: 0, height: 0)
            let report = try gl.draw(plan, into: &frame)
            #expect(report.unsupportedQuads == 0)
            #expect(gl.statistics.instances == expectTiles, "\(report) \(gl.statistics) \(frame.pixel(x: 5, y: 5)) \(cpu.pixel(x: 5, y: 5))")
            let r = Self.comparator.compare(actual: frame.pixels, expected: cpu.pixels, pixelCount: frame.width * frame.height)
            #expect(r.matches, "\(r.differingPixels) pixels differ, largest \(r.largestChannelDifference)")
        }
    }

    @Test("the 20000×300 image's seam at the device limit, magnified and shifted by a fraction")
    func seamAtDeviceLimit() throws {
        guard GLTestContext.available else { return }
        var limit = 0
        try GLTestContext.withRenderer { limit = $0.info.maxTextureSize }
        guard limit < 20000 else {
            print("skipped: GL_MAX_TEXTURE_SIZE \(limit) holds 20000 texels; see the forced-limit test")
            return
        }
        // The first tile's core ends at limit − 2; show ±60 texels around it, magnified 1.5 and
        // shifted by a quarter pixel.
        let seam = Double(limit - 2)
        let uv = CGRect(x: seam - 60, y: 100, width: 120, height: 80)
        let m = chain(CATransform3DMakeScale(1.5, 1.5, 1), translation(0.25, 0.25))
        let tiles = (20000 + limit - 3) / (limit - 2)
        try check(
            Self.window(uv, size: CGSize(width: 120, height: 80), m, filter: .linear, width: 180, height: 120),
            maxTextureSize: nil, expectTiles: tiles)
    }

    @Test("the whole image minified and rotated through 5 tiles of a forced 4096 limit")
    func forcedLimitWholeImage() throws {
        guard GLTestContext.available else { return }
        let m = chain(
            CATransform3DMakeScale(0.02, 0.3, 1), CATransform3DMakeRotation(0.1, 0, 0, 1), translation(10, 20))
        try check(Self.plan(m, filter: .linear, width: 420, height: 150), maxTextureSize: 4096, expectTiles: 5)
        // Nearest, magnified around the second seam (core boundary 2 × 4094 = 8188).
        let uv = CGRect(x: 8188 - 30, y: 10, width: 60, height: 30)
        let n = chain(CATransform3DMakeScale(2, 2, 1), translation(0.5, 0))
        try check(
            Self.window(uv, size: CGSize(width: 60, height: 30), n, filter: .nearest, width: 120, height: 60),
            maxTextureSize: 4096, expectTiles: 5)
    }
}
