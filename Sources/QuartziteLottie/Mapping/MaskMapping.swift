import Foundation
import Quartzite

extension LayerBuilder {
    /// A layer's masks (`masksProperties`, applied in order as After Effects does) as masks
    /// of `layer` and of containers nested in it; returns the layer the content goes into.
    ///
    /// Leading masks in add mode (`"a"`; a first intersect mask counts as one) become `layer.mask`: a layer holding one filled
    /// `CAShapeLayer` per mask, so the layer shows where any of them covers it (the union, at
    /// each mask's opacity). Each intersect (`"i"`) or subtract (`"s"`) mask after them masks
    /// a container nested inside, with its shape (intersect) or the shape's complement
    /// (subtract), so the content shows only where that covers it too. A complement (subtract
    /// masks, inverted masks) is the layer's content rectangle with the path cut out (even-odd
    /// fill), so it needs that rectangle: solid, image and precomposition layers have one.
    /// `"n"` (none) masks are skipped. Other orders and modes (lighten, darken, difference),
    /// complements on shape layers and expansion are reported and the layer drawn unmasked,
    /// rather than masked wrongly.
    func addMasks(_ masks: [LottieMask], to layer: CALayer, contentRect: CGRect?, timeMap: TimeMap) -> CALayer {
        // A first intersect mask intersects the whole layer: it is the mask itself, as an add.
        var used = masks.filter { $0.mode != "n" }
        guard !used.isEmpty else { return layer }
        if used[0].mode == "i" { used[0].mode = "a" }
        var supported = true
        var nesting = false
        for (index, mask) in used.enumerated() {
            if mask.mode == "i" || mask.mode == "s" || (index == 0 && mask.mode != "a") { nesting = true }
            if mask.mode == "a" && nesting {
                log.report("add masks after intersect or subtract masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            } else if !["a", "i", "s"].contains(mask.mode) {
                let names = ["l": "lighten", "d": "darken", "f": "difference"]
                log.report("\(names[mask.mode] ?? "\"\(mask.mode)\"") masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            }
            if (mask.mode == "s") != mask.inverted, contentRect == nil {
                let what = mask.mode == "s" ? "subtract masks" : "inverted masks"
                log.report("\(what) on shape layers (drawn unmasked)", at: mask.path + (mask.mode == "s" ? ".mode" : ".inv"))
                supported = false
            }
            if mask.expansion.isAnimated || mask.expansion.initialValue != 0 {
                log.report("mask expansion (drawn unmasked)", at: mask.path + ".x")
                supported = false
            }
        }
        guard supported else { return layer }
        let adding = Array(used.prefix { $0.mode == "a" })
        if !adding.isEmpty {
            layer.mask = maskLayer(
                adding.map { ($0, $0.inverted) }, contentRect: contentRect, name: layer.name.map { "\($0) (masks)" },
                timeMap: timeMap)
        }
        var target = layer
        for mask in used.dropFirst(adding.count) {
            let inner = makeContainer(name: layer.name.map { "\($0) (\(mask.mode == "s" ? "subtracted" : "intersected"))" })
            inner.mask = maskLayer(
                [(mask, (mask.mode == "s") != mask.inverted)], contentRect: contentRect,
                name: layer.name.map { "\($0) (\(mask.mode == "s" ? "subtract" : "intersect") mask)" }, timeMap: timeMap)
            target.addSublayer(inner)
            target = inner
        }
        return target
    }

    /// A container with one filled shape layer per mask (animated path and opacity); a
    /// complemented mask is `contentRect` (grown by a point) with the path cut out.
    private func maskLayer(_ masks: [(LottieMask, complement: Bool)], contentRect: CGRect?, name: String?, timeMap: TimeMap) -> CALayer {
        let container = makeContainer(name: name)
        for (mask, complement) in masks {
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.bounds = .zero
            shape.position = .zero
            shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = nil
            let frame = complement ? contentRect?.insetBy(dx: -1, dy: -1) : nil
            shape.fillRule = frame != nil ? .evenOdd : .nonZero
            let makePath = { (bezier: BezierShape, curves: Bool) -> CGPath in
                let path = CGMutablePath()
                if let frame { path.addRect(frame) }
                bezier.appending(to: path, alwaysCurves: curves)
                return path
            }
            shape.path = makePath(mask.shape.initialValue, mask.shape.isAnimated)
            animations.add(mask.shape, to: shape, keyPath: "path", timeMap: timeMap) { makePath($0, true) }
            shape.opacity = Float(mask.opacity.initialValue / 100)
            animations.add(mask.opacity, to: shape, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
            container.addSublayer(shape)
        }
        return container
    }
}
