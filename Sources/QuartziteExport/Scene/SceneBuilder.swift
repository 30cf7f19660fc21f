import Foundation
import Quartzite

/// Builds the `CALayer` objects of scene layers and attaches their animations.
struct SceneBuilder {
    /// The media time of scene time 0.
    let startMediaTime: CFTimeInterval

    /// Creates the layer tree of `description` (properties, mask, sublayers; no animations),
    /// registering named layers in `layers`.
    func makeLayer(_ description: SceneLayer, layers: inout [String: CALayer]) -> CALayer {
        let layer: CALayer =
            switch description.type {
            case .transformLayer: CATransformLayer()
            case .shape: CAShapeLayer()
            case .gradient: CAGradientLayer()
            case .text: CATextLayer()
            case .replicator: CAReplicatorLayer()
            case .emitter: CAEmitterLayer()
            case .scroll: CAScrollLayer()
            default: CALayer()
            }
        layer.name = description.name
        for property in description.properties {
            layer.setValue(property.value.anyValue, forKey: property.key)
        }
        if let mask = description.mask {
            layer.mask = makeLayer(mask, layers: &layers)
        }
        for sublayer in description.sublayers {
            layer.addSublayer(makeLayer(sublayer, layers: &layers))
        }
        if let name = description.name { layers[name] = layer }
        return layer
    }

    /// Adds the animations of `description` and its subtree to `layer` (built from it by
    /// ``makeLayer(_:layers:)`` and already in its final tree, so times convert through its
    /// ancestors).
    func addAnimations(of description: SceneLayer, to layer: CALayer) {
        for animation in description.animations {
            add(animation, to: layer)
        }
        if let mask = description.mask, let maskLayer = layer.mask {
            addAnimations(of: mask, to: maskLayer)
        }
        for (sublayer, child) in zip(description.sublayers, layer.sublayers ?? []) {
            addAnimations(of: sublayer, to: child)
        }
    }

    /// Adds one animation under its key. A non-zero `beginTime` is scene seconds, converted to
    /// the layer's local time; 0 keeps Core Animation's meaning (the commit time).
    func add(_ description: SceneAnimation, to layer: CALayer, forKey key: String? = nil) {
        let animation = description.makeAnimation()
        if let beginTime = description.beginTime, beginTime != 0 {
            animation.beginTime = layer.convertTime(startMediaTime + beginTime, from: nil)
        }
        layer.add(animation, forKey: key ?? description.key)
    }
}
