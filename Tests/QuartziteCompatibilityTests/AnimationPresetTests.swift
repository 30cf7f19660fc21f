import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    /// The preset library's keyframe animations have five values and six key times. Apple
    /// runs them; Quartzite pairs values and key times up to the shorter array (values at
    /// 0, 0.2, 0.4, 0.6, 0.8, the last held to the end) — see docs/porting.md.
    @Suite("Animation presets (five values, six key times)")
    struct AnimationPresetTests {
        func layerWithPreset(_ preset: AnimationPreset) -> CALayer {
            startClock()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.position = CGPoint(x: 100, y: 100)
            CATransaction.flush()
            PresetAnimator().animate(preset, on: layer)
            CATransaction.flush()
            return layer
        }

        @Test func shakeRunsThroughItsFiveValues() {
            let layer = layerWithPreset(.shake)
            let expected: [(CFTimeInterval, Double)] = [
                (10.1, 115), (10.2, 130), (10.45, 85), (10.7, 115), (10.8, 100), (10.9, 100), (11.5, 100),
            ]
            for (time, x) in expected {
                setClock(time)
                // The linear timing function is solved in single precision to 1e-5, as
                // Core Animation's is: positions agree to 0.01 pt.
                #expect(near(presented(layer, "position.x"), x, 0.01), "t = \(time)")
            }
        }

        @Test func popScalesAdditively() {
            let layer = layerWithPreset(.pop)
            setClock(10.1)
            #expect(near(presented(layer, "transform.scale"), 1.1, 1e-4))
            setClock(10.4)
            #expect(near(presented(layer, "transform.scale"), 0.8, 1e-4))
            setClock(10.9)
            #expect(near(presented(layer, "transform.scale"), 1, 1e-4))
        }

        @Test func morphAndSqueezeScaleEachAxis() {
            let morph = layerWithPreset(.morph)
            setClock(10.1)
            #expect(near(presented(morph, "transform.scale.x"), 1.15, 1e-4))
            #expect(near(presented(morph, "transform.scale.y"), 0.85, 1e-4))
            setClock(10.3)
            #expect(near(presented(morph, "transform.scale.x"), 1, 1e-4))
            #expect(near(presented(morph, "transform.scale.y"), 1, 1e-4))

            let squeeze = layerWithPreset(.squeeze)
            setClock(10.1)
            #expect(near(presented(squeeze, "transform.scale.x"), 1.25, 1e-4))
            #expect(near(presented(squeeze, "transform.scale.y"), 0.75, 1e-4))
        }

        @Test func wobbleAndSwingRotate() {
            let wobble = layerWithPreset(.wobble)
            setClock(10.1)
            #expect(near(presented(wobble, "transform.rotation.z"), 0.15, 1e-4))
            #expect(near(presented(wobble, "position.x"), 115, 0.01))

            let swing = layerWithPreset(.swing)
            setClock(10.5)
            #expect(near(presented(swing, "transform.rotation"), 0, 1e-4))
            setClock(10.7)
            #expect(near(presented(swing, "transform.rotation"), 0.15, 1e-4))
            setClock(11.2)
            #expect(near(presented(swing, "transform.rotation"), 0, 1e-9))
        }

        @Test func delayedPresetWaitsForItsBeginTime() {
            startClock()
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 100)
            CATransaction.flush()
            PresetAnimator(delay: 0.5).animate(.shake, on: layer)
            CATransaction.flush()
            setClock(10.4)
            #expect(near(presented(layer, "position.x"), 100))
            setClock(10.6)
            #expect(near(presented(layer, "position.x"), 115, 0.01))
        }
    }
}
