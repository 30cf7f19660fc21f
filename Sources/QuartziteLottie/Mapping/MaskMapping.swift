import Foundation
import Quartzite

extension LayerBuilder {
    /// A layer's masks (`masksProperties`) as its `mask`: a layer holding one filled
    /// `CAShapeLayer` per mask, so the layer shows where any mask covers it (the union, at
    /// each mask's opacity). Masks in add mode (`"a"`) map so; `"n"` (none) masks are
    /// skipped. Other modes, inverted masks and expansion are reported and the layer drawn
    /// unmasked, rather than masked wrongly.
    func addMasks(_ masks: [LottieMask], to layer: CALayer, timeMap: TimeMap, layerPath: String) {
        let used = masks.filter { $0.mode != "n" }
        guard !used.isEmpty else { return }
        var supported = true
        for mask in used {
            if mask.mode != "a" {
                let names = ["s": "subtract", "i": "intersect", "l": "lighten", "d": "darken", "f": "difference"]
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
        guard supported else { return }
        let container = makeContainer(name: layer.name.map { "\($0) (masks)" })
        for mask in used {
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
        layer.mask = container
    }
}
