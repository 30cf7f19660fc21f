import Foundation
import QuartziteRender
import Testing

@testable import QuartziteExport

/// Sinks encode into recycled buffers: after the first frame, prepare → write → recycle
/// allocates nothing and hands out the same storage again.
@Suite struct SinkBufferReuseTests {
    private static let frame = YUV420ConversionTests.testFrame(width: 64, height: 8)

    /// The first address of `bytes`.
    private func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) }
    }

    @Test(arguments: [ExportFormat.y4m, .rgba])
    func streamSinkReusesItsBuffer(format: ExportFormat) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-reuse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let sink = try StreamSink(format: format, path: dir.appendingPathComponent("a.\(format.rawValue)").path, fps: 30)
        var addresses = Set<UnsafeRawPointer?>()
        for n in 0..<5 {
            let prepared = try sink.prepare(Self.frame, number: n)
            addresses.insert(address(prepared.bytes))
            try sink.write(prepared)
            sink.recycle(prepared)
        }
        try sink.finish()
        #expect(sink.buffers.allocations == 1)
        #expect(addresses.count == 1)
        let expected = format == .y4m ? Y4MEncoding.frame(Self.frame) : Self.frame.straightRGBA()
        let written = try Data(contentsOf: dir.appendingPathComponent("a.\(format.rawValue)"))
        #expect(written.suffix(expected.count) == Data(expected))
    }

    /// MP4 frames are the `yuv420p` conversion (BT.709), in one recycled buffer.
    @Test(.enabled(if: FFmpegCommand.locate() != nil, "needs ffmpeg"))
    func ffmpegSinkConvertsToYUV420IntoOneBuffer() throws {
        let sink = try FFmpegSink(format: .mp4, path: nil, fps: 30)
        var expected: [UInt8] = []
        YUV420Conversion.convert(Self.frame, matrix: .bt709, into: &expected)
        for n in 0..<4 {
            let prepared = try sink.prepare(Self.frame, number: n)
            #expect(prepared.bytes == expected)
            sink.recycle(prepared)
        }
        #expect(sink.buffers.allocations == 1)
        sink.cancel()
    }

    /// A pool hands out what it was given; a larger request grows the buffer (counted).
    @Test func poolCountsAllocations() {
        let pool = BufferPool(limit: 2)
        var a = pool.take(count: 100)
        a[0] = 7
        pool.give(a)
        a = []
        let b = pool.take(count: 100)
        #expect(b[0] == 7 && pool.allocations == 1)
        pool.give(b)
        _ = pool.take(count: 200)
        #expect(pool.allocations == 2)
    }
}
