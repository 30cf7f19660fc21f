import Foundation
import Quartzite

extension LayerBuilder {
    /// A layer's masks (`masksProperties`, applied in order as After Effects does) as masks
    /// of `layer` and of containers nested in it; returns the layer the content goes into.
    ///
    /// Leading masks in add mode (`"a"`; a first mask in intersect mode counts as one) become
    /// `layer.mask`: a layer holding one filled `CAShapeLayer` per mask, so the layer shows
    /// where any of them covers it (the union, at each mask's opacity). Each intersect mask
    /// (`"i"`) after them masks a container nested inside, so the content shows only where it
    /// too covers it. `"n"` (none) masks are skipped. Other orders and modes (subtract,
    /// lighten, darken, difference), inverted masks and expansion are reported and the layer
    /// drawn unmasked, rather than masked wrongly.
    func addMasks(_ masks: [LottieMask], to layer: CALayer, timeMap: TimeMap, layerPath: String) -> CALayer {
        let used = masks.filter { $0.mode != "n" }
        guard !used.isEmpty else { return layer }
        var supported = true
        var intersecting = false
        for (index, mask) in used.enumerated() {
            let mode = index == 0 && mask.mode == "i" ? "a" : mask.mode
            if mode == "i" { intersecting = true }
            if mode == "a" && intersecting {
                log.report("add masks after intersect masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            } else if mode != "a" && mode != "i" {
                let names = ["s": "subtract", "l": "lighten", "d": "darken", "f": "difference"]
                log.report("\(names[mask.mode] ?? "\"\(mask.mode)\"") masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            }
            if mask.inverted {
                log.report("inverted masks (drawn unmasked)", at: mask.path + ".inv")
                supported = false
            }
            if mask.expansion.isAnimated || mask.expansion.initialValue != 0 {
                log.report("mask expansion (drawn unmasked)", at: mask.path + ".x")
                supported = false
            }
        }
        guard supported else { return layer }
        let adding = used.enumerated().prefix { $0.offset == 0 || $0.element.mode == "a" }.map(\.element)
        layer.mask = maskLayer(adding, name: layer.name.map { "\($0) (masks)" }, timeMap: timeMap)
        var target = layer
        for mask in used.dropFirst(adding.count) {
            let inner = makeContainer(name: layer.name.map { "\($0) (intersected)" })
            inner.mask = maskLayer([mask], name: layer.name.map { "\($0) (intersect mask)" }, timeMap: timeMap)
            target.addSublayer(inner)
            target = inner
        }
        return target
    }

    /// A container with one filled shape layer per mask (animated path and opacity).
    private func maskLayer(_ masks: [LottieMask], name: String?, timeMap: TimeMap) -> CALayer {
        let container = makeContainer(name: name)
        for mask in masks {
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.bounds = .zero
            shape.position = .zero
            shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = nil
            shape.path = mask.shape.initialValue.makePath(alwaysCurves: mask.shape.isAnimated)
            animations.add(mask.shape, to: shape, keyPath: "path", timeMap: timeMap) { $0.makePath(alwaysCurves: true) }
            shape.opacity = Float(mask.opacity.initialValue / 100)
            animations.add(mask.opacity, to: shape, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
            container.addSublayer(shape)
        }
        return container
    }
}
