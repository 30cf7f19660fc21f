import Foundation
import Quartzite
import QuartziteRender
import QuartzGeometry
import Testing

@testable import QuartziteExport

/// A sink that keeps what it is given, recording the order of writes.
final class CollectingSink: FrameSink {
    let written = Locked<[PreparedFrame]>([])
    private let flags = Locked<(finished: Bool, cancelled: Bool)>((false, false))
    let failAt: Int?

    init(failAt: Int? = nil) { self.failAt = failAt }

    func prepare(_ frame: Frame, number: Int) throws(ExportError) -> PreparedFrame {
        if number == failAt { throw .encodingFailed("frame \(number)") }
        return PreparedFrame(number: number, width: frame.width, height: frame.height, bytes: frame.pixels)
    }
    func write(_ frame: PreparedFrame) throws(ExportError) { written.withLock { $0.append(frame) } }
    func finish() throws(ExportError) { flags.withLock { $0.finished = true } }
    func cancel() { flags.withLock { $0.cancelled = true } }
    var finished: Bool { flags.withLock { $0.finished } }
    var cancelled: Bool { flags.withLock { $0.cancelled } }
}

extension SceneRuntimeTests {
    /// The pipeline: order, pixels, parallel rendering, errors.
    @Suite struct FrameExporterTests {
        /// A 20×10 white canvas with a 10×10 red square moving from x = 0 to x = 10 over 1 s
        /// (linear), at 10 fps: 10 frames.
        static func movingSquare() throws -> Scene {
            let text = """
                {"canvas": {"width": 20, "height": 10, "background": "#FFFFFF"}, "fps": 10, "duration": 1,
                 "root": {"bounds": [0, 0, 20, 10], "position": [10, 5], "sublayers": [
                   {"name": "box", "bounds": [0, 0, 10, 10], "position": [5, 5], "backgroundColor": "#FF0000",
                    "animations": [{"type": "basic", "keyPath": "position.x", "fromValue": 5, "toValue": 15,
                                    "duration": 1, "timingFunction": "linear"}]}]}}
                """
            return try Scene(text: text, fileName: "square.json", baseDirectory: URL(fileURLWithPath: "/"))
        }

        private func export(
            renderThreads: Int, encodeThreads: Int, sink: CollectingSink, frames: [ExportFrame]? = nil
        ) throws -> ExportSummary {
            let scene = try Self.movingSquare()
            let requests = try frames ?? FrameSelection().frames(of: scene)
            return try FrameExporter.run(
                scene: scene, frames: requests,
                options: ExportOptions(
                    size: CGSize(width: 20, height: 10), background: scene.canvas.background,
                    renderThreads: renderThreads, encodeThreads: encodeThreads),
                makeRenderer: { SoftwareRenderer(threadCount: 1) }, sink: sink)
        }

        /// Frame i has the square's left edge at x = i: pixel (i, 5) is red, (i − 1, 5) white.
        @Test(arguments: [(1, 0), (3, 0), (1, 2)])
        func framesArriveInOrderWithTheRightPixels(threads: (render: Int, encode: Int)) throws {
            let sink = CollectingSink()
            let summary = try export(renderThreads: threads.render, encodeThreads: threads.encode, sink: sink)
            let frames = sink.written.withLock { $0 }
            #expect(summary.framesWritten == 10)
            #expect(frames.map(\.number) == Array(0..<10))
            #expect(sink.finished)
            for f in frames {
                #expect(f.width == 20 && f.height == 10)
                let red = (5 * 20 + f.number) * 4
                #expect(Array(f.bytes[red..<red + 4]) == [255, 0, 0, 255])
                if f.number > 0 {
                    let white = red - 4
                    #expect(Array(f.bytes[white..<white + 4]) == [255, 255, 255, 255])
                }
            }
        }

        /// Times out of order start a new player; the frames equal those rendered in order.
        @Test func timesGoingBackReplay() throws {
            let sink = CollectingSink()
            _ = try export(
                renderThreads: 2, encodeThreads: 0, sink: sink,
                frames: [ExportFrame(number: 0, time: 0.7), ExportFrame(number: 1, time: 0.2)])
            let frames = sink.written.withLock { $0 }
            let red7 = (5 * 20 + 7) * 4
            let red2 = (5 * 20 + 2) * 4
            #expect(Array(frames[0].bytes[red7..<red7 + 4]) == [255, 0, 0, 255])
            #expect(Array(frames[0].bytes[red7 - 4..<red7]) == [255, 255, 255, 255])
            #expect(Array(frames[1].bytes[red2 - 4..<red2]) == [255, 255, 255, 255])
            #expect(Array(frames[1].bytes[red2..<red2 + 4]) == [255, 0, 0, 255])
        }

        /// An encoding error stops the export, cancels the sink and is thrown.
        @Test func errorsCancelTheSink() throws {
            let sink = CollectingSink(failAt: 4)
            #expect(throws: ExportError.encodingFailed("frame 4")) {
                try export(renderThreads: 2, encodeThreads: 0, sink: sink)
            }
            #expect(sink.cancelled)
            #expect(!sink.finished)
            #expect(sink.written.withLock { $0.count } <= 4)
        }
    }
}
