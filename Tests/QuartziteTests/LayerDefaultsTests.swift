import Foundation
import Testing

@testable import Quartzite

@Suite("CALayer defaults")
struct LayerDefaultsTests {
    @Test func geometryDefaultsAreApple() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.zPosition == 0)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.frame == .zero)
        #expect(layer.contentsScale == 1)
        #expect(layer.isGeometryFlipped == false)
    }

    @Test func appearanceDefaultsAreApple() {
        let layer = CALayer()
        #expect(layer.backgroundColor == nil)
        #expect(layer.opacity == 1)
        #expect(layer.isHidden == false)
        #expect(layer.cornerRadius == 0)
        #expect(layer.maskedCorners.rawValue == 15)
        #expect(layer.cornerCurve == .circular)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.masksToBounds == false)
        #expect(layer.isDoubleSided == true)
        #expect(layer.allowsGroupOpacity == true)
        #expect(layer.allowsEdgeAntialiasing == false)
        #expect(layer.edgeAntialiasingMask.rawValue == 15)
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
        #expect(layer.isOpaque == false)
        #expect(layer.needsDisplayOnBoundsChange == false)
    }

    @Test func contentsDefaultsAreApple() {
        let layer = CALayer()
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsGravity.rawValue == "resize")
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.minificationFilter == .linear)
        #expect(layer.magnificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
    }

    @Test func shadowDefaultsAreApple() {
        let layer = CALayer()
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
    }

    @Test func treeTimeAndIdentityDefaults() {
        let layer = CALayer()
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.mask == nil)
        #expect(layer.name == nil)
        #expect(layer.delegate == nil)
        #expect(layer.actions == nil)
        #expect(layer.style == nil)
        #expect(layer.beginTime == 0 && layer.timeOffset == 0 && layer.speed == 1)
        #expect(layer.fillMode == .removed)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation() == nil)
        #expect(layer.committedSnapshot == nil)
    }

    @Test func maskBitsAreApples() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
        #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        #expect(CAEdgeAntialiasingMask.layerLeftEdge.rawValue == 1)
        #expect(CAEdgeAntialiasingMask.layerRightEdge.rawValue == 2)
        #expect(CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4)
        #expect(CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
    }

    @Test func defaultValueForKeyReadsTheRegistry() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "opacity") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "doubleSided") as? Bool == true)
        #expect(CALayer.defaultValue(forKey: "backgroundColor") == nil)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    /// CALayer.h (xybp888/iOS-SDKs iPhoneOS18.0.sdk …/QuartzCore.framework/Headers/CALayer.h):
    /// needsDisplayOnBoundsChange "Default value is NO", drawsAsynchronously "The default value
    /// is NO", wantsExtendedDynamicRangeContent "The default value is NO", contentsFormat
    /// "Defaults to kCAContentsFormatRGBA8Uint"; defaultValue(forKey:) answered nil for them.
    @Test func defaultValueForKeyCoversTheModelOnlyKeys() {
        for key in ["needsDisplayOnBoundsChange", "drawsAsynchronously", "wantsExtendedDynamicRangeContent"] {
            #expect(CALayer.defaultValue(forKey: key) as? Bool == false, "\(key)")
        }
        #expect(CALayer.defaultValue(forKey: "contentsFormat") as? CALayerContentsFormat == .RGBA8Uint)
        let layer = CALayer()
        #expect(layer.contentsFormat == .RGBA8Uint && !layer.wantsExtendedDynamicRangeContent && !layer.drawsAsynchronously)
        // Subclasses inherit them.
        #expect(CAShapeLayer.defaultValue(forKey: "drawsAsynchronously") as? Bool == false)
    }

    @Test func registryMarksAnimatableKeysAsApple() {
        for key in [
            "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
            "sublayerTransform", "backgroundColor", "opacity", "hidden", "cornerRadius",
            "borderWidth", "borderColor", "masksToBounds", "contents", "contentsRect",
            "contentsCenter", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
            "shadowPath",
        ] {
            #expect(LayerPropertyRegistry.descriptor(forKey: key)?.isAnimatable == true, "\(key)")
        }
        for key in ["frame", "geometryFlipped", "contentsGravity", "speed", "cornerCurve", "opaque"] {
            #expect(LayerPropertyRegistry.descriptor(forKey: key)?.isAnimatable == false, "\(key)")
        }
        // CALayer.h says "Animatable"; the Programming Guide lists no implicit animation.
        for key in ["doubleSided", "contentsScale", "minificationFilterBias", "shouldRasterize", "rasterizationScale"] {
            let descriptor = LayerPropertyRegistry.descriptor(forKey: key)
            #expect(descriptor?.isAnimatable == true && descriptor?.implicitlyAnimates == false, "\(key)")
        }
    }

    @Test func registryDefaultsMatchAFreshLayer() {
        let fresh = LayerProperties()
        for descriptor in LayerPropertyRegistry.orderedDescriptors {
            #expect(descriptor.get(fresh) == descriptor.defaultValue, "\(descriptor.key)")
        }
    }
}
