import Foundation
import Quartzite
import Testing

@testable import QuartziteExport
@testable import quartzite_example

extension SceneRuntimeTests {
    /// A scene file and the same tree written in Swift against the Core Animation API give the
    /// same presentation values at every sampled time. The player plays on its own clock; the
    /// Swift tree is built and moved on the test's clock (`MediaClock.current`), set to the
    /// same times.
    @Suite struct SceneSwiftEquivalenceTests {
        /// The presentation values compared, for one layer.
        private func sample(_ layer: CALayer?) -> String {
            values(of: layer?.presentation())
        }

        /// The presentation values compared, for the player's layer named `name`.
        private func sample(_ player: ScenePlayer, _ name: String) -> String {
            values(of: player.presentation(of: name))
        }

        /// The values compared, of a presentation layer.
        private func values(of presentation: CALayer?) -> String {
            guard let p = presentation else { return "no presentation" }
            let t = p.transform
            return "\(p.position) \(p.bounds) \(p.opacity) \(String(describing: p.backgroundColor)) "
                + "\([t.m11, t.m13, t.m31, t.m34, t.m41, t.m42, t.m43, t.m44])"
        }

        @Test func logoFlipSceneEqualsSwift() throws {
            let scene = try Scene(contentsOf: exampleScenesDirectory.appendingPathComponent("002-logo-flip.json"))
            let player = ScenePlayer(scene: scene)

            // The seed's code in Swift — the example program's twin of the scene file — committed
            // at the same media time (0), on the test's clock.
            MediaClock.current.useManualTime(start: 0)
            let root = Seed002.logoFlip.build()
            CATransaction.flush()  // the animations start on the test's clock, at 0
            let logo = try #require(root.sublayers?.first)

            #expect(logo.presentation() != nil)
            for t in [0.0, 0.1, 0.25, 0.49, 0.5, 0.75, 0.99, 1.1] {
                player.advance(to: t)
                MediaClock.current.set(to: t)
                #expect(sample(player, "logoImg") == sample(logo), "at \(t) s")
            }
        }

        @Test func eventsAndNestedTimingSceneEqualsSwift() throws {
            let text = ##"""
                {"canvas": {"width": 400, "height": 200}, "fps": 30, "duration": 3,
                 "root": {"name": "root", "bounds": [0, 0, 400, 200], "position": [200, 100],
                   "sublayers": [{"name": "outer", "speed": 2, "timeOffset": 0.25, "frame": [0, 0, 400, 200],
                     "sublayers": [{"name": "box", "bounds": [0, 0, 40, 40], "position": [50, 50], "backgroundColor": "#FF0000",
                       "animations": [
                         {"key": "slide", "type": "spring", "keyPath": "position.x", "fromValue": 50, "toValue": 300,
                          "duration": 2, "damping": 5, "stiffness": 80},
                         {"key": "hue", "type": "keyframe", "keyPath": "backgroundColor", "values": ["#FF0000", "#00FF00", "#0000FF"],
                          "duration": 1, "repeatCount": 2, "autoreverses": true, "beginTime": 0.5}]}]}]},
                 "events": [{"time": 1.2, "transaction": {"animationDuration": 0.4, "animationTimingFunction": "easeOut"},
                             "set": {"box.bounds.size.width": 80, "box.opacity": 0.5}}]}
                """##
            let player = ScenePlayer(scene: try readScene(text))

            MediaClock.current.useManualTime(start: 0)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
            root.position = CGPoint(x: 200, y: 100)
            let outer = CALayer()
            outer.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
            outer.timeOffset = 0.25
            outer.speed = 2
            let box = CALayer()
            box.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            box.position = CGPoint(x: 50, y: 50)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(outer)
            outer.addSublayer(box)
            let slide = CASpringAnimation(keyPath: "position.x")
            slide.fromValue = 50
            slide.toValue = 300
            slide.duration = 2
            slide.damping = 5
            slide.stiffness = 80
            box.add(slide, forKey: "slide")
            let hue = CAKeyframeAnimation(keyPath: "backgroundColor")
            hue.values = [
                CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                CGColor(red: 0, green: 0, blue: 1, alpha: 1),
            ]
            hue.duration = 1
            hue.repeatCount = 2
            hue.autoreverses = true
            hue.beginTime = box.convertTime(0.5, from: nil)
            box.add(hue, forKey: "hue")
            CATransaction.flush()

            #expect(box.presentation() != nil)
            var eventRun = false
            for t in [0.0, 0.3, 0.6, 1.0, 1.2, 1.35, 1.5, 1.7, 2.2, 2.9] {
                if t >= 1.2, !eventRun {
                    MediaClock.current.set(to: 1.2)
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(0.4)
                    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
                    box.setValue(CGFloat(80), forKeyPath: "bounds.size.width")
                    box.opacity = 0.5
                    CATransaction.commit()
                    eventRun = true
                }
                player.advance(to: t)
                MediaClock.current.set(to: t)
                #expect(sample(player, "box") == sample(box), "at \(t) s")
                if t == 1.35 {
                    // The values really move: during the event's animation the width is
                    // between 40 and 80.
                    let width = player.presentation(of: "box")?.bounds.width ?? 0
                    #expect(width > 40 && width < 80)
                }
            }
        }
    }
}
