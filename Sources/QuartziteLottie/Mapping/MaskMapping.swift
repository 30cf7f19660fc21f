import Foundation
import Quartzite

extension LayerBuilder {
    /// A layer's masks (`masksProperties`, applied in order as After Effects does) as masks
    /// of `layer` and of containers nested in it; returns the layer the content goes into.
    ///
    /// Leading masks in add mode (`"a"`) become `layer.mask`: a layer holding one filled
    /// `CAShapeLayer` per mask, so the layer shows where any of them covers it (the union, at
    /// each mask's opacity). Each intersect (`"i"`) or subtract (`"s"`) mask after them masks
    /// a container nested inside, with its shape (intersect) or the shape's complement
    /// (subtract), so the content shows only where that covers it too; a translucent subtract
    /// mask keeps 1 − its opacity where it covers, as After Effects does. A complement (subtract
    /// masks, inverted masks) is the layer's content rectangle with the path cut out (even-odd
    /// fill) on solid, image and precomposition layers, and the shape read through
    /// `maskMode = .alphaInverted` on shape layers (which have no content rectangle).
    ///
    /// The first mask combines with nothing: in intersect, lighten, darken or difference mode
    /// it is the mask itself, as an add mask (subtract: its complement). After it, lighten
    /// (the larger coverage) draws as add and darken (the smaller) as intersect — the same
    /// for opaque masks — and difference as intersect, as lottie-ios draws it (reported: After
    /// Effects keeps what exactly one of them covers). `"n"` (none) masks are skipped. Add
    /// masks after intersect or subtract masks and several inverted add masks on a shape layer
    /// are reported and the layer drawn unmasked, rather than masked wrongly. Expansion (`x`)
    /// grows a mask by stroking its outline.
    func addMasks(_ masks: [LottieMask], to layer: CALayer, contentRect: CGRect?, timeMap: TimeMap) -> CALayer {
        var used = masks.filter { $0.mode != "n" }
        guard !used.isEmpty else { return layer }
        for index in used.indices {
            let mode = used[index].mode
            if index == 0 && ["i", "l", "d", "f"].contains(mode) || mode == "l" {
                used[index].mode = "a"
            } else if mode == "d" {
                used[index].mode = "i"
            } else if mode == "f" {
                log.report("difference masks after the first (drawn as intersect, as lottie-ios does)", at: used[index].path + ".mode")
                used[index].mode = "i"
            }
        }
        var supported = true
        var nesting = false
        for mask in used {
            if mask.mode == "i" || mask.mode == "s" { nesting = true }
            if mask.mode == "a" && nesting {
                log.report("add masks after intersect or subtract masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            } else if !["a", "i", "s"].contains(mask.mode) {
                log.report("\"\(mask.mode)\" masks (drawn unmasked)", at: mask.path + ".mode")
                supported = false
            }
            if mask.mode == "a", mask.inverted, contentRect == nil, used.prefix(while: { $0.mode == "a" }).count > 1 {
                log.report("inverted add masks among several on a shape layer (drawn unmasked)", at: mask.path + ".inv")
                supported = false
            }
        }
        guard supported else { return layer }
        let adding = Array(used.prefix { $0.mode == "a" })
        if !adding.isEmpty {
            // On a shape layer a single inverted add mask is its shape read inverted.
            let inverted = contentRect == nil && adding.count == 1 && adding[0].inverted
            let container = maskLayer(
                adding.map { MaskShape(mask: $0, complement: inverted ? false : $0.inverted, opacity: .mask) }, contentRect: contentRect,
                name: layer.name.map { "\($0) (masks)" }, timeMap: timeMap)
            if inverted { container.maskMode = .alphaInverted }
            layer.mask = container
        }
        var target = layer
        for mask in used.dropFirst(adding.count) {
            let subtract = mask.mode == "s"
            let inner = makeContainer(name: layer.name.map { "\($0) (\(subtract ? "subtracted" : "intersected"))" })
            let complement = subtract != mask.inverted
            let byMode = complement && contentRect == nil
            var shapes: [MaskShape] = [MaskShape(mask: mask, complement: byMode ? false : complement, opacity: .mask)]
            let translucent = mask.opacity.isAnimated || mask.opacity.initialValue < 100
            if subtract && translucent && !byMode {
                // After Effects subtracts a translucent mask by its opacity o: the content keeps
                // 1 − o where the mask covers it and all of itself elsewhere (lottie-ios's engine
                // draws the kept side at o instead, and nothing where the mask covers).
                if complement || contentRect != nil {
                    shapes = [
                        MaskShape(mask: mask, complement: complement, opacity: .full),
                        MaskShape(mask: mask, complement: !complement, opacity: .remainder),
                    ]
                } else {
                    log.report("a translucent inverted subtract mask on a shape layer (drawn opaque)", at: mask.path + ".o")
                    shapes = [MaskShape(mask: mask, complement: false, opacity: .full)]
                }
            }
            let container = maskLayer(
                shapes, contentRect: contentRect,
                name: layer.name.map { "\($0) (\(subtract ? "subtract" : "intersect") mask)" }, timeMap: timeMap)
            if byMode { container.maskMode = .alphaInverted }
            inner.mask = container
            target.addSublayer(inner)
            target = inner
        }
        return target
    }

    /// One filled shape of a mask layer: the mask's path or its complement, at the mask's
    /// opacity, fully opaque, or at what the mask's opacity leaves (1 − o).
    struct MaskShape {
        enum Opacity { case mask, full, remainder }
        var mask: LottieMask
        var complement: Bool
        var opacity: Opacity
    }

    /// A container with one filled shape layer per mask shape (animated path and opacity,
    /// even-odd fill); a complemented mask is `contentRect` (grown by a point) with the path cut
    /// out.
    private func maskLayer(_ shapes: [MaskShape], contentRect: CGRect?, name: String?, timeMap: TimeMap) -> CALayer {
        let container = makeContainer(name: name)
        for maskShape in shapes {
            let (mask, complement) = (maskShape.mask, maskShape.complement)
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.bounds = .zero
            shape.position = .zero
            shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = nil
            let frame = complement ? contentRect?.insetBy(dx: -1, dy: -1) : nil
            // Even-odd, as lottie-ios fills every mask (a path that crosses itself leaves holes).
            shape.fillRule = .evenOdd
            let makePath = { (bezier: BezierShape, curves: Bool) -> CGPath in
                let path = CGMutablePath()
                if let frame { path.addRect(frame) }
                bezier.appending(to: path, alwaysCurves: curves)
                return path
            }
            shape.path = makePath(mask.shape.initialValue, mask.shape.isAnimated)
            animations.add(mask.shape, to: shape, keyPath: "path", timeMap: timeMap) { makePath($0, true) }
            if let expansion = expansion(of: mask, complement: frame != nil) {
                // Grown by the expansion on every side: the outline stroked twice as wide.
                shape.strokeColor = shape.fillColor
                shape.lineJoin = .miter
                shape.miterLimit = 100
                shape.lineWidth = 2 * expansion.initialValue
                animations.add(expansion, to: shape, keyPath: "lineWidth", timeMap: timeMap) { 2 * max(0, $0) }
            }
            switch maskShape.opacity {
            case .full:
                break
            case .mask:
                shape.opacity = Float(mask.opacity.initialValue / 100)
                animations.add(mask.opacity, to: shape, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
            case .remainder:
                shape.opacity = Float(1 - mask.opacity.initialValue / 100)
                animations.add(mask.opacity, to: shape, keyPath: "opacity", timeMap: timeMap) { 1 - $0 / 100 }
            }
            container.addSublayer(shape)
        }
        return container
    }

    /// A mask's expansion (`x`, points) when it grows the mask and can be drawn as a stroke:
    /// not on a complement cut out of the content rectangle (the stroke would grow the
    /// rectangle's side). Shrinking (negative) and those are reported and drawn without it.
    private func expansion(of mask: LottieMask, complement: Bool) -> LottieAnimated<Double>? {
        let x = mask.expansion
        guard x.isAnimated || x.initialValue != 0 else { return nil }
        let grows = x.initialValue >= 0 && x.keyframes.allSatisfy { $0.value >= 0 }
        guard grows, !complement else {
            log.report("mask expansion that shrinks the mask or widens a cut-out (the mask is drawn without it)", at: mask.path + ".x")
            return nil
        }
        return x
    }
}
