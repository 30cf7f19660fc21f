import QuartziteRender
import QuartzGeometry
import Synchronization

/// Frames passed from the render threads to the encode threads and back, so that rendering
/// frame n + k reuses the pixel storage of frame n instead of allocating (and, for a large
/// frame, faulting in) a new one. Thread-safe.
final class FramePool: Sendable {
    private let free = Locked<[Frame]>([])
    private let made = Atomic<Int>(0)

    /// A frame to render into: a returned one when there is one, else an empty new one.
    func take() -> Frame {
        if let frame = free.withLock({ $0.popLast() }) { return frame }
        made.add(1, ordering: .relaxed)
        return Frame(width: 0, height: 0)
    }

    /// Returns a frame whose pixels are no longer needed.
    func give(_ frame: Frame) {
        free.withLock { $0.append(frame) }
    }

    /// Frames made so far.
    var framesMade: Int { made.load(ordering: .relaxed) }
}
