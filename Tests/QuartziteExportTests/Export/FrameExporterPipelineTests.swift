import Foundation
import Quartzite
import QuartziteRender
import Testing

@testable import QuartziteExport

/// A `PipelinedRenderer` on the CPU: `submit` draws into a queue, `receive` hands out the
/// oldest frame; it records the most frames ever pending.
final class QueueingRenderer: PipelinedRenderer {
    private let software = SoftwareRenderer(threadCount: 1)
    private var queue: [Frame] = []
    let maxPendingFrames: Int
    let failAt: Int?
    private(set) var mostPending = 0
    private(set) var submissions = 0

    /// A device failure: what `submit` throws for submission `failAt`.
    struct DeviceLost: Error {}

    init(slots: Int, failAt: Int? = nil) {
        maxPendingFrames = slots
        self.failAt = failAt
    }

    var pendingFrames: Int { queue.count }

    func render(_ plan: RenderPlan, into frame: inout Frame) -> RenderReport { software.render(plan, into: &frame) }

    func submit(_ plan: RenderPlan) throws -> RenderReport {
        precondition(queue.count < maxPendingFrames, "ring full")
        if submissions == failAt { throw DeviceLost() }
        var frame = Frame(width: 0, height: 0)
        let report = software.render(plan, into: &frame)
        queue.append(frame)
        submissions += 1
        mostPending = max(mostPending, queue.count)
        return report
    }

    func receive(into frame: inout Frame) throws -> Bool {
        guard !queue.isEmpty else { return false }
        frame = queue.removeFirst()
        return true
    }
}

/// The renderer an export made: set on its render thread, read after the export returns.
final class MadeRenderer: @unchecked Sendable {
    // @unchecked: `renderer` is read and written under `lock`.
    private let lock = NSLock()
    private var made: QueueingRenderer?

    var renderer: QueueingRenderer? {
        get { lock.withLock { made } }
        set { lock.withLock { made = newValue } }
    }
}

extension SceneRuntimeTests {
    /// Pipelined rendering and the per-stage timings.
    @Suite struct FrameExporterPipelineTests {
        private func export(
            pipelined: Bool, slots: Int = 2, maxInFlight: Int? = nil, encodeThreads: Int = 1, failAt: Int? = nil,
            sink: CollectingSink = CollectingSink()
        ) throws -> (summary: ExportSummary, frames: [PreparedFrame], renderer: QueueingRenderer?) {
            let scene = try FrameExporterTests.movingSquare()
            let made = MadeRenderer()
            let summary = try FrameExporter.run(
                scene: scene, frames: try FrameSelection().frames(of: scene),
                options: ExportOptions(
                    size: CGSize(width: 20, height: 10), background: scene.canvas.background, renderThreads: 1,
                    encodeThreads: encodeThreads, maxFramesInFlight: maxInFlight, pipelinesRendering: pipelined),
                makeRenderer: {
                    let r = QueueingRenderer(slots: slots, failAt: failAt)
                    made.renderer = r
                    return r
                }, sink: sink)
            return (summary, sink.written.withLock { $0 }, made.renderer)
        }

        /// Submitted frames come back in order with the pixels of the synchronous path; the
        /// renderer never holds more than two frames, even with a larger ring.
        @Test(arguments: [2, 4])
        func pipelinedFramesEqualSynchronousOnes(slots: Int) throws {
            let sync = try export(pipelined: false)
            let piped = try export(pipelined: true, slots: slots)
            #expect(piped.summary.framesWritten == 10)
            #expect(piped.frames.map(\.number) == Array(0..<10))
            #expect(piped.frames.map(\.bytes) == sync.frames.map(\.bytes))
            let renderer = piped.renderer
            #expect(renderer?.submissions == 10)
            #expect(renderer?.mostPending == 2)
            #expect(piped.summary.timing[.readback].count == 10)
            #expect(sync.summary.timing[.readback].count == 0)
        }

        /// With one frame in flight the render thread must hand on its submitted frame before
        /// waiting for the next job, or the export would never finish.
        @Test func oneFrameInFlightDoesNotStall() throws {
            let piped = try export(pipelined: true, maxInFlight: 1, encodeThreads: 0)
            #expect(piped.frames.map(\.number) == Array(0..<10))
        }

        /// A frame the renderer cannot draw stops the export with the renderer's error and
        /// cancels the sink.
        @Test func aFailedSubmissionStopsTheExport() throws {
            let sink = CollectingSink()
            #expect(throws: ExportError.renderingFailed("frame 3: DeviceLost()")) {
                try export(pipelined: true, failAt: 3, sink: sink)
            }
            #expect(sink.cancelled && !sink.finished)
            #expect(sink.written.withLock { $0.count } <= 3)
        }

        /// Every stage but readback and finish runs once per frame; CPU time is counted.
        @Test func everyStageIsTimed() throws {
            let run = try export(pipelined: false)
            let t = run.summary.timing
            for stage in [ExportStage.scene, .flatten, .draw, .convert, .write] { #expect(t[stage].count == 10) }
            #expect(t[.finish].count == 1)
            #expect(t[.draw].wall > .zero && t[.draw].cpu > .zero)
            #expect(t.processCPU >= t[.draw].cpu)
        }
    }
}
