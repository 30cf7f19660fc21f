import Dispatch
import Foundation
import Quartzite
import QuartziteRender
import QuartzGeometry
import Synchronization

/// Exports frames of a scene through a pipeline whose slowest stage sets the pace:
///
/// 1. the calling thread takes each frame's immutable snapshot from a ``FrameSource``: a
///    scene's (``SceneFrameSource``: plays the scene with a ``ScenePlayer``, forward-only time,
///    a new player when a requested time lies before the current one, and commits) or a layer
///    tree built once (``StaticTreeFrameSource``, e.g. a Lottie animation's);
/// 2. render threads, each with its own `FrameRenderer`, evaluate and flatten snapshots and
///    draw them (different frames in parallel for the CPU renderer; one thread owning the GL
///    context). A `PipelinedRenderer` (GL) gets each frame submitted and is asked for it
///    only after the next frame has been submitted, so the device draws frame n + 1 while
///    frame n is read back and handed on;
/// 3. the sink's `prepare` encodes each frame, on the render thread or on encode threads;
/// 4. one writer thread hands prepared frames to the sink in request order, then gives each
///    back to the sink (`recycle`) so its buffer serves a later frame.
///
/// Rendered frames return to a pool once encoded, so a long export renders into the same few
/// pixel buffers. At most ``ExportOptions/maxFramesInFlight`` frames are between stages 1 and
/// 4. Every stage is timed (``ExportSummary/timing``). Cancelling stops between frames; the
/// sink's `cancel()` then removes unfinished output.
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
        try run(
            source: SceneFrameSource(scene: scene), frames: frames, options: options, makeRenderer: makeRenderer,
            sink: sink, cancellation: cancellation, progress: progress)
    }

    /// Renders `frames` of `source` (in the order given): the same pipeline as
    /// ``run(scene:frames:options:makeRenderer:sink:cancellation:progress:)``, with the
    /// snapshots taken from `source` (a scene's player, or a layer tree built once such as a
    /// Lottie animation's) on the calling thread.
    public static func run(
        source: any FrameSource, frames: [ExportFrame], options: ExportOptions,
        makeRenderer: @escaping @Sendable () throws -> any Renderer,
        sink: any FrameSink, cancellation: ExportCancellation = ExportCancellation(),
        progress: (@Sendable (ExportProgress) -> Void)? = nil
    ) throws(ExportError) -> ExportSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let timings = ExportTimings()
        let framePool = FramePool()
        let failure = Locked<ExportError?>(nil)
        let stop: @Sendable () -> Bool = { cancellation.isCancelled || failure.withLock { $0 != nil } }
        let fail: @Sendable (ExportError) -> Void = { error in
            failure.withLock { if $0 == nil { $0 = error } }
        }
        let jobs = WorkQueue<RenderJob>()
        let rendered = WorkQueue<RenderedFrame>()
        let results = OrderedResults<PreparedFrame?>()
        let inFlight = DispatchSemaphore(value: options.maxFramesInFlight)
        let encodeInline = options.encodeThreads == 0
        let written = Atomic<Int>(0)

        let renderThreads = (0..<options.renderThreads).map { _ in
            JoinableThread {
                let context = RenderContext(
                    jobs: jobs, options: options, makeRenderer: makeRenderer, timings: timings, pool: framePool,
                    stop: stop, fail: fail)
                renderLoop(context) { index, frame, number in
                    if encodeInline {
                        let prepared = prepare(frame, number: number, sink: sink, timings: timings, stop: stop, fail: fail)
                        // A frame the sink writes as it is comes back after it is written.
                        if prepared?.frame == nil { framePool.give(frame) }
                        results.put(prepared, at: index)
                    } else {
                        rendered.put(RenderedFrame(index: index, number: number, frame: frame))
                    }
                } skip: { index in results.put(nil, at: index) }
            }
        }
        let encodeThreads = (0..<options.encodeThreads).map { _ in
            JoinableThread {
                while let item = rendered.take() {
                    let prepared = prepare(item.frame, number: item.number, sink: sink, timings: timings, stop: stop, fail: fail)
                    if prepared?.frame == nil { framePool.give(item.frame) }
                    results.put(prepared, at: item.index)
                }
            }
        }
        let writerThread = JoinableThread {
            var index = 0
            // Whether a frame before this one was never prepared (the export is stopping).
            var gap = false
            while var prepared = results.take(index) {
                index += 1
                if prepared == nil { gap = true }
                if let ready = prepared, !stop() {
                    do throws(ExportError) {
                        try timings.measure(.write) { () throws(ExportError) in try sink.write(ready) }
                        sink.recycle(ready)
                        let count = written.add(1, ordering: .relaxed).newValue
                        progress?(ExportProgress(framesWritten: count, frameCount: frames.count, elapsed: clock.now - start))
                    } catch {
                        fail(error)
                    }
                } else if let prepared, sink.keepsPreparedFrames {
                    // Stopping: a frame whose file the encoder already wrote is kept and counted,
                    // unless an earlier frame was never written: encode threads run ahead of
                    // one another, and the frames kept must be numbered from the first without
                    // a gap (a SIGTERM under ThreadSanitizer's slowness left 0–19 and 21).
                    if gap {
                        sink.discard(prepared)
                    } else {
                        written.add(1, ordering: .relaxed)
                    }
                }
                // A frame written as it is goes back to the renderers before the next frame is
                // let in (moved out: the pool's copy must be its only reference, or the next
                // render into it copies it).
                if let frame = prepared?.frame.take() { framePool.give(frame) }
                inFlight.signal()
            }
        }

        for (index, request) in frames.enumerated() {
            inFlight.wait()
            // Every wait is matched by a signal (the writer's, or here when stopping):
            // libdispatch traps on disposing of a semaphore below its initial value.
            if stop() {
                inFlight.signal()
                break
            }
            let frame = timings.measure(.scene) { source.frame(at: request.time) }
            guard let frame else {
                fail(.encodingFailed("frame \(request.number): the layer tree was not committed"))
                inFlight.signal()
                break
            }
            jobs.put(RenderJob(index: index, number: request.number, snapshot: frame.snapshot, mediaTime: frame.mediaTime))
        }
        jobs.close()
        renderThreads.forEach { $0.join() }
        rendered.close()
        encodeThreads.forEach { $0.join() }
        results.close()
        writerThread.join()

        if cancellation.isCancelled {
            sink.cancel()
            return ExportSummary(
                framesWritten: written.load(ordering: .relaxed), elapsed: clock.now - start, wasCancelled: true,
                timing: timings.report())
        }
        if let error = failure.withLock({ $0 }) {
            sink.cancel()
            throw error
        }
        do {
            try timings.measure(.finish) { () throws(ExportError) in try sink.finish() }
        } catch {
            sink.cancel()
            throw error
        }
        return ExportSummary(
            framesWritten: written.load(ordering: .relaxed), elapsed: clock.now - start, wasCancelled: false,
            timing: timings.report())
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

    /// What a render thread works with.
    private struct RenderContext {
        let jobs: WorkQueue<RenderJob>
        let options: ExportOptions
        let makeRenderer: @Sendable () throws -> any Renderer
        let timings: ExportTimings
        let pool: FramePool
        let stop: @Sendable () -> Bool
        let fail: @Sendable (ExportError) -> Void
    }

    /// One render thread: makes its renderer, then renders jobs until the queue closes (into
    /// frames from the pool); after a failure or cancellation it only passes jobs on as
    /// skipped. With a pipelined renderer, frames are received one submission late, and all
    /// of them before the thread waits for more jobs.
    private static func renderLoop(
        _ c: RenderContext, deliver: (Int, Frame, Int) -> Void, skip: (Int) -> Void
    ) {
        var renderer: ExportRenderer?
        var frameRenderer: FrameRenderer?
        do {
            let made = ExportRenderer(try c.makeRenderer(), pipelining: c.options.pipelinesRendering)
            renderer = made
            frameRenderer = FrameRenderer(renderer: made)
        } catch {
            c.fail(.rendererUnavailable(String(describing: error)))
        }
        var submitted: [RenderJob] = []

        /// Receives the oldest submitted frame and delivers it (or skips it after a failure).
        func receiveOldest(_ pipelined: any PipelinedRenderer) {
            let job = submitted.removeFirst()
            var frame = c.pool.take()
            do {
                let received = try c.timings.measure(.readback) { try pipelined.receive(into: &frame) }
                guard received else { throw ReceiveMissing() }
                if c.stop() {
                    c.pool.give(frame)
                    skip(job.index)
                } else {
                    deliver(job.index, frame, job.number)
                }
            } catch {
                c.fail(.renderingFailed("frame \(job.number): reading it back failed: \(error)"))
                c.pool.give(frame)
                skip(job.index)
            }
        }

        while true {
            var next = c.jobs.poll()
            if next == nil {
                // Nothing to overlap with: hand on the frames still in the renderer first.
                if let pipelined = renderer?.pipelined { while !submitted.isEmpty { receiveOldest(pipelined) } }
                next = c.jobs.take()
            }
            guard let job = next else { break }
            guard let renderer, let frameRenderer, !c.stop() else {
                skip(job.index)
                continue
            }
            renderer.resetTime()
            let start = StageClock()
            if let pipelined = renderer.pipelined {
                frameRenderer.makePlan(
                    snapshot: job.snapshot, size: c.options.size, scale: c.options.scale, offset: c.options.offset,
                    background: c.options.background, at: job.mediaTime)
                do {
                    try renderer.submit(frameRenderer.plan)
                } catch {
                    recordRenderTime(since: start, renderer, c.timings)
                    c.fail(.renderingFailed("frame \(job.number): \(error)"))
                    skip(job.index)
                    continue
                }
                recordRenderTime(since: start, renderer, c.timings)
                c.timings.addWork(frameRenderer.plan, frameRenderer.flattener.statistics)
                submitted.append(job)
                while pipelined.pendingFrames >= min(2, pipelined.maxPendingFrames), !submitted.isEmpty {
                    receiveOldest(pipelined)
                }
            } else {
                var frame = c.pool.take()
                do {
                    try frameRenderer.render(
                        snapshot: job.snapshot, size: c.options.size, scale: c.options.scale, offset: c.options.offset,
                        background: c.options.background, at: job.mediaTime, into: &frame)
                } catch {
                    recordRenderTime(since: start, renderer, c.timings)
                    c.fail(.renderingFailed("frame \(job.number): \(error)"))
                    c.pool.give(frame)
                    skip(job.index)
                    continue
                }
                recordRenderTime(since: start, renderer, c.timings)
                c.timings.addWork(frameRenderer.plan, frameRenderer.flattener.statistics)
                deliver(job.index, frame, job.number)
            }
        }
        if let pipelined = renderer?.pipelined { while !submitted.isEmpty { receiveOldest(pipelined) } }
    }

    /// Splits a `FrameRenderer.render` call since `start` into flattening (the call minus
    /// the renderer's share) and drawing (the renderer's share).
    private static func recordRenderTime(since start: StageClock, _ renderer: ExportRenderer, _ timings: ExportTimings) {
        let (wall, cpu) = start.elapsed()
        timings.add(.flatten, wall: wall - renderer.spent.wall, cpu: cpu - renderer.spent.cpu)
        timings.add(.draw, wall: renderer.spent.wall, cpu: renderer.spent.cpu)
    }

    /// A pipelined renderer had no frame to deliver although one was submitted.
    private struct ReceiveMissing: Error, CustomStringConvertible {
        var description: String { "no frame was pending" }
    }

    /// The sink's encoding of `frame`, or nil (recording the error) when it fails or the
    /// export is stopping.
    private static func prepare(
        _ frame: Frame, number: Int, sink: any FrameSink, timings: ExportTimings, stop: () -> Bool,
        fail: (ExportError) -> Void
    ) -> PreparedFrame? {
        if stop() { return nil }
        do {
            return try timings.measure(.convert) { () throws(ExportError) in try sink.prepare(frame, number: number) }
        } catch {
            fail(error)
            return nil
        }
    }
}
