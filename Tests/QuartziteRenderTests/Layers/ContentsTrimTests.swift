import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteBenchmarkScenes
import Testing

/// Contents quads shrunk to their image's non-transparent texels (issue 7): exact plan values
/// where it applies, none where it would change pixels, and byte-identical frames either way.
@Suite("Contents quads trimmed to non-transparent texels")
struct ContentsTrimTests {
    /// S1's sprite: a 64×64 anti-aliased disc whose texels 0–2 and 61–63 of every row and
    /// column are transparent (non-transparent bounds 3..<61).
    static let disc = BenchmarkTextures.sprite(3)

    /// A 16×16 image, non-transparent in columns 4..<12 and rows 2..<10 only (margins left 4,
    /// right 4, top 2, bottom 6).
    static let block = TestTextures.make(16, 16) { x, y in
        (4..<12).contains(x) && (2..<10).contains(y) ? SIMD4(200, UInt8(10 * y), UInt8(10 * x), 255) : .zero
    }

    /// The flattened plan of `root` (committed first) on a `width` × `height` canvas.
    func plan(
        _ root: CALayer, width: Double = 100, height: Double = 100, scale: Double = 1, trims: Bool = true
    ) -> RenderPlan {
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.trimsTransparentContents = trims
        var plan = RenderPlan()
        flattener.flatten(
            root.committedSnapshot!, at: 0, canvasSize: CGSize(width: width, height: height), scale: scale,
            into: &plan)
        return plan
    }

    /// The plan's texture quads.
    func textureQuads(_ plan: RenderPlan) -> [DrawQuad] {
        plan.quads.filter {
            if case .texture = $0.content { return true }
            return false
        }
    }

    /// A layer showing `image` in `frame` of a transparent 100×100 root; returns the root.
    func scene(_ image: CGImage, frame: CGRect, configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let root = rootLayer(100, 100, nil)
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image
        configure(layer)
        root.addSublayer(layer)
        return root
    }

    @Test("the disc sprite's bounds: texels 3..<61")
    func discBounds() {
        #expect(Self.disc.nonTransparentBounds == CGRect(x: 3, y: 3, width: 58, height: 58))
        #expect(Self.block.nonTransparentBounds == CGRect(x: 4, y: 2, width: 8, height: 8))
    }

    @Test("a disc drawn texel per pixel: rect and uvRect shrink to texels 2..<62 (bounds ± 1)")
    func discTrimmed() throws {
        let quads = textureQuads(plan(scene(Self.disc, frame: CGRect(x: 10, y: 20, width: 64, height: 64))))
        let quad = try #require(quads.first)
        #expect(quads.count == 1)
        #expect(quad.rect == CGRect(x: 2, y: 2, width: 60, height: 60))
        #expect(quad.uvRect == CGRect(x: 2, y: 2, width: 60, height: 60))
        // Untrimmed for comparison.
        let full = try #require(
            textureQuads(plan(scene(Self.disc, frame: CGRect(x: 10, y: 20, width: 64, height: 64)), trims: false))
                .first)
        #expect(full.rect == CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(full.uvRect == CGRect(x: 0, y: 0, width: 64, height: 64))
    }

    @Test("asymmetric margins, stretched 2× by the layer: the rect moves by two points per texel")
    func blockTrimmedStretched() throws {
        let quad = try #require(
            textureQuads(plan(scene(Self.block, frame: CGRect(x: 0, y: 0, width: 32, height: 32)))).first)
        // uv 4−1 ..< 12+1 by 2−1 ..< 10+1; points = 2 × texels.
        #expect(quad.uvRect == CGRect(x: 3, y: 1, width: 10, height: 10))
        #expect(quad.rect == CGRect(x: 6, y: 2, width: 20, height: 20))
    }

    @Test("flipped contents (geometry-flipped superlayer): the top trim moves the rect's maxY edge")
    func flippedTrim() throws {
        let root = rootLayer(100, 100, nil)
        root.isGeometryFlipped = true
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        layer.contents = Self.block
        root.addSublayer(layer)
        let quad = try #require(textureQuads(plan(root)).first)
        // Texel rows 1..<11 are shown mirrored in the rect: rows 0 (top, 1 trimmed) land at
        // y = 15..16 and rows 11..<16 (5 trimmed) at y = 0..<5.
        #expect(quad.uvRect == CGRect(x: 3, y: 1, width: 10, height: 10))
        #expect(quad.rect == CGRect(x: 3, y: 5, width: 10, height: 10))
    }

    @Test("drawn smaller than a texel per pixel, the margin widens to 0.5 + texels per pixel / 2")
    func minifiedMargin() throws {
        // 64 texels on 16 points: 4 texels per pixel, a margin of 2.5 texels (and a hair).
        let quad = try #require(
            textureQuads(plan(scene(Self.disc, frame: CGRect(x: 0, y: 0, width: 16, height: 16)))).first)
        let m = 0.5 + 0.5 * (1 + 1e-6) * 4
        #expect(abs(quad.uvRect.minX - (3 - m)) < 1e-12 && abs(quad.uvRect.maxX - (61 + m)) < 1e-12)
        #expect(abs(quad.uvRect.minY - (3 - m)) < 1e-12 && abs(quad.uvRect.maxY - (61 + m)) < 1e-12)
        #expect(abs(quad.rect.minX - (3 - m) / 4) < 1e-12 && abs(quad.rect.maxX - (61 + m) / 4) < 1e-12)
    }

    @Test("not trimmed: edge anti-aliasing, trilinear minification, nine-part, rounded clip, rounded corners")
    func notTrimmed() throws {
        let frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let cases: [(String, CGRect, (CALayer) -> Void)] = [
            ("allowsEdgeAntialiasing", frame, { $0.allowsEdgeAntialiasing = true }),
            (
                "trilinear minification", CGRect(x: 0, y: 0, width: 16, height: 16),
                { $0.minificationFilter = .trilinear }
            ),
            ("nine-part", frame, { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
            (
                "cornerRadius + masksToBounds", frame,
                {
                    $0.cornerRadius = 8
                    $0.masksToBounds = true
                }
            ),
            ("cornerRadius (every edge anti-aliased)", frame, { $0.cornerRadius = 8 }),
        ]
        for (name, frame, configure) in cases {
            let quads = textureQuads(plan(scene(Self.disc, frame: frame, configure: configure)))
            let quad = try #require(quads.first, "\(name)")
            #expect(quad.rect == CGRect(origin: .zero, size: frame.size), "\(name)")
            #expect(quad.uvRect == CGRect(x: 0, y: 0, width: 64, height: 64), "\(name)")
        }
    }

    @Test("edge anti-aliasing on the left edge only: the other three sides are trimmed")
    func oneAntialiasedEdge() throws {
        let root = scene(Self.disc, frame: CGRect(x: 0, y: 0, width: 64, height: 64)) {
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = [.layerLeftEdge]
        }
        let quad = try #require(textureQuads(plan(root)).first)
        #expect(quad.rect == CGRect(x: 0, y: 2, width: 62, height: 60))
        #expect(quad.uvRect == CGRect(x: 0, y: 2, width: 62, height: 60))
    }

    @Test("an image without a transparent margin, and a trilinear one drawn larger (linear), are left as they are")
    func noMargin() throws {
        let opaque = TestTextures.checker(size: 16, cell: 4)
        let quad = try #require(
            textureQuads(plan(scene(opaque, frame: CGRect(x: 0, y: 0, width: 32, height: 32)))).first)
        #expect(quad.rect == CGRect(x: 0, y: 0, width: 32, height: 32))
        #expect(quad.uvRect == CGRect(x: 0, y: 0, width: 16, height: 16))
        // Magnified, a trilinear filter samples bilinearly: trimmed.
        let magnified = try #require(
            textureQuads(
                plan(scene(Self.block, frame: CGRect(x: 0, y: 0, width: 32, height: 32)) {
                    $0.minificationFilter = .trilinear
                    $0.magnificationFilter = .trilinear
                })
            ).first)
        #expect(magnified.uvRect == CGRect(x: 3, y: 1, width: 10, height: 10))
    }

    @Test("a fully transparent image, or a contentsRect showing only transparent texels, draws no quad")
    func nothingVisible() {
        let clear = TestTextures.make(8, 8) { _, _ in .zero }
        let p = plan(scene(clear, frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(p.quads.isEmpty && p.textures.isEmpty && p.sharedStates.isEmpty)
        // Texels 0..<2 of the disc's rows: transparent, and more than the margin from texel 3.
        let corner = plan(
            scene(Self.disc, frame: CGRect(x: 0, y: 0, width: 40, height: 40)) {
                $0.contentsRect = CGRect(x: 0, y: 0, width: 2.0 / 64, height: 1)
            })
        #expect(textureQuads(corner).isEmpty)
        // Texels 0..<2.5: within a texel of the disc, drawn.
        let near = plan(
            scene(Self.disc, frame: CGRect(x: 0, y: 0, width: 40, height: 40)) {
                $0.contentsRect = CGRect(x: 0, y: 0, width: 2.5 / 64, height: 1)
            })
        #expect(textureQuads(near).count == 1)
    }

    @Test(
        "frames drawn with and without trimming are byte-identical (rotated, scaled sprites; each anti-aliasing policy)",
        arguments: [AntialiasingPolicy.perLayer, .always, .off])
    func spritesByteIdentical(policy: AntialiasingPolicy) {
        let root = trimSpriteScene()
        let trimmed = plan(root, width: 256, height: 192)
        let full = plan(root, width: 256, height: 192, trims: false)
        // Most sprites are trimmed (all but the anti-aliased one under perLayer rules).
        let changed = zip(textureQuads(trimmed), textureQuads(full)).filter { $0.rect != $1.rect }.count
        #expect(textureQuads(trimmed).count == 18 && changed >= 16)
        let renderer = SoftwareRenderer(threadCount: 2, antialiasing: policy)
        var a = Frame(width: 0, height: 0)
        var b = Frame(width: 0, height: 0)
        _ = renderer.render(trimmed, into: &a)
        _ = renderer.render(full, into: &b)
        #expect(a.width == 256 && a.height == 192)
        let result = ImageComparator.exact.compare(actual: a.pixels, expected: b.pixels, pixelCount: a.width * a.height)
        #expect(
            result.differingPixels == 0, "pixels differ by up to \(result.largestChannelDifference)")
    }

    @Test(
        "every layer golden scene draws the same bytes with and without trimming",
        arguments: [AntialiasingPolicy.perLayer, .always])
    func goldenScenesByteIdentical(policy: AntialiasingPolicy) throws {
        let trimmed = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2, antialiasing: policy))
        let full = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2, antialiasing: policy))
        full.flattener.trimsTransparentContents = false
        for scene in LayerScene.all {
            let a = try scene.render(with: trimmed)
            let b = try scene.render(with: full)
            let result = ImageComparator.exact.compare(
                actual: a.pixels, expected: b.pixels, pixelCount: a.width * a.height)
            #expect(a.width == b.width && a.height == b.height)
            #expect(
                result.differingPixels == 0,
                "\(scene.name): pixels differ by up to \(result.largestChannelDifference)")
        }
    }
}
