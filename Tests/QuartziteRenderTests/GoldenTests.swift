import Foundation
import QuartziteRender
import Testing

@Suite("Golden images")
struct GoldenTests {
    @Test("scene matches its golden", arguments: GoldenScene.all)
    func sceneMatchesGolden(_ scene: GoldenScene) throws {
        let (frame, report) = render(scene.build())
        #expect(report.unsupportedQuads == 0)
        try Golden.check(frame, name: scene.name, comparator: scene.comparator)
    }

    @Test("every golden PNG belongs to a scene (no orphans)")
    func noOrphanGoldens() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Golden.folder.path)
            .filter { $0.hasSuffix(".png") }
        let names = Set(GoldenScene.all.map { "\($0.name).png" } + LayerScene.all.map { "\($0.goldenName).png" })
        let orphans = files.filter { !names.contains($0) }.sorted()
        #expect(orphans.isEmpty, "orphan goldens (no scene uses them): \(orphans)")
        #expect(Set(GoldenScene.all.map(\.name)).count == GoldenScene.all.count, "duplicate scene names")
        #expect(Set(LayerScene.all.map(\.name)).count == LayerScene.all.count, "duplicate layer scene names")
    }

    @Test("the comparators count differing pixels against their limits")
    func comparators() {
        let a: [UInt8] = [10, 10, 10, 255, 0, 0, 0, 255]
        let b: [UInt8] = [11, 10, 10, 255, 0, 0, 9, 255]
        #expect(!ImageComparator.exact.compare(actual: a, expected: b, pixelCount: 2).matches)
        let loose = ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0.5).compare(
            actual: a, expected: b, pixelCount: 2)
        #expect(loose.matches && loose.differingPixels == 1 && loose.largestChannelDifference == 9)
        #expect(!ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0.49).compare(
            actual: a, expected: b, pixelCount: 2).matches)
        #expect(ImageComparator.exact.compare(actual: a, expected: a, pixelCount: 2).matches)
    }
}
