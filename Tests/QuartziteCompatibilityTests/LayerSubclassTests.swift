import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Layer subclasses overriding Apple's methods")
    struct LayerSubclassTests {
        @Test func foldingPanelTurnsHidesAndResets() {
            startClock()
            let cell = FoldingCellModel()
            CATransaction.flush()
            cell.unfold()
            CATransaction.flush()
            setClock(10.2)
            #expect(near(presented(cell.foreground, "transform.rotation.x"), -.pi / 4, 1e-6))
            #expect(near(cell.container.presentation()?.sublayerTransform.m34, -1 / 500.0, 1e-12))
            setClock(10.4)
            #expect(near(presented(cell.foreground, "transform.rotation.x"), -.pi / 2, 1e-6))
            setClock(10.45)
            CATransaction.flush()
            #expect(cell.foreground.stops == 1)
            #expect(cell.foreground.isHidden)
            #expect(cell.foreground.animationKeys() == nil)
            #expect(near(presented(cell.foreground, "transform.rotation.x"), 0, 1e-9))
        }

        @Test func treeOverridesSeeEveryEdit() {
            startClock()
            let row = RowLayer()
            row.bounds = CGRect(x: 0, y: 0, width: 200, height: 30)
            let items = (0..<3).map { _ in RowItemLayer() }
            row.addSublayer(items[0])
            row.addSublayer(items[1])
            row.insertSublayer(items[2], at: 0)
            #expect(row.insertions == 3)
            CATransaction.flush()
            #expect(row.layouts == 1)
            #expect(items[2].frame == CGRect(x: 0, y: 0, width: 20, height: 30))
            #expect(items[1].frame == CGRect(x: 50, y: 0, width: 20, height: 30))
            items[0].removeFromSuperlayer()
            #expect(row.removals == 1)
            #expect(row.sublayers?.count == 2)
        }

        /// `progress` goes 0 → 1 over the action's 1 s, linearly, from the presentation value.
        @Test func customPropertyAnimatesThroughItsAction() {
            startClock()
            let ring = ProgressLayer()
            ring.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            CATransaction.flush()
            #expect(ring.progress == 0)
            ring.progress = 1
            CATransaction.flush()
            #expect(ring.progress == 1)
            setClock(10.25)
            #expect(near(ring.presentation()?.value(forKey: "progress") as? Double, 0.25, 1e-9))
            #expect(near((ring.presentation()?.value(forKey: "progress") as? NSNumber)?.doubleValue, 0.25, 1e-9))
            setClock(11.5)
            #expect(near(ring.presentation()?.value(forKey: "progress") as? Double, 1, 1e-9))
        }
    }
}
