import Foundation
import Quartzite

/// How much of a layer a set of masks leaves, as an expression of layer alphas that Core
/// Animation composites: mask shapes, their union (sublayers drawn source-over) and a coverage
/// masked by others (`mask`, or `maskMode = .alphaInverted` for 1 − a coverage). ``build`` makes
/// fresh layers every time it is called, so one coverage can appear twice in an expression.
indirect enum MaskCoverage {
    /// One filled mask shape (its path or its complement, at an opacity).
    case shape(LayerBuilder.MaskShape)
    /// The layer's content rectangle, fully covered.
    case full(CGRect)
    /// Any of them: a + b − ab.
    case union([MaskCoverage])
    /// `base` multiplied by each factor in turn.
    case product(MaskCoverage, [MaskFactor])

    /// How many layers ``LayerBuilder/build(_:name:timeMap:)`` makes for it (each use of a
    /// coverage in an expression builds it again).
    var layerCount: Int {
        switch self {
        case .shape, .full: 1
        case .union(let terms): 1 + terms.reduce(0) { $0 + $1.layerCount }
        case .product(let base, let factors):
            base.layerCount
                + factors.reduce(0) { count, factor in
                    switch factor {
                    case .coverage(let c), .inverse(let c): count + 1 + c.layerCount
                    case .opacity: count + 1
                    }
                }
        }
    }

    /// `self ∪ other`, one union rather than nested ones.
    func adding(_ other: MaskCoverage) -> MaskCoverage {
        switch (self, other) {
        case (.union(let a), .union(let b)): .union(a + b)
        case (.union(let a), _): .union(a + [other])
        case (_, .union(let b)): .union([self] + b)
        default: .union([self, other])
        }
    }
}

/// A factor a coverage (or a layer's content) is multiplied by.
enum MaskFactor {
    /// × the coverage.
    case coverage(MaskCoverage)
    /// × (1 − the coverage).
    case inverse(MaskCoverage)
    /// × an opacity (percent), animated.
    case opacity(LottieAnimated<Double>)
}

extension LayerBuilder {
    /// The layers of `coverage`: a container whose alpha is the coverage.
    func build(_ coverage: MaskCoverage, name: String?, timeMap: TimeMap) -> CALayer {
        switch coverage {
        case .shape, .full, .union:
            // A container of the terms' layers (a leaf is a union of one).
            let terms: [MaskCoverage] = if case .union(let terms) = coverage { terms } else { [coverage] }
            let container = makeContainer(name: name)
            for term in terms {
                container.addSublayer(leafLayer(term, timeMap: timeMap) ?? build(term, name: nil, timeMap: timeMap))
            }
            return container
        case .product(let base, let factors):
            var layer = build(base, name: nil, timeMap: timeMap)
            for factor in factors {
                let wrapper = makeContainer(name: nil)
                wrapper.addSublayer(layer)
                apply(factor, to: wrapper, name: nil, timeMap: timeMap)
                layer = wrapper
            }
            layer.name = name
            return layer
        }
    }

    /// The shape layer of a leaf coverage (a mask shape, the content rectangle), nil for the
    /// others.
    private func leafLayer(_ coverage: MaskCoverage, timeMap: TimeMap) -> CAShapeLayer? {
        switch coverage {
        case .shape(let shape): maskShapeLayer(shape, timeMap: timeMap)
        case .full(let rect): filledRectangle(rect.insetBy(dx: -1, dy: -1))
        default: nil
        }
    }

    /// Multiplies `layer` (and its sublayers) by `factor`: its mask, or its opacity.
    func apply(_ factor: MaskFactor, to layer: CALayer, name: String?, timeMap: TimeMap) {
        switch factor {
        case .coverage(let coverage):
            layer.mask = build(coverage, name: name, timeMap: timeMap)
        case .inverse(let coverage):
            let mask = build(coverage, name: name, timeMap: timeMap)
            mask.maskMode = .alphaInverted
            layer.mask = mask
        case .opacity(let opacity):
            layer.opacity = Float(opacity.initialValue / 100)
            animations.add(opacity, to: layer, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
        }
    }

    /// A zero-size shape layer at (0, 0) filling its path opaque black, unstroked: a mask's
    /// coverage.
    func opaqueFillLayer() -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        shape.bounds = .zero
        shape.position = .zero
        shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shape.strokeColor = nil
        return shape
    }

    private func filledRectangle(_ rect: CGRect) -> CAShapeLayer {
        let shape = opaqueFillLayer()
        shape.path = CGPath(rect: rect, transform: nil)
        return shape
    }
}
