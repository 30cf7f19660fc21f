import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteRender
import QuartziteTestSupport
import Testing

/// The GL and CPU renderers on seeded random plans: affine and perspective transforms,
/// opacity, rounded and masked corners, borders, images with every filter, group-opacity and
/// shadow passes, masks and scissors. Frames must agree within the golden tolerance.
@Suite("GL against CPU on random plans", .serialized)
struct RandomPlanTests {
    /// The golden tolerance: channel differences up to 3 on at most 0.1 % of the pixels
    /// (measured on llvmpipe: at most 3, on no pixel beyond, for all 12 seeds).
    static let comparator = ImageComparator.fuzzy(channelTolerance: 3, maxDifferingFraction: 0.001)

    static let images: [CGImage] = [
        TestTextures.checker(size: 32, cell: 4), TestTextures.checker(size: 48, cell: 6), BenchmarkTextures.sprite(3),
        TestTextures.ninePart(),
    ]

    static func transform(_ r: inout SplitMix64, perspective allowed: Bool) -> CATransform3D {
        var m = chain(
            translation(-20, -15), CATransform3DMakeScale(0.5 + 1.5 * r.nextUnit(), 0.5 + 1.5 * r.nextUnit(), 1),
            CATransform3DMakeRotation((r.nextUnit() - 0.5) * 2 * .pi, 0, 0, 1))
        if allowed && r.nextUnit() < 0.35 {
            m = chain(m, CATransform3DMakeRotation((r.nextUnit() - 0.5) * 1.6, r.nextUnit(), 1, 0), perspective(250))
        }
        return chain(m, translation(20 + 120 * r.nextUnit(), 15 + 90 * r.nextUnit()))
    }

    static func color(_ r: inout SplitMix64) -> PremultipliedColor {
        rgba(Float(r.nextUnit()), Float(r.nextUnit()), Float(r.nextUnit()), Float(0.3 + 0.7 * r.nextUnit()))
    }

    static func quads(_ plan: inout RenderPlan, _ r: inout SplitMix64, count: Int, maskPass: Int?) {
        for _ in 0..<count {
            let edges = r.nextUnit() < 0.8 ? EdgeAntialiasing.all : EdgeAntialiasing(rawValue: UInt8(r.next() % 16))
            let scissor = r.nextUnit() < 0.15 ? PixelRect(x: 20, y: 10, width: 100, height: 70) : nil
            let state = plan.state(
                transform(&r, perspective: true), opacity: Float(0.4 + 0.6 * r.nextUnit()),
                clip: QuadClip(scissor: scissor, maskPass: maskPass), edges: edges)
            let rect = CGRect(x: 0, y: 0, width: 10 + 40 * r.nextUnit(), height: 10 + 30 * r.nextUnit())
            let radius = r.nextUnit() < 0.5 ? 12 * r.nextUnit() : 0
            let corners = CornerMask(rawValue: UInt8(1 + r.next() % 15))
            let border = r.nextUnit() < 0.3 ? 1 + 4 * r.nextUnit() : 0
            if r.nextUnit() < 0.5 {
                plan.solid(
                    rect, color(&r), state: state, opacity: Float(0.5 + 0.5 * r.nextUnit()), radius: radius, corners: corners,
                    border: border, borderColor: color(&r))
            } else {
                let image = images[Int(r.next() % UInt64(images.count))]
                let filters: [TextureFilter] = [.linear, .linear, .trilinear, .nearest]
                let filter = filters[Int(r.next() % 4)]
                let index = plan.addTexture(image)
                let ninePart =
                    r.nextUnit() < 0.15
                    ? NinePartGrid(
                        center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                        insets: LayerInsets(left: 6, top: 6, right: 6, bottom: 6)) : nil
                plan.addQuad(
                    DrawQuad(
                        sharedStateIndex: state, rect: rect,
                        uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                        content: .texture(index, filter: ninePart == nil ? filter : .linear),
                        opacity: Float(0.5 + 0.5 * r.nextUnit()), cornerRadius: radius, maskedCorners: corners,
                        borderWidth: border, borderColor: color(&r), ninePart: ninePart))
            }
        }
    }

    static func plan(seed: UInt64) -> RenderPlan {
        var r = SplitMix64(seed: seed)
        var plan = RenderPlan()
        let size = PixelSize(width: 160, height: 120)
        // Pass 0: a group (sampled with opacity), pass 1: a blurred shadow silhouette,
        // pass 2: a mask; then the frame.
        plan.beginPass(purpose: .groupOpacity, size: size, clearColor: .clear)
        quads(&plan, &r, count: 4, maskPass: nil)
        plan.beginPass(purpose: .shadow, size: size, clearColor: .clear, blurSigma: 1 + 3 * r.nextUnit())
        quads(&plan, &r, count: 2, maskPass: nil)
        plan.beginPass(purpose: .mask, size: size, clearColor: .clear)
        quads(&plan, &r, count: 3, maskPass: nil)
        plan.beginPass(purpose: .frame, size: size, clearColor: color(&r))
        quads(&plan, &r, count: 6, maskPass: nil)
        let whole = CGRect(x: 0, y: 0, width: 160, height: 120)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(translation(3, 4)), rect: whole, uvRect: whole,
                content: .passAlpha(1, color: .black, filter: .linear), opacity: 0.6))
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(transform(&r, perspective: false)), rect: whole, uvRect: whole,
                content: .pass(0, filter: .linear), opacity: Float(0.5 + 0.5 * r.nextUnit())))
        quads(&plan, &r, count: 4, maskPass: 2)
        return plan
    }

    @Test("GL matches CPU on seeded random plans", arguments: 1...12)
    func randomPlan(seed: Int) throws {
        let plan = Self.plan(seed: UInt64(seed))
        let (cpu, cpuReport) = render(plan)
        try GLTestContext.withRenderer { gl in
            var frame = Frame(width: 0, height: 0)
            let report = try gl.draw(plan, into: &frame)
            #expect(report.unsupportedQuads == cpuReport.unsupportedQuads)
            #expect(report.quadsDrawn >= 15 && cpuReport.quadsDrawn >= 15)
            let r = Self.comparator.compare(actual: frame.pixels, expected: cpu.pixels, pixelCount: frame.width * frame.height)
            print("random plan \(seed): \(r.differingPixels) pixels beyond 3, largest difference \(r.largestChannelDifference)")
            #expect(r.matches, "seed \(seed): \(r.differingPixels) pixels differ by more than 3 (largest \(r.largestChannelDifference))")
            if !r.matches {
                let dir = FileManager.default.temporaryDirectory.appendingPathComponent("QuartziteGLRandom")
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                try frame.makeImage().writePNG(to: dir.appendingPathComponent("\(seed)-gl.png"))
                try cpu.makeImage().writePNG(to: dir.appendingPathComponent("\(seed)-cpu.png"))
                print("written to \(dir.path)")
            }
        }
    }
}
