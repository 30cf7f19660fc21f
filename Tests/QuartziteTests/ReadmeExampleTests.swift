import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// The example in README.md's "Using it" section, line for line, with the values the
    /// README promises; where the README, a program, drives `MediaClock.shared`, the test
    /// drives its own clock, `MediaClock.current`.
    @Suite("README example")
    struct ReadmeExampleTests {
        @Test func readmeExampleShowsTheValuesItPromises() {
            CATransaction.flush()
            MediaClock.current.useManualTime(start: 0)

            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            card.position = CGPoint(x: 250, y: 420)
            card.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            CATransaction.flush()

            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 100, y: 60)
            move.toValue = CGPoint(x: 100, y: 200)
            move.duration = 1
            move.repeatCount = 3
            move.isCumulative = true
            card.add(move, forKey: "move")
            CATransaction.flush()

            MediaClock.current.set(to: 1.5)
            #expect(card.presentation()?.position == CGPoint(x: 200, y: 330))

            var t = CATransform3DIdentity
            t.m34 = -1 / 500
            t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
            card.transform = t
            CATransaction.flush()
            // The implicit animation runs 0.25 s from the identity to t.
            #expect(card.animationKeys()?.contains("transform") == true)
            MediaClock.current.set(to: 1.5 + 0.25 + 0.01)
            #expect(card.presentation()?.transform == t)
        }
    }
}
