import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Scroll layers in scene files (issue 14): `"type": "scroll"` builds a `CAScrollLayer` with
/// its `scrollMode`; an event's `scroll` list runs `scroll(to:)` (`toPoint`, `toRect`) on a
/// scroll layer and `scroll(_:)` (`point`), `scrollRectToVisible(_:)` (`rectToVisible`) on
/// any layer inside one.
extension SceneRuntimeTests {
    @Suite struct SceneScrollTests {
        static let root = """
            {"sublayers": [{"type": "scroll", "name": "list", "frame": [0, 0, 100, 50], "scrollMode": "vertically",
              "sublayers": [{"name": "content", "frame": [0, 0, 300, 400],
                "sublayers": [{"name": "row", "frame": [0, 200, 300, 40]}]}]}]}
            """

        @Test func scrollLayerDecodesBuildsAndScrollsInEvents() throws {
            let events = """
                [{"time": 0.5, "transaction": {"disableActions": true}, "scroll": [{"layer": "list", "toPoint": [40, 30]}]},
                 {"time": 1, "transaction": {"disableActions": true}, "scroll": [{"layer": "row", "point": [0, 10]}]},
                 {"time": 1.5, "transaction": {"disableActions": true},
                  "scroll": [{"layer": "row", "rectToVisible": [0, 0, 10, 100]}, {"layer": "list", "toRect": [0, 0, 10, 10]}]}]
                """
            let player = ScenePlayer(scene: try readScene(sceneText(root: Self.root, events: events)))
            let list = try #require(player.layer(named: "list") as? CAScrollLayer)
            #expect(list.scrollMode == .vertically && list.masksToBounds)
            player.advance(to: 0.5)
            #expect(list.bounds.origin == CGPoint(x: 0, y: 30))  // vertically only
            player.advance(to: 1)
            #expect(list.bounds.origin == CGPoint(x: 0, y: 210))
            // rectToVisible: the row's 100-point-tall rect starts at y = 200 (taller than the
            // window: its top edge shows); then toRect brings (0, 0, 10, 10) back into view.
            player.advance(to: 1.5)
            #expect(list.bounds.origin == CGPoint(x: 0, y: 0))
        }

        @Test func scrollEventsAnimateImplicitly() throws {
            let events = #"[{"time": 1, "scroll": [{"layer": "list", "toPoint": [0, 100]}]}]"#
            let player = ScenePlayer(scene: try readScene(sceneText(root: Self.root, events: events)))
            let list = try #require(player.layer(named: "list"))
            player.advance(to: 1)
            #expect(list.animation(forKey: "bounds") != nil)
            player.advance(to: 1.5)
            #expect(MediaClock.withCurrent(player.clock) { list.presentation()?.bounds.origin } == CGPoint(x: 0, y: 100))
        }

        @Test func badScrollsAreRefusedAtTheirPaths() {
            let events = """
                [{"time": 0, "scroll": [{"layer": "row", "toPoint": [0, 0]}, {"layer": "list"},
                  {"layer": "list", "point": [0, 0], "toRect": [0, 0, 1, 1]}, {"layer": "lst", "point": [0, 0]}]}]
                """
            #expect(
                problems(sceneText(root: Self.root, events: events)) == [
                    #"scene.json: events[0].scroll[0].toPoint: "toPoint" scrolls a layer of type "scroll"; "row" is not one"#,
                    #"scene.json: events[0].scroll[1]: expected exactly one of "toPoint", "toRect", "point" or "rectToVisible""#,
                    #"scene.json: events[0].scroll[2]: expected exactly one of "toPoint", "toRect", "point" or "rectToVisible""#,
                    #"scene.json: events[0].scroll[3].layer: unknown layer "lst" (did you mean "list"?)"#,
                ])
            #expect(
                problems(sceneText(root: #"{"sublayers": [{"type": "scroll", "scrollMode": "diagonal"}]}"#)).count == 1)
        }
    }
}
