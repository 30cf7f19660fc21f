import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// `compositingFilter` (Apple's `Any?`, blend-mode names as iOS accepts them) and the
    /// `maskMode` extension: stored, snapshotted, read by key-value coding, never animated.
    @Suite("Compositing filter and mask mode")
    struct CompositingFilterTests {
        @Test("defaults: no filter, alpha masks; both keys are registered and not animatable")
        func defaults() {
            let layer = CALayer()
            #expect(layer.compositingFilter == nil)
            #expect(layer.maskMode == .alpha)
            #expect(layer.value(forKey: "compositingFilter") == nil)
            #expect(layer.value(forKey: "maskMode") as? LayerMaskMode == .alpha)
            for key in ["compositingFilter", "maskMode"] {
                #expect(LayerPropertyRegistry.descriptor(forKey: key)?.isAnimatable == false, "\(key)")
            }
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

        @Test("setting either key adds no implicit animation; the presentation shows the new value at once")
        func noImplicitAnimation() {
            let layer = committedLayer()
            layer.compositingFilter = "differenceBlendMode"
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
