import Foundation
import Quartzite

extension LayerBuilder {
    /// Builds a shape layer's items (or a group's) into `layer`, bottom to top. A style
    /// (fill, stroke, gradient) draws every path above it in its group, and the paths of the
    /// groups above it (it is handed down to them, drawn below their own content). A trim path
    /// changes every path above it, in its group and in the groups above it, for every style
    /// that draws them (`outerTrim`: the trim below the enclosing groups). Everything is drawn
    /// in the file's order (see `ShapeStep`).
    func buildShapes(
        _ allItems: [LottieShapeItem], into layer: CALayer, inherited: [LottieShapeItem], outerTrim: LottieShapeItem? = nil,
        timeMap: TimeMap
    ) {
        let items = allItems.filter { !$0.isHidden }
        // The positions of the cutting trims, styles and paths, lowest index first, and how many
        // of each lie before every index: the lookups below take time in proportion to what
        // they return, not to the group's length (a layer of 10,000 groups took minutes).
        let cuttingIndices = items.indices.filter { items[$0].isCuttingTrim }
        let styleIndices = items.indices.filter { items[$0].isStyle }
        /// For each index 0...items.count, how many of `indices` (ascending) are less than it.
        func countsBefore(_ indices: [Int]) -> [Int] {
            var result = [Int](repeating: 0, count: items.count + 1)
            var position = 0
            for index in items.indices {
                if position < indices.count && indices[position] == index { position += 1 }
                result[index + 1] = position
            }
            return result
        }
        let cuttingBefore = countsBefore(cuttingIndices), stylesBefore = countsBefore(styleIndices)
        /// How many trims at the end of the cutting list (and `outerTrim`) are reported already:
        /// the reported ones are always its tail, as each list is a tail of a longer one.
        var reportedTrims = 0
        /// The trim that changes the items at `index`, as lottie-ios picks it: the first trim
        /// below them in this group that can cut anything, else the enclosing groups'. Trims
        /// that keep the whole path are passed over; further cutting trims are reported (lottie-ios
        /// applies only the first, After Effects all of them in turn).
        func trim(below index: Int) -> LottieShapeItem? {
            let cutting = cuttingIndices[cuttingBefore[min(index + 1, items.count)]...].map { items[$0] } + (outerTrim.map { [$0] } ?? [])
            for ignored in cutting.dropFirst().dropLast(reportedTrims) {
                log.report("a trim path below another on the same paths (only the first is applied, as lottie-ios)", at: ignored.path)
            }
            reportedTrims = max(reportedTrims, cutting.count - 1)
            return cutting.first
        }
        // The lowest repeater copies everything above it; only the items below it are drawn here.
        // Each repeater above it nests one more level: beyond the deepest, repeaters are not drawn.
        var repeaterIndex = items.lastIndex { if case .repeater = $0.kind { return true } else { return false } } ?? -1
        if repeaterIndex >= 0 && repeaterDepth >= Self.maximumRepeaterDepth {
            log.report(
                "repeaters nested more than \(Self.maximumRepeaterDepth) deep (deeper ones draw their items once)",
                at: items[repeaterIndex].path)
            repeaterIndex = -1
        }
        let pathIndices = items.indices.filter { $0 > repeaterIndex && items[$0].isPath }
        let pathsBefore = countsBefore(pathIndices)
        /// The paths looked up so far with their trims, in order: each trim is looked up once.
        var pathsWithTrims: [(LottieShapeItem, LottieShapeItem?)] = []
        /// The paths above `end` (index less than it) that a style there draws, with their trims;
        /// nil when the animation's budget of styled paths is spent (see `spendStyledPaths`).
        let directPaths = { (end: Int, style: LottieShapeItem) -> [(LottieShapeItem, LottieShapeItem?)]? in
            let count = pathsBefore[end]
            guard self.spendStyledPaths(count, at: style.path) else { return nil }
            while pathsWithTrims.count < count {
                let index = pathIndices[pathsWithTrims.count]
                pathsWithTrims.append((items[index], trim(below: index)))
            }
            return Array(pathsWithTrims.prefix(count))
        }
        /// The styles that apply to the items at `index` from below it: this group's, then the
        /// enclosing groups' (none once the budget of styled paths is spent).
        func handedDown(from index: Int) -> [LottieShapeItem] {
            let styles = styleIndices[stylesBefore[index + 1]...]
            guard spendStyledPaths(styles.count + inherited.count, at: items[index].path) else { return [] }
            return styles.map { items[$0] } + inherited
        }
        // What this level draws, bottom to top: styles handed down from the enclosing groups
        // (lowest first), then this group's items from the last to the first.
        var steps: [ShapeStep] = inherited.reversed().compactMap { style in directPaths(items.count, style).map { .style(style, paths: $0) } }
        for index in items.indices.reversed() where index >= repeaterIndex {
            let item = items[index]
            switch item.kind {
            case .fill, .stroke, .gradient:
                if let paths = directPaths(index, item) { steps.append(.style(item, paths: paths)) }
            case .group(let children, let transform):
                steps.append(.sublayer {
                    // A group whose transform does nothing draws straight into this level.
                    if Self.isStillIdentity(transform) {
                        return self.buildShapes(
                            children, into: layer, inherited: handedDown(from: index), outerTrim: trim(below: index), timeMap: timeMap)
                    }
                    let chain = self.makeTransformLayers(transform, timeMap: timeMap, autoOrient: false, name: item.name)
                    chain.inner.opacity = Float(transform.opacity.initialValue / 100)
                    self.animations.add(transform.opacity, to: chain.inner, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
                    layer.addSublayer(chain.outer)
                    self.buildShapes(
                        children, into: chain.inner, inherited: handedDown(from: index), outerTrim: trim(below: index), timeMap: timeMap)
                    Self.foldStillGroup(chain, in: layer)
                })
            case .repeater(let repeater) where index == repeaterIndex:
                steps.append(.sublayer {
                    let replicator = self.makeReplicator(repeater, item: item, timeMap: timeMap)
                    layer.addSublayer(replicator.outer)
                    self.repeaterDepth += 1
                    defer { self.repeaterDepth -= 1 }
                    self.buildShapes(
                        Array(items[..<index]), into: replicator.inner, inherited: handedDown(from: index),
                        outerTrim: trim(below: index), timeMap: timeMap)
                })
            default:
                break
            }
        }
        for step in steps {
            switch step {
            case .style(let style, let paths): emit(style, paths: paths, into: layer, timeMap: timeMap)
            case .sublayer(let build): build()
            }
        }
    }

    /// Draws `paths` with `style`: one `CAShapeLayer` for all of them when at most one path is
    /// animated and no per-path trim applies, else one per path.
    private func emit(_ style: LottieShapeItem, paths: [(LottieShapeItem, LottieShapeItem?)], into layer: CALayer, timeMap: TimeMap) {
        guard !paths.isEmpty else { return }
        // Group paths by the trim that applies (trims are identified by their JSON path).
        var groups: [(trim: LottieShapeItem?, paths: [LottieShapeItem])] = []
        for (path, trim) in paths {
            if let index = groups.firstIndex(where: { $0.trim?.path == trim?.path }) {
                groups[index].paths.append(path)
            } else {
                groups.append((trim, [path]))
            }
        }
        for group in groups {
            // Under a trim "simultaneously" (`m: 1`) each path is trimmed by itself, a layer
            // each; "individually" (`m: 2`) the paths are trimmed as one sequence, in their
            // order, so they share a layer (its strokeStart and strokeEnd run over all of them),
            // as After Effects and lottie-ios's main-thread engine trim them. (lottie-ios's Core
            // Animation engine ignored `m` on strokes, which its maintainers call a bug: #1972.)
            var perPathTrim = false, trimmedTogether = false
            if let trim = group.trim, case .trim(_, _, _, let individually) = trim.kind {
                perPathTrim = group.paths.count > 1 && !individually
                trimmedTogether = group.paths.count > 1 && individually
            }
            let geometries = group.paths.compactMap { item in shapeGeometry(item).map { (item, $0) } }
            let animatedCount = geometries.filter { $0.1.isAnimated }.count
            // lottie-ios draws several paths with one layer (one fill rule across them, one
            // coverage where they overlap) only when all are Bézier paths (`sh`); rectangles,
            // ellipses and stars get a layer each. Several animated paths share a layer
            // sampled at every frame; under a trim in mode 1 they get a layer each.
            let allBezier = group.paths.allSatisfy { if case .path = $0.kind { return true } else { return false } }
            if !trimmedTogether && (perPathTrim || !allBezier || (animatedCount > 1 && group.trim != nil)) {
                for geometry in geometries { emit(style, geometry: [geometry.1], trim: group.trim, into: layer, timeMap: timeMap) }
            } else {
                emit(style, geometry: geometries.map(\.1), trim: group.trim, into: layer, timeMap: timeMap)
            }
        }
    }

    /// One layer drawing the union of `geometry` with `style`. One animated path keeps its
    /// keyframes; several (without a trim) are sampled together at every frame.
    private func emit(
        _ style: LottieShapeItem, geometry: [LottieAnimated<BezierShape>], trim: LottieShapeItem?, into layer: CALayer,
        timeMap: TimeMap
    ) {
        let sampledTogether = geometry.filter(\.isAnimated).count > 1
        let animated = sampledTogether ? nil : geometry.first(where: \.isAnimated)
        let statics = sampledTogether ? [] : geometry.filter { !$0.isAnimated }.map(\.initialValue)
        // A trim that wraps past the path's end draws on the path repeated twice (TrimRange).
        let strokes: Bool
        switch style.kind {
        case .stroke: strokes = true
        case .gradient(let gradient): strokes = gradient.stroke != nil
        default: strokes = false
        }
        let doubled = strokes && trimNeedsDoubledPath(trim, timeMap: timeMap)
        let makePath = { (shape: BezierShape?, offset: CGPoint) -> CGPath in
            let path = CGMutablePath()
            for _ in 0..<(doubled ? 2 : 1) {
                for s in statics { s.translated(dx: -offset.x, dy: -offset.y).appending(to: path, alwaysCurves: animated != nil) }
                shape?.translated(dx: -offset.x, dy: -offset.y).appending(to: path, alwaysCurves: true)
            }
            return path
        }
        /// The whole path at `frame` (nil: the first values).
        let pathAt = { (frame: Double?, offset: CGPoint) -> CGPath in
            guard sampledTogether else { return makePath(animated.map { a in frame.map(a.value(atFrame:)) ?? a.initialValue }, offset) }
            let path = CGMutablePath()
            for _ in 0..<(doubled ? 2 : 1) {
                for g in geometry {
                    let shape = frame.map(g.value(atFrame:)) ?? g.initialValue
                    shape.translated(dx: -offset.x, dy: -offset.y).appending(to: path, alwaysCurves: true)
                }
            }
            return path
        }
        let initialPath = pathAt(nil, .zero)
        let shapeLayer = CAShapeLayer()
        shapeLayer.name = style.name
        shapeLayer.anchorPoint = .zero
        shapeLayer.bounds = .zero
        shapeLayer.position = .zero
        let addPathAnimation = { (target: CAShapeLayer, offset: CGPoint) in
            if !strokes, let trim, case .trim(let start, let end, let trimOffset, _) = trim.kind {
                // A fill under a trim fills the trimmed path (TrimmedFill), sampled at every
                // frame when the shape or the trim moves.
                let trimmedAt = { (frame: Double?) -> CGPath in
                    let value = { (v: LottieAnimated<Double>) in frame.map(v.value(atFrame:)) ?? v.initialValue }
                    let range = TrimRange(startPercent: value(start), endPercent: value(end), offsetDegrees: value(trimOffset))
                    return TrimmedFill.path(pathAt(frame, offset), range: range)
                }
                target.path = trimmedAt(nil)
                if animated != nil || sampledTogether || start.isAnimated || end.isAnimated || trimOffset.isAnimated {
                    self.animations.add(sampling: { trimmedAt($0) }, to: target, keyPath: "path", timeMap: timeMap, holding: true) { $0 }
                }
                return
            }
            if sampledTogether {
                target.path = pathAt(nil, offset)
                self.animations.add(sampling: { pathAt($0, offset) }, to: target, keyPath: "path", timeMap: timeMap) { $0 }
                return
            }
            target.path = makePath(animated?.initialValue, offset)
            if let animated {
                self.animations.add(animated, to: target, keyPath: "path", timeMap: timeMap) { makePath($0, offset) }
            }
        }
        switch style.kind {
        case .fill(let color, let opacity, let evenOdd):
            addPathAnimation(shapeLayer, .zero)
            shapeLayer.strokeColor = nil
            shapeLayer.fillRule = evenOdd ? .evenOdd : .nonZero
            shapeLayer.fillColor = Self.color(color.initialValue)
            animations.add(color, to: shapeLayer, keyPath: "fillColor", timeMap: timeMap) { Self.color($0) }
            applyOpacity(opacity, to: shapeLayer, timeMap: timeMap)
            layer.addSublayer(shapeLayer)
        case .stroke(let stroke):
            addPathAnimation(shapeLayer, .zero)
            shapeLayer.fillColor = nil
            shapeLayer.strokeColor = Self.color(stroke.color.initialValue)
            animations.add(stroke.color, to: shapeLayer, keyPath: "strokeColor", timeMap: timeMap) { Self.color($0) }
            applyStroke(stroke, to: shapeLayer, timeMap: timeMap, path: style.path)
            applyOpacity(stroke.opacity, to: shapeLayer, timeMap: timeMap)
            applyTrim(trim, to: shapeLayer, doubled: doubled, timeMap: timeMap)
            layer.addSublayer(shapeLayer)
        case .gradient(let gradient):
            emitGradient(
                gradient, style: style, initialPath: initialPath, mask: shapeLayer, setPath: addPathAnimation, trim: trim,
                doubledTrim: doubled,
                into: layer, timeMap: timeMap,
                pathBounds: geometry.flatMap(\.keyframes).reduce(initialPath.boundingBoxOfPath) { box, key in
                    box.union(key.value.makePath().boundingBoxOfPath)
                })
        default:
            break
        }
    }

    private func applyOpacity(_ opacity: LottieAnimated<Double>, to layer: CALayer, timeMap: TimeMap) {
        layer.opacity = Float(opacity.initialValue / 100)
        animations.add(opacity, to: layer, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
    }

    func applyStroke(_ stroke: LottieStroke, to layer: CAShapeLayer, timeMap: TimeMap, path: String) {
        layer.lineWidth = stroke.width.initialValue
        animations.add(stroke.width, to: layer, keyPath: "lineWidth", timeMap: timeMap) { $0 }
        layer.lineCap = [1: .butt, 2: .round, 3: .square][stroke.cap] ?? .butt
        layer.lineJoin = [1: .miter, 2: .round, 3: .bevel][stroke.join] ?? .round
        layer.miterLimit = stroke.miterLimit
        if !stroke.dashes.isEmpty {
            if stroke.dashes.contains(where: \.isAnimated) { log.report("animated dash lengths (the first value is used)", at: path + ".d") }
            var pattern = stroke.dashes.map { $0.initialValue }
            if pattern.count % 2 == 1 { pattern += pattern }
            if pattern.contains(where: { $0 > 0 }) {
                layer.lineDashPattern = pattern.map { NSNumber(value: max(0, $0)) }
                if let offset = stroke.dashOffset {
                    layer.lineDashPhase = offset.initialValue
                    animations.add(offset, to: layer, keyPath: "lineDashPhase", timeMap: timeMap) { $0 }
                }
            }
        }
    }

    /// An opaque RGB colour from a Lottie colour array on the 0–1 scale (the reader brings
    /// 0–255 keyframes to it: ``AnimatedValueReader/color(_:)``), each component clamped to 0…1
    /// (an overshooting easing passes beyond them). Alpha comes from the style's opacity.
    static func color(_ components: [Double]) -> CGColor {
        let c = { (i: Int) in i < components.count ? min(max(components[i], 0), 1) : 0 }
        return CGColor(red: c(0), green: c(1), blue: c(2), alpha: 1)
    }
}

extension LayerBuilder {
    /// Key paths of a shape layer's own drawing, which a group's still transform does not touch.
    private static let shapeContentKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase",
        "lineDashPattern", "miterLimit",
    ]

    /// A group whose transform layer is one still layer (nothing of it animates) around a single
    /// plain shape layer (at the origin, untransformed, opaque, animating only its drawing):
    /// the shape layer takes the group layer's place, position, transform, anchor and opacity
    /// — the same picture with one layer less to build and visit every frame.
    static func foldStillGroup(_ chain: TransformLayers, in parent: CALayer) {
        let group = chain.outer
        guard chain.outer === chain.inner, group.animationKeys() == nil, group.mask == nil,
            let sublayers = group.sublayers, sublayers.count == 1, let shape = sublayers[0] as? CAShapeLayer,
            shape.mask == nil, shape.sublayers == nil, shape.position == .zero, shape.bounds == .zero,
            shape.anchorPoint == .zero, CATransform3DIsIdentity(shape.transform), shape.opacity == 1, !shape.isHidden,
            (shape.animationKeys() ?? []).allSatisfy({ key in
                (shape.animation(forKey: key) as? CAPropertyAnimation)?.keyPath.map { shapeContentKeys.contains($0) } == true
            })
        else { return }
        parent.replaceSublayer(group, with: shape)
        shape.position = group.position
        shape.transform = group.transform
        shape.bounds = group.bounds
        shape.opacity = group.opacity
    }
}
