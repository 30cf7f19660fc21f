import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Every part of an event decodes into the scene model.
@Suite struct SceneEventDecodingTests {
    @Test func everyPartOfAnEvent() throws {
        let events = ##"""
            [{"time": 1.0,
              "transaction": {"animationDuration": 0.5, "disableActions": true, "animationTimingFunction": "easeOut"},
              "set": {"card.position": [200, 100], "card.backgroundColor": "#00F", "card.isHidden": false, "card.transform.rotation.z": 1},
              "add": [{"layer": "card", "animation": {"key": "fade", "keyPath": "opacity", "toValue": 0}}],
              "remove": [{"layer": "card", "key": "move"}, {"layer": "label2"}],
              "insert": [{"parent": "container", "layer": {"name": "new"}, "index": 0}, {"parent": "container", "layer": {}}],
              "reorder": [{"layer": "label2", "below": "label1"}, {"layer": "label1", "above": "card"}, {"layer": "card", "index": 2}],
              "transition": {"layer": "container", "type": "push", "subtype": "fromRight", "duration": 2}}]
            """##
        let root = #"{"name": "container", "sublayers": [{"name": "card"}, {"name": "label1"}, {"name": "label2"}]}"#
        let event = try #require(try readScene(sceneText(root: root, events: events)).events.first)
        #expect(event.time == 1 && event.animationDuration == 0.5 && event.disableActions)
        #expect(event.animationTimingFunction == .named(.easeOut))
        #expect(
            event.assignments == [
                SceneEvent.Assignment(layer: "card", keyPath: "position", value: .point(CGPoint(x: 200, y: 100))),
                SceneEvent.Assignment(layer: "card", keyPath: "backgroundColor", value: .color(CGColor(red: 0, green: 0, blue: 1, alpha: 1))),
                SceneEvent.Assignment(layer: "card", keyPath: "hidden", value: .bool(false)),
                SceneEvent.Assignment(layer: "card", keyPath: "transform.rotation.z", value: .number(1)),
            ])
        #expect(event.additions.map(\.layer) == ["card"] && event.additions.first?.animation.key == "fade")
        #expect(event.removals == [SceneEvent.Removal(layer: "card", key: "move"), SceneEvent.Removal(layer: "label2", key: nil)])
        #expect(event.insertions.map(\.parent) == ["container", "container"])
        #expect(event.insertions.map(\.index) == [0, nil] && event.insertions.first?.layer.name == "new")
        #expect(
            event.reorderings == [
                SceneEvent.Reordering(layer: "label2", placement: .below("label1")),
                SceneEvent.Reordering(layer: "label1", placement: .above("card")),
                SceneEvent.Reordering(layer: "card", placement: .index(2)),
            ])
        let transition = try #require(event.transition)
        #expect(transition.layer == "container")
        #expect(transition.animation.transitionType == .push && transition.animation.subtype == .fromRight)
        #expect(transition.animation.duration == 2)
    }

    @Test func eventProblems() {
        let events = """
            [{"time": -1, "transaction": {"disableAction": true}, "set": {"card": 1, "card.sublayers": []},
              "reorder": [{"layer": "card", "below": "inner"}, {"layer": "card"}],
              "transition": {"layer": "card", "type": "dissolve"}}]
            """
        let root = #"{"name": "root", "sublayers": [{"name": "card"}, {"name": "box", "sublayers": [{"name": "inner"}]}]}"#
        #expect(
            problems(sceneText(root: root, events: events)) == [
                "scene.json: events[0].time: expected a non-negative number, found -1",
                #"scene.json: events[0].transaction.disableAction: unknown key "disableAction" (did you mean "disableActions"?)"#,
                #"scene.json: events[0].transition.type: unknown transition type "dissolve"; expected one of "fade", "moveIn", "push", "reveal""#,
                #"scene.json: events[0].reorder[0].below: "inner" is not a sibling of "card""#,
                #"scene.json: events[0].reorder[1]: expected exactly one of "below", "above" or "index""#,
                #"scene.json: events[0].set.card: expected "layer.keyPath", found "card""#,
                #"scene.json: events[0].set.card.sublayers: "sublayers" cannot be set by an event (use insert, remove or reorder)"#,
            ])
    }
}
