import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

extension SceneRuntimeTests {
    /// Every scene under Examples/scenes decodes, says what it shows in `comment` (a seed's
    /// example, named `NNN-…` after its seed, names the seed), and plays.
    @Suite struct ExampleSceneTests {
        private static func exampleFiles() throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: exampleScenesDirectory, includingPropertiesForKeys: nil)
                .filter { ["json", "yaml", "yml"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }

        @Test func everyExampleDecodesAndPlays() throws {
            let files = try Self.exampleFiles()
            #expect(files.count >= 6)
            for file in files {
                do {
                    let scene = try Scene(contentsOf: file)
                    let fromSeed = file.lastPathComponent.first?.isNumber == true
                    #expect(
                        scene.comment?.hasPrefix(fromSeed ? "Seed " : "Not from a seed") == true,
                        "\(file.lastPathComponent) has no comment saying where it comes from")
                    let player = ScenePlayer(scene: scene)
                    player.advance(toFrame: scene.frameCount - 1)
                    #expect(player.rootLayer.committedSnapshot != nil)
                } catch {
                    Issue.record("\(file.lastPathComponent): \(error)")
                }
            }
        }

        @Test func cumulativeExampleMatchesTheSeed() throws {
            // Seed 000: the second cycle starts at (200, 260), the third at (300, 460).
            let scene = try Scene(contentsOf: exampleScenesDirectory.appendingPathComponent("000-basic-cumulative.json"))
            let player = ScenePlayer(scene: scene)
            let position = { player.presentation(of: "button")?.position }
            player.advance(to: 0)
            #expect(position() == CGPoint(x: 100, y: 60))
            player.advance(to: 1)
            #expect(position() == CGPoint(x: 200, y: 260))
            player.advance(to: 2)
            #expect(position() == CGPoint(x: 300, y: 460))
            player.advance(to: 3.2)
            #expect(position() == CGPoint(x: 250, y: 420))
        }

        @Test func springExampleStartsWhereTheSeedPutsTheButton() throws {
            // Seed 000: button.center = (0, 200), then a spring of position to (200, 200): the
            // button starts at x = 0 and moves along y = 200 only; once removed after its 10 s
            // the model centre (0, 200) shows again.
            let scene = try Scene(contentsOf: exampleScenesDirectory.appendingPathComponent("000-spring.json"))
            let player = ScenePlayer(scene: scene)
            let position = { player.presentation(of: "button")?.position }
            player.advance(to: 0)
            #expect(position() == CGPoint(x: 0, y: 200))
            #expect(player.layer(named: "button")?.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
            for t in [1.0, 3.0, 5.0, 9.9] {
                player.advance(to: t)
                #expect(position()?.y == 200, "t = \(t)")
                #expect((position()?.x ?? 0) > 0, "t = \(t)")
            }
            player.advance(to: 10.1)
            #expect(position() == CGPoint(x: 0, y: 200))
        }
    }
}
