import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("The book chapter's explicit animations")
    struct ExplicitAnimationTests {
        func chapter() -> ExplicitAnimationsChapter {
            startClock()
            let chapter = ExplicitAnimationsChapter()
            CATransaction.flush()
            return chapter
        }

        /// Blue to red over 1 s from the presentation value; the delegate commits red.
        @Test func colourChangeIsCommittedByTheDelegate() {
            let chapter = chapter()
            chapter.changeColor(to: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            CATransaction.flush()
            setClock(10.5)
            let middle = chapter.colorLayer.presentation()?.backgroundColor?.components ?? []
            #expect(middle.count == 4)
            for (value, expected) in zip(middle, [0.5, 0, 0.5, 1]) { #expect(near(Double(value), expected, 1e-6)) }
            setClock(11.01)
            CATransaction.flush()
            #expect(chapter.colorLayer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(chapter.colorLayer.presentation()?.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        }

        /// The hand turns to 90° in 0.5 s; the delegate finds the layer through the
        /// animation's "handLayer" key and sets the boxed transform.
        @Test func clockHandIsFoundThroughTheAnimationsKey() {
            let chapter = chapter()
            chapter.setAngle(.pi / 2, for: chapter.hourHand, animated: true)
            CATransaction.flush()
            setClock(10.25)
            #expect(near(presented(chapter.hourHand, "transform.rotation.z"), .pi / 4, 1e-6))
            setClock(10.51)
            CATransaction.flush()
            #expect(near(chapter.hourHand.value(forKeyPath: "transform.rotation.z") as? Double, .pi / 2, 1e-9))
            setClock(11)
            #expect(near(presented(chapter.hourHand, "transform.rotation.z"), .pi / 2, 1e-9))
        }

        /// `byValue` 2π on transform.rotation: a quarter turn after a quarter of the 2 s.
        @Test func shipSpinsByValue() {
            let chapter = chapter()
            chapter.spinShip()
            CATransaction.flush()
            setClock(10.5)
            #expect(near(presented(chapter.ship, "transform.rotation"), .pi / 2, 1e-6))
        }

        /// The cubic path is point-symmetric about (150, 150): half-way the ship is there,
        /// turned along the tangent (337.5, 225), atan2 = 0.5880026 rad.
        @Test func shipFollowsThePathTurningWithIt() {
            let chapter = chapter()
            chapter.flyShip()
            CATransaction.flush()
            setClock(12)
            #expect(near(chapter.ship.presentation()?.position, CGPoint(x: 150, y: 150), 1e-6))
            #expect(near(presented(chapter.ship, "transform.rotation.z"), 0.5880026035475675, 1e-6))
            setClock(10)
            #expect(near(presented(chapter.ship, "transform.rotation.z"), -1.1071487177940904, 1e-6))
        }

        /// The group's colour child runs from no colour (transparent black) to red.
        @Test func groupFliesAndColours() {
            let chapter = chapter()
            chapter.flyAndFade()
            CATransaction.flush()
            setClock(12)
            #expect(near(chapter.ship.presentation()?.position, CGPoint(x: 150, y: 150), 1e-6))
            let colour = chapter.ship.presentation()?.backgroundColor?.components ?? []
            for (value, expected) in zip(colour, [0.5, 0, 0, 0.5]) { #expect(near(Double(value), expected, 1e-6)) }
        }
    }
}
