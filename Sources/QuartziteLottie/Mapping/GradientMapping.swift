import Foundation
import Quartzite

extension LayerBuilder {
    /// A gradient fill or stroke: a `CAGradientLayer` masked by the shape (filled, or stroked
    /// with the stroke's width, caps, joins, dashes and trim), as lottie-ios draws them.
    /// Linear gradients map to `.axial`, radial ones to `.radial` (a circle about the start
    /// point through the end point, both animated; with a highlight, a ``FocalRadialGradientLayer``
    /// drawing from the focal point the highlight places). Colour stops
    /// come from `g.k`, each with the opacity at its offset; opacity stops elsewhere are stops
    /// of their own (``gradientStops(_:count:mergingOpacityStops:)``). The gradient layer is
    /// a square covering `pathBounds` (every keyframe's path) and the stroke's reach.
    func emitGradient(
        _ gradient: LottieGradient, style: LottieShapeItem, initialPath: CGPath, mask: CAShapeLayer,
        setPath: (CAShapeLayer, CGPoint) -> Void, trim: LottieShapeItem?, doubledTrim: Bool, into layer: CALayer, timeMap: TimeMap,
        pathBounds: CGRect
    ) {
        let point = { (v: [Double]) in CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0) }
        let start = point(gradient.start.initialValue), end = point(gradient.end.initialValue)
        var box = initialPath.boundingBoxOfPath
        box = box.union(pathBounds)
        if box.isNull { return }
        let reach = (gradient.stroke?.width.keyframes.map(\.value).max() ?? gradient.stroke?.width.initialValue ?? 0) / 2 + 1
        box = box.insetBy(dx: -reach, dy: -reach)
        if box.width <= 0 || box.height <= 0 { return }
        // A square layer: Core Animation places startPoint and endPoint in unit coordinates, so
        // an axial gradient's bands are perpendicular to its axis only when the layer is square
        // (on a 1:2 layer they lean by the aspect ratio). lottie-ios pads its gradient layer by
        // 10,000 points on every side for the same reason; the mask clips to the shape.
        let side = max(box.width, box.height)
        // A radial gradient with a highlight draws from its focal point (a layer of its own);
        // the rest are `CAGradientLayer`s.
        let highlight = gradient.type == 2 ? gradient.highlight : nil
        let gradientLayer: CALayer = highlight != nil ? FocalRadialGradientLayer() : CAGradientLayer()
        gradientLayer.name = style.name
        gradientLayer.anchorPoint = .zero
        gradientLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        gradientLayer.position = box.origin
        let unit = { (p: CGPoint) in CGPoint(x: (p.x - box.minX) / side, y: (p.y - box.minY) / side) }
        if gradient.type == 2 {
            (gradientLayer as? CAGradientLayer)?.type = .radial
            // The circle about the start point through the end point: `endPoint` is the
            // corner of its bounding square (Core Animation's radial gradients are ellipses
            // spanning startPoint…endPoint on each axis), as lottie-ios maps it. The focal
            // point lies the highlight's length (percent of the radius, within ±99 %) from the
            // centre at its angle from the start–end axis, as lottie-web and Skottie place it.
            typealias Radial = (start: CGPoint, end: CGPoint, focal: CGPoint)
            let radial = { (start: CGPoint, end: CGPoint, length: Double, angle: Double) -> Radial in
                let radius = hypot(end.x - start.x, end.y - start.y)
                let turn = atan2(end.y - start.y, end.x - start.x) + angle * .pi / 180
                let reach = radius * min(max(length / 100, -0.99), 0.99)
                let focal = CGPoint(x: start.x + reach * cos(turn), y: start.y + reach * sin(turn))
                return (unit(start), unit(CGPoint(x: start.x + radius, y: start.y + radius)), unit(focal))
            }
            let at = { (frame: Double?) -> Radial in
                let value = { (v: LottieAnimated<[Double]>) in point(frame.map(v.value(atFrame:)) ?? v.initialValue) }
                let scalar = { (v: LottieAnimated<Double>?) in v.map { frame.map($0.value(atFrame:)) ?? $0.initialValue } ?? 0 }
                return radial(value(gradient.start), value(gradient.end), scalar(highlight?.length), scalar(highlight?.angle))
            }
            let initial = at(nil)
            gradientLayer.setValue(initial.start, forKey: "startPoint")
            gradientLayer.setValue(initial.end, forKey: "endPoint")
            if highlight != nil { gradientLayer.setValue(initial.focal, forKey: "focalPoint") }
            let animated = [gradient.start.isAnimated, gradient.end.isAnimated, highlight?.length.isAnimated == true,
                            highlight?.angle.isAnimated == true].contains(true)
            if animated {
                // The radius depends on both points, whose keyframes need not line up: both
                // are sampled at every frame (exact at whole frames), as lottie-ios combines
                // their keyframes.
                let sample = { (frame: Double) in at(frame) }
                animations.add(sampling: sample, to: gradientLayer, keyPath: "startPoint", timeMap: timeMap) { $0.start }
                animations.add(sampling: sample, to: gradientLayer, keyPath: "endPoint", timeMap: timeMap) { $0.end }
                if highlight != nil {
                    animations.add(sampling: sample, to: gradientLayer, keyPath: "focalPoint", timeMap: timeMap) { $0.focal }
                }
            }
        } else if let axial = gradientLayer as? CAGradientLayer {
            axial.type = .axial
            axial.startPoint = unit(start)
            axial.endPoint = unit(end)
            animations.add(gradient.start, to: axial, keyPath: "startPoint", timeMap: timeMap) { unit(point($0)) }
            animations.add(gradient.end, to: axial, keyPath: "endPoint", timeMap: timeMap) { unit(point($0)) }
        }
        // Opacity stops between the colour stops become stops of their own (in every keyframe,
        // so that the number of stops never changes).
        let merging = ([gradient.stops.initialValue] + gradient.stops.keyframes.map(\.value)).contains {
            Self.hasOpacityStopsOffColourStops($0, count: gradient.colorStopCount)
        }
        let stops = { (values: [Double]) in
            Self.gradientStops(values, count: gradient.colorStopCount, mergingOpacityStops: merging)
        }
        let initial = stops(gradient.stops.initialValue)
        gradientLayer.setValue(initial.colors, forKey: "colors")
        gradientLayer.setValue(initial.locations.map { NSNumber(value: $0) }, forKey: "locations")
        if gradient.stops.isAnimated {
            let sameCount = gradient.stops.keyframes.allSatisfy { $0.value.count == gradient.stops.initialValue.count }
            if sameCount {
                animations.add(gradient.stops, to: gradientLayer, keyPath: "colors", timeMap: timeMap) { stops($0).colors }
                animations.add(gradient.stops, to: gradientLayer, keyPath: "locations", timeMap: timeMap) {
                    stops($0).locations.map { NSNumber(value: $0) }
                }
            } else {
                log.report("gradient keyframes with different numbers of stops (the first is used)", at: style.path + ".g")
            }
        }
        gradientLayer.opacity = Float(gradient.opacity.initialValue / 100)
        animations.add(gradient.opacity, to: gradientLayer, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }

        setPath(mask, box.origin)
        // lottie-ios applies the style's opacity to each layer it draws the gradient with: the
        // colour gradient, the opacity gradient masking it (when an opacity stop is below 1)
        // and a gradient stroke's stroked mask — so the gradient shows at opacity², or ³.
        let hasOpacityGradient = ([gradient.stops.initialValue] + gradient.stops.keyframes.map(\.value)).contains {
            Self.splitStops($0, count: gradient.colorStopCount).alphas.contains { $0.alpha < 0.999 }
        }
        let extraFactors = (hasOpacityGradient ? 1 : 0) + (gradient.stroke != nil ? 1 : 0)
        if extraFactors >= 1 {
            mask.opacity = Float(gradient.opacity.initialValue / 100)
            animations.add(gradient.opacity, to: mask, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
        }
        let maskColor = { (opacity: Double) in
            CGColor(red: 0, green: 0, blue: 0, alpha: extraFactors >= 2 ? min(max(opacity / 100, 0), 1) : 1)
        }
        if let stroke = gradient.stroke {
            mask.fillColor = nil
            mask.strokeColor = maskColor(gradient.opacity.initialValue)
            if extraFactors >= 2 {
                animations.add(gradient.opacity, to: mask, keyPath: "strokeColor", timeMap: timeMap) { maskColor($0) }
            }
            applyStroke(stroke, to: mask, timeMap: timeMap, path: style.path)
            applyTrim(trim, to: mask, doubled: doubledTrim, timeMap: timeMap)
        } else {
            mask.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            mask.fillRule = gradient.evenOdd ? .evenOdd : .nonZero
        }
        gradientLayer.mask = mask
        if highlight != nil {
            // A smooth gradient: at most 2,048 pixels a side (a larger backing store would cost
            // more than it shows, and one past 16,384 would not be drawn at all).
            gradientLayer.contentsScale = min(1, 2048 / side)
            gradientLayer.setNeedsDisplay()
        }
        layer.addSublayer(gradientLayer)
    }

    /// Colours and locations of `count` colour stops (offset, r, g, b) with alpha from the
    /// (offset, alpha) pairs that follow, interpolated at each colour stop's offset; with
    /// `mergingOpacityStops`, colour and opacity each change linearly between their own stops
    /// and jump where two of their stops share an offset — lottie-ios draws the colours and the
    /// opacities as two gradients, one masking the other. Merged, every colour and opacity stop
    /// becomes two stops at its offset (the values just before and just after it), so that the
    /// number of stops is the same in every keyframe of an animated gradient.
    static func gradientStops(
        _ values: [Double], count: Int, mergingOpacityStops: Bool = false
    ) -> (colors: [CGColor], locations: [Double]) {
        let (colourStops, alphaStops) = splitStops(values, count: count)
        let rgbStops = colourStops.map { ($0.offset, [Double($0.color.red), Double($0.color.green), Double($0.color.blue)]) }
        let alphas = alphaStops.map { ($0.offset, [$0.alpha]) }
        func alpha(_ offset: Double, side: Side) -> Double {
            alphas.isEmpty ? 1 : min(max(value(of: alphas, at: offset, side: side)[0], 0), 1)
        }
        guard mergingOpacityStops && !rgbStops.isEmpty else {
            let colors = rgbStops.map { stop in
                CGColor(red: stop.1[0], green: stop.1[1], blue: stop.1[2], alpha: alpha(stop.0, side: .before))
            }
            // One stop is one colour everywhere; Core Animation draws no gradient of one colour.
            if colors.count == 1 { return (colors + colors, [rgbStops[0].0, rgbStops[0].0]) }
            return (colors, rgbStops.map(\.0))
        }
        // Offsets in order (stable: colour stops before opacity stops at the same offset).
        let offsets = (rgbStops.map(\.0) + alphas.map(\.0)).enumerated()
            .sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.element)
        var colors: [CGColor] = [], locations: [Double] = []
        for offset in offsets {
            for side in [Side.before, .after] {
                let rgb = value(of: rgbStops, at: offset, side: side)
                colors.append(CGColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha(offset, side: side)))
                locations.append(offset)
            }
        }
        return (colors, locations)
    }

    /// Whether the opacity stops of `values` need stops of their own: some lie off the colour
    /// stops (sampling the opacity at the colour stops would lose them), or two share an offset
    /// (the opacity jumps there).
    static func hasOpacityStopsOffColourStops(_ values: [Double], count: Int) -> Bool {
        let (colourStops, alphaStops) = splitStops(values, count: count)
        let off = alphaStops.contains { a in !colourStops.contains { abs($0.offset - a.offset) < 1e-9 } }
        let jumps = zip(alphaStops, alphaStops.dropFirst()).contains { abs($0.offset - $1.offset) < 1e-9 && $0.alpha != $1.alpha }
        return off || jumps
    }

    /// The colour stops (offset, colour) and opacity stops (offset, alpha) of a Lottie
    /// gradient's values.
    static func splitStops(
        _ values: [Double], count: Int
    ) -> (colours: [(offset: Double, color: CGColor)], alphas: [(offset: Double, alpha: Double)]) {
        let n = max(0, min(count, values.count / 4))
        var colours: [(offset: Double, color: CGColor)] = []
        for stop in 0..<n {
            let rgb: [Double] = Array(values[(stop * 4 + 1)..<(stop * 4 + 4)])
            colours.append((offset: values[stop * 4], color: color(rgb)))
        }
        let alphaValues = Array(values.dropFirst(n * 4))
        var alphas: [(offset: Double, alpha: Double)] = []
        var index = 0
        while index + 1 < alphaValues.count {
            alphas.append((offset: alphaValues[index], alpha: alphaValues[index + 1]))
            index += 2
        }
        return (colours, alphas)
    }

    /// Which side of a stop's offset a value is taken from, where two stops share it.
    enum Side { case before, after }

    /// The value at `offset` of stops (offset, components), linear between them and held
    /// beyond the first and the last; where stops share the offset, the first of them
    /// (`before`) or the last (`after`).
    static func value(of stops: [(Double, [Double])], at offset: Double, side: Side) -> [Double] {
        guard let first = stops.first, let last = stops.last else { return [] }
        let here = stops.filter { $0.0 == offset }
        if let stop = side == .before ? here.first : here.last { return stop.1 }
        if offset <= first.0 { return first.1 }
        if offset >= last.0 { return last.1 }
        for (a, b) in zip(stops, stops.dropFirst()) where offset < b.0 {
            guard b.0 > a.0 else { return b.1 }
            let f = (offset - a.0) / (b.0 - a.0)
            return zip(a.1, b.1).map { $0 + ($1 - $0) * f }
        }
        return last.1
    }
}
