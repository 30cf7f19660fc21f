import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// CATransitions whose layer has no committed "before" (seed 000 without its explicit
    /// transaction): the transition starts from nothing.
    @Suite("Transitions without a committed before")
    struct TransitionSourceTests {
        @Test("a transition added before the layer's first commit starts from nothing")
        func uncommittedLayerTransitionHasNoSource() throws {
            resetLayerRuntime()
            let container = CALayer()
            container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let push = CATransition()
            push.type = .push
            push.duration = 2
            container.add(push, forKey: nil)
            CATransaction.flush()
            let node = try #require(container.committedSnapshot)
            #expect(node.hasTransitions)
            #expect(node.animations.count == 1 && node.animations[0].transitionSource == nil)
            // Once committed, a later transition starts from the committed node.
            container.add(push, forKey: nil)
            CATransaction.flush()
            let later = try #require(container.committedSnapshot)
            #expect(later.animations.count == 1 && later.animations[0].transitionSource === node)
        }
    }
}
