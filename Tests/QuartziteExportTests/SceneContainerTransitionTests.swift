import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Container transitions in scene files (issue 14): an event's `containerTransition` runs
/// `ViewAnimation.transition(from:to:in:…)` with its `preparation`, `animations` and
/// `completion` as `set`-style objects; a second one in the same container interrupts the
/// first.
extension SceneRuntimeTests {
    @Suite struct SceneContainerTransitionTests {
        static let root = """
            {"sublayers": [{"name": "screen", "frame": [0, 0, 100, 100], "masksToBounds": true,
              "sublayers": [{"name": "page1", "frame": [0, 0, 100, 100], "backgroundColor": "#F00"}]}]}
            """
        static let push = """
            {"container": "screen", "from": "page1", "duration": 1, "placement": "above",
             "to": {"name": "page2", "frame": [0, 0, 100, 100], "backgroundColor": "#F80"},
             "preparation": {"page2.transform": [{"translate": [85, 0, 0]}, {"scale": [0.7, 0.7, 1]}]},
             "animations": {"page1.transform": {"scale": [0.7, 0.7, 1]}, "page2.transform": {"scale": [1, 1, 1]}},
             "completion": {"page1.transform": {"scale": [1, 1, 1]}}}
            """
        static let pop = """
            {"container": "screen", "from": "page2", "to": "page1", "duration": 1, "placement": "below",
             "curve": "linear",
             "preparation": {"page1.transform": {"scale": [0.7, 0.7, 1]}},
             "animations": {"page2.transform": [{"translate": [85, 0, 0]}, {"scale": [0.7, 0.7, 1]}],
                            "page1.transform": {"scale": [1, 1, 1]}}}
            """

        @Test func pushThenPop() throws {
            let events = "[{\"time\": 0, \"containerTransition\": \(Self.push)}, {\"time\": 1.5, \"containerTransition\": \(Self.pop)}]"
            let player = ScenePlayer(scene: try readScene(sceneText(root: Self.root, events: events)))
            let screen = try #require(player.layer(named: "screen"))
            let page1 = try #require(player.layer(named: "page1"))
            let page2 = try #require(player.layer(named: "page2"))
            #expect(screen.sublayers?.map(\.name) == ["page1", "page2"])
            player.advance(to: 0.5)
            let shown = MediaClock.withCurrent(player.clock) { page2.presentation()?.transform }
            #expect(abs((shown?.m41 ?? 0) - 42.5) < 1e-6 && abs((shown?.m11 ?? 0) - 0.85) < 1e-6)
            player.advance(to: 1.2)
            #expect(screen.sublayers?.map(\.name) == ["page2"] && page1.superlayer == nil)
            #expect(CATransform3DIsIdentity(page1.transform))
            player.advance(to: 1.5)
            #expect(screen.sublayers?.map(\.name) == ["page1", "page2"])
            player.advance(to: 2)  // half-way, linear: page 1 at 0.85
            #expect(abs((MediaClock.withCurrent(player.clock) { page1.presentation()?.transform.m11 } ?? 0) - 0.85) < 1e-6)
            player.advance(to: 2.6)
            #expect(screen.sublayers?.map(\.name) == ["page1"] && page2.superlayer == nil)
        }

        @Test func secondTransitionInterruptsTheFirst() throws {
            let events = "[{\"time\": 0, \"containerTransition\": \(Self.push)}, {\"time\": 0.5, \"containerTransition\": \(Self.pop)}]"
            let player = ScenePlayer(scene: try readScene(sceneText(root: Self.root, events: events)))
            let screen = try #require(player.layer(named: "screen"))
            let page1 = try #require(player.layer(named: "page1"))
            player.advance(to: 0.5)
            // The push ended at once (its completion reset page 1), the pop put page 1 back below.
            #expect(screen.sublayers?.map(\.name) == ["page1", "page2"])
            #expect(abs(page1.transform.m11 - 1) < 1e-9)
            #expect(abs((MediaClock.withCurrent(player.clock) { page1.presentation()?.transform.m11 } ?? 0) - 0.7) < 1e-6)
            player.advance(to: 1.6)
            #expect(screen.sublayers?.map(\.name) == ["page1"])
        }

        @Test func badTransitionsAreRefusedAtTheirPaths() {
            let events = """
                [{"time": 0, "containerTransition": {"container": "screen", "from": "page3", "to": "page1",
                  "duration": 1, "animations": {}, "placement": "behind"}},
                 {"time": 1, "containerTransition": {"container": "screen", "from": "page1", "to": "screen",
                  "duration": 1, "animations": {}}},
                 {"time": 2, "containerTransition": {"container": "screen", "from": "page1"}}]
                """
            #expect(
                problems(sceneText(root: Self.root, events: events)) == [
                    #"scene.json: events[0].containerTransition.from: unknown layer "page3" (did you mean "page1"?)"#,
                    #"scene.json: events[0].containerTransition.placement: unknown placement "behind"; expected one of "above", "below""#,
                    #"scene.json: events[1].containerTransition.to: the incoming layer must differ from the container and the outgoing layer"#,
                    #"scene.json: events[2].containerTransition: missing required key "to""#,
                    #"scene.json: events[2].containerTransition: missing required key "duration""#,
                    #"scene.json: events[2].containerTransition: missing required key "animations""#,
                ])
        }
    }
}
