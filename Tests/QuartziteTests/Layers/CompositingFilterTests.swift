import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// `compositingFilter` (Apple's `Any?`, blend-mode names as iOS accepts them) and the
    /// `maskMode` extension: stored, snapshotted, read by key-value coding. `compositingFilter`
    /// changes with a fade transition; `maskMode` is never animated.
    @Suite("Compositing filter and mask mode")
    struct CompositingFilterTests {
        @Test("defaults: no filter, alpha masks; compositingFilter is animatable, maskMode is not")
        func defaults() {
            let layer = CALayer()
            #expect(layer.compositingFilter == nil)
            #expect(layer.maskMode == .alpha)
            #expect(layer.value(forKey: "compositingFilter") == nil)
            #expect(layer.value(forKey: "maskMode") as? LayerMaskMode == .alpha)
            // CALayer.h (xybp888/iOS-SDKs iPhoneOS18.0.sdk QuartzCore.framework/Headers/CALayer.h):
            // "Default value is nil, which implies source-over compositing. Animatable."
            let filter = LayerPropertyRegistry.descriptor(forKey: "compositingFilter")
            #expect(filter?.isAnimatable == true && filter?.implicitlyTransitions == true)
            #expect(LayerPropertyRegistry.descriptor(forKey: "maskMode")?.isAnimatable == false)
        }

        @Test("a name is kept as set and reaches the snapshot; other values keep their description")
        func namesAndSnapshot() throws {
            let layer = committedLayer()
            layer.compositingFilter = "multiplyBlendMode"
            #expect(layer.compositingFilter as? String == "multiplyBlendMode")
            CATransaction.flush()
            let node = try #require(layer.committedSnapshot)
            #expect(node.properties.compositingFilterName == "multiplyBlendMode")
            #expect(node.hasCompositingFilter)
            #expect(LayerBlendMode(rawValue: "multiplyBlendMode") == .multiply)
            // Key-value coding sets and reads the same value; nil clears it.
            layer.setValue("screenBlendMode", forKey: "compositingFilter")
            #expect(layer.value(forKey: "compositingFilter") as? String == "screenBlendMode")
            layer.compositingFilter = 42
            #expect(layer.compositingFilter as? String == "42")
            layer.compositingFilter = nil
            CATransaction.flush()
            #expect(layer.committedSnapshot?.hasCompositingFilter == false)
            // Every case's raw value is Apple's filter name.
            #expect(LayerBlendMode.allCases.count == 15)
            #expect(LayerBlendMode.allCases.allSatisfy { $0.rawValue.hasSuffix("BlendMode") })
        }

        @Test("changing compositingFilter on screen runs a fade transition of the transaction's duration")
        func compositingFilterFades() throws {
            // CALayer.h marks compositingFilter "Animatable"; the Core Animation Programming
            // Guide's Table B-1 (AnimatableProperties.html) gives it "the default implied
            // CATransition object" (fade, REFERENCE 9).
            let layer = committedLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            layer.compositingFilter = "multiplyBlendMode"
            CATransaction.commit()
            #expect(layer.animationKeys() == [kCATransition])
            let fade = try #require(layer.animation(forKey: kCATransition) as? CATransition)
            #expect(fade.type == .fade)
            #expect(fade.duration == 0.5)
            #expect(layer.compositingFilter as? String == "multiplyBlendMode")
            // The action is looked up under the key: NSNull there, or disabled actions, stop it.
            let quiet = committedLayer()
            quiet.actions = ["compositingFilter": NSNull()]
            quiet.compositingFilter = "screenBlendMode"
            CATransaction.setDisableActions(true)
            quiet.setValue("overlayBlendMode", forKey: "compositingFilter")
            CATransaction.flush()
            #expect(quiet.animationKeys() == nil)
            // Before the first commit nothing animates.
            resetLayerRuntime()
            let fresh = CALayer()
            fresh.compositingFilter = "darkenBlendMode"
            CATransaction.flush()
            #expect(fresh.animationKeys() == nil)
        }

        @Test("setting maskMode adds no implicit animation; the presentation shows the new value at once")
        func noImplicitAnimation() {
            let layer = committedLayer()
            CATransaction.setDisableActions(true)
            layer.compositingFilter = "differenceBlendMode"
            CATransaction.setDisableActions(false)
            layer.maskMode = .luminanceInverted
            layer.setValue("alphaInverted", forKey: "maskMode")
            CATransaction.flush()
            #expect(layer.animationKeys() == nil)
            #expect(layer.maskMode == .alphaInverted)
            #expect(layer.presentation()?.compositingFilter as? String == "differenceBlendMode")
            #expect(layer.presentation()?.maskMode == .alphaInverted)
            #expect(layer.committedSnapshot?.properties.maskMode == .alphaInverted)
        }
    }
}
