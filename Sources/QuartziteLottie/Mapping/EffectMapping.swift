import Foundation
import Quartzite

extension LayerBuilder {
    /// After Effects' Drop Shadow effect as the layer's shadow, the way lottie-ios maps it:
    /// `shadowColor` from the colour, `shadowOpacity` = opacity / 255, `shadowRadius` =
    /// softness / 5, and `shadowOffset` = distance along the direction (degrees clockwise from
    /// up: `(sin θ, −cos θ) × distance`). An animated direction or distance is sampled at every
    /// whole frame; the others keep their keyframes.
    func addDropShadow(_ shadow: LottieDropShadow, to layer: CALayer, timeMap: TimeMap) {
        let color = { (c: [Double]) in Self.color(c) }
        layer.shadowColor = color(shadow.color.initialValue)
        animations.add(shadow.color, to: layer, keyPath: "shadowColor", timeMap: timeMap, convert: color)
        let opacity = { (o: Double) in min(max(o / 255, 0), 1) }
        layer.shadowOpacity = Float(opacity(shadow.opacity.initialValue))
        animations.add(shadow.opacity, to: layer, keyPath: "shadowOpacity", timeMap: timeMap, convert: opacity)
        let radius = { (s: Double) in max(0, s / 5) }
        layer.shadowRadius = radius(shadow.softness.initialValue)
        animations.add(shadow.softness, to: layer, keyPath: "shadowRadius", timeMap: timeMap, convert: radius)
        let offset = { (frame: Double) -> CGSize in
            let angle = shadow.direction.map { [$0] }.value(atFrame: frame)[0] * .pi / 180
            let distance = shadow.distance.map { [$0] }.value(atFrame: frame)[0]
            return CGSize(width: sin(angle) * distance, height: -cos(angle) * distance)
        }
        let start = shadow.direction.keyframes.first?.frame ?? shadow.distance.keyframes.first?.frame ?? 0
        layer.shadowOffset = offset(start)
        if shadow.direction.isAnimated || shadow.distance.isAnimated {
            animations.add(sampling: offset, to: layer, keyPath: "shadowOffset", timeMap: timeMap) { $0 }
        }
    }
}
