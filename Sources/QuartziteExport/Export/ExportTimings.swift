import Foundation
import QuartzGeometry
import QuartziteRender

/// A stage of the export pipeline, timed for every frame (see ``ExportTimings``).
public enum ExportStage: Int, CaseIterable, Sendable, Hashable {
    /// Playing the scene on the calling thread: moving the scene player to the frame's time
    /// (scene events, new animations), committing and taking the tree's snapshot.
    case scene
    /// Evaluating the presentation tree at the frame's time and flattening it into a render
    /// plan, on the render thread.
    case flatten
    /// The renderer: the CPU renderer draws the whole frame; the GL renderer encodes the plan,
    /// uploads textures and instances and issues the draws (and, when not pipelined, waits
    /// for and reads back the frame).
    case draw
    /// GL only: waiting for a submitted frame and copying it out of the pixel-pack buffer. A
    /// software GL (llvmpipe) rasterizes on its own threads until the frame is ready, so most
    /// of its wait is here while the CPU time is in the driver's threads.
    case readback
    /// The sink's `prepare` on the encode threads: colour conversion (`yuv420p`, Y4M,
    /// straight alpha) or PNG encoding.
    case convert
    /// The sink's `write` on the writer thread: pipe or file writes, which wait while the
    /// reader (ffmpeg) is busy.
    case write
    /// The sink's `finish`: closing the output; for video, waiting for ffmpeg to encode the
    /// frames it still holds and exit.
    case finish

    /// A short name for reports.
    public var name: String {
        switch self {
        case .scene: "scene (play, commit)"
        case .flatten: "evaluate + flatten"
        case .draw: "draw"
        case .readback: "GL wait + readback"
        case .convert: "convert/encode (sink)"
        case .write: "write (pipe/file)"
        case .finish: "finish (ffmpeg drain)"
        }
    }
}

/// The time spent in one stage, summed over the frames of an export.
public struct StageTime: Sendable, Hashable {
    /// How many times the stage ran (frames, or 1 for ``ExportStage/finish``).
    public var count = 0
    /// Wall time inside the stage (on its thread; includes waiting and being preempted).
    public var wall: Duration = .zero
    /// CPU time of the thread that ran the stage, while it ran it.
    public var cpu: Duration = .zero

    /// Creates an empty total.
    public init() {}
}

/// What the frames asked of the renderer, summed over the frames of an export: the content
/// the flattener rasterized (shapes, text, gradients whose pixels changed) and the plans'
/// offscreen passes and the pixels composited from them.
public struct FrameWorkTotals: Sendable, Hashable {
    /// Frames counted.
    public var frames = 0
    /// Self-drawn content rasterized (`LayerTreeFlattener.Statistics.contentRasterizations`).
    public var contentRasterizations = 0
    /// Their rasterization time, part of the flatten stage.
    public var contentRasterizationTime: Duration = .zero
    /// Offscreen passes (all passes but the frame).
    public var offscreenPasses = 0
    /// Pixels of those passes (each pass's full size: what is cleared).
    public var offscreenPassPixels = 0
    /// Pixels covered by the quads that composite a pass into another (their rectangles
    /// within their scissors; an upper bound where a transform turns them).
    public var compositedPixels = 0
    /// Quads in the plans.
    public var quads = 0

    /// No frames.
    public init() {}

    /// Adds one frame's plan and flattener statistics.
    public mutating func add(_ plan: RenderPlan, _ statistics: LayerTreeFlattener.Statistics) {
        frames += 1
        contentRasterizations += statistics.contentRasterizations
        contentRasterizationTime += statistics.contentRasterizationTime
        quads += plan.quads.count
        for pass in plan.passes.dropLast() {
            offscreenPasses += 1
            offscreenPassPixels += pass.size.width * pass.size.height
        }
        for quad in plan.quads {
            switch quad.content {
            case .pass, .passAlpha, .passMix:
                var rect = quad.rect
                if plan.sharedStates.indices.contains(quad.sharedStateIndex),
                    let s = plan.sharedStates[quad.sharedStateIndex].clip.scissor
                {
                    rect = rect.intersection(CGRect(x: s.x, y: s.y, width: s.width, height: s.height))
                }
                if !rect.isNull { compositedPixels += Int(max(0, rect.width * rect.height)) }
            default: break
            }
        }
    }
}

/// Where an export's time went: per stage, wall and CPU time summed over frames, plus the CPU
/// time of the whole process and of child processes (ffmpeg) over the export. Stages run on
/// different threads at the same time, so their wall times overlap; the process CPU time
/// also counts threads outside the stages (a GL driver's rasterizer threads, for one).
public struct ExportTimingReport: Sendable {
    /// The total of each stage, in ``ExportStage`` order.
    public var stages: [StageTime]
    /// CPU time (user + system) of this process during the export.
    public var processCPU: Duration
    /// CPU time (user + system) of child processes that ended during the export (ffmpeg).
    public var childCPU: Duration
    /// What the rendered frames' plans held.
    public var work = FrameWorkTotals()

    /// The total of `stage`.
    public subscript(stage: ExportStage) -> StageTime { stages[stage.rawValue] }

    /// An empty report.
    public init() {
        stages = Array(repeating: StageTime(), count: ExportStage.allCases.count)
        processCPU = .zero
        childCPU = .zero
    }
}

/// Sums stage times from any thread (behind a mutex; a few additions per frame).
final class ExportTimings: Sendable {
    private let totals = Locked(ExportTimingReport())
    private let startProcessCPU = ResourceUsage.process()
    private let startChildCPU = ResourceUsage.children()

    /// Adds one run of `stage`.
    func add(_ stage: ExportStage, wall: Duration, cpu: Duration) {
        totals.withLock { report in
            report.stages[stage.rawValue].count += 1
            report.stages[stage.rawValue].wall += wall
            report.stages[stage.rawValue].cpu += cpu
        }
    }

    /// Adds one rendered frame's plan and flattener statistics to ``ExportTimingReport/work``.
    func addWork(_ plan: RenderPlan, _ statistics: LayerTreeFlattener.Statistics) {
        totals.withLock { $0.work.add(plan, statistics) }
    }

    /// Runs `body` as one run of `stage` and adds its wall and thread CPU time.
    func measure<T, E: Error>(_ stage: ExportStage, _ body: () throws(E) -> T) throws(E) -> T {
        let start = StageClock()
        defer {
            let (wall, cpu) = start.elapsed()
            add(stage, wall: wall, cpu: cpu)
        }
        return try body()
    }

    /// The totals so far, with the process's and its finished children's CPU time since this
    /// object was made.
    func report() -> ExportTimingReport {
        var report = totals.withLock { $0 }
        report.processCPU = ResourceUsage.process() - startProcessCPU
        report.childCPU = ResourceUsage.children() - startChildCPU
        return report
    }
}

/// A start point on the wall clock and on the calling thread's CPU clock.
struct StageClock {
    private let wall = ContinuousClock.now
    private let cpu = StageClock.threadCPU()

    /// Wall and thread CPU time since the start (call on the same thread).
    func elapsed() -> (wall: Duration, cpu: Duration) {
        (ContinuousClock.now - wall, StageClock.threadCPU() - cpu)
    }

    /// The calling thread's CPU time.
    static func threadCPU() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
    }
}

/// CPU time (user + system) from `getrusage`.
enum ResourceUsage {
    /// This process, all threads.
    static func process() -> Duration { usage(RUSAGE_SELF.rawValue) }

    /// Children that have ended and been waited for.
    static func children() -> Duration { usage(RUSAGE_CHILDREN.rawValue) }

    private static func usage(_ who: Int32) -> Duration {
        var u = rusage()
        getrusage(who, &u)
        let seconds = u.ru_utime.tv_sec + u.ru_stime.tv_sec
        let micros = u.ru_utime.tv_usec + u.ru_stime.tv_usec
        return .seconds(seconds) + .microseconds(micros)
    }
}
