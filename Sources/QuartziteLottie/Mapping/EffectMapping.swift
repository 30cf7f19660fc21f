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

extension LayerBuilder {
    /// The far corner of the rectangle a fill covers on a layer without a content rectangle
    /// (shape and text layers), points from the origin in every direction.
    static let unboundedFillExtent = 1_000_000.0

    /// After Effects' Fill effect: the layer's content painted in the effect's colour, its
    /// alpha kept and scaled by the effect's opacity (lottie-web's colour matrix, Skottie's
    /// source-in colour filter) — a layer of that colour (animated `backgroundColor` and
    /// `opacity`) over the content rectangle, or on a shape or text layer over a rectangle
    /// reaching ``unboundedFillExtent`` points out, masked by the content. Returns the layer
    /// the content goes into.
    func addFill(_ fill: LottieFillEffect, to layer: CALayer, contentRect: CGRect?, timeMap: TimeMap) -> CALayer {
        let far = Self.unboundedFillExtent
        let rect = contentRect ?? CGRect(x: -far, y: -far, width: 2 * far, height: 2 * far)
        let colored = CALayer()
        colored.name = layer.name.map { "\($0) (fill)" }
        colored.anchorPoint = .zero
        colored.bounds = rect
        colored.position = rect.origin  // its own coordinates are its superlayer's
        let color = { (c: [Double]) in Self.color(c) }
        colored.backgroundColor = color(fill.color.initialValue)
        animations.add(fill.color, to: colored, keyPath: "backgroundColor", timeMap: timeMap, convert: color)
        let opacity = { (o: Double) in min(max(o, 0), 1) }
        colored.opacity = Float(opacity(fill.opacity.initialValue))
        animations.add(fill.opacity, to: colored, keyPath: "opacity", timeMap: timeMap, convert: opacity)
        let content = makeContainer(name: layer.name.map { "\($0) (filled content)" })
        colored.mask = content
        layer.addSublayer(colored)
        return content
    }
}
