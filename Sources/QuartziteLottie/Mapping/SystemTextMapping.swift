import Foundation
import Quartzite

extension LayerBuilder {
    /// Draws `document` with a system font found by family and style through fontconfig (a
    /// family the system lacks is replaced by its closest match): `CATextLayer`s with an
    /// attributed string (font, fill colour, tracking as `kern`, stroke as `strokeWidth` and
    /// `strokeColor`), placed by their baselines (``TextBaselineLayout``) as After Effects
    /// places text: point text's first baseline on the layer's origin, justified about x = 0;
    /// box text wrapped in the box's width, its first baseline the font's ascent below the box's
    /// top; lines a line height apart. The stroke is a second layer under or over the fill.
    ///
    /// Animated fill and stroke colours or stroke widths (from animators) cannot change an
    /// attributed string: their first values are used, and they are reported.
    func buildSystemText(_ document: LottieTextDocument, font: LottieFont?, style: TextStyle, into container: CALayer) {
        for (property, name) in [(style.fillColor?.isAnimated, "fill colours"), (style.strokeColor?.isAnimated, "stroke colours"),
                                 (style.strokeWidth?.isAnimated, "stroke widths")] where property == true {
            log.report("animated text \(name) with a system font (the first value is used)", at: document.path)
        }
        let fontName = systemFontName(family: font?.family ?? document.fontName, style: font?.style ?? "Regular", document: document)
        let text = document.paragraphs.joined(separator: "\n")
        guard !text.isEmpty else { return }
        var attributes: [NSAttributedString.Key: Any] = [
            .font: CTFont(name: fontName, size: document.size),
            .kern: document.trackingPoints + style.extraTracking / 1000 * document.size,
        ]
        var layers: [CATextLayer] = []
        if let fill = style.fillColor {
            attributes[.foregroundColor] = Self.color(fill.initialValue)
            layers.append(makeSystemTextLayer(NSAttributedString(string: text, attributes: attributes), document: document, font: font, name: "fill"))
        }
        if let stroke = style.strokeColor, let width = style.strokeWidth?.initialValue, width > 0 {
            attributes[.foregroundColor] = Self.color(stroke.initialValue)
            attributes[.strokeColor] = Self.color(stroke.initialValue)
            attributes[.strokeWidth] = width / document.size * 100
            let layer = makeSystemTextLayer(NSAttributedString(string: text, attributes: attributes), document: document, font: font, name: "stroke")
            if document.strokeOverFill { layers.append(layer) } else { layers.insert(layer, at: 0) }
        }
        for layer in layers { container.addSublayer(layer) }
    }

    private func makeSystemTextLayer(_ string: NSAttributedString, document: LottieTextDocument, font: LottieFont?, name: String) -> CATextLayer {
        let layer = CATextLayer()
        layer.name = "text \(name)"
        layer.string = string
        layer.anchorPoint = .zero
        layer.position = .zero
        layer.alignmentMode = [1: .right, 2: .center][GlyphTextLayout.alignment(document.justification)] ?? .left
        var firstBaseline = -document.baselineShift
        if let box = document.boxSize {
            let origin = document.boxPosition ?? .zero
            // The layer's coordinates are its container's: its bounds' corner at that point.
            layer.bounds = CGRect(origin: origin, size: box)
            layer.position = origin
            layer.isWrapped = true
            firstBaseline += Double(origin.y) + (font?.ascent ?? GlyphTextLayout.defaultAscent) / 100 * document.size
        } else {
            layer.bounds = .zero
        }
        layer.baselineLayout = TextBaselineLayout(firstBaseline: firstBaseline, lineSpacing: document.lineHeight)
        return layer
    }

    /// The `CATextLayer` font name of a family and an After Effects style: the family with a
    /// PostScript-style suffix for bold, italic and bold italic; other styles (light, medium,
    /// black, …) are drawn as the nearest of those and reported.
    private func systemFontName(family: String, style: String, document: LottieTextDocument) -> String {
        let words = Set(style.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init))
        let bold = !words.isDisjoint(with: ["bold", "black", "heavy", "semibold", "extrabold", "ultrabold", "demibold"])
        let italic = !words.isDisjoint(with: ["italic", "oblique"])
        let plain: Set<String> = ["regular", "roman", "normal", "book", "plain", "bold", "italic", "oblique"]
        if !words.isSubset(of: plain) {
            let drawn = bold ? (italic ? "bold italic" : "bold") : (italic ? "italic" : "regular")
            log.report("font style \"\(style)\" (drawn \(drawn))", at: document.path + ".f")
        }
        switch (bold, italic) {
        case (true, true): return "\(family)-BoldItalic"
        case (true, false): return "\(family)-Bold"
        case (false, true): return "\(family)-Italic"
        case (false, false): return family
        }
    }
}
