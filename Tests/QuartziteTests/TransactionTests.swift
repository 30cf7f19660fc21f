import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    @Suite("CATransaction")
    struct TransactionTests {
        @Test func innerCommitWaitsForTheOutermost() {
            resetLayerRuntime()
            let layer = CALayer()
            layer.position = CGPoint(x: 1, y: 1)
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            layer.position = CGPoint(x: 2, y: 2)
            CATransaction.commit()
            #expect(layer.committedSnapshot?.properties.position == CGPoint(x: 1, y: 1))
            #expect(layer.presentation()?.position == CGPoint(x: 1, y: 1))
            #expect(layer.position == CGPoint(x: 2, y: 2))
            CATransaction.commit()
            #expect(layer.committedSnapshot?.properties.position == CGPoint(x: 2, y: 2))
        }

        /// Seed 000: an explicit transaction nested in the implicit one (opened by an earlier
        /// change) applies only when the implicit transaction is flushed.
        @Test func explicitTransactionInsideTheImplicitOneWaitsForTheFlush() {
            resetLayerRuntime()
            let container = CALayer()
            container.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            CATransaction.flush()
            let label = CALayer()
            container.addSublayer(label)
            CATransaction.begin()
            container.backgroundColor = CGColor(gray: 0, alpha: 1)
            CATransaction.commit()
            #expect(container.committedSnapshot?.properties.backgroundColor == CGColor(gray: 0.9, alpha: 1))
            #expect(container.committedSnapshot?.sublayers.isEmpty == true)
            CATransaction.flush()
            #expect(container.committedSnapshot?.properties.backgroundColor == CGColor(gray: 0, alpha: 1))
            #expect(container.committedSnapshot?.sublayers.count == 1)
        }

        @Test func valuesAreLookedUpOutwards() {
            resetLayerRuntime()
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(CATransaction.disableActions() == false)
            #expect(CATransaction.animationTimingFunction() == nil)
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.setValue("custom", forKey: "note")
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.setAnimationDuration(1)
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 3)
            #expect(CATransaction.value(forKey: "note") as? String == "custom")
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }

        @Test func completionBlockWithoutAnimationsRunsAtTheOutermostCommit() {
            resetLayerRuntime()
            var runs = 0
            CATransaction.begin()
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            CATransaction.commit()
            #expect(runs == 0)
            CATransaction.commit()
            #expect(runs == 1)
        }

        /// Two animations (1 s and 2 s) added at t = 100 after setting the block: it runs once the
        /// clock has passed 102, not before.
        @Test func completionBlockRunsWhenTheLastAnimationHasFinished() {
            resetLayerRuntime()
            let layer = CALayer()
            CATransaction.flush()
            var ranAt: [CFTimeInterval] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { ranAt.append(CACurrentMediaTime()) }
            layer.add(basic("opacity", from: 1.0, to: 0.0, duration: 1), forKey: "fade")
            layer.add(basic("position", from: CGPoint.zero, to: CGPoint(x: 1, y: 1), duration: 2), forKey: "move")
            CATransaction.commit()
            MediaClock.current.advance(by: 1.5)
            #expect(ranAt.isEmpty)
            #expect(layer.animationKeys() == ["move"])
            MediaClock.current.advance(by: 0.6)
            #expect(ranAt.count == 1)
            #expect(close(ranAt.first ?? 0, 102.1))
            MediaClock.current.advance(by: 5)
            #expect(ranAt.count == 1)
        }

        @Test func removingTheAnimationsCompletesTheTransaction() {
            resetLayerRuntime()
            let layer = CALayer()
            CATransaction.flush()
            var runs = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            layer.add(basic("opacity", from: 1.0, to: 0.0, duration: 10), forKey: "fade")
            CATransaction.commit()
            #expect(runs == 0)
            layer.removeAnimation(forKey: "fade")
            #expect(runs == 1)
            CATransaction.flush()
        }

        @Test func lockIsRecursive() {
            CATransaction.lock()
            CATransaction.lock()
            CATransaction.unlock()
            CATransaction.unlock()
            #expect(Bool(true))
        }

        @Test func displayAndLayoutRunAtCommit() {
            final class Delegate: CALayerDelegate {
                var log: [String] = []
                func display(_ layer: CALayer) { log.append("display") }
                func layoutSublayers(of layer: CALayer) { log.append("layout") }
            }
            resetLayerRuntime()
            let layer = CALayer()
            let delegate = Delegate()
            layer.delegate = delegate
            layer.needsDisplayOnBoundsChange = true
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(layer.needsDisplay() && layer.needsLayout())
            #expect(delegate.log.isEmpty)
            CATransaction.flush()
            #expect(delegate.log == ["layout", "display"])
            #expect(!layer.needsDisplay() && !layer.needsLayout())
            layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
            layer.displayIfNeeded()
            #expect(delegate.log == ["layout", "display", "display"])
            CATransaction.flush()
            #expect(delegate.log.count == 3)
        }
    }
}
