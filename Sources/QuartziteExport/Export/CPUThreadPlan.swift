import Foundation

/// How a CPU-renderer export spreads over the cores: whole frames go to as many render threads
/// as there are cores (frame-level parallelism: time is a function of the frame number, so
/// frames are independent, and a core per frame needs no synchronisation between bands and
/// leaves none idle at a frame's end), as long as the frames those threads hold at once fit a
/// memory budget; the cores left over split each frame between them, as do all cores when there
/// are fewer frames than cores.
public struct CPUThreadPlan: Sendable, Hashable {
    /// Threads each rendering whole frames.
    public let renderThreads: Int
    /// Cores each of those threads splits its frame over (`SoftwareRenderer(threadCount:)`).
    public let coresPerRenderer: Int

    /// Frame-sized buffers one render thread holds at once, at most: its renderer's frame and
    /// pass target, and up to two frames the export keeps in flight for it
    /// (`ExportOptions.maxFramesInFlight`).
    public static let framesHeldPerThread = 4

    /// The memory whole-frame render threads may hold by default: a quarter of the machine's.
    public static var defaultMemoryBudget: Int {
        Int(min(ProcessInfo.processInfo.physicalMemory / 4, UInt64(Int.max)))
    }

    /// The plan for `frameCount` frames of `width` × `height` pixels on `cores` cores, holding at
    /// most about `memoryBudget` bytes of frames.
    public init(frameCount: Int, cores: Int, width: Int, height: Int, memoryBudget: Int = CPUThreadPlan.defaultMemoryBudget) {
        let frameBytes = max(1, width).multipliedReportingOverflow(by: max(1, height) * 4 * Self.framesHeldPerThread)
        let threadsInBudget = frameBytes.overflow ? 1 : max(1, memoryBudget / frameBytes.partialValue)
        renderThreads = max(1, min(cores, frameCount, threadsInBudget))
        coresPerRenderer = max(1, cores / renderThreads)
    }
}
