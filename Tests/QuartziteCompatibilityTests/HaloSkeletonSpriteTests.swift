import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Pulsing halos, loading skeletons and keyframe idioms")
    struct HaloSkeletonSpriteTests {
        /// The group runs 3 s under the default curve (0.25, 0.1, 0.25, 1): at 0.15 s, 0.75 s
        /// and 1.5 s its eased fraction f is 0.0329515, 0.4085106 and 0.8024034; the scale is
        /// f (0 → 1) and the opacity runs 0.45 → 0.225 over f 0…0.2 and → 0 over the rest.
        @Test func pulsatorPulsesForeverThroughItsGroup() throws {
            startClock()
            let host = CALayer()
            host.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            let pulsator = Pulsator()
            pulsator.position = CGPoint(x: 100, y: 100)
            pulsator.numPulse = 3
            pulsator.radius = 40
            host.addSublayer(pulsator)
            CATransaction.flush()
            pulsator.start()
            CATransaction.flush()
            #expect(pulsator.repeatCount == MAXFLOAT)
            #expect(pulsator.instanceCount == 3)
            #expect(pulsator.instanceDelay == 1)
            let pulse = pulsator.pulseLayer
            #expect(pulse.bounds == CGRect(x: 0, y: 0, width: 80, height: 80))
            #expect(pulse.cornerRadius == 40)
            #expect(pulsator.isPulsating)
            let group = try #require(pulse.animation(forKey: "pulsator") as? CAAnimationGroup)
            #expect(group.repeatCount == MAXFLOAT && group.duration == 3)
            let samples: [(CFTimeInterval, Double, Double)] = [
                (0.15, 0.0329515, 0.4129295), (0.75, 0.4085106, 0.1663564), (1.5, 0.8024034, 0.0555740),
                (3 * 100 + 0.75, 0.4085106, 0.1663564),
            ]
            for (t, scale, opacity) in samples {
                setClock(10 + t)
                #expect(near(presented(pulse, "transform.scale.x"), scale, 1e-6))
                #expect(near(presented(pulse, "transform.scale.y"), scale, 1e-6))
                #expect(near(presented(pulse, "opacity"), opacity, 1e-6))
            }
        }

        /// A colour with another alpha restarts the pulse (the overridden `backgroundColor`'s
        /// observer): the new keyframes run 0.6 → 0.3 → 0, so 0.75 s later (f = 0.4085106)
        /// the opacity is 0.3 × (1 − (f − 0.2) / 0.8) = 0.2218085.
        @Test func pulsatorRestartsWhenItsAlphaChanges() {
            startClock()
            let pulsator = Pulsator()
            CATransaction.flush()
            pulsator.start()
            CATransaction.flush()
            setClock(20)
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.6)
            pulsator.backgroundColor = red
            CATransaction.flush()
            #expect(pulsator.pulseLayer.backgroundColor == red)
            setClock(20.75)
            #expect(near(presented(pulsator.pulseLayer, "opacity"), 0.2218085, 1e-6))
            pulsator.stop()
            CATransaction.flush()
            #expect(!pulsator.isPulsating)
            #expect(near(presented(pulsator.pulseLayer, "opacity"), 0))
        }

        /// The sweep (0.8 s, ease in-out: 0.1291619 at a quarter, ½ at half) then 1 s at the
        /// model's start locations, every 1.8 s.
        @Test func skeletonSweepsThenRests() {
            startClock()
            let skeleton = UPSkeletonView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            skeleton.layoutSubviews()
            CATransaction.flush()
            skeleton.startAnimating()
            CATransaction.flush()
            #expect(skeleton.gradientLayer.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
            #expect(skeleton.gradientLayer.animationKeys() == ["locations"])
            let expected: [(CFTimeInterval, [Double])] = [
                (0.2, [-0.7416761, -0.2416761, 0.2583239]), (0.4, [0, 0.5, 1]), (1.0, [-1, -0.5, 0]),
                (1.8 * 5 + 0.4, [0, 0.5, 1]), (1.8 * 5 + 1.7, [-1, -0.5, 0]),
            ]
            for (t, locations) in expected {
                setClock(10 + t)
                let shown = skeleton.gradientLayer.presentation()?.locations?.map(\.doubleValue) ?? []
                #expect(shown.count == 3)
                for (value, want) in zip(shown, locations) { #expect(near(value, want, 1e-6)) }
            }
            skeleton.stopAnimating()
            #expect(skeleton.gradientLayer.superlayer == nil)
            #expect(skeleton.gradientLayer.animationKeys() == nil)
        }

        /// Four 10-point frames in a 40-point sheet, discrete over 2 s: origin.x 0, ¼, ½, ¾ for
        /// half a second each, then the model's full rectangle again.
        @Test func spriteSheetStepsThroughItsFrames() throws {
            startClock()
            let bytes = Data(repeating: 255, count: 40 * 10 * 4)
            let sheet = try #require(CGImage(
                width: 40, height: 10, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 160,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                provider: CGDataProvider(data: bytes as CFData)!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent))
            let sprite = AnimatableSpriteLayer(spriteSheetImage: sheet, spriteFrameSize: CGSize(width: 10, height: 10))
            #expect(sprite.bounds.size == CGSize(width: 10, height: 10))
            #expect(sprite.contentsGravity == .left && sprite.masksToBounds)
            CATransaction.flush()
            sprite.play()
            CATransaction.flush()
            for (t, x) in [(0.25, 0.0), (0.75, 0.25), (1.25, 0.5), (1.75, 0.75)] {
                setClock(10 + t)
                let rect = sprite.presentation()?.contentsRect
                #expect(near(rect?.origin.x, x, 1e-12))
                #expect(rect?.size == CGSize(width: 1, height: 1))
            }
            setClock(12.5)
            #expect(sprite.presentation()?.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        }

        /// Paced along the oval (centre (175, 350), radii 125 × 250, starting at its right end and
        /// turning toward +y): a quarter of the way round every 1.25 s by symmetry, turned to the
        /// tangent plus π (the tangent at the start points along +y: −π/2).
        @Test func orbitFollowsTheOvalBackwards() {
            startClock()
            let controller = OrbitController()
            controller.viewDidLoad()
            CATransaction.flush()
            let stops: [(CFTimeInterval, CGPoint, Double, Double)] = [
                (0, CGPoint(x: 300, y: 350), 0, -1), (1.25, CGPoint(x: 175, y: 600), 1, 0),
                (2.5, CGPoint(x: 50, y: 350), 0, 1), (3.75, CGPoint(x: 175, y: 100), -1, 0),
                (5 * 7 + 1.25, CGPoint(x: 175, y: 600), 1, 0),
            ]
            for (t, point, cosine, sine) in stops {
                setClock(10 + t)
                let shown = controller.animView.presentation()
                #expect(near(shown?.position, point, 1e-6))
                #expect(near(shown?.transform.m11, cosine, 1e-9))
                #expect(near(shown?.transform.m12, sine, 1e-9))
            }
            #expect(controller.shapeLayer.path == CGPath(ellipseIn: CGRect(x: 50, y: 100, width: 250, height: 500), transform: nil))
        }
    }
}
