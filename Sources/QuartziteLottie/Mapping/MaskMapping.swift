import Foundation
import Quartzite

extension LayerBuilder {
    /// A layer's masks (`masksProperties`, applied in order as After Effects applies them) as
    /// masks of `layer` and of containers nested in it; returns the layer the content goes into.
    ///
    /// Each mask covers its path at its opacity o (inverted: the rest of the layer at o, grown
    /// by its expansion `x`) and combines with what the masks before it leave, M: add makes
    /// M + m − Mm (layers drawn over each other), subtract M(1 − m), intersect Mm, difference
    /// M(1 − m) + m(1 − M) (exact where either is opaque). Lighten (the larger coverage) is
    /// drawn as add and darken (the smaller) as intersect — the same for opaque masks. M starts
    /// as all of the layer when the first mask subtracts or intersects and as nothing otherwise
    /// (a first lighten, darken or difference mask is the mask itself, as an add mask). `"n"`
    /// (none) masks are skipped.
    ///
    /// M is kept as a product of factors, each one a container nested in the last and masked
    /// by it (`maskMode = .alphaInverted` for 1 − m); a union combines the product into one
    /// mask layer first. The rest of the layer (inverted masks, subtracting) is the content
    /// rectangle with the path cut out (even-odd fill) on solid, image and precomposition layers;
    /// shape layers have no content rectangle, so there an inverted mask that must be united
    /// with others is reported and left out.
    func addMasks(_ masks: [LottieMask], to layer: CALayer, contentRect: CGRect?, timeMap: TimeMap) -> CALayer {
        let used = masks.filter { $0.mode != "n" }
        guard let first = used.first else { return layer }
        var factors: [MaskFactor]? = ["s", "i"].contains(first.mode) ? [] : nil
        for mask in used {
            guard let left = factors else {
                factors = self.factors(of: mask, contentRect: contentRect)
                continue
            }
            switch mask.mode {
            case "i", "d":
                factors = left + self.factors(of: mask, contentRect: contentRect)
            case "s":
                factors = left + inverseFactors(of: mask, contentRect: contentRect)
            case "f" where left.isEmpty:
                factors = inverseFactors(of: mask, contentRect: contentRect)
            case _ where left.isEmpty:
                break  // add or lighten to all of the layer
            default:
                guard let before = coverage(of: left, contentRect: contentRect),
                    let covered = coverage(of: mask, contentRect: contentRect)
                else {
                    log.report("an inverted mask combined with others by add, lighten or difference on a shape layer (drawn without this mask)", at: mask.path + ".inv")
                    continue
                }
                let combined =
                    mask.mode == "f"
                    ? MaskCoverage.union([.product(before, [.inverse(covered)]), .product(covered, [.inverse(before)])])
                    : before.adding(covered)
                // Each difference mask builds what came before twice: a long run of them would
                // double the layers each time.
                guard combined.layerCount <= Self.maximumMaskLayers else {
                    log.report("more masks than \(Self.maximumMaskLayers) layers express (drawn without this mask)", at: mask.path + ".mode")
                    continue
                }
                factors = [.coverage(combined)]
            }
        }
        var target = layer
        for factor in factors ?? [] {
            if case .opacity = factor {} else if target.mask == nil {
                apply(factor, to: target, name: layer.name.map { "\($0) (masks)" }, timeMap: timeMap)
                continue
            }
            let inner = makeContainer(name: layer.name.map { "\($0) (masked)" })
            apply(factor, to: inner, name: layer.name.map { "\($0) (masks)" }, timeMap: timeMap)
            target.addSublayer(inner)
            target = inner
        }
        return target
    }

    /// What `mask` covers (its path at its opacity; inverted, the rest of `contentRect` at
    /// it), as one coverage; nil for an inverted mask without a content rectangle.
    private func coverage(of mask: LottieMask, contentRect: CGRect?) -> MaskCoverage? {
        guard !mask.inverted || contentRect != nil else { return nil }
        return .shape(MaskShape(mask: mask, complement: mask.inverted ? contentRect : nil, opacity: .mask))
    }

    /// A product of factors as one coverage: a covering factor masked by the others, or the
    /// content rectangle masked by all of them; nil when only the content rectangle would do
    /// and there is none.
    private func coverage(of factors: [MaskFactor], contentRect: CGRect?) -> MaskCoverage? {
        if factors.count == 1, case .coverage(let coverage) = factors[0] { return coverage }
        if let index = factors.firstIndex(where: { if case .coverage = $0 { true } else { false } }),
            case .coverage(let base) = factors[index]
        {
            var rest = factors
            rest.remove(at: index)
            return .product(base, rest)
        }
        return contentRect.map { .product(.full($0), factors) }
    }

    /// The factors that multiply a layer by what `mask` covers.
    private func factors(of mask: LottieMask, contentRect: CGRect?) -> [MaskFactor] {
        if let covered = coverage(of: mask, contentRect: contentRect) { return [.coverage(covered)] }
        // Inverted on a shape layer: o × (1 − the path).
        let opaque = !mask.opacity.isAnimated && mask.opacity.initialValue >= 100
        let inverse = MaskFactor.inverse(.shape(MaskShape(mask: mask, complement: nil, opacity: .full)))
        return opaque ? [inverse] : [inverse, .opacity(mask.opacity)]
    }

    /// The factors that multiply a layer by 1 − what `mask` covers: After Effects subtracts a
    /// translucent mask by its opacity o, keeping 1 − o where the mask covers and all of the
    /// layer elsewhere.
    private func inverseFactors(of mask: LottieMask, contentRect: CGRect?) -> [MaskFactor] {
        let translucent = mask.opacity.isAnimated || mask.opacity.initialValue < 100
        guard contentRect != nil else {
            if !mask.inverted { return [.inverse(.shape(MaskShape(mask: mask, complement: nil, opacity: .mask)))] }
            if translucent {
                log.report("a translucent inverted subtract mask on a shape layer (drawn opaque)", at: mask.path + ".o")
            }
            return [.coverage(.shape(MaskShape(mask: mask, complement: nil, opacity: .full)))]
        }
        let kept = !mask.inverted  // the side of the path that is kept whole
        guard translucent else { return [.coverage(.shape(MaskShape(mask: mask, complement: kept ? contentRect : nil, opacity: .mask)))] }
        return [
            .coverage(
                .union([
                    .shape(MaskShape(mask: mask, complement: kept ? contentRect : nil, opacity: .full)),
                    .shape(MaskShape(mask: mask, complement: kept ? nil : contentRect, opacity: .remainder)),
                ]))
        ]
    }

    /// The most layers one layer's masks are drawn with.
    static let maximumMaskLayers = 512

    /// One filled shape of a mask layer: the mask's path, or `complement` (the content
    /// rectangle, grown by a point) with the path cut out; at the mask's opacity, fully opaque,
    /// or at what the mask's opacity leaves (1 − o).
    struct MaskShape {
        enum Opacity { case mask, full, remainder }
        var mask: LottieMask
        var complement: CGRect?
        var opacity: Opacity
    }

    /// A filled shape layer of `maskShape` (animated path and opacity, even-odd fill).
    func maskShapeLayer(_ maskShape: MaskShape, timeMap: TimeMap) -> CAShapeLayer {
        let mask = maskShape.mask
        let shape = opaqueFillLayer()
        let frame = maskShape.complement?.insetBy(dx: -1, dy: -1)
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
        return shape
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
