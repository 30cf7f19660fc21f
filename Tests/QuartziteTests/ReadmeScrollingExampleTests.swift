import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// README.md's scrolling and container-transition example, line for line, with the values
    /// its comments promise.
    @Suite("README scrolling example")
    struct ReadmeScrollingExampleTests {
        @Test func readmeScrollingExampleShowsTheValuesItPromises() {
            resetLayerRuntime(at: 0)
            let list = CAScrollLayer()
            list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            list.scrollMode = .vertically
            let rows = CALayer()
            rows.frame = CGRect(x: 0, y: 0, width: 320, height: 4_400)
            list.addSublayer(rows)
            let row42 = CALayer()
            row42.frame = CGRect(x: 0, y: 42 * 44, width: 320, height: 44)
            rows.addSublayer(row42)
            row42.scrollRectToVisible(row42.bounds)
            #expect(list.bounds.origin == CGPoint(x: 0, y: 1_412))
            #expect(row42.visibleRect == CGRect(x: 0, y: 0, width: 320, height: 44))

            let screen = CALayer(), page1 = CALayer(), page2 = CALayer()
            screen.frame = list.frame
            screen.masksToBounds = true
            page1.frame = screen.bounds
            page2.frame = screen.bounds
            screen.addSublayer(page1)
            CATransaction.flush()
            var printed: [Bool] = []
            ViewAnimation.transition(
                from: page1, to: page2, in: screen, duration: 0.35, placement: .above,
                preparation: { page2.setAffineTransform(CGAffineTransform(translationX: 320, y: 0)) },
                animations: { page2.setAffineTransform(.identity) },
                completion: { finished in printed = [finished, page1.superlayer == nil] })
            CATransaction.flush()
            MediaClock.current.set(to: 0.175)
            #expect(abs((page2.presentation()?.transform.m41 ?? 0) - 160) < 1e-6)
            #expect(printed.isEmpty)
            MediaClock.current.set(to: 0.36)
            #expect(printed == [true, true])
        }
    }
}
