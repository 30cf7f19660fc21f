import Dispatch
import Foundation
import Quartzite
import QuartziteRender
import Synchronization

/// Exports frames of a scene through a pipeline whose slowest stage sets the pace:
///
/// 1. the calling thread plays the scene (``ScenePlayer``, forward-only time; a new player when
///    a requested time lies before the current one), commits and takes the root's immutable
///    `committedSnapshot` for each frame;
/// 2. render threads, each with its own `FrameRenderer`, draw snapshots (different frames in
///    parallel for the CPU renderer; one thread owning the GL context);
/// 3. the sink's `prepare` encodes each frame, on the render thread or on encode threads;
/// 4. one writer thread hands prepared frames to the sink in request order.
///
/// At most ``ExportOptions/maxFramesInFlight`` frames are between stages 1 and 4. Cancelling
/// stops between frames; the sink's `cancel()` then removes unfinished output.
public enum FrameExporter {
    /// Renders `frames` of `scene` (in the order given) with renderers from `makeRenderer`
    /// (called once on each render thread) into `sink`. `progress` is called on the writer
    /// thread after each frame is written.
    ///
    /// Returns the summary; a cancelled export returns with `wasCancelled` set after cancelling
    /// the sink. Throws the first error of any stage (after cancelling the sink).
    public static func run(
        scene: Scene, frames: [ExportFrame], options: ExportOptions,
        makeRenderer: @escaping @Sendable () throws -> any Renderer,
        sink: any FrameSink, cancellation: ExportCancellation = ExportCancellation(),
        progress: (@Sendable (ExportProgress) -> Void)? = nil
    ) throws(ExportError) -> ExportSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let failure = Mutex<ExportError?>(nil)
        let stop: @Sendable () -> Bool = { cancellation.isCancelled || failure.withLock { $0 != nil } }
        let fail: @Sendable (ExportError) -> Void = { error in
            failure.withLock { if $0 == nil { $0 = error } }
        }
        let jobs = WorkQueue<RenderJob>()
        let rendered = WorkQueue<RenderedFrame>()
        let results = OrderedResults<PreparedFrame?>()
        let inFlight = DispatchSemaphore(value: options.maxFramesInFlight)
        let renderGroup = DispatchGroup()
        let encodeGroup = DispatchGroup()
        let writerGroup = DispatchGroup()
        let encodeInline = options.encodeThreads == 0
        let written = Atomic<Int>(0)

        for _ in 0..<options.renderThreads {
            spawn(renderGroup) {
                renderLoop(
                    jobs: jobs, options: options, makeRenderer: makeRenderer, stop: stop, fail: fail
                ) { index, frame, number in
                    if encodeInline {
                        results.put(prepare(frame, number: number, sink: sink, stop: stop, fail: fail), at: index)
                    } else {
                        rendered.put(RenderedFrame(index: index, number: number, frame: frame))
                    }
                } skip: { index in results.put(nil, at: index) }
            }
        }
        for _ in 0..<options.encodeThreads {
            spawn(encodeGroup) {
                while let item = rendered.take() {
                    results.put(prepare(item.frame, number: item.number, sink: sink, stop: stop, fail: fail), at: item.index)
                }
            }
        }
        spawn(writerGroup) {
            var index = 0
            while let prepared = results.take(index) {
                index += 1
                if let prepared, !stop() {
                    do throws(ExportError) {
                        try sink.write(prepared)
                        let count = written.add(1, ordering: .relaxed).newValue
                        progress?(ExportProgress(framesWritten: count, frameCount: frames.count, elapsed: clock.now - start))
                    } catch {
                        fail(error)
                    }
                }
                inFlight.signal()
            }
        }

        var player: ScenePlayer?
        for (index, request) in frames.enumerated() {
            inFlight.wait()
            // Every wait is matched by a signal (the writer's, or here when stopping):
            // libdispatch traps on disposing of a semaphore below its initial value.
            if stop() {
                inFlight.signal()
                break
            }
            let current: ScenePlayer
            if let player, request.time >= player.currentTime {
                current = player
            } else {
                current = ScenePlayer(scene: scene)
                player = current
            }
            current.advance(to: request.time)
            guard let snapshot = current.rootLayer.committedSnapshot else {
                fail(.encodingFailed("frame \(request.number): the layer tree was not committed"))
                inFlight.signal()
                break
            }
            jobs.put(RenderJob(
                index: index, number: request.number, snapshot: snapshot,
                mediaTime: current.startMediaTime + request.time))
        }
        jobs.close()
        renderGroup.wait()
        rendered.close()
        encodeGroup.wait()
        results.close()
        writerGroup.wait()

        let summary = ExportSummary(
            framesWritten: written.load(ordering: .relaxed), elapsed: clock.now - start,
            wasCancelled: cancellation.isCancelled)
        if cancellation.isCancelled {
            sink.cancel()
            return summary
        }
        if let error = failure.withLock({ $0 }) {
            sink.cancel()
            throw error
        }
        do {
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
        return ExportSummary(
            framesWritten: summary.framesWritten, elapsed: clock.now - start, wasCancelled: false)
    }

    /// A snapshot to render.
    private struct RenderJob: Sendable {
        let index: Int
        let number: Int
        let snapshot: LayerSnapshot
        let mediaTime: Double
    }

    /// A rendered frame on its way to an encode thread.
    private struct RenderedFrame: Sendable {
        let index: Int
        let number: Int
        let frame: Frame
    }

    /// One render thread: makes its renderer, then renders jobs until the queue closes;
    /// after a failure or cancellation it only passes jobs on as skipped.
    private static func renderLoop(
        jobs: WorkQueue<RenderJob>, options: ExportOptions,
        makeRenderer: @Sendable () throws -> any Renderer,
        stop: @Sendable () -> Bool, fail: @Sendable (ExportError) -> Void,
        deliver: (Int, Frame, Int) -> Void, skip: (Int) -> Void
    ) {
        var frameRenderer: FrameRenderer?
        do {
            frameRenderer = FrameRenderer(renderer: try makeRenderer())
        } catch {
            fail(.rendererUnavailable(String(describing: error)))
        }
        var frame = Frame(width: 0, height: 0)
        while let job = jobs.take() {
            guard let frameRenderer, !stop() else {
                skip(job.index)
                continue
            }
            frameRenderer.render(
                snapshot: job.snapshot, size: options.size, scale: options.scale, background: options.background,
                at: job.mediaTime, into: &frame)
            deliver(job.index, frame, job.number)
        }
    }

    /// The sink's encoding of `frame`, or nil (recording the error) when it fails or the
    /// export is stopping.
    private static func prepare(
        _ frame: Frame, number: Int, sink: any FrameSink, stop: () -> Bool, fail: (ExportError) -> Void
    ) -> PreparedFrame? {
        if stop() { return nil }
        do {
            return try sink.prepare(frame, number: number)
        } catch {
            fail(error)
            return nil
        }
    }

    /// Runs `body` on a new thread with an 8 MiB stack, entered in `group` until it returns.
    private static func spawn(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
