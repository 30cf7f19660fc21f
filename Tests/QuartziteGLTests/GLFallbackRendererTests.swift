import Foundation
import QuartziteBenchmarkScenes
@testable import QuartziteGL
import QuartziteRender
import Testing

/// GL lost in the middle of a run: `GLFallbackRenderer` draws the frame that failed and every
/// later one with the CPU renderer, exactly as the CPU renderer draws them alone, and says so
/// once. Each test breaks a context of its own with the faults `QUARTZITE_TEST_GL_FAULT` injects
/// (`GLFaultInjection`), never the shared one.
@Suite("GL fallback renderer", .serialized)
struct GLFallbackRendererTests {
    /// Plans that differ frame to frame: `count` rotated sprites, moved by `frame` pixels.
    private func plans(_ count: Int) -> [RenderPlan] {
        (0..<count).map { frame in
            var plan = RenderPlan()
            BenchmarkScene.sprites(count: 40 + frame, width: 96, height: 64).makePlan(into: &plan)
            return plan
        }
    }

    /// The CPU renderer's frame of `plan`.
    private func cpuFrame(_ plan: RenderPlan) -> Frame {
        var frame = Frame(width: 0, height: 0)
        _ = SoftwareRenderer(threadCount: 1).render(plan, into: &frame)
        return frame
    }

    /// Whether `a` and `b` are the same pixels at the same size.
    private func same(_ a: Frame, _ b: Frame) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Whether `frame` is 96 × 64 and not blank.
    private func drawn(_ frame: Frame) -> Bool {
        frame.width == 96 && frame.height == 64 && frame.pixels.contains { $0 != 0 }
    }

    /// A GL renderer on a context of its own, or nil (printed) when none can be had.
    private func ownRenderer(_ options: GLRendererOptions = GLRendererOptions()) -> GLRenderer? {
        do {
            return try GLRenderer(options: options)
        } catch {
            print("skipped: no EGL/GLES 3 context: \(error)")
            return nil
        }
    }

    /// Records the fallbacks reported.
    private final class Reports {
        var events: [GLFallbackRenderer.Fallback] = []
    }

    @Test("render: frames before the loss are GL's, the failing frame and the rest the CPU renderer's")
    func synchronous() throws {
        guard let gl = ownRenderer() else { return }
        let reports = Reports()
        let renderer = GLFallbackRenderer(gl: gl, software: { SoftwareRenderer(threadCount: 1) }) { reports.events.append($0) }
        let plans = plans(5)
        var frames: [Frame] = []
        for (index, plan) in plans.enumerated() {
            if index == 2 { GLFaultInjection.inject(.loseContext, into: gl.context) }
            var frame = Frame(width: 0, height: 0)
            _ = renderer.render(plan, into: &frame)
            frames.append(frame)
        }
        #expect(reports.events == [GLFallbackRenderer.Fallback(error: .egl(function: "eglMakeCurrent", error: "EGL_BAD_CONTEXT"), framesBefore: 2)])
        #expect(renderer.fallback == reports.events.first)
        #expect(renderer.framesDelivered == 5)
        for index in 2..<5 { #expect(same(frames[index], cpuFrame(plans[index])), "frame \(index)") }
        // The frames before are GL's: the right size, not blank.
        for index in 0..<2 { #expect(drawn(frames[index]), "frame \(index)") }
    }

    @Test("pipelined: frames submitted to GL before the loss are drawn again by the CPU renderer, in order")
    func pipelined() throws {
        // Through pixel-pack buffers (read back at submission, frames 1 and 2 would be GL's).
        guard let gl = ownRenderer(GLRendererOptions(pipelinedReadback: .pixelPackBuffers)) else { return }
        let reports = Reports()
        let renderer = GLFallbackRenderer(gl: gl, software: { SoftwareRenderer(threadCount: 1) }) { reports.events.append($0) }
        let plans = plans(6)
        var received: [Frame] = []
        func receive() {
            var frame = Frame(width: 0, height: 0)
            #expect(renderer.receive(into: &frame))
            received.append(frame)
        }
        // Frame 0 received from GL; frames 1 and 2 in GL's pipeline when the context goes.
        _ = renderer.submit(plans[0])
        receive()
        _ = renderer.submit(plans[1])
        _ = renderer.submit(plans[2])
        #expect(renderer.pendingFrames == 2)
        GLFaultInjection.inject(.loseContext, into: gl.context)
        // Receiving frame 1 fails: it and frame 2 are drawn by the CPU renderer, as is every
        // frame submitted after.
        receive()
        for plan in plans[3...] {
            _ = renderer.submit(plan)
            receive()
        }
        receive()
        var none = Frame(width: 0, height: 0)
        #expect(!renderer.receive(into: &none))
        #expect(received.count == 6)
        #expect(reports.events.count == 1)
        #expect(reports.events.first?.framesBefore == 1)
        #expect(reports.events.first?.error == .egl(function: "eglMakeCurrent", error: "EGL_BAD_CONTEXT"))
        for index in 1..<6 { #expect(same(received[index], cpuFrame(plans[index])), "frame \(index)") }
        #expect(drawn(received[0]))
    }

    @Test("a GL error during a frame: that frame and the rest on the CPU renderer")
    func glError() throws {
        guard let gl = ownRenderer() else { return }
        let reports = Reports()
        let renderer = GLFallbackRenderer(gl: gl, software: { SoftwareRenderer(threadCount: 1) }) { reports.events.append($0) }
        let plans = plans(3)
        var frame = Frame(width: 0, height: 0)
        _ = renderer.render(plans[0], into: &frame)
        #expect(drawn(frame))
        GLFaultInjection.inject(.glError, into: gl.context)
        _ = renderer.render(plans[1], into: &frame)
        #expect(same(frame, cpuFrame(plans[1])))
        _ = renderer.render(plans[2], into: &frame)
        #expect(same(frame, cpuFrame(plans[2])))
        #expect(reports.events.count == 1)
        guard case .gl(_, let error) = reports.events.first?.error else {
            Issue.record("expected a GL error, got \(String(describing: reports.events.first))")
            return
        }
        #expect(error == "GL_INVALID_ENUM")
    }

    @Test("in front of an AutoRenderer: the CPU renderer's frames after the loss count as CPU frames")
    func auto() throws {
        guard let gl = ownRenderer() else { return }
        // Multisampling sends every frame to GL, on llvmpipe too.
        let msaa = try GLRenderer(context: gl.context, options: GLRendererOptions(sampleCount: 4))
        let tally = AutoRendererTally()
        let auto = AutoRenderer(gl: msaa, software: SoftwareRenderer(threadCount: 1), tally: tally)
        let reports = Reports()
        let renderer = GLFallbackRenderer(auto: auto) { reports.events.append($0) }
        let plans = plans(4)
        var frame = Frame(width: 0, height: 0)
        for (index, plan) in plans.enumerated() {
            if index == 1 { GLFaultInjection.inject(.loseContext, into: gl.context) }
            _ = renderer.render(plan, into: &frame)
        }
        #expect(same(frame, cpuFrame(plans[3])))
        #expect(tally.glFrames == 1 && tally.softwareFrames == 3, "\(tally.summary)")
        #expect(reports.events.map(\.framesBefore) == [1])
        #expect(renderer.software === auto.software)
    }

    @Test("QUARTZITE_TEST_GL_FAULT values: lose-context@N and gl-error@N, N from 1")
    func faultValues() {
        #expect(GLFaultInjection.parse("lose-context@3").map { $0.fault == .loseContext && $0.frame == 3 } == true)
        #expect(GLFaultInjection.parse("gl-error@1").map { $0.fault == .glError && $0.frame == 1 } == true)
        for bad in ["", "lose-context", "lose-context@0", "lose-context@-1", "gl-error@x", "crash@2", "gl-error@2@3"] {
            #expect(GLFaultInjection.parse(bad) == nil, "\(bad)")
        }
    }
}
