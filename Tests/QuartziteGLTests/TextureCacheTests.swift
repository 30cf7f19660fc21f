import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// The texture cache: images kept by identity, new images (new versions) uploaded, least
/// recently used ones evicted beyond the budget, never those the current frame uses.
@Suite("GL texture cache", .serialized)
struct TextureCacheTests {
    static func plan(_ images: [CGImage]) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 32, height: 16), clearColor: .black)
        let s = plan.state()
        for (i, image) in images.enumerated() {
            plan.image(image, CGRect(x: 16 * i, y: 0, width: 16, height: 16), state: s, filter: .nearest)
        }
        return plan
    }

    static func flat(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
        TestTextures.make(16, 16) { _, _ in SIMD4(r, g, b, 255) }
    }

    @Test("a new image with new contents is uploaded and drawn; the old one ages out under the budget")
    func versioningAndEviction() throws {
        let red = Self.flat(255, 0, 0)
        let green = Self.flat(0, 255, 0)
        // One 16×16 layer is 1 KiB: a budget of 1.5 KiB holds one image.
        try GLTestContext.withFreshRenderer(GLRendererOptions(textureBudgetBytes: 1536)) { gl in
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(Self.plan([red]), into: &frame)
            #expect(frame.pixel(x: 4, y: 4) == SIMD4(255, 0, 0, 255))
            #expect(gl.hasCachedTexture(red))
            _ = try gl.draw(Self.plan([red]), into: &frame)
            #expect(gl.statistics.uploads == 1)  // kept by identity: no second upload

            _ = try gl.draw(Self.plan([green]), into: &frame)
            #expect(frame.pixel(x: 4, y: 4) == SIMD4(0, 255, 0, 255))
            #expect(gl.statistics.uploads == 2)
            #expect(gl.statistics.evictions == 1)
            #expect(!gl.hasCachedTexture(red) && gl.hasCachedTexture(green))
            #expect(gl.statistics.residentTextureBytes == 1024)
        }
    }

    @Test("images used by the current frame are never evicted, even over the budget")
    func currentFrameIsProtected() throws {
        let a = Self.flat(255, 0, 0)
        let b = Self.flat(0, 0, 255)
        try GLTestContext.withFreshRenderer(GLRendererOptions(textureBudgetBytes: 1536)) { gl in
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(Self.plan([a, b]), into: &frame)
            #expect(frame.pixel(x: 4, y: 4) == SIMD4(255, 0, 0, 255))
            #expect(frame.pixel(x: 20, y: 4) == SIMD4(0, 0, 255, 255))
            #expect(gl.statistics.residentTextures == 2 && gl.statistics.evictions == 0)
            // The next frame uses only b: a is evicted when c needs room.
            let c = Self.flat(0, 255, 0)
            _ = try gl.draw(Self.plan([b, c]), into: &frame)
            #expect(!gl.hasCachedTexture(a) && gl.hasCachedTexture(b) && gl.hasCachedTexture(c))
            #expect(frame.pixel(x: 20, y: 4) == SIMD4(0, 255, 0, 255))
        }
    }

    @Test("an image nobody but the cache holds any more is dropped at the next frame, under any budget")
    func orphansAreDropped() throws {
        let kept = Self.flat(0, 0, 255)
        try GLTestContext.withFreshRenderer(GLRendererOptions()) { gl in
            var frame = Frame(width: 0, height: 0)
            // A temporary image (say, the content of a shape's animation at one frame).
            do {
                let temporary = Self.flat(255, 0, 0)
                _ = try gl.draw(Self.plan([temporary, kept]), into: &frame)
                #expect(gl.statistics.residentTextures == 2)
            }
            _ = try gl.draw(Self.plan([kept]), into: &frame)
            #expect(gl.statistics.residentTextures == 1 && gl.hasCachedTexture(kept))
            #expect(gl.statistics.residentTextureBytes == 1024)
        }
    }

    @Test("a mipmapped (trilinear) use is cached apart from the plain one")
    func mipmappedEntry() throws {
        let image = TestTextures.stripes()
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 64, height: 32), clearColor: .black)
        let s = plan.state()
        plan.image(image, CGRect(x: 0, y: 0, width: 32, height: 32), state: s, filter: .linear)
        plan.image(image, CGRect(x: 32, y: 0, width: 32, height: 32), state: s, filter: .trilinear)
        try GLTestContext.withFreshRenderer(GLRendererOptions()) { gl in
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(plan, into: &frame)
            #expect(gl.hasCachedTexture(image, mipmapped: false) && gl.hasCachedTexture(image, mipmapped: true))
            #expect(gl.statistics.uploads == 2)
            // 256² + 128² + … + 1 texels of 4 bytes for the mipmapped copy, 256² for the plain one.
            #expect(gl.statistics.residentTextureBytes == 262_144 + 349_524)
        }
    }
}
