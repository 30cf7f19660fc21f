import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

extension SceneRuntimeTests {
    /// The player builds the tree at scene time 0 and runs events as transactions at their
    /// own times.
    @Suite struct ScenePlayerTests {
        private func player(root: String, events: String = "[]") throws -> ScenePlayer {
            ScenePlayer(scene: try readScene(sceneText(root: root, events: events)))
        }

        private func x(_ player: ScenePlayer, _ name: String) -> Double {
            Double(player.presentation(of: name)?.position.x ?? .nan)
        }

        @Test func buildsTheTreeAtSceneTimeZero() throws {
            let p = try player(root: ##"{"name": "root", "bounds": [0, 0, 200, 100], "sublayers": [{"name": "card", "frame": [10, 20, 30, 40], "backgroundColor": "#00F"}]}"##)
            #expect(p.clock.now == 0 && p.clock.isManual)
            let card = try #require(p.layer(named: "card"))
            #expect(card.superlayer === p.rootLayer)
            #expect(card.position == CGPoint(x: 25, y: 40) && card.bounds.size == CGSize(width: 30, height: 40))
            #expect(card.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            #expect(p.rootLayer.committedSnapshot != nil)
        }

        @Test func frameIsAppliedAfterAnchorPoint() throws {
            let p = try player(root: #"{"name": "root", "sublayers": [{"name": "card", "transform": {"scale": [2, 2, 1]}, "frame": [10, 20, 100, 40], "anchorPoint": [0, 0]}]}"#)
            let card = try #require(p.layer(named: "card"))
            #expect(card.position == CGPoint(x: 10, y: 20))
            #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
            #expect(card.transform.m11 == 2)
        }

        @Test func eventChangesAnimateImplicitlyWithTheTransactionSettings() throws {
            let root = #"{"name": "root", "sublayers": [{"name": "a", "position": [0, 0]}, {"name": "b", "position": [0, 0]}, {"name": "c", "position": [0, 0]}]}"#
            let events = """
                [{"time": 1, "set": {"a.position": [100, 0]}},
                 {"time": 1, "transaction": {"animationDuration": 0.5, "animationTimingFunction": "linear"}, "set": {"b.position.x": 100}},
                 {"time": 1, "transaction": {"disableActions": true}, "set": {"c.position": [100, 0]}}]
                """
            let p = try player(root: root, events: events)
            p.advance(to: 0.9)
            #expect(x(p, "a") == 0 && x(p, "b") == 0 && x(p, "c") == 0)
            p.advance(to: 1.1)
            // a: 0.25 s with the default curve; b: 0.5 s linear; c: no animation.
            let eased = CAMediaTimingFunction(name: .default).evaluate(0.4)
            #expect(close(x(p, "a"), 100 * eased, 1e-3))
            #expect(close(x(p, "b"), 20, 1e-4))
            #expect(x(p, "c") == 100)
            p.advance(to: 1.25)
            #expect(x(p, "a") == 100 && close(x(p, "b"), 50, 1e-4))
            p.advance(to: 2)
            #expect(x(p, "b") == 100)
        }

        @Test func eventsRunInTimeOrderThenFileOrder() throws {
            let root = #"{"name": "root", "sublayers": [{"name": "a"}]}"#
            let events = """
                [{"time": 1.5, "transaction": {"disableActions": true}, "set": {"a.opacity": 0.3}},
                 {"time": 0.5, "transaction": {"disableActions": true}, "set": {"a.opacity": 0.1}},
                 {"time": 1.5, "transaction": {"disableActions": true}, "set": {"a.opacity": 0.6}}]
                """
            let p = try player(root: root, events: events)
            #expect(p.scene.events.map(\.time) == [0.5, 1.5, 1.5])
            p.advance(to: 1)
            #expect(p.layer(named: "a")?.opacity == 0.1)
            p.advance(to: 2)
            #expect(p.layer(named: "a")?.opacity == 0.6)
        }

        @Test func framesAreReproducibleWhateverTheSteps() throws {
            let root = #"{"name": "root", "sublayers": [{"name": "a", "position": [0, 0], "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2}]}]}"#
            let events = #"[{"time": 0.55, "transaction": {"animationTimingFunction": "linear"}, "set": {"a.position": [100, 0]}}]"#
            var stepped: [Double] = []
            let p1 = try player(root: root, events: events)
            for i in 0..<p1.scene.frameCount {
                p1.advance(toFrame: i)
                stepped.append(x(p1, "a") + Double(p1.presentation(of: "a")?.opacity ?? -1))
            }
            for i in [3, 7, 12] {
                let p2 = try player(root: root, events: events)
                p2.advance(toFrame: i)
                #expect(x(p2, "a") + Double(p2.presentation(of: "a")?.opacity ?? -1) == stepped[i])
            }
            // Frame 7 (0.7 s): the event at 0.55 s animates linearly over 0.25 s → 60 %.
            #expect(close(stepped[7] - 0.35, 60, 1e-4))
        }

        @Test func insertRemoveReorderAddAndRemoveAnimations() throws {
            let root = #"{"name": "root", "sublayers": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}"#
            let events = """
                [{"time": 0.5, "insert": [{"parent": "root", "layer": {"name": "d", "sublayers": [{"name": "e"}]}, "index": 1}],
                  "add": [{"layer": "a", "animation": {"key": "fade", "keyPath": "opacity", "toValue": 0, "duration": 5}}]},
                 {"time": 1, "reorder": [{"layer": "c", "below": "a"}], "remove": [{"layer": "b"}, {"layer": "a", "key": "fade"}]},
                 {"time": 1.5, "reorder": [{"layer": "a", "index": 0}], "set": {"e.opacity": 0.5}}]
                """
            let p = try player(root: root, events: events)
            let names = { (p.rootLayer.sublayers ?? []).map { $0.name ?? "?" } }
            p.advance(to: 0.5)
            #expect(names() == ["a", "d", "b", "c"])
            #expect(p.layer(named: "a")?.animation(forKey: "fade") != nil)
            p.advance(to: 1)
            #expect(names() == ["c", "a", "d"])
            #expect(p.layer(named: "a")?.animation(forKey: "fade") == nil)
            p.advance(to: 1.5)
            #expect(names() == ["a", "c", "d"])
            #expect(p.layer(named: "e")?.opacity == 0.5)
        }

        @Test func transitionIsAddedBeforeTheEventChanges() throws {
            let root = ##"{"name": "root", "sublayers": [{"name": "box", "backgroundColor": "#F00"}]}"##
            let events = ##"[{"time": 1, "transition": {"layer": "box", "type": "push", "subtype": "fromRight", "duration": 2}, "transaction": {"disableActions": true}, "set": {"box.backgroundColor": "#00F"}}]"##
            let p = try player(root: root, events: events)
            p.advance(to: 1)
            let transition = try #require(p.layer(named: "box")?.animation(forKey: "transition") as? CATransition)
            #expect(transition.type == .push && transition.subtype == .fromRight && transition.duration == 2)
            #expect(transition.beginTime == 1)
            #expect(p.layer(named: "box")?.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        }

        @Test func animationBeginTimeIsSceneSeconds() throws {
            // The layer runs at speed 2: an animation beginning at scene 1 s with a 1 s duration
            // lasts 0.5 scene seconds.
            let root = #"{"name": "root", "sublayers": [{"name": "a", "speed": 2, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "beginTime": 1, "timingFunction": "linear", "fillMode": "backwards"}]}]}"#
            let p = try player(root: root)
            let opacity = { Double(p.presentation(of: "a")?.opacity ?? -1) }
            p.advance(to: 0.5)
            #expect(opacity() == 0)
            p.advance(to: 1.25)
            #expect(close(opacity(), 0.5, 1e-4))
            p.advance(to: 1.6)
            #expect(opacity() == 1)
        }

        /// Two players at once on one thread, each on its own clock: moving one past the end of
        /// an animation does not end the other's, and the caller's clock does not move.
        @Test func playersPlayOnTheirOwnClocks() throws {
            let root = #"{"name": "root", "sublayers": [{"name": "a", "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "timingFunction": "linear"}]}]}"#
            let first = try player(root: root)
            let second = ScenePlayer(scene: first.scene)
            first.advance(to: 1.5)
            second.advance(to: 0.25)
            #expect(first.clock.now == 1.5 && second.clock.now == 0.25)
            #expect(first.layer(named: "a")?.animationKeys() == nil)
            #expect(second.layer(named: "a")?.animationKeys()?.count == 1)
            #expect(close(Double(second.presentation(of: "a")?.opacity ?? -1), 0.25, 1e-6))
            #expect(CACurrentMediaTime() == 0)
        }

        @Test func nestedSpeedsMultiply() throws {
            // Seed 004: a 10 s animation in a speed-2 layer inside a speed-2 layer takes 2.5 s.
            let root = #"{"name": "root", "sublayers": [{"name": "outer", "speed": 2, "sublayers": [{"name": "inner", "speed": 2, "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 10, "timingFunction": "linear"}]}]}]}"#
            let p = try player(root: root)
            p.advance(to: 1.25)
            #expect(close(x(p, "inner"), 50, 1e-4))
            p.advance(to: 2.6)
            #expect(x(p, "inner") == 0)
        }
    }
}
