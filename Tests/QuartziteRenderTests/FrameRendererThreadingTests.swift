import Foundation
import Quartzite
import QuartziteCompositor
import QuartziteRender
import Testing

/// A `FrameRenderer` is used from one thread at a time; debug builds trap when two threads are
/// inside one at once (its plan, flattener scratch and renderer caches are unguarded).
@Suite struct FrameRendererThreadingTests {
    /// A renderer that blocks inside `render` until released, so another thread can be made
    /// to enter the same `FrameRenderer` meanwhile.
    final class BlockingRenderer: Renderer, @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        func render(_ plan: RenderPlan, into frame: inout Frame) throws -> RenderReport {
            entered.signal()
            release.wait()
            return RenderReport()
        }
    }

    /// One thread after another is fine.
    @Test func sequentialUseFromTwoThreads() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.flush()
        let snapshot = try #require(layer.committedSnapshot)
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        nonisolated(unsafe) let shared = renderer
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            shared.makePlan(snapshot: snapshot, size: CGSize(width: 4, height: 4), at: 0)
            done.signal()
        }
        done.wait()
        var frame = Frame(width: 0, height: 0)
        try renderer.render(snapshot: snapshot, size: CGSize(width: 4, height: 4), at: 0, into: &frame)
        #expect(frame.width == 4 && frame.height == 4)
    }

    #if DEBUG
        @Test func concurrentUseTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
                CATransaction.flush()
                guard let snapshot = layer.committedSnapshot else { return }
                let blocking = BlockingRenderer()
                nonisolated(unsafe) let renderer = FrameRenderer(renderer: blocking)
                Thread.detachNewThread {
                    var frame = Frame(width: 0, height: 0)
                    _ = try? renderer.render(snapshot: snapshot, size: CGSize(width: 4, height: 4), at: 0, into: &frame)
                }
                blocking.entered.wait()
                // The first thread is inside render: this second use traps.
                renderer.makePlan(snapshot: snapshot, size: CGSize(width: 4, height: 4), at: 0)
                blocking.release.signal()
            }
            let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(stderr.contains("FrameRenderer used from two threads at once"), "\(stderr)")
        }
    #endif
}
