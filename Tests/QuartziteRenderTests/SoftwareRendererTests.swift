import Foundation
import QuartzGeometry
import QuartziteRender
import QuartziteBenchmarkScenes
import Testing

@Suite("Software renderer")
struct SoftwareRendererTests {
    /// A plan drawing `texture` at an integer offset; with `forceGeneral` a full-white mask
    /// read through its luminance (which changes nothing) turns off the fast paths (through
    /// its alpha, the texture would take the masked row copy).
    func offsetPlan(texture: CGImage, forceGeneral: Bool) -> RenderPlan {
        var plan = RenderPlan()
        var mask: Int?
        if forceGeneral {
            mask = plan.beginPass(purpose: .mask, size: PixelSize(width: 48, height: 40), clearColor: .white)
        }
        plan.beginPass(purpose: .frame, size: PixelSize(width: 48, height: 40), clearColor: rgba(0.1, 0.3, 0.2))
        let s = plan.state(translation(7, 5), clip: QuadClip(maskPass: mask, maskChannel: .luminance))
        plan.image(texture, CGRect(x: 0, y: 0, width: 32, height: 32), state: s, opacity: 0.7)
        plan.solid(CGRect(x: 2, y: 3, width: 20, height: 9), rgba(0.9, 0.2, 0.4, 0.6), state: s)
        plan.solid(CGRect(x: 12, y: 20, width: 9, height: 9), rgba(0.2, 0.9, 0.4), state: s)
        return plan
    }

    @Test("fast paths give exactly the bytes of the general path")
    func fastPathsMatchGeneral() {
        let texture = BenchmarkTextures.sprite(5, size: 32)
        let (fast, fastReport) = render(offsetPlan(texture: texture, forceGeneral: false))
        let (general, generalReport) = render(offsetPlan(texture: texture, forceGeneral: true))
        #expect(fastReport.fastPathQuads == 3)
        #expect(generalReport.fastPathQuads == 0)
        #expect(fast.pixels == general.pixels)
    }

    @Test("hard-edged solids at fractional positions and scales fill whole pixels exactly as the general path")
    func hardEdgedSolidsMatchGeneral() {
        func plan(forceGeneral: Bool) -> RenderPlan {
            var plan = RenderPlan()
            var mask: Int?
            if forceGeneral {
                mask = plan.beginPass(purpose: .mask, size: PixelSize(width: 48, height: 40), clearColor: .white)
            }
            plan.beginPass(purpose: .frame, size: PixelSize(width: 48, height: 40), clearColor: .clear)
            let clip = QuadClip(maskPass: mask, maskChannel: .luminance)
            // Scales of 0.37 and 1.83 (flipped too), offsets landing edges between and on pixel centres.
            for (i, t) in [
                CATransform3DConcat(CATransform3DMakeScale(0.37, 1.83, 1), translation(3.2, 4.5)),
                CATransform3DConcat(CATransform3DMakeScale(-1.5, 0.75, 1), translation(40.25, 20.5)),
                translation(0.5, 0.5),
            ].enumerated() {
                let s = plan.state(t, clip: clip, edges: [])
                plan.solid(CGRect(x: 1.3, y: 2.6, width: 20.45, height: 9.5), rgba(0.9, 0.2, 0.4, 0.6), state: s)
                plan.solid(CGRect(x: 0, y: 0, width: 7, height: 3 + Double(i)), rgba(0.2, 0.9, 0.4), state: s)
            }
            return plan
        }
        let (fast, fastReport) = render(plan(forceGeneral: false))
        let (general, generalReport) = render(plan(forceGeneral: true))
        #expect(fastReport.fastPathQuads == 6)
        #expect(generalReport.fastPathQuads == 0)
        #expect(fast.pixels == general.pixels)
        #expect(fast.pixels.contains { $0 != 0 })
    }

    @Test("turned and anti-aliased solids fill their fully covered runs at once, with the bytes of the general path")
    func solidSpansMatchGeneral() {
        func plan(forceGeneral: Bool) -> RenderPlan {
            var plan = RenderPlan()
            var mask: Int?
            if forceGeneral {
                mask = plan.beginPass(purpose: .mask, size: PixelSize(width: 96, height: 80), clearColor: .white)
            }
            plan.beginPass(purpose: .frame, size: PixelSize(width: 96, height: 80), clearColor: rgba(0.1, 0.1, 0.2))
            let clip = QuadClip(maskPass: mask, maskChannel: .luminance)
            // Angles near and away from the axes, scales, flips, every edge set anti-aliased or
            // hard, opaque and translucent colours at opacities 1 and below.
            let angles = [0.3, -1.2, 0.0001, .pi / 2, 2.5, 0.785]
            let edgeSets: [EdgeAntialiasing] = [.all, [], [.minX, .maxY], [.maxX], [.minY, .maxX, .maxY]]
            var k = 0
            for angle in angles {
                for edges in edgeSets {
                    let sx = [1.0, 0.6, 2.3, -1.1][k % 4]
                    let sy = [0.8, 1.7, -0.9, 1.0][k % 4]
                    let t = CATransform3DConcat(
                        CATransform3DConcat(CATransform3DMakeScale(sx, sy, 1), CATransform3DMakeRotation(angle, 0, 0, 1)),
                        translation(10 + Double(k % 6) * 14.3, 12 + Double(k / 6) * 13.7))
                    let s = plan.state(t, opacity: k % 3 == 0 ? 0.7 : 1, clip: clip, edges: edges)
                    let color = k % 2 == 0 ? rgba(0.9, 0.3, 0.2) : rgba(0.2, 0.5, 0.9, 0.6)
                    plan.solid(CGRect(x: -3.3, y: -2.1, width: 9.7 + Double(k % 5), height: 6.4), color, state: s)
                    k += 1
                }
            }
            return plan
        }
        let fastPlan = plan(forceGeneral: false)
        let (fast, _) = render(fastPlan)
        let (general, _) = render(plan(forceGeneral: true))
        #expect(fast.pixels == general.pixels)
        // The runs were taken: fills and blends, not only pixel by pixel.
        let work = SoftwareRenderer.workload(of: fastPlan)
        #expect(work.cpuPixels(.fill) > 0 && work.cpuPixels(.solidSpans) > 0 && work.cpuQuads(.solidSpans) == 30)
    }

    @Test("turned images skip their empty cells from their second frame on, with the same bytes")
    func emptyCellsSkipExactly() throws {
        // A 96-texel ring (transparent inside and out, soft edges), turned and scaled, and a
        // small image drawn past the frame's edge (clamped texel indices).
        let size = 96
        var texels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let r = ((Double(x) - 47.5) * (Double(x) - 47.5) + (Double(y) - 47.5) * (Double(y) - 47.5)).squareRoot()
                let a = max(0, min(1, 1 - abs(r - 36) / 6))
                let i = (y * size + x) * 4
                texels[i] = UInt8(200 * a)
                texels[i + 1] = UInt8(90 * a)
                texels[i + 2] = UInt8(30 * a)
                texels[i + 3] = UInt8(255 * a)
            }
        }
        let ring = try CGImage(width: size, height: size, premultipliedRGBA: texels)
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 160, height: 120), clearColor: rgba(0.1, 0.2, 0.3))
        let turned = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(0.52, 0, 0, 1), CATransform3DMakeScale(1.3, 1.1, 1)),
            translation(70, 10))
        plan.image(ring, CGRect(x: 0, y: 0, width: 96, height: 96), state: plan.state(turned, edges: []))
        plan.image(ring, CGRect(x: 0, y: 0, width: 40, height: 40), state: plan.state(translation(141.3, -9.6), edges: []))
        let renderer = SoftwareRenderer(threadCount: 2)
        var first = Frame(width: 0, height: 0)
        _ = renderer.render(plan, into: &first)
        for _ in 0..<2 {
            var again = Frame(width: 0, height: 0)
            _ = renderer.render(plan, into: &again)
            let same = again.pixels == first.pixels
            #expect(same)
        }
        let sameAsFresh = render(plan).0.pixels == first.pixels
        #expect(sameAsFresh)
    }

    @Test("runs of transparent and opaque texels, masked or not, copy as the per-pixel loop does")
    func rowRunsMatchPortable() throws {
        // A 120-pixel-wide texture: transparent, opaque and half-transparent runs of several
        // lengths, drawn pixel-aligned over a background, once plain and once through an alpha
        // mask that is opaque, transparent and partial in runs of its own.
        let width = 120, height = 6
        var texels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch (x + 7 * y) % 60 {
                case 0..<19: continue
                case 19..<45: texels[i..<i + 4] = [200, 40, 90, 255]
                case 45..<50: texels[i..<i + 4] = [60, 20, 30, 128]
                default: texels[i..<i + 4] = [10, 250, 5, 255]
                }
            }
        }
        let texture = try CGImage(width: width, height: height, premultipliedRGBA: texels)
        var plan = RenderPlan()
        let size = PixelSize(width: 140, height: 20)
        let mask = plan.beginPass(purpose: .mask, size: size, clearColor: .clear)
        plan.solid(CGRect(x: 10, y: 0, width: 50, height: 20), rgba(1, 1, 1), state: plan.state(edges: []))
        plan.solid(CGRect(x: 75, y: 0, width: 30, height: 20), rgba(1, 1, 1, 0.5), state: plan.state(edges: []))
        plan.beginPass(purpose: .frame, size: size, clearColor: rgba(0.1, 0.2, 0.3))
        plan.image(texture, CGRect(x: 0, y: 0, width: width, height: height), state: plan.state(translation(3, 1), edges: []))
        let masked = plan.state(translation(5, 9), clip: QuadClip(maskPass: mask, maskChannel: .alpha), edges: [])
        plan.image(texture, CGRect(x: 0, y: 0, width: width, height: height), state: masked)
        let (fast, report) = render(plan, kernels: .best)
        let (portable, _) = render(plan, kernels: .portable)
        // The two images and the mask's two solids.
        #expect(report.fastPathQuads == 4)
        let same = fast.pixels == portable.pixels
        #expect(same)
    }

    @Test("a pooled pass buffer is cleared where its last pass wrote: a later pass sees nothing of it")
    func pooledPassBuffersClearWhatWasWritten() {
        func plan(_ rect: CGRect, blur: Double = 0) -> RenderPlan {
            var plan = RenderPlan()
            plan.beginPass(
                purpose: .groupOpacity, size: PixelSize(width: 32, height: 24), clearColor: .clear, blurSigma: blur)
            plan.solid(rect, rgba(0.9, 0.2, 0.4), state: plan.state(edges: []))
            plan.beginPass(purpose: .frame, size: PixelSize(width: 32, height: 24), clearColor: rgba(0, 0, 1))
            let whole = CGRect(x: 0, y: 0, width: 32, height: 24)
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: plan.state(edges: []), rect: whole, uvRect: whole,
                    content: .pass(0, filter: .nearest), opacity: 0.8))
            return plan
        }
        let big = CGRect(x: 1, y: 2, width: 28, height: 20)
        let small = CGRect(x: 10, y: 9, width: 5, height: 4)
        for (first, second) in [
            (plan(big), plan(small)), (plan(small, blur: 2), plan(small)), (plan(small), plan(big)),
            (plan(big), plan(CGRect(x: 40, y: 40, width: 2, height: 2))),
        ] {
            let renderer = SoftwareRenderer(threadCount: 2)
            var frame = Frame(width: 0, height: 0)
            _ = renderer.render(first, into: &frame)
            _ = renderer.render(second, into: &frame)
            #expect(frame.pixels == render(second).0.pixels)
        }
    }

    @Test("a frame drawn into again is cleared where the last frame wrote, and wholly after other writers")
    func framesClearWhatWasWritten() {
        func plan(_ rect: CGRect, clear: PremultipliedColor = .clear) -> RenderPlan {
            var plan = RenderPlan()
            plan.beginPass(purpose: .frame, size: PixelSize(width: 32, height: 24), clearColor: clear)
            plan.solid(rect, rgba(0.9, 0.2, 0.4, 0.8), state: plan.state())
            return plan
        }
        let big = CGRect(x: 1.5, y: 2, width: 27, height: 20.25)
        let small = CGRect(x: 10, y: 9, width: 5, height: 4)
        let outside = CGRect(x: 40, y: 40, width: 2, height: 2)
        for (first, second) in [
            (plan(big), plan(small)), (plan(small), plan(big)), (plan(big), plan(outside)),
            (plan(big, clear: rgba(0, 0, 1)), plan(small)), (plan(big), plan(small, clear: rgba(0, 1, 0))),
        ] {
            let renderer = SoftwareRenderer(threadCount: 2)
            var frame = Frame(width: 0, height: 0)
            _ = renderer.render(first, into: &frame)
            _ = renderer.render(second, into: &frame)
            #expect(frame.pixels == render(second).0.pixels)
        }
        // Pixels written by someone else (the GL renderer's readback) are all cleared.
        let renderer = SoftwareRenderer(threadCount: 1)
        var frame = Frame(width: 0, height: 0)
        _ = renderer.render(plan(small), into: &frame)
        frame.withUnsafeMutablePixels(resizingTo: PixelSize(width: 32, height: 24)) { $0.update(repeating: 7) }
        _ = renderer.render(plan(small), into: &frame)
        #expect(frame.pixels == render(plan(small)).0.pixels)
    }

    @Test("one thread and two threads draw the same frame")
    func threadsAgree() {
        var plan = RenderPlan()
        BenchmarkScene.sprites(count: 60, width: 160, height: 90).makePlan(into: &plan)
        #expect(render(plan, threads: 1).0.pixels == render(plan, threads: 2).0.pixels)
    }

    @Test("unsupported content draws magenta and is logged once")
    func magenta() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 8, height: 8), clearColor: .black)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(), rect: CGRect(x: 0, y: 0, width: 4, height: 4),
                uvRect: CGRect(x: 0, y: 0, width: 4, height: 4), content: .texture(3, filter: .linear)))
        let renderer = SoftwareRenderer(threadCount: 1)
        var frame = Frame(width: 0, height: 0)
        let report = renderer.render(plan, into: &frame)
        _ = renderer.render(plan, into: &frame)
        #expect(report.unsupportedQuads == 1)
        #expect(frame.pixel(x: 1, y: 1) == SIMD4(255, 0, 255, 255))
        #expect(frame.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
        #expect(renderer.loggedProblems == ["texture 3 is not in the plan's texture table"])
    }

    @Test("the report counts passes, drawn, culled and fast-path quads")
    func report() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 16, height: 16), clearColor: .black)
        let s = plan.state()
        plan.solid(CGRect(x: 0, y: 0, width: 4, height: 4), .white, state: s)
        plan.solid(CGRect(x: 40, y: 40, width: 4, height: 4), .white, state: s)
        plan.solid(CGRect(x: 1.5, y: 1, width: 4, height: 4), .white, state: s, opacity: 0.5)
        let (frame, report) = render(plan)
        #expect(report.passes == 1 && report.quadsDrawn == 2 && report.quadsCulled == 1 && report.fastPathQuads == 1)
        #expect(frame.width == 16 && frame.height == 16)
    }

    @Test("a frame becomes an image with the same pixels")
    func frameImage() throws {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 3, height: 2), clearColor: rgba(0, 0, 1))
        let (frame, _) = render(plan)
        let image = try frame.makeImage()
        #expect(image.width == 3 && image.height == 2 && image.pixels == frame.pixels)
        #expect(image.pixel(x: 2, y: 1) == (0, 0, 255, 255))
        #expect(throws: CGImageError.self) { try Frame(width: 0, height: 0).makeImage() }
    }

    @Test("a border draws over its content in one step")
    func border() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 20, height: 20), clearColor: .black)
        plan.solid(CGRect(x: 0, y: 0, width: 20, height: 20), rgba(1, 0, 0), state: plan.state(), border: 4, borderColor: rgba(0, 0, 1, 0.5))
        let (frame, _) = render(plan)
        // In the ring: blue at 0.5 over red: (127.5, 0, 127.5, 255) → (128, 0, 128, 255).
        #expect(frame.pixel(x: 1, y: 10) == SIMD4(128, 0, 128, 255))
        #expect(frame.pixel(x: 10, y: 10) == SIMD4(255, 0, 0, 255))
    }

    @Test("the anti-aliasing policy overrides the per-layer edge flags")
    func antialiasingPolicy() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 8, height: 4), clearColor: .black)
        plan.solid(CGRect(x: 0, y: 0, width: 4.5, height: 4), .white, state: plan.state(edges: []))
        var frame = Frame(width: 0, height: 0)
        _ = SoftwareRenderer(threadCount: 1, antialiasing: .perLayer).render(plan, into: &frame)
        #expect(frame.pixel(x: 4, y: 1) == SIMD4(0, 0, 0, 255))
        _ = SoftwareRenderer(threadCount: 1, antialiasing: .always).render(plan, into: &frame)
        #expect(frame.pixel(x: 4, y: 1) == SIMD4(128, 128, 128, 255))
        _ = SoftwareRenderer(threadCount: 1, antialiasing: .off).render(plan, into: &frame)
        #expect(frame.pixel(x: 4, y: 1) == SIMD4(0, 0, 0, 255))
    }

    @Test(
        "the plain-texture path gives exactly the bytes of the general path",
        arguments: [EdgeAntialiasing.all, []], [TextureFilter.linear, .nearest])
    func plainTextureMatchesGeneral(edges: EdgeAntialiasing, filter: TextureFilter) {
        func plan(forceGeneral: Bool) -> RenderPlan {
            var plan = RenderPlan()
            var mask: Int?
            if forceGeneral {
                mask = plan.beginPass(purpose: .mask, size: PixelSize(width: 96, height: 64), clearColor: .white)
            }
            plan.beginPass(purpose: .frame, size: PixelSize(width: 96, height: 64), clearColor: .black)
            let texture = BenchmarkTextures.card(2, size: 32)
            let rotated = chain(translation(-16, -16), CATransform3DMakeRotation(0.6, 0, 0, 1), translation(24, 32))
            let card = chain(
                translation(-16, -16), CATransform3DMakeRotation(1.1, 0, 1, 0), CATransform3DMakeScale(1.5, 1.5, 1),
                perspective(60), translation(66, 32))
            for m in [rotated, card] {
                plan.image(
                    texture, CGRect(x: 0, y: 0, width: 32, height: 32),
                    state: plan.state(m, opacity: 0.8, clip: QuadClip(maskPass: mask), edges: edges), filter: filter)
            }
            return plan
        }
        let (fast, fastReport) = render(plan(forceGeneral: false))
        let (general, _) = render(plan(forceGeneral: true))
        #expect(fastReport.quadsDrawn == 2)
        #expect(fast.pixels == general.pixels)
    }

    @Test("a blurred pass follows the normalised Gaussian, rounded after each direction")
    func blur() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .shadow, size: PixelSize(width: 17, height: 17), clearColor: .clear, blurSigma: 1)
        plan.solid(CGRect(x: 8, y: 8, width: 1, height: 1), .white, state: plan.state())
        plan.beginPass(purpose: .frame, size: PixelSize(width: 17, height: 17), clearColor: .black)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(), rect: CGRect(x: 0, y: 0, width: 17, height: 17),
                uvRect: CGRect(x: 0, y: 0, width: 17, height: 17), content: .pass(0, filter: .nearest)))
        let (frame, report) = render(plan)
        #expect(report.passes == 2)
        // w0 = 1 / (1 + 2e^−½ + 2e^−2 + 2e^−4.5) = 0.39905, w1 = 0.24204: rows give 255·w0 = 101.8 → 102
        // and 255·w1 = 61.7 → 62; columns then 102·w0 = 40.7 → 41 and 62·w0 = 24.7 → 25.
        #expect(frame.pixel(x: 8, y: 8) == SIMD4(41, 41, 41, 255))
        #expect(frame.pixel(x: 9, y: 8) == SIMD4(25, 25, 25, 255))
        #expect(frame.pixel(x: 8, y: 7) == SIMD4(25, 25, 25, 255))
        #expect(frame.pixel(x: 12, y: 8) == SIMD4(0, 0, 0, 255))
    }

    @Test("bad plan values are culled or reported, never crash")
    func badInput() {
        var plan = RenderPlan()
        plan.beginPass(purpose: .mask, size: PixelSize(width: 100_000, height: 100_000), clearColor: .white)
        plan.beginPass(purpose: .frame, size: PixelSize(width: 8, height: 8), clearColor: .black)
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        plan.solid(CGRect(x: 0, y: 0, width: 4, height: 4), .white, state: plan.state(nan))
        plan.solid(CGRect(x: 0, y: 0, width: 4, height: 4), .white, state: plan.state(opacity: .nan))
        let huge = QuadClip(scissor: PixelRect(x: Int.max - 1, y: 0, width: Int.max, height: 4))
        plan.solid(CGRect(x: 0, y: 0, width: 4, height: 4), .white, state: plan.state(clip: huge))
        plan.solid(CGRect(x: 0, y: 0, width: Double.infinity, height: 4), .white, state: plan.state())
        plan.solid(CGRect(x: 0, y: 0, width: 2, height: 2), rgba(.nan, 0, 0), state: plan.state())
        let renderer = SoftwareRenderer(threadCount: 1)
        var frame = Frame(width: 0, height: 0)
        let report = renderer.render(plan, into: &frame)
        #expect(frame.width == 8 && report.quadsDrawn <= 1)
        #expect(renderer.loggedProblems.contains { $0.contains("exceeds the image limits") })
        #expect(frame.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
    }
}
