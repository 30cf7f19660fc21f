import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Frames come back through the pixel-pack ring in submission order, top row first, RGBA8
/// premultiplied, the same layout as the CPU renderer's.
@Suite("GL readback", .serialized)
struct ReadbackTests {
    /// Top half `top`, bottom half `bottom`.
    static func plan(top: PremultipliedColor, bottom: PremultipliedColor) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(purpose: .frame, size: PixelSize(width: 40, height: 30), clearColor: bottom)
        plan.solid(CGRect(x: 0, y: 0, width: 40, height: 15), top, state: plan.state())
        return plan
    }

    @Test(
        "submitted frames are received in order, top row first; a full ring is a clear error",
        arguments: [PipelinedReadback.pixelPackBuffers, .atSubmission])
    func pipelinedOrder(readback: PipelinedReadback) throws {
        let colors: [PremultipliedColor] = [rgba(1, 0, 0), rgba(0, 1, 0), rgba(0, 0, 1)]
        try GLTestContext.withFreshRenderer(GLRendererOptions(readbackSlots: 3, pipelinedReadback: readback)) { gl in
            for c in colors { _ = try gl.submit(Self.plan(top: c, bottom: .white)) }
            #expect(gl.pendingFrames == 3)
            #expect(throws: GLError.readbackRingFull(slots: 3)) { try gl.submit(Self.plan(top: .black, bottom: .black)) }
            var frame = Frame(width: 0, height: 0)
            for c in colors {
                #expect(try gl.receive(into: &frame))
                #expect(frame.width == 40 && frame.height == 30)
                let expected = SIMD4<UInt8>(UInt8(c.red * 255), UInt8(c.green * 255), UInt8(c.blue * 255), 255)
                #expect(frame.pixel(x: 0, y: 0) == expected)
                #expect(frame.pixel(x: 39, y: 14) == expected)
                #expect(frame.pixel(x: 0, y: 15) == SIMD4(255, 255, 255, 255))
            }
            #expect(try !gl.receive(into: &frame))
            // The ring keeps going after it drained.
            _ = try gl.submit(Self.plan(top: .black, bottom: .white))
            #expect(try gl.receive(into: &frame))
            #expect(frame.pixel(x: 5, y: 5) == SIMD4(0, 0, 0, 255))
        }
    }

    @Test(
        "synchronous and pipelined readback give the same bytes as each other",
        arguments: [PipelinedReadback.pixelPackBuffers, .atSubmission])
    func syncMatchesPipelined(readback: PipelinedReadback) throws {
        guard let scene = GoldenScene.all.first(where: { $0.name == "rounded-border-masked-corners" }) else { return }
        try GLTestContext.withFreshRenderer(GLRendererOptions(pipelinedReadback: readback)) { gl in
            var a = Frame(width: 0, height: 0)
            var b = Frame(width: 0, height: 0)
            _ = try gl.draw(scene.build(), into: &a)
            _ = try gl.submit(scene.build())
            #expect(try gl.receive(into: &b))
            #expect(a.pixels == b.pixels)
        }
    }

    @Test("a pipelined frame copied out on several threads is byte for byte the one-thread copy")
    func parallelCopyOut() throws {
        guard let scene = GoldenScene.all.first(where: { $0.name == "rounded-border-masked-corners" }) else { return }
        var frames: [Frame] = []
        for threads in [1, 3, 8] {
            try GLTestContext.withFreshRenderer(GLRendererOptions(readbackCopyThreads: threads, pipelinedReadback: .pixelPackBuffers)) { gl in
                var frame = Frame(width: 0, height: 0)
                _ = try gl.submit(scene.build())
                #expect(try gl.receive(into: &frame))
                frames.append(frame)
            }
        }
        #expect(frames.count == 3 || frames.isEmpty)
        for frame in frames.dropFirst() { #expect(frame.pixels == frames[0].pixels) }
    }

    @Test("automatic readback: pixel-pack buffers on a GPU, at submission on a software rasterizer")
    func automaticReadback() throws {
        try GLTestContext.withFreshRenderer(GLRendererOptions()) { gl in
            #expect(gl.readsBackAtSubmission == gl.info.isSoftware, "\(gl.info.renderer)")
        }
    }

    @Test("read back at submission, a received frame is the caller's: later submissions never write into it")
    func receivedFramesAreTheCallers() throws {
        try GLTestContext.withFreshRenderer(GLRendererOptions(readbackSlots: 2, pipelinedReadback: .atSubmission)) { gl in
            var first = Frame(width: 0, height: 0)
            var second = Frame(width: 0, height: 0)
            _ = try gl.submit(Self.plan(top: rgba(1, 0, 0), bottom: .white))
            #expect(try gl.receive(into: &first))
            let image = try first.makeImage()  // shares the received storage
            // The storage `first` held before is now the renderer's spare: these frames go
            // into it and into new ones, never into `first` or `second`'s.
            for c in [rgba(0, 1, 0), rgba(0, 0, 1), rgba(1, 1, 0)] {
                _ = try gl.submit(Self.plan(top: c, bottom: .white))
                #expect(try gl.receive(into: &second))
                #expect(second.pixel(x: 3, y: 3) == SIMD4(UInt8(c.red * 255), UInt8(c.green * 255), UInt8(c.blue * 255), 255))
            }
            #expect(first.pixel(x: 3, y: 3) == SIMD4(255, 0, 0, 255))
            let kept = image.pixel(x: 3, y: 3)
            #expect(kept.red == 255 && kept.green == 0 && kept.blue == 0 && kept.alpha == 255)
        }
    }

    @Test("GPU frame times: one per frame drawn when asked for, none otherwise")
    func gpuFrameTimes() throws {
        try GLTestContext.withFreshRenderer(GLRendererOptions(measuresGPUTime: true)) { gl in
            guard gl.info.extensions.contains("GL_EXT_disjoint_timer_query") else {
                print("skipped: no GL_EXT_disjoint_timer_query on \(gl.info.renderer)")
                return
            }
            var frame = Frame(width: 0, height: 0)
            for _ in 0..<3 { _ = try gl.draw(Self.plan(top: .black, bottom: .white), into: &frame) }
            _ = try gl.submit(Self.plan(top: .black, bottom: .white))
            #expect(try gl.receive(into: &frame))
            // A frame's time is read once the GPU has finished its query, which a later frame's
            // synchronous read-back waits for: the first four are in, the fifth may be.
            _ = try gl.draw(Self.plan(top: .black, bottom: .white), into: &frame)
            let times = gl.gpuFrameTimes
            #expect((4...5).contains(times.count), "\(times)")
            #expect(times.allSatisfy { $0 > .zero && $0 < .seconds(10) }, "\(times)")
            gl.resetGPUFrameTimes()
            #expect(gl.gpuFrameTimes.isEmpty)
        }
        try GLTestContext.withFreshRenderer(GLRendererOptions()) { gl in
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(Self.plan(top: .black, bottom: .white), into: &frame)
            #expect(gl.gpuFrameTimes.isEmpty)
        }
    }

    @Test("4× multisampling resolves to the same frame within the golden tolerance")
    func multisampled() throws {
        guard let scene = GoldenScene.all.first(where: { $0.name == "solid-opacity-stacking" }) else { return }
        try GLTestContext.withFreshRenderer(GLRendererOptions(sampleCount: 4)) { gl in
            #expect(gl.sampleCount == min(4, max(1, gl.info.maxSamples)))
            var frame = Frame(width: 0, height: 0)
            _ = try gl.draw(scene.build(), into: &frame)
            try Golden.check(frame, name: scene.name, comparator: GLGoldenTests.tolerance, mayRecord: false)
        }
    }
}
