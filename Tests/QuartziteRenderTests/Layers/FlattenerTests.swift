import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestClock
import Testing

/// Each test has its own manual media clock, from 0 s (`MediaClock.current`).
@Suite("Layer tree flattener", .mediaClockPerTest)
struct FlattenerTests {
    @Test("culling: hidden, transparent, off-screen-clipped and back-facing layers are counted and emit nothing")
    func culling() {
        let root = rootLayer(100, 80, nil)
        let hidden = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
        hidden.isHidden = true
        let clear = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
        clear.opacity = 0
        let away = solidLayer(CGRect(x: 500, y: 0, width: 10, height: 10), color(1, 0, 0))
        away.masksToBounds = true
        away.addSublayer(solidLayer(CGRect(x: -490, y: 0, width: 10, height: 10), color(1, 0, 0)))
        let back = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
        back.isDoubleSided = false
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        for l in [hidden, clear, away, back] { root.addSublayer(l) }
        let (_, renderer) = renderLayer(root, width: 100, height: 80)
        #expect(renderer.plan.quads.isEmpty)
        #expect(renderer.flattener.statistics.layersVisited == 5)
        #expect(renderer.flattener.statistics.layersCulled == 4)
    }

    @Test("world matrix: anchor, position, the superlayer's sublayerTransform about its anchor and bounds origin")
    func worldMatrix() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 10, y: 0, width: 100, height: 60)
        parent.position = CGPoint(x: 50, y: 30)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(0, 0, 0))
        child.anchorPoint = CGPoint(x: 0, y: 0)
        child.position = CGPoint(x: 70, y: 30)
        parent.addSublayer(child)
        let (_, renderer) = renderLayer(parent, width: 100, height: 60)
        // Parent: T(−(10 + 50), −30) · T(50, 30) = T(−10, 0). Sublayer transform about the
        // anchor c = (10 + 50, 30): child point (0, 0) → (70, 30) → 2·((70, 30) − c) + c
        // = (80, 30) → T(−10, 0) → (70, 30); scale 2.
        let m = renderer.plan.sharedStates[0].transform
        #expect(m.m11 == 2 && m.m22 == 2 && m.m41 == 70 && m.m42 == 30)
    }

    @Test("BSP: two planes crossing at x = 0 split each other once; the halves alternate back to front")
    func depthSorter() {
        // Plane A tilted one way, plane B the other, crossing along the y axis.
        let a = DepthPolygon(item: 0, points: [SIMD3(-1, -1, -1), SIMD3(1, -1, 1), SIMD3(1, 1, 1), SIMD3(-1, 1, -1)])
        let b = DepthPolygon(item: 1, points: [SIMD3(-1, -1, 1), SIMD3(1, -1, -1), SIMD3(1, 1, -1), SIMD3(-1, 1, 1)])
        var out: [DepthPolygon] = []
        let cuts = DepthSorter.order([a, b], into: &out)
        #expect(cuts == 1)
        #expect(out.count == 3)
        // B's far half (x > 0, z < 0) is drawn before A and its near half (x < 0) after.
        #expect(out.map(\.item) == [1, 0, 1])
        #expect(out[0].points.allSatisfy { $0.x >= -1e-9 })
        #expect(out[2].points.allSatisfy { $0.x <= 1e-9 })
        #expect(out[0].cuts.count == 1 && out[2].cuts.count == 1)
    }

    @Test("a transform layer's context sorts a container with empty bounds by what it draws")
    func depthContextSortsByDrawnExtent() throws {
        let scenes = Dictionary(uniqueKeysWithValues: LayerScene.all.map { ($0.name, $0) })
        let direct = try #require(scenes["intersecting-planes"])
        let contained = try #require(scenes["intersecting-planes-in-containers"])
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
        let expected = try direct.render(with: renderer)
        let directSplits = renderer.flattener.statistics.depthSplits
        let actual = try contained.render(with: renderer)
        #expect(directSplits == 1)
        #expect(renderer.flattener.statistics.depthSplits == directSplits)
        let result = GoldenScene.cpu.compare(
            actual: actual.pixels, expected: expected.pixels, pixelCount: actual.width * actual.height)
        #expect(result.matches, "\(result.differingPixels) pixels differ, by up to \(result.largestChannelDifference)")
    }

    @Test("CATransition fade: the renderings before and after mix linearly (a cross-dissolve, no dip)")
    func transitionFadeMixesLinearly() throws {
        let scene = try #require(LayerScene.transitions.first { $0.name == "transition-fade-half" })
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
        let frame = try scene.render(with: renderer)
        #expect(renderer.plan.quads.contains {
            if case .passMix(_, _, let progress, _) = $0.content { return progress == 0.5 }
            return false
        })
        // Background only: blue (26, 77, 230) → green (26, 179, 77).
        let background = frame.pixel(x: 115, y: 25)
        #expect(background == SIMD4(26, 128, 153, 255) || background == SIMD4(26, 128, 154, 255))
        // The yellow disc (255, 217, 0) fades into the green background.
        let disc = frame.pixel(x: 70, y: 50)
        #expect(abs(Int(disc.x) - 140) <= 1 && disc.y == 198 && abs(Int(disc.z) - 38) <= 1 && disc.w == 255)
    }

    @Test("CATransition: removed on completion, the layer draws its new rendering alone")
    func transitionEnds() throws {
        let root = rootLayer(100, 80, nil)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 80), color(1, 0, 0))
        root.addSublayer(box)
        CATransaction.flush()
        let push = CATransition()
        push.type = .push
        push.duration = 1
        box.add(push, forKey: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.backgroundColor = color(0, 0, 1)
        CATransaction.commit()
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let size = CGSize(width: 100, height: 80)
        // Mid-way (linear, from the left): the new blue half on the left, the old red on the right.
        let middle = try renderer.render(layer: root, size: size, at: 0.5)
        #expect(middle.pixel(x: 25, y: 40) == SIMD4(0, 0, 255, 255))
        #expect(middle.pixel(x: 75, y: 40) == SIMD4(255, 0, 0, 255))
        #expect(renderer.plan.passes.contains { $0.purpose == .transition })
        MediaClock.current.set(to: 1.5)
        let after = try renderer.render(layer: root, size: size, at: 1.5)
        #expect(after.pixel(x: 75, y: 40) == SIMD4(0, 0, 255, 255))
        #expect(!renderer.plan.passes.contains { $0.purpose == .transition })
    }

    @Test("a contents change cross-dissolves the two images (the implicit animation of contents)")
    func contentsChangeCrossDissolves() throws {
        let red = TestTextures.make(4, 4) { _, _ in SIMD4(255, 0, 0, 255) }
        let blue = TestTextures.make(4, 4) { _, _ in SIMD4(0, 0, 255, 255) }
        let root = rootLayer(40, 20, nil)
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        picture.contents = red
        root.addSublayer(picture)
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        picture.contents = blue
        CATransaction.commit()
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        let size = CGSize(width: 40, height: 20)
        MediaClock.current.set(to: 0.25)
        let quarter = try renderer.render(layer: root, size: size, at: 0.25).pixel(x: 20, y: 10)
        #expect(abs(Int(quarter.x) - 191) <= 1 && quarter.y == 0 && abs(Int(quarter.z) - 64) <= 1 && quarter.w == 255)
        #expect(renderer.plan.quads.contains {
            if case .passMix(_, _, let progress, _) = $0.content { return progress == 0.25 }
            return false
        })
        MediaClock.current.set(to: 0.5)
        let half = try renderer.render(layer: root, size: size, at: 0.5).pixel(x: 20, y: 10)
        #expect(abs(Int(half.x) - 128) <= 1 && half.y == 0 && abs(Int(half.z) - 128) <= 1 && half.w == 255)
        // Readers of one image see the nearer one.
        #expect(picture.presentation()?.contents as? CGImage === blue)
        MediaClock.current.set(to: 1.5)
        #expect(try renderer.render(layer: root, size: size, at: 1.5).pixel(x: 20, y: 10) == SIMD4(0, 0, 255, 255))
    }

    @Test("contents layout: aspect fit and fill, y-up naming of top, contentsScale and contentsRect")
    func contentsLayout() {
        let image = TestTextures.checker(size: 32, cell: 4)
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 64, height: 32)
        p.contentsGravity = .resizeAspect
        #expect(
            ContentsLayout(image: image, contentsScale: p.contentsScale, properties: p, flipped: false).rect
                == CGRect(x: 16, y: 0, width: 32, height: 32))
        p.contentsGravity = .resizeAspectFill
        #expect(
            ContentsLayout(image: image, contentsScale: p.contentsScale, properties: p, flipped: false).rect
                == CGRect(x: 0, y: -16, width: 64, height: 64))
        p.contentsGravity = .top
        p.contentsScale = 2
        // 32 pixels at scale 2 = 16 points; "top" is maxY unflipped, minY flipped.
        #expect(
            ContentsLayout(image: image, contentsScale: p.contentsScale, properties: p, flipped: false).rect
                == CGRect(x: 24, y: 16, width: 16, height: 16))
        #expect(
            ContentsLayout(image: image, contentsScale: p.contentsScale, properties: p, flipped: true).rect
                == CGRect(x: 24, y: 0, width: 16, height: 16))
        p.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.25)
        let l = ContentsLayout(image: image, contentsScale: p.contentsScale, properties: p, flipped: false)
        #expect(l.uvRect == CGRect(x: 16, y: 0, width: 16, height: 8))
        #expect(l.rect.size == CGSize(width: 8, height: 4))
    }

    @Test("shouldRasterize: a cached pass the renderer draws once and reuses; a new commit of the subtree draws it again")
    func rasterizationCache() throws {
        let root = rootLayer(100, 80, nil)
        let cached = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 30), color(0.2, 0.4, 0.8))
        cached.shouldRasterize = true
        cached.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), color(1, 1, 0)))
        root.addSublayer(cached)
        let software = SoftwareRenderer(threadCount: 1)
        let renderer = FrameRenderer(renderer: software)
        let size = CGSize(width: 100, height: 80)
        let first = try renderer.render(layer: root, size: size, at: 0)
        let pass = try #require(renderer.plan.passes.first { $0.purpose == .rasterization })
        // The layer's bounds at rasterizationScale 1, keyed by its committed subtree.
        #expect(pass.size == PixelSize(width: 40, height: 30) && pass.cacheKey != nil)
        #expect(renderer.lastReport.cachedPassesDrawn == 1 && renderer.lastReport.cachedPassesReused == 0)
        let second = try renderer.render(layer: root, size: size, at: 0)
        #expect(renderer.plan.passes.first { $0.purpose == .rasterization }?.cacheKey == pass.cacheKey)
        #expect(renderer.lastReport.cachedPassesDrawn == 0 && renderer.lastReport.cachedPassesReused == 1)
        #expect(first.pixels == second.pixels)
        #expect(first.pixel(x: 20, y: 20) == SIMD4(255, 255, 0, 255))
        #expect(first.pixel(x: 12, y: 12) == SIMD4(51, 102, 204, 255))
        CATransaction.begin()
        CATransaction.setDisableActions(true)  // an implicit animation would rasterize every frame
        cached.sublayers?.first?.backgroundColor = color(1, 0, 0)
        CATransaction.commit()
        let third = try renderer.render(layer: root, size: size, at: 0)
        let newKey = renderer.plan.passes.first { $0.purpose == .rasterization }?.cacheKey
        #expect(newKey != pass.cacheKey && newKey?.id == pass.cacheKey?.id)
        #expect(renderer.lastReport.cachedPassesDrawn == 1 && renderer.lastReport.cachedPassesReused == 0)
        #expect(third.pixel(x: 20, y: 20) == SIMD4(255, 0, 0, 255))
        // A frame without the layer lets the renderer drop the kept pass.
        cached.removeFromSuperlayer()
        _ = try renderer.render(layer: root, size: size, at: 0)
        #expect(software.keptPassCount == 0)
    }

    @Test("flattening a tree again reuses the plan's storage and gives the same plan")
    func reuse() {
        let root = LayerScene.nestedOpacity(group: true)
        CATransaction.flush()
        let snapshot = root.committedSnapshot!
        let flattener = LayerTreeFlattener()
        var plan = RenderPlan()
        flattener.flatten(snapshot, at: 0, canvasSize: CGSize(width: 160, height: 120), into: &plan)
        let first = plan.textDump
        let capacity = plan.quads.capacity
        flattener.flatten(snapshot, at: 0, canvasSize: CGSize(width: 160, height: 120), into: &plan)
        #expect(plan.textDump == first)
        #expect(plan.quads.capacity == capacity)
    }

    @Test("CATransformLayer (and subclasses) mark their snapshot nodes; its own background is not drawn")
    func transformLayerNode() {
        final class Cube: CATransformLayer {}
        let root = rootLayer(100, 80, nil)
        let plain = CATransformLayer()
        plain.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        plain.backgroundColor = color(1, 0, 0)
        let sub = Cube()
        sub.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(0, 1, 0)))
        root.addSublayer(plain)
        root.addSublayer(sub)
        let (_, renderer) = renderLayer(root, width: 100, height: 80)
        let node = root.committedSnapshot!
        #expect(!node.preservesDepth && node.sublayers[0].preservesDepth && node.sublayers[1].preservesDepth)
        // Only the green sublayer of the second transform layer draws.
        #expect(renderer.plan.quads.count == 1)
        #expect(renderer.plan.quads.first?.content == .solid(PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1)))
    }
}
