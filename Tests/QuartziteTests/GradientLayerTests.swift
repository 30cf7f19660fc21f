import Foundation
import Testing

@testable import Quartzite

/// Every component of two colours within `tolerance`.
private func close(_ a: CGColor?, _ b: CGColor, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return close(Double(a.red), Double(b.red), tolerance) && close(Double(a.green), Double(b.green), tolerance)
        && close(Double(a.blue), Double(b.blue), tolerance) && close(Double(a.alpha), Double(b.alpha), tolerance)
}

/// Element-wise `close` of two colour lists of the same count.
private func close(_ a: [Any]?, _ b: [CGColor], _ tolerance: Double = 1e-6) -> Bool {
    guard let colors = a as? [CGColor], colors.count == b.count else { return false }
    return zip(colors, b).allSatisfy { close($0, $1, tolerance) }
}

/// The doubles of `numbers`.
private func doubles(_ numbers: [NSNumber]?) -> [Double]? {
    numbers?.map(\.doubleValue)
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let clearBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

@Suite("CAGradientLayer model")
struct GradientLayerModelTests {
    /// CAGradientLayer.h: colors and locations default to nil, startPoint and endPoint to
    /// [.5,0] and [.5,1], type to `axial`; the type constants are the strings "axial",
    /// "radial", "conic".
    @Test func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.axial.rawValue == "axial")
        #expect(CAGradientLayerType.radial.rawValue == "radial")
        #expect(CAGradientLayerType.conic.rawValue == "conic")
        #expect(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
        #expect(CAGradientLayer.defaultValue(forKey: "colors") == nil)
        #expect(layer.value(forKey: "type") as? String == "axial")
    }

    /// CAGradientLayer.h: colors, locations, startPoint and endPoint are animatable; type is not.
    @Test func animatableKeys() {
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            #expect(CAGradientLayer.propertyDescriptor(forKey: key)?.isAnimatable == true, "\(key)")
        }
        #expect(CAGradientLayer.propertyDescriptor(forKey: "type")?.isAnimatable == false)
        // CALayer itself does not know the keys.
        #expect(CALayer.propertyDescriptor(forKey: "colors") == nil)
    }

    @Test func typedPropertiesRoundTrip() {
        let layer = CAGradientLayer()
        layer.colors = [red, blue]
        layer.locations = [0.25, 0.75]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.type = .conic
        #expect(close(layer.colors, [red, blue]))
        #expect(doubles(layer.locations) == [0.25, 0.75])
        #expect(layer.startPoint == CGPoint(x: 0, y: 0.5))
        #expect(layer.endPoint == CGPoint(x: 1, y: 0.5))
        #expect(layer.type == .conic)
        // Elements that are not colours are dropped; an empty array stays empty (not nil).
        layer.colors = [red, "not a colour", green]
        #expect(close(layer.colors, [red, green]))
        layer.colors = []
        #expect(layer.colors?.isEmpty == true)
        layer.colors = nil
        layer.locations = nil
        #expect(layer.colors == nil && layer.locations == nil)
    }

    @Test func keyValueCoding() {
        let layer = CAGradientLayer()
        layer.setValue([red, green, blue], forKey: "colors")
        #expect(close(layer.colors, [red, green, blue]))
        #expect(close(layer.value(forKey: "colors") as? [Any], [red, green, blue]))
        // An array of Any holding colours, as Objective-C code hands them.
        layer.setValue([blue, red] as [Any], forKey: "colors")
        #expect(close(layer.colors, [blue, red]))
        layer.setValue([] as [Any], forKey: "colors")
        #expect(layer.colors?.isEmpty == true)
        layer.setValue([NSNumber(value: 0), NSNumber(value: 0.4), NSNumber(value: 1)], forKey: "locations")
        #expect(doubles(layer.locations) == [0, 0.4, 1])
        #expect(layer.value(forKey: "locations") as? [CGFloat] == [0, 0.4, 1])
        layer.setValue([0.1, 0.9], forKey: "locations")
        #expect(doubles(layer.locations) == [0.1, 0.9])
        layer.setValue(CGPoint(x: 0.2, y: 0.3), forKey: "startPoint")
        layer.setValue(CGPoint(x: 0.7, y: 0.8), forKey: "endPoint")
        #expect(layer.startPoint == CGPoint(x: 0.2, y: 0.3))
        #expect(layer.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.7, y: 0.8))
        #expect(layer.value(forKeyPath: "startPoint.x") as? CGFloat == 0.2)
        layer.setValue("radial", forKey: "type")
        #expect(layer.type == .radial)
        layer.setValue(CAGradientLayerType.conic, forKey: "type")
        #expect(layer.type == .conic)
        // A value of the wrong kind is refused and changes nothing.
        layer.setValue(CGPoint(x: 1, y: 1), forKey: "colors")
        #expect(layer.colors?.isEmpty == true)
        layer.setValue(nil, forKey: "colors")
        layer.setValue(nil, forKey: "startPoint")
        #expect(layer.colors == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
    }

    @Test func initWithLayerCopiesTheGradient() {
        let layer = CAGradientLayer()
        layer.colors = [red, green]
        layer.locations = [0.3, 0.6]
        layer.startPoint = CGPoint(x: 0.1, y: 0.2)
        layer.endPoint = CGPoint(x: 0.9, y: 0.8)
        layer.type = .radial
        let copy = CAGradientLayer(layer: layer)
        #expect(close(copy.colors, [red, green]))
        #expect(doubles(copy.locations) == [0.3, 0.6])
        #expect(copy.startPoint == CGPoint(x: 0.1, y: 0.2))
        #expect(copy.endPoint == CGPoint(x: 0.9, y: 0.8))
        #expect(copy.type == .radial)
        copy.colors = [blue]
        #expect(close(layer.colors, [red, green]))
    }
}

extension LayerRuntimeTests {
    @Suite("CAGradientLayer animations")
    struct GradientLayerAnimationTests {
        /// A committed gradient layer: red → blue, stops at 0 and 1, axis (0.5, 0) → (0.5, 1).
        private func committedLayer() -> CAGradientLayer {
            resetLayerRuntime()
            let layer = CAGradientLayer()
            layer.colors = [red, blue]
            layer.locations = [0, 1]
            CATransaction.flush()
            return layer
        }

        /// Runs `change` in a transaction of 1 s with linear timing (implicit animations).
        private func animate(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            change()
            CATransaction.commit()
        }

        /// Implicit `colors` animation: element-wise on straight RGBA, so red → transparent blue
        /// is (0.75, 0, 0.25, 0.75) a quarter of the way (not premultiplied).
        @Test func implicitColors() throws {
            let layer = committedLayer()
            animate { layer.colors = [clearBlue, white] }
            #expect(layer.animationKeys() == ["colors"])
            MediaClock.current.advance(by: 0.25)
            let shown = try #require(layer.presentation())
            let expected = [
                CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.75),
                CGColor(red: 0.25, green: 0.25, blue: 1, alpha: 1),
            ]
            #expect(close(shown.colors, expected))
            #expect(close(layer.colors, [clearBlue, white]))
            MediaClock.current.advance(by: 1)
            #expect(close(layer.presentation()?.colors, [clearBlue, white]))
        }

        @Test func implicitLocations() throws {
            let layer = committedLayer()
            animate { layer.locations = [0.5, 0.75] }
            #expect(layer.animationKeys() == ["locations"])
            MediaClock.current.advance(by: 0.5)
            let shown = try #require(layer.presentation())
            let locations = try #require(doubles(shown.locations))
            #expect(locations.count == 2 && close(locations[0], 0.25) && close(locations[1], 0.875))
        }

        @Test func implicitStartAndEndPoints() throws {
            let layer = committedLayer()
            animate {
                layer.startPoint = CGPoint(x: 0, y: 0)
                layer.endPoint = CGPoint(x: 1, y: 0.5)
            }
            #expect(Set(layer.animationKeys() ?? []) == ["startPoint", "endPoint"])
            MediaClock.current.advance(by: 0.5)
            let shown = try #require(layer.presentation())
            #expect(close(shown.startPoint, CGPoint(x: 0.25, y: 0)))
            #expect(close(shown.endPoint, CGPoint(x: 0.75, y: 0.75)))
        }

        /// `type` is not animatable: changing it runs no action.
        @Test func typeChangesWithoutAnimation() {
            let layer = committedLayer()
            animate { layer.type = .radial }
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()?.type == .radial)
        }

        @Test func explicitColorsAndLocations() throws {
            let layer = committedLayer()
            layer.add(basic("colors", from: [red, green], to: [blue, white]), forKey: "colors")
            layer.add(basic("locations", from: [0.0, 0.5], to: [0.5, 1.0]), forKey: "locations")
            CATransaction.flush()
            MediaClock.current.set(to: 100.5)
            let shown = try #require(layer.presentation())
            let expected = [
                CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1), CGColor(red: 0.5, green: 1, blue: 0.5, alpha: 1),
            ]
            #expect(close(shown.colors, expected))
            let locations = try #require(doubles(shown.locations))
            #expect(locations.count == 2 && close(locations[0], 0.25) && close(locations[1], 0.75))
            // The model keeps its own values.
            #expect(close(layer.colors, [red, blue]))
        }

        @Test func explicitStartAndEndPoints() throws {
            let layer = committedLayer()
            layer.add(basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "s")
            layer.add(basic("endPoint.y", from: 1.0, to: 0.0), forKey: "e")
            CATransaction.flush()
            MediaClock.current.set(to: 100.25)
            let shown = try #require(layer.presentation())
            #expect(close(shown.startPoint, CGPoint(x: 0.25, y: 0)))
            #expect(close(shown.endPoint, CGPoint(x: 0.5, y: 0.75)))
        }

        /// Lists of different counts do not interpolate: the animation switches discretely from
        /// one list to the other, half way (Quartzite's switch point, see
        /// `AnimationValue.interpolated(to:fraction:)`; Apple only says discrete).
        @Test func differentCountsSwitchDiscretely() throws {
            let layer = committedLayer()
            layer.add(basic("colors", from: [red, green], to: [blue, white, red]), forKey: "colors")
            layer.add(basic("locations", from: [0.0, 1.0], to: [0.0, 0.5, 1.0]), forKey: "locations")
            CATransaction.flush()
            MediaClock.current.set(to: 100.25)
            var shown = try #require(layer.presentation())
            #expect(close(shown.colors, [red, green]))
            #expect(doubles(shown.locations) == [0, 1])
            MediaClock.current.set(to: 100.75)
            shown = try #require(layer.presentation())
            #expect(close(shown.colors, [blue, white, red]))
            #expect(doubles(shown.locations) == [0, 0.5, 1])
        }
    }
}
