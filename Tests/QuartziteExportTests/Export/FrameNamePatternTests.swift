import Testing

@testable import QuartziteExport

@Suite struct FrameNamePatternTests {
    @Test func zeroPaddedWidth() throws {
        let pattern = try #require(FrameNamePattern("frames/%05d.png"))
        #expect(pattern.name(for: 7) == "frames/00007.png")
        #expect(pattern.name(for: 123_456) == "frames/123456.png")
        #expect(pattern.description == "frames/%05d.png")
    }

    @Test func plainAndSpacePadded() throws {
        #expect(FrameNamePattern("f%d.png")?.name(for: 12) == "f12.png")
        #expect(FrameNamePattern("f%3d.png")?.name(for: 4) == "f  4.png")
    }

    @Test func percentEscape() throws {
        let pattern = try #require(FrameNamePattern("a%%b_%03d"))
        #expect(pattern.name(for: 7) == "a%b_007")
        #expect(pattern.description == "a%%b_%03d")
    }

    @Test func rejectsOtherConversions() {
        #expect(FrameNamePattern("f%s.png") == nil)
        #expect(FrameNamePattern("%d_%d.png") == nil)
        #expect(FrameNamePattern("plain.png") == nil)
        #expect(FrameNamePattern.looksLikePattern("a%%b") == false)
        #expect(FrameNamePattern.looksLikePattern("a%04d") == true)
    }
}
