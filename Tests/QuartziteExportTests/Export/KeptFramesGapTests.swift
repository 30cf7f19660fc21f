import Foundation
import Quartzite
import QuartziteRender
import QuartzGeometry
import Testing

@testable import QuartziteExport

/// A sink that, like `PNGFileSink`, leaves each frame in its final place when it prepares it;
/// preparing frame 1 waits until frame 2 is prepared, then fails (a full disk, say).
private final class FileLikeSink: FrameSink {
    let prepared = Locked<[Int]>([])
    let discarded = Locked<[Int]>([])
    private let frameTwoPrepared = DispatchSemaphore(value: 0)

    var keepsPreparedFrames: Bool { true }

    func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame {
        if number == 1 {
            _ = frameTwoPrepared.wait(timeout: .now() + 10)
            throw .encodingFailed("frame 1")
        }
        prepared.withLock { $0.append(number) }
        if number == 2 { frameTwoPrepared.signal() }
        return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: [])
    }
    func write(_ frame: PreparedFrame) throws(ExportError) {}
    func finish() throws(ExportError) {}
    func cancel() {}
    func discard(_ frame: PreparedFrame) { discarded.withLock { $0.append(frame.number) } }
}

extension SceneRuntimeTests {
    /// Frames kept when an export stops are numbered from the first without a gap: a frame that
    /// a parallel encode thread prepared after one that never was is discarded (issue 15,
    /// found by ThreadSanitizer's slowness: a SIGTERM left PNG files 0–19 and 21).
    @Suite struct KeptFramesGapTests {
        @Test func framesAfterAGapAreDiscarded() throws {
            let scene = try FrameExporterTests.movingSquare()
            let sink = FileLikeSink()
            #expect(throws: ExportError.encodingFailed("frame 1")) {
                try FrameExporter.run(
                    scene: scene, frames: try FrameSelection().frames(of: scene),
                    options: ExportOptions(
                        size: CGSize(width: 20, height: 10), background: scene.canvas.background,
                        renderThreads: 1, encodeThreads: 2),
                    makeRenderer: { SoftwareRenderer(threadCount: 1) }, sink: sink)
            }
            let prepared = sink.prepared.withLock { $0 }
            let discarded = sink.discarded.withLock { $0 }
            #expect(prepared.contains(0) && prepared.contains(2), "\(prepared)")
            // Frame 0 (before the gap) stays; every frame prepared after frame 1 is discarded.
            #expect(discarded.sorted() == prepared.filter { $0 > 1 }.sorted(), "prepared \(prepared), discarded \(discarded)")
            #expect(!discarded.contains(0))
        }
    }
}
