import Foundation
import QuartzGeometry
import QuartziteRender
import QuartziteBenchmarkScenes
import Testing

/// The four-pixel bilinear path (and the AVX2 kernel's eight-pixel one, where the processor has
/// it) against the per-pixel general path, where the vector code has
/// its own cases: rows cut by both frame edges (the last group restarts at width − 4), a frame
/// width that is not a multiple of four, footprints clamped at the texture's edges, texels
/// whose colour exceeds their alpha (results beyond 255 before clamping), and a projective
/// quad.
@Suite("Bilinear spans")
struct BilinearSpanTests {
    /// 6×5 texels: opaque and transparent ones, and three with colour bytes above alpha.
    func texture() throws -> CGImage {
        var bytes: [UInt8] = []
        for j in 0..<5 {
            for i in 0..<6 {
                let a: UInt8 = (i + j) % 3 == 0 ? 255 : UInt8((40 * i + 20 * j) % 250 + 5)
                let over = i == j
                bytes += [over ? 250 : UInt8(i * 40 * Int(a) / 255), UInt8(j * 50 * Int(a) / 255), over ? 240 : a / 2, a]
            }
        }
        return try CGImage(width: 6, height: 5, premultipliedRGBA: bytes)
    }

    func plan(_ image: CGImage, forceGeneral: Bool) -> RenderPlan {
        let size = PixelSize(width: 37, height: 29)
        var plan = RenderPlan()
        var mask: Int?
        if forceGeneral { mask = plan.beginPass(purpose: .mask, size: size, clearColor: .white) }
        plan.beginPass(purpose: .frame, size: size, clearColor: rgba(0.2, 0.5, 0.9, 0.8))
        let wide = chain(
            translation(-3, -2.5), CATransform3DMakeScale(7.3, 5.1, 1), CATransform3DMakeRotation(0.35, 0, 0, 1),
            translation(18.4, 13.7))
        let card = chain(
            translation(-3, -2.5), CATransform3DMakeRotation(1.2, 0, 1, 0), CATransform3DMakeScale(6, 6, 1),
            perspective(40), translation(30.2, 9.6))
        for (m, opacity) in [(wide, Float(0.8)), (card, 0.55)] {
            plan.image(
                image, CGRect(x: 0, y: 0, width: 6, height: 5),
                state: plan.state(m, opacity: opacity, clip: QuadClip(maskPass: mask), edges: []))
        }
        return plan
    }

    @Test("four- and eight-pixel groups give exactly the per-pixel bytes at frame and texture edges")
    func matchesGeneral() throws {
        let image = try texture()
        let (general, _) = render(plan(image, forceGeneral: true))
        for kernels in [CPUKernels.portable, .avx2, .avx512vl] where kernels <= .best {
            let (fast, fastReport) = render(plan(image, forceGeneral: false), kernels: kernels)
            #expect(fastReport.quadsDrawn == 2)
            #expect(fast.pixels == general.pixels, "kernels \(kernels)")
        }
        let (fast, _) = render(plan(image, forceGeneral: false))
        // The quads reach both side columns and cover much of the frame.
        let clear = fast.pixel(x: 0, y: 28)
        var drawn = 0
        for y in 0..<29 {
            for x in 0..<37 where fast.pixel(x: x, y: y) != clear { drawn += 1 }
        }
        #expect(drawn > 400)
        #expect((0..<29).contains { fast.pixel(x: 0, y: $0) != clear })
        #expect((0..<29).contains { fast.pixel(x: 36, y: $0) != clear })
    }

    @Test(
        "the AVX2 and AVX-512VL kernels draw the sprites, cards and fullscreen scenes byte for byte as the portable code",
        .enabled(if: CPUKernels.best > .portable, "the processor has no AVX2"))
    func kernelsMatchPortable() {
        for scene in [BenchmarkScene.sprites(count: 60, width: 120, height: 70), .cards(width: 120, height: 70), .fullscreen(width: 120, height: 70)] {
            var plan = RenderPlan()
            plan.beginPass(purpose: .frame, size: PixelSize(width: 120, height: 70), clearColor: BenchmarkScene.clearColor)
            scene.makePlan(into: &plan)
            let (portable, _) = render(plan, threads: 1, kernels: .portable)
            for kernels in [CPUKernels.avx2, .avx512vl] where kernels <= .best {
                #expect(render(plan, threads: 1, kernels: kernels).0.pixels == portable.pixels, "kernels \(kernels)")
            }
            // Most of the frame is drawn (60 sprites cover about half of it).
            var drawn = 0
            for i in stride(from: 0, to: portable.pixels.count, by: 4)
            where portable.pixels[i..<i + 4] != [0x20, 0x20, 0x20, 0xFF] {
                drawn += 1
            }
            #expect(drawn > 120 * 70 / 4)
        }
    }
}
