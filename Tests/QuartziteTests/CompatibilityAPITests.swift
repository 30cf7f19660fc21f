import Foundation
import Testing

@testable import Quartzite

/// Apple API added for source compatibility (issue 18), with Apple's values.
@Suite struct CompatibilityAPITests {
    /// Darwin's `<math.h>`: `#define HUGE MAXFLOAT`, `MAXFLOAT` = 0x1.fffffep+127f.
    @Test func hugeIsMaxFloat() {
        #expect(HUGE == 3.40282347e38)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(MediaTimingParameters(animation, defaultDuration: 1).repeatsForever)
    }

    /// `repeatCount = MAXFLOAT` (Pulsator, many activity indicators) repeats forever, as `HUGE`.
    @Test func maxFloatIsFloatMaxAndRepeatsForever() {
        #expect(MAXFLOAT == 3.40282347e38)
        #expect(MAXFLOAT == HUGE)
        let animation = CABasicAnimation(keyPath: "transform.scale.y")
        animation.repeatCount = MAXFLOAT
        #expect(MediaTimingParameters(animation, defaultDuration: 1).repeatsForever)
    }

    /// `CGColorCreateCopy` as Swift spells it, and the generic colour-space initializers.
    @Test func colorCopiesAndGenericInitializers() {
        let color = CGColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)
        #expect(color.copy() == color)
        #expect(CGColor(genericRGBRed: 0.5, green: 0.25, blue: 1, alpha: 0.5) == color)
        #expect(CGColor(genericGray: 0.3, alpha: 1).components == [0.3, 1])
    }

    /// `CGPath.apply(info:function:)` (`CGPathApply`): each element in order, with the info
    /// pointer, as code written before `applyWithBlock` collects a path's points.
    @Test func pathApplyVisitsEveryElementWithInfo() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.closeSubpath()
        var visited: [(CGPathElementType, CGPoint?)] = []
        withUnsafeMutablePointer(to: &visited) { pointer in
            path.apply(info: pointer) { info, element in
                let list = info!.assumingMemoryBound(to: [(CGPathElementType, CGPoint?)].self)
                let e = element.pointee
                list.pointee.append((e.type, e.type.pointCount > 0 ? e.points[e.type.pointCount - 1] : nil))
            }
        }
        #expect(visited.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(visited.map(\.1) == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 7, y: 8), nil])
    }

    @Test func vectorIsCoreGraphicsShaped() {
        var v = CGVector()
        #expect(v == .zero)
        v.dx = 3
        v.dy = -4
        #expect(v == CGVector(dx: 3, dy: -4))
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    }

    @Test func springTimingTakesAVectorVelocity() {
        let spring = SpringTimingParameters(
            mass: 2, stiffness: 50, damping: 4, initialVelocity: CGVector(dx: 1.5, dy: 0))
        #expect(spring.initialVelocity == CGVector(dx: 1.5, dy: 0))
        #expect(spring.springParameters(forDuration: 1).initialVelocity == 1.5)
        #expect(SpringTimingParameters(dampingRatio: 0.5, initialVelocity: 2).initialVelocity == CGVector(dx: 2, dy: 2))
    }

    /// Key-value reads hand numbers out as NSNumber: Double, CGFloat and NSNumber casts all
    /// work, and arrays of numbers cast to [CGFloat] and [Double].
    @Test func numbersReadBackAsNSNumbers() {
        let layer = CALayer()
        layer.cornerRadius = 0.1
        #expect(layer.value(forKey: "cornerRadius") as? Double == 0.1)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 0.1)
        #expect((layer.value(forKey: "cornerRadius") as? NSNumber)?.doubleValue == 0.1)
        let shape = CAShapeLayer()
        shape.lineDashPattern = [4, 2]
        #expect(shape.value(forKey: "lineDashPattern") as? [CGFloat] == [4, 2])
        #expect(shape.value(forKey: "lineDashPattern") as? [Double] == [4, 2])
    }

    /// A custom key set with setValue(_:forKey:) asks the class's defaultAction(forKey:).
    @Test func customKeyAsksTheDefaultAction() {
        final class Recorder: CAAction {
            var events: [String] = []
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                events.append(event)
            }
        }
        final class TaggedLayer: CALayer {
            nonisolated(unsafe) static let recorder = Recorder()
            override class func defaultAction(forKey event: String) -> CAAction? {
                event == "tag" ? recorder : super.defaultAction(forKey: event)
            }
        }
        MediaClock.withCurrent(MediaClock(manualTime: 0)) {
            CATransaction.flush()
            let layer = TaggedLayer()
            CATransaction.flush()
            layer.setValue("a", forKey: "tag")
            #expect(TaggedLayer.recorder.events == ["tag"])
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue("b", forKey: "tag")
            CATransaction.commit()
            #expect(TaggedLayer.recorder.events == ["tag"])
            #expect(layer.value(forKey: "tag") as? String == "b")
        }
    }

    @Test func cornerCurveExpansionFactors() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
    }

    @Test func frameRateRangeIsStoredAndCopied() {
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        let copy = animation.copy() as! CABasicAnimation
        #expect(copy.preferredFrameRateRange.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)))
    }

    /// The default display tells the delegate `layerWillDraw(_:)` before it draws.
    @Test func defaultDisplayAsksLayerWillDrawFirst() {
        final class Delegate: CALayerDelegate {
            var log: [String] = []
            func layerWillDraw(_ layer: CALayer) { log.append("willDraw") }
            func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw") }
        }
        MediaClock.withCurrent(MediaClock(manualTime: 0)) {
            let delegate = Delegate()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.delegate = delegate
            layer.display()
            #expect(delegate.log == ["willDraw", "draw"])
            CATransaction.flush()
        }
    }
}

@Suite struct TiledLayerAndFormatTests {
    /// Apple's defaults: one level of detail, no bias, 256 × 256 tiles, 0.25 s fade.
    @Test func tiledLayerDefaultsAndCopies() {
        MediaClock.withCurrent(MediaClock(manualTime: 0)) {
            let tiled = CATiledLayer()
            #expect(tiled.levelsOfDetail == 1)
            #expect(tiled.levelsOfDetailBias == 0)
            #expect(tiled.tileSize == CGSize(width: 256, height: 256))
            #expect(CATiledLayer.fadeDuration() == 0.25)
            tiled.levelsOfDetail = 4
            tiled.tileSize = CGSize(width: 512, height: 128)
            tiled.contentsFormat = .RGBA16Float
            CATransaction.flush()
            let copy = tiled.presentation()
            #expect(copy?.levelsOfDetail == 4)
            #expect(copy?.tileSize == CGSize(width: 512, height: 128))
            #expect(copy?.contentsFormat == .RGBA16Float)
            #expect(tiled.value(forKey: "tileSize") as? CGSize == CGSize(width: 512, height: 128))
        }
    }

    @Test func contentsFormatDefaultsToRGBA8() {
        MediaClock.withCurrent(MediaClock(manualTime: 0)) {
            let layer = CALayer()
            #expect(layer.contentsFormat == .RGBA8Uint)
            #expect(layer.contentsFormat.rawValue == "RGBA8")
            #expect(layer.wantsExtendedDynamicRangeContent == false)
            layer.setValue("Gray8", forKey: "contentsFormat")
            #expect(layer.contentsFormat == .gray8Uint)
            CATransaction.flush()
        }
    }
}

@Suite struct ArchivingOverrideTests {
    /// Apple's default answer is true; subclasses override it as on iOS.
    @Test func shouldArchiveValueDefaultsToTrueAndIsOverridable() {
        final class Quiet: CALayer {
            override func shouldArchiveValue(forKey key: String) -> Bool {
                key == "transient" ? false : super.shouldArchiveValue(forKey: key)
            }
        }
        MediaClock.withCurrent(MediaClock(manualTime: 0)) {
            let layer: CALayer = Quiet()
            #expect(layer.shouldArchiveValue(forKey: "position"))
            #expect(!layer.shouldArchiveValue(forKey: "transient"))
            #expect(CABasicAnimation().shouldArchiveValue(forKey: "duration"))
            CATransaction.flush()
        }
    }
}
