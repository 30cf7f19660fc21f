import QuartziteCompositor
import QuartziteExport
import QuartziteGL
import QuartziteRender

/// Before an `auto` export on a software rasterizer: a few of its frames, evenly spread (the
/// first and last included), flattened without drawing, and whether the cost model picks the
/// CPU renderer for every one. When it does, the export runs on the CPU setup — whole frames on
/// each core (`CPUThreadPlan`), which per-frame `auto` cannot do, as GL owns one thread — and GL
/// is never started; otherwise `auto` decides frame by frame as usual.
struct AutoFramePreview {
    /// Frames sampled at most: the first, the last and three between.
    static let maximumSampleCount = 5

    /// Frames sampled for an export of `frameCount` frames: the first and the last, and one
    /// more for every 20 frames from 60 on, up to ``maximumSampleCount`` — a sample costs what
    /// a frame's evaluation and flattening cost, on one core before the export starts, so the
    /// preview stays within about 5 % of a short export's frames (all of a 1-frame export).
    static func sampleCount(for frameCount: Int) -> Int {
        min(maximumSampleCount, max(2, frameCount / 20))
    }

    /// How many of `frameCount` frames the preview looks at.
    static func sampledFrameCount(of frameCount: Int) -> Int {
        min(frameCount, sampleCount(for: frameCount))
    }

    /// The frames of `requests` the preview looks at, in order, without repeats (as many as
    /// ``sampledFrameCount(of:)`` says: more requests than samples keep the picks apart).
    static func sample(_ requests: [ExportFrame]) -> [ExportFrame] {
        let sampleCount = sampleCount(for: requests.count)
        guard requests.count > sampleCount else { return requests }
        let last = requests.count - 1
        var picked: [Int] = []
        for k in 0..<sampleCount {
            let index = (last * k + (sampleCount - 1) / 2) / (sampleCount - 1)
            if picked.last != index { picked.append(index) }
        }
        return picked.map { requests[$0] }
    }

    /// Whether the cost model (`AutoRendererDecision`, as the auto renderer calls it: the CPU
    /// renderer on `cores` threads against llvmpipe on as many) picks the CPU renderer for every
    /// sampled frame of `requests`, flattened from `source` with `options`' canvas; false when
    /// a sampled frame has no committed tree.
    static func cpuFasterOnEverySample(
        _ requests: [ExportFrame], source: any FrameSource, options: ExportOptions, cores: Int
    ) -> Bool {
        let frames = sample(requests)
        guard !frames.isEmpty else { return false }
        let flattener = FrameRenderer(renderer: SoftwareRenderer(threadCount: 1))
        for request in frames {
            guard let frame = source.frame(at: request.time) else { return false }
            flattener.makePlan(
                snapshot: frame.snapshot, size: options.size, scale: options.scale, offset: options.offset,
                background: options.background, at: frame.mediaTime)
            let decision = AutoRendererDecision.decide(
                flattener.plan, glIsSoftware: true, softwareThreads: max(1, cores), rasterizerThreads: max(1, cores))
            if decision.choice != .software { return false }
        }
        return true
    }
}

/// The CPU renderer counting its frames in an `auto` tally, for an `auto` export the preview
/// sent to the CPU (so the summary still says how many frames each renderer drew).
final class TalliedSoftwareRenderer: Renderer {
    private let software: SoftwareRenderer
    private let tally: AutoRendererTally

    init(_ software: SoftwareRenderer, tally: AutoRendererTally) {
        self.software = software
        self.tally = tally
    }

    var prefersDrawings: Bool { software.prefersDrawings }

    func render(_ plan: RenderPlan, into frame: inout Frame) throws -> RenderReport {
        let report = software.render(plan, into: &frame)
        tally.record(.software)
        return report
    }
}
