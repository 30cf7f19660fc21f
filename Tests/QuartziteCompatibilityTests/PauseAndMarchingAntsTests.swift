import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Pausing a layer tree (QA1673), marching ants, actions disabled by key")
    struct PauseAndMarchingAntsTests {
        /// Paused 1 s into a 2 s linear slide from x = 100 to 200, the root holds x = 150 however
        /// long it stays paused (4 s here); resumed, it goes on from there: 0.5 s later x = 175,
        /// and it ends 1 s after the resume, back at the model value.
        @Test func pausedLayerHoldsItsFrameAndResumesWhereItStopped() {
            startClock(at: 10)
            let program = PauseAndMarchingAnts()
            program.slide()
            CATransaction.flush()
            setClock(11)
            #expect(near(presented(program.root, "position.x"), 150, 1e-9))
            program.pauseLayer(program.root)
            #expect(program.root.timeOffset == 11)
            setClock(13)
            #expect(near(presented(program.root, "position.x"), 150, 1e-9))
            setClock(15)
            #expect(near(presented(program.root, "position.x"), 150, 1e-9))
            program.resumeLayer(program.root)
            #expect(program.root.beginTime == 4)
            #expect(near(presented(program.root, "position.x"), 150, 1e-9))
            setClock(15.5)
            #expect(near(presented(program.root, "position.x"), 175, 1e-9))
            setClock(16.25)
            #expect(near(presented(program.root, "position.x"), 100, 1e-9))
        }

        /// The ants' phase runs 0 → 9 (the pattern 6 + 3) each second, linearly by default
        /// timing of an explicit animation, and starts again: 2.25 at 0.25 s, 4.5 at 1.5 s.
        @Test func marchingAntsRunThroughOneDashPeriodASecond() {
            startClock(at: 10)
            let program = PauseAndMarchingAnts()
            program.startMarching()
            CATransaction.flush()
            setClock(10.25)
            #expect(near(presented(program.selection, "lineDashPhase"), 2.25, 1e-9))
            setClock(11.5)
            #expect(near(presented(program.selection, "lineDashPhase"), 4.5, 1e-9))
        }

        /// `kCFBooleanTrue` under `kCATransactionDisableActions` turns the implicit fade off,
        /// as `setDisableActions(true)` does: no animation is added and the change shows at once;
        /// the same change outside that transaction fades.
        @Test func coreFoundationTrueDisablesActions() {
            startClock(at: 10)
            let program = PauseAndMarchingAnts()
            CATransaction.flush()
            program.hideSelectionAtOnce()
            #expect(program.selection.animationKeys() == nil)
            #expect(presented(program.selection, "opacity") == 0)
            #expect(kCFBooleanFalse as Any as? Bool == false)
            program.selection.opacity = 1
            CATransaction.flush()
            #expect(program.selection.animationKeys() == ["opacity"])
        }
    }
}
