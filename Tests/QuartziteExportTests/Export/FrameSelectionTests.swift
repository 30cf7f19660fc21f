import Foundation
import Testing

@testable import QuartziteExport

@Suite struct FrameSelectionTests {
    private func scene(frames: Int) throws -> Scene {
        let text = """
            {"canvas": {"width": 8, "height": 8}, "fps": 10, "duration": \(Double(frames) / 10),
             "root": {"bounds": [0, 0, 8, 8], "position": [4, 4]}}
            """
        return try Scene(text: text, fileName: "t.json", baseDirectory: URL(fileURLWithPath: "/"))
    }

    @Test func shardsAreContiguousAndCoverEveryFrameOnce() throws {
        let s = try scene(frames: 10)
        var joined: [ExportFrame] = []
        for k in 0..<4 { joined += try FrameSelection(shard: (k, 4)).frames(of: s) }
        #expect(joined == (try FrameSelection().frames(of: s)))
        #expect(FrameSelection.shardRange(index: 0, count: 4, of: 10) == 0..<2)
        #expect(FrameSelection.shardRange(index: 1, count: 4, of: 10) == 2..<5)
        #expect(FrameSelection.shardRange(index: 3, count: 4, of: 10) == 7..<10)
    }

    @Test func rangeKeepsSceneNumbersAndTimes() throws {
        let frames = try FrameSelection(range: 3...5).frames(of: scene(frames: 10))
        #expect(frames.map(\.number) == [3, 4, 5])
        #expect(abs(frames[2].time - 0.5) < 1e-12)
        #expect(throws: ExportError.self) { try FrameSelection(range: 8...10).frames(of: scene(frames: 10)) }
    }

    @Test func timesAreNumberedInOrderGiven() throws {
        let frames = try FrameSelection(times: [0.7, 0.2]).frames(of: scene(frames: 10))
        #expect(frames == [ExportFrame(number: 0, time: 0.7), ExportFrame(number: 1, time: 0.2)])
        #expect(throws: ExportError.self) { try FrameSelection(times: [-1]).frames(of: scene(frames: 10)) }
    }

    @Test func parsing() {
        #expect(FrameSelection.parseRange("3..7") == 3...7)
        #expect(FrameSelection.parseRange("4") == 4...4)
        #expect(FrameSelection.parseRange("7..3") == nil)
        #expect(FrameSelection.parseShard("2/8")! == (2, 8))
        #expect(FrameSelection.parseShard("8/8") == nil)
        #expect(FrameSelection.parseShard("x/2") == nil)
    }
}
