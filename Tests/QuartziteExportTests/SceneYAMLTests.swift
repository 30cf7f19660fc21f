import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

extension SceneRuntimeTests {
    /// A YAML scene reads exactly as the equivalent JSON scene.
    @Suite struct SceneYAMLTests {
        private func load(_ name: String) throws -> Scene {
            try Scene(contentsOf: testScenesDirectory.appendingPathComponent(name))
        }

        @Test func yamlDecodesLikeJSON() throws {
            let json = try load("card.json")
            let yaml = try load("card.yaml")
            #expect(json.canvas == yaml.canvas)
            #expect(json.canvas.background == CGColor(red: 32.0 / 255, green: 32.0 / 255, blue: 32.0 / 255, alpha: 128.0 / 255))
            #expect(json.fps == yaml.fps && json.duration == yaml.duration && json.frameCount == 48)
            let jsonCard = try #require(json.root.sublayers.first)
            let yamlCard = try #require(yaml.root.sublayers.first)
            #expect(jsonCard.properties.count == 6)
            for (a, b) in zip(jsonCard.properties, yamlCard.properties) where a.key != "contents" {
                #expect(a == b)
            }
            #expect(jsonCard.animations.first?.path == yamlCard.animations.first?.path)
            #expect(jsonCard.animations.first?.timingFunction == .controlPoints(0.25, 0.1, 0.25, 1))
            #expect(yaml.events.first?.assignments == [SceneEvent.Assignment(layer: "card", keyPath: "opacity", value: .number(0.25))])
            #expect(yaml.events.first?.animationDuration == 0.5)
        }

        @Test func yamlPlaysLikeJSON() throws {
            var samples: [[String]] = []
            for name in ["card.json", "card.yaml"] {
                let player = ScenePlayer(scene: try load(name))
                var values: [String] = []
                for t in [0.0, 0.4, 1.1, 1.3, 1.9] {
                    player.advance(to: t)
                    let card = try #require(player.presentation(of: "card"))
                    values.append("\(card.position) \(card.opacity) \(card.transform.m34)")
                }
                samples.append(values)
            }
            #expect(samples[0] == samples[1])
            // Check one value by hand: at 1.3 s the opacity change (1 s, 0.5 s long, default
            // curve) is 60 % along.
            let eased = CAMediaTimingFunction(name: .default).evaluate(0.6)
            let player = ScenePlayer(scene: try load("card.yaml"))
            player.advance(to: 1.3)
            let opacity = Double(player.presentation(of: "card")?.opacity ?? -1)
            #expect(close(opacity, 1 - 0.75 * eased, 1e-3))
        }
    }
}
