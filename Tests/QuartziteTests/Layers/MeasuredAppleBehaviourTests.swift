import Foundation
import Testing

@testable import Quartzite

/// Behaviour GNUstep's libs-quartzcore tests measured on Apple's QuartzCore (their files say
/// "every value here was measured against Apple QuartzCore"); each test names the file.
extension LayerRuntimeTests {
    @Suite("Measured against Apple's QuartzCore (GNUstep's tests)", .serialized)
    struct MeasuredAppleBehaviourTests {
        /// A premultiplied RGBA bitmap context, cleared.
        private func bitmap(_ w: Int, _ h: Int) -> CGContext {
            CGContext(
                data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        }

        private func paintedCount(_ ctx: CGContext) -> Int {
            let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
            var n = 0
            for y in 0..<ctx.height {
                for x in 0..<ctx.width where p[y * ctx.bytesPerRow + x * 4 + 3] != 0 { n += 1 }
            }
            return n
        }

        /// CAReplicatorLayer/drawing.m: "three instances cover more than one", "a replicator
        /// with no instances draws nothing", "and repeats its sublayers past its own bounds".
        @Test func renderInContextRepeatsReplicatorInstances() {
            resetLayerRuntime()
            func painted(_ count: Int) -> Int {
                let replicator = CAReplicatorLayer()
                replicator.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                replicator.instanceCount = count
                replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
                let red = CALayer()
                red.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                replicator.addSublayer(red)
                let ctx = bitmap(200, 100)
                replicator.render(in: ctx)
                return paintedCount(ctx)
            }
            #expect(painted(1) == 400)
            #expect(painted(3) == 1200)  // the third copy at x 60…80, past the 40-point bounds
            #expect(painted(0) == 0)
        }

        /// CALayer/conversion.m, "the affine part of the transform": "a scale in z reports the
        /// identity", "a rotation about x reports the identity".
        @Test func affineTransformOfANonAffineTransformIsTheIdentity() {
            let layer = CALayer()
            layer.transform = CATransform3DMakeScale(2, 3, 4)
            #expect(layer.affineTransform() == .identity)
            layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
            #expect(layer.affineTransform() == .identity)
            layer.transform = CATransform3DMakeScale(2, 3, 1)
            #expect(layer.affineTransform() == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        }

        final class RedisplayingLayer: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "opacity" || key == "tint" ? true : super.needsDisplay(forKey: key)
            }
        }

        /// CALayer/redisplay.m: "setting the same value again is not a change to redisplay
        /// for"; CALayer/display.m: "drawing outright clears it as well".
        @Test func redisplayOnlyForChangesAndDisplayClearsTheMark() {
            resetLayerRuntime()
            let layer = RedisplayingLayer()
            layer.opacity = 0.25
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            layer.opacity = 0.25
            #expect(!layer.needsDisplay())
            layer.opacity = 0.5
            #expect(layer.needsDisplay())
            layer.display()
            #expect(!layer.needsDisplay())
            layer.setValue(3, forKey: "tint")
            layer.displayIfNeeded()
            layer.setValue(3, forKey: "tint")
            #expect(layer.needsDisplay())  // a custom key has no registered value to compare
        }

        /// CALayer/render.m gravityNames: "one it does not know becomes center, not the
        /// default"; CAGravity/gravity.m: "a name it does not know is treated as center";
        /// CALayer/modern.m: an unknown corner curve puts the layer back to circular, an unknown
        /// contents format back to eight-bit colour, and bits that are not corners are dropped.
        @Test func unknownNamesFallBack() {
            let layer = CALayer()
            layer.contentsGravity = CALayerContentsGravity(rawValue: "not a gravity")
            #expect(layer.contentsGravity == .center)
            layer.contentsGravity = .topLeft
            #expect(layer.contentsGravity == .topLeft)
            layer.cornerCurve = CALayerCornerCurve(rawValue: "not a curve")
            #expect(layer.cornerCurve == .circular)
            layer.cornerCurve = .continuous
            #expect(layer.cornerCurve == .continuous)
            layer.contentsFormat = CALayerContentsFormat(rawValue: "not a format")
            #expect(layer.contentsFormat == .RGBA8Uint)
            layer.maskedCorners = CACornerMask(rawValue: 255)
            #expect(layer.maskedCorners.rawValue == 15)
        }

        /// CALayer/geometry.m frameUnderTransform: "setting the frame under a scale shrinks the
        /// bounds to match", "the frame set under a scale reads back unchanged", "setting the
        /// frame under a translation takes the shift back out".
        @Test func settingTheFrameUnderAScaleOrTranslation() {
            let scaled = CALayer()
            scaled.transform = CATransform3DMakeScale(2, 4, 1)
            scaled.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(scaled.bounds == CGRect(x: 0, y: 0, width: 50, height: 12.5))
            #expect(scaled.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            let moved = CALayer()
            moved.transform = CATransform3DMakeTranslation(10, 20, 0)
            moved.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(moved.position == CGPoint(x: 50, y: 25))
            #expect(moved.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            // A mirror and a corner anchor: still read back as set.
            let mirrored = CALayer()
            mirrored.anchorPoint = .zero
            mirrored.transform = CATransform3DMakeScale(-2, 1, 1)
            mirrored.frame = CGRect(x: 10, y: 20, width: 60, height: 30)
            #expect(mirrored.frame == CGRect(x: 10, y: 20, width: 60, height: 30) && mirrored.bounds.size == CGSize(width: 30, height: 30))
        }

        /// CALayer/geometry.m roundTrips: "bounds with a negative size are standardised".
        @Test func negativeBoundsAreStandardised() {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: -100, height: -50)
            #expect(layer.bounds == CGRect(x: -100, y: -50, width: 100, height: 50))
        }

        /// CAGravity/gravity.m: an unknown gravity places a 20 × 10 image at the centre of an
        /// 80 × 60 layer, (30, 25).
        @Test func unknownGravityPlacesAtTheCentre() {
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
            p.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
            let placement = ContentsPlacement(imageWidth: 20, imageHeight: 10, contentsScale: 1, properties: p, flipped: false)
            #expect(placement.rect == CGRect(x: 30, y: 25, width: 20, height: 10))
        }

        /// CALayer/archiving.m: `contentsAreFlipped()` counts the layer's own flip and every
        /// superlayer's (CALayer.h: "from the receiver up to and including the implicit
        /// container of the root layer").
        @Test func contentsAreFlippedCountsTheLayerItself() {
            let l = CALayer()
            #expect(!l.contentsAreFlipped())
            l.isGeometryFlipped = true
            #expect(l.contentsAreFlipped())
            let a = CALayer(), b = CALayer(), c = CALayer()
            a.addSublayer(b)
            b.addSublayer(c)
            #expect(!c.contentsAreFlipped())
            a.isGeometryFlipped = true
            #expect(b.contentsAreFlipped() && c.contentsAreFlipped())
            b.isGeometryFlipped = true
            #expect(!b.contentsAreFlipped() && !c.contentsAreFlipped())
            c.isGeometryFlipped = true
            #expect(c.contentsAreFlipped())
            c.removeFromSuperlayer()
            #expect(c.contentsAreFlipped())
        }
    }
}
