import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Tutorial idioms (progress arc, shimmer, fonts, transactions)")
    struct TutorialIdiomsTests {
        /// Text layer fonts the three ways iOS code sets them: a Core Text font from
        /// `CTFontCreateWithName(… as CFString, 17, nil)`, a name `as CFTypeRef`, and a
        /// `CGFont`; each is kept as set (a value the layer refuses would read back as the
        /// default, "Helvetica").
        @Test func textLayerFontsFromCoreTextAndCoreGraphics() throws {
            startClock()
            let idioms = TutorialIdioms()
            let coreText = try #require(idioms.text.font as? CTFont)
            #expect(coreText.name == "Helvetica-Bold")
            #expect(CTFontGetSize(coreText) == 17)
            #expect(idioms.captionByName.font as? String == "DejaVu Sans")
            #expect((idioms.captionByGraphicsFont.font as? CGFont)?.name == "DejaVu Sans")
            #expect(CGFont("" as CFString) == nil)
        }

        /// The progress arc's strokeEnd eases in and out over 2 s (half-way at 1 s, by the
        /// curve's symmetry), stays at 1 (fillMode forwards, not removed) and tells its
        /// delegate; the shimmer's locations move linearly, -1 → 1 for the first, over 1.5 s.
        @Test func progressArcAndShimmerRun() {
            startClock()
            let idioms = TutorialIdioms()
            CATransaction.flush()
            setClock(10.75)
            let locations = idioms.gradient.presentation()?.locations?.map { $0.doubleValue }
            #expect(locations.map { zip($0, [0, 0.5, 1]).allSatisfy { abs($0 - $1) < 1e-6 } } == true)
            setClock(11)
            #expect(near(idioms.shape.presentation()?.strokeEnd, 0.5, 1e-6))
            setClock(13)
            _ = idioms.shape.presentation()
            #expect(near(idioms.shape.presentation()?.strokeEnd, 1, 1e-12))
            #expect(idioms.shape.strokeEnd == 0)
            #expect(idioms.progressFinished)
        }

        /// The explicit transaction's implicit animations (0.25 s, on a layer already committed)
        /// end, and its completion block runs then, not before; `settle()` then moves the root
        /// with actions disabled and removes every animation.
        @Test func transactionCompletionRunsWhenItsAnimationsEnd() throws {
            startClock()
            let idioms = TutorialIdioms()
            CATransaction.flush()
            idioms.fadeAndTilt()
            CATransaction.flush()
            let keys = try #require(idioms.root.animationKeys())
            #expect(Set(keys) == ["pop", "group", "opacity", "transform", "sublayerTransform"])
            let fade = try #require(idioms.root.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(fade.duration == 0.25)
            #expect(fade.timingFunction == CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1))
            setClock(10.2)
            _ = idioms.root.presentation()
            #expect(!idioms.transactionCompleted)
            let opacity = try #require(presented(idioms.root, "opacity"))
            #expect(opacity > 0.5 && opacity < 0.6)
            setClock(10.3)
            _ = idioms.root.presentation()
            #expect(idioms.transactionCompleted)
            idioms.settle()
            CATransaction.flush()
            #expect(idioms.root.animationKeys() == nil)
            #expect(near(idioms.root.presentation()?.position, CGPoint(x: 10, y: 10)))
        }
    }
}
