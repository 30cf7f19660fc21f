import Foundation
import Quartzite

extension LayerBuilder {
    /// Draws `document` from the glyph outlines of `chars` (``GlyphTextLayout``): every glyph's
    /// paths, scaled from size 100 to the document's size and moved to its place, make one
    /// path, filled (non-zero, as font outlines are) by one `CAShapeLayer` and stroked
    /// (centred on the outlines, mitred joins) by another, the stroke over or under the fill
    /// as `of` says. Animator colours and stroke widths animate those layers.
    ///
    /// With `perCharacter` animators (``LottieTextAnimator/appliesPerCharacter``) each glyph is
    /// drawn in a layer of its own, moved by each animator's position and faded towards its
    /// opacity by the share of the range that covers the character — lottie-web's
    /// `TextAnimatorProperty` (`letterO += (o − letterO) · share`, a translation by `p · share`,
    /// tracking by `t · share`) — sampled at every whole frame when anything animates.
    func buildGlyphText(
        _ document: LottieTextDocument, font: LottieFont?, style: TextStyle, perCharacter: [LottieTextAnimator] = [],
        into container: CALayer, timeMap: TimeMap
    ) {
        let face = document.glyphFace(font: font)
        var byCharacter: [String: LottieGlyph] = [:]
        for glyph in self.document.glyphs where glyph.family == face.family && glyph.style == face.style {
            if byCharacter[glyph.character] == nil { byCharacter[glyph.character] = glyph }
        }
        let layout = GlyphTextLayout(
            document: document, font: font, extraTracking: style.extraTracking / 1000 * document.size, glyph: { byCharacter[$0] })
        if !layout.missing.isEmpty {
            let list = layout.missing.map { "\"\($0)\"" }.joined(separator: ", ")
            log.report("characters with no glyph in chars (left out): \(list)", at: document.path + ".t")
        }
        let scale = document.size / 100
        func glyphPath(_ placed: [GlyphTextLayout.Placed]) -> CGMutablePath {
            let path = CGMutablePath()
            for glyph in placed {
                let transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: glyph.x, y: glyph.baseline))
                appendGlyph(glyph.glyph.shapes, transform: transform, to: path)
            }
            return path
        }
        guard !perCharacter.isEmpty else {
            addGlyphLayers(glyphPath(layout.glyphs), document: document, style: style, into: container, timeMap: timeMap)
            return
        }
        let count = document.characterCount
        let animates = perCharacter.contains(where: \.animatesPerCharacter)
        // Every glyph's state at each sampled frame, computed frame by frame for all glyphs at
        // once (a frame costs the characters plus the animators, not characters²).
        let frames = animates ? AnimationBuilder.sampleFrames(from: animations.fromFrame, to: animations.toFrame) : [animations.fromFrame]
        let states = frames.map {
            CharacterStates(layout: layout, animators: perCharacter, count: count, size: document.size,
                alignment: GlyphTextLayout.alignment(document.justification), atFrame: timeMap.localFrame($0))
        }
        for (number, placed) in layout.glyphs.enumerated() {
            let character = makeContainer(name: "character \(placed.index)")
            let first = states[0].glyphs[number]
            character.opacity = Float(first.opacity)
            character.position = first.offset
            if animates {
                animations.add(values: states.map { $0.glyphs[number].opacity }, atFrames: frames, to: character, keyPath: "opacity")
                animations.add(values: states.map { NSValue(cgPoint: $0.glyphs[number].offset) }, atFrames: frames, to: character, keyPath: "position")
            }
            addGlyphLayers(glyphPath([placed]), document: document, style: style, into: character, timeMap: timeMap)
            container.addSublayer(character)
        }
    }

    /// The fill and stroke layers of glyph outlines `path` (none when it is empty).
    private func addGlyphLayers(_ path: CGPath, document: LottieTextDocument, style: TextStyle, into container: CALayer, timeMap: TimeMap) {
        guard !path.isEmpty else { return }
        var layers: [CAShapeLayer] = []
        if let fill = style.fillColor {
            let layer = makeTextShapeLayer(path, name: "fill")
            layer.fillColor = Self.color(fill.initialValue)
            layer.strokeColor = nil
            animations.add(fill, to: layer, keyPath: "fillColor", timeMap: timeMap) { Self.color($0) }
            layers.append(layer)
        }
        if let stroke = style.strokeColor, let width = style.strokeWidth, width.isAnimated || width.initialValue > 0 {
            let layer = makeTextShapeLayer(path, name: "stroke")
            layer.fillColor = nil
            layer.strokeColor = Self.color(stroke.initialValue)
            animations.add(stroke, to: layer, keyPath: "strokeColor", timeMap: timeMap) { Self.color($0) }
            layer.lineWidth = max(0, width.initialValue)
            animations.add(width, to: layer, keyPath: "lineWidth", timeMap: timeMap) { max(0, $0) }
            layer.lineJoin = .miter
            layer.miterLimit = 4
            if document.strokeOverFill { layers.append(layer) } else { layers.insert(layer, at: 0) }
        }
        for layer in layers { container.addSublayer(layer) }
    }

    private func makeTextShapeLayer(_ path: CGPath, name: String) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.name = "text \(name)"
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        layer.path = path
        return layer
    }

    /// Appends the paths of a glyph's shape items (groups with their transforms, and paths;
    /// their first values) to `path`, mapped by `transform`. Styles inside glyphs are reported
    /// (the document's fill and stroke draw the text), as are items that are not paths.
    private func appendGlyph(_ items: [LottieShapeItem], transform: CGAffineTransform, to path: CGMutablePath) {
        for item in items where !item.isHidden {
            switch item.kind {
            case .group(let children, let t):
                if [t.anchor.isAnimated, t.scale.isAnimated, t.rotation.isAnimated, t.skew.isAnimated].contains(true)
                    || t.skew.initialValue != 0 || { if case .combined(let p) = t.position { return p.isAnimated } else { return true } }()
                {
                    log.report("animated, skewed or split transforms inside glyphs (the first values are used, without skew)", at: item.path)
                }
                appendGlyph(children, transform: Self.affine(t).concatenating(transform), to: path)
            case .rectangle, .ellipse, .star, .path:
                guard let geometry = shapeGeometry(item) else { continue }
                if geometry.isAnimated { log.report("animated glyph outlines (the first shape is used)", at: item.path) }
                geometry.initialValue.applying(transform).appending(to: path)
            case .fill, .stroke, .gradient:
                log.report("styles inside glyphs (the text document's fill and stroke draw the text)", at: item.path)
            case .unsupported:
                break  // reported when read
            default:
                log.report("shape items other than paths inside glyphs (left out)", at: item.path)
            }
        }
    }

    /// A group transform's first values as an affine map: q ↦ ((q − anchor) · scale · rotation)
    /// + position.
    static func affine(_ t: LottieTransformModel) -> CGAffineTransform {
        let a = t.anchor.initialValue, s = t.scale.initialValue
        var p: [Double] = [0, 0]
        switch t.position {
        case .combined(let value): p = value.initialValue
        case .split(let x, let y): p = [x.initialValue, y.initialValue]
        }
        let value = { (v: [Double], i: Int, d: Double) in i < v.count ? v[i] : d }
        return CGAffineTransform(translationX: -value(a, 0, 0), y: -value(a, 1, 0))
            .concatenating(CGAffineTransform(scaleX: value(s, 0, 100) / 100, y: value(s, 1, value(s, 0, 100)) / 100))
            .concatenating(CGAffineTransform(rotationAngle: t.rotation.initialValue * .pi / 180))
            .concatenating(CGAffineTransform(translationX: value(p, 0, 0), y: value(p, 1, 0)))
    }
}

extension BezierShape {
    /// The shape mapped by `t` (vertices as points, tangents as vectors).
    func applying(_ t: CGAffineTransform) -> BezierShape {
        let vector = { (v: CGPoint) in CGPoint(x: t.a * v.x + t.c * v.y, y: t.b * v.x + t.d * v.y) }
        return BezierShape(
            vertices: vertices.map { $0.applying(t) }, inTangents: inTangents.map(vector), outTangents: outTangents.map(vector),
            closed: closed)
    }
}

/// The opacity and offset of every glyph of a text at one frame under animators applied
/// character by character (``LottieTextAnimator/appliesPerCharacter``), as lottie-web's
/// `TextAnimatorProperty` computes them: each animator fades a character towards its opacity
/// by the share of the range covering it (`letterO += (o − letterO) · share`), moves it by
/// `p · share`, and adds tracking `t · share` (thousandths of an em) after it; a line's first
/// character takes none in left-aligned text, and centred and right-aligned lines move back by
/// half or all of what their characters add (`animatorJustifyOffset`).
struct CharacterStates {
    /// Per glyph of the layout, in order: opacity 0–1 and offset in points.
    var glyphs: [(opacity: Double, offset: CGPoint)]

    init(
        layout: GlyphTextLayout, animators: [LottieTextAnimator], count: Int, size: Double, alignment: Int, atFrame frame: Double
    ) {
        // The animators' values at this frame, evaluated once for every character.
        let ranges = animators.map { $0.selector?.range(count: count, atFrame: frame) }
        let opacities = animators.map { $0.opacity?.value(atFrame: frame) }
        let positions = animators.map { $0.position?.value(atFrame: frame) }
        let trackings = animators.map { $0.tracking?.value(atFrame: frame) }
        func share(_ animator: Int, _ index: Int) -> Double? {
            ranges[animator].map { LottieTextSelector.share(ofCharacter: index, in: $0) }
        }
        // Tracking: each line's running sum of what its characters add, less its share for the
        // alignment, by character index.
        var shift = [Double](repeating: 0, count: count)
        if trackings.contains(where: { $0 != nil }) {
            let factor = alignment == 2 ? 0.5 : alignment == 1 ? 1 : 0
            for line in layout.lines where !line.isEmpty {
                var running = 0.0
                for index in line where shift.indices.contains(index) {
                    if index == line.lowerBound && alignment == 0 { continue }
                    var added = 0.0
                    for animator in animators.indices {
                        guard let t = trackings[animator], let share = share(animator, index) else { continue }
                        added += t * share
                    }
                    running += added / 1000 * size
                    shift[index] = running
                }
                let back = running * factor
                for index in line where shift.indices.contains(index) { shift[index] -= back }
            }
        }
        glyphs = layout.glyphs.map { placed in
            var opacity = 100.0
            var offset = CGPoint(x: shift.indices.contains(placed.index) ? shift[placed.index] : 0, y: 0)
            for animator in animators.indices {
                guard let share = share(animator, placed.index) else { continue }
                if let o = opacities[animator] { opacity += (o - opacity) * share }
                if let p = positions[animator] {
                    offset.x += (p.first ?? 0) * share
                    offset.y += (p.count > 1 ? p[1] : 0) * share
                }
            }
            return (min(max(opacity, 0), 100) / 100, offset)
        }
    }
}
