import Quartzite

/// A `CATextLayer`'s text at one resolution: its runs with every attribute resolved (font
/// family, weight, slant, pixel size, colour, kerning, stroke), the wrapping, truncation and
/// alignment, and the bounds it is laid out and clipped in. Rasterized by ``TextRasterizer``
/// (pango over cairo) into an image of ⌈bounds size × scale⌉ pixels covering the bounds; with
/// a ``TextBaselineLayout``, into an image covering the glyphs wherever they fall.
struct TextRecipe: ContentRecipe {
    /// A run of text with its resolved attributes.
    struct Run: Hashable, Sendable {
        var text: String
        var face: FontFace
        /// Pixels per em (points × scale).
        var pixelSize: Double
        var color: CGColor
        /// Pixels added after each character.
        var kern: Double = 0
        /// Percent of the font size: positive strokes only, negative fills and strokes.
        var strokeWidth: Double = 0
        /// The stroke's colour (the run's colour when the attribute names none).
        var strokeColor: CGColor?

        /// Whether the run's glyphs are filled.
        var fills: Bool { strokeWidth <= 0 && color.alpha > 0 }
        /// The stroke's width in pixels at the recipe's scale, 0 when it draws no stroke.
        var strokePixels: Double {
            guard strokeWidth != 0, (strokeColor ?? color).alpha > 0 else { return 0 }
            return min(abs(strokeWidth), 1000) / 100 * pixelSize
        }
    }

    /// A font family with a weight and a slant (from a name such as `"Helvetica-BoldOblique"`).
    struct FontFace: Hashable, Sendable {
        var family: String
        var bold = false
        var italic = false
    }

    var runs: [Run]
    var wrapped: Bool
    var truncation: CATextLayerTruncationMode
    var alignment: CATextLayerAlignmentMode
    /// The layer's bounds, in points.
    var bounds: CGRect
    /// Lines placed by their baselines (package-level), or nil.
    var baseline: TextBaselineLayout?
    /// Pixels per point.
    var scale: Double

    /// The recipe for presentation values `p` at `scale` pixels per point, or nil when nothing
    /// would be drawn (no string, empty bounds, only transparent text).
    init?(_ p: LayerProperties, scale: Double) {
        typealias Key = CATextLayer.Key
        let baseline = p.extensionValue(Key.baselineLayout, as: TextBaselineLayout.self)
        guard let string = p.extensionValue(Key.string, as: TextLayerString.self), !string.text.isEmpty,
            baseline != nil || (p.bounds.width > 0 && p.bounds.height > 0), p.bounds.width.isFinite,
            p.bounds.height.isFinite, p.bounds.minX.isFinite, p.bounds.minY.isFinite
        else { return nil }
        if let baseline, !baseline.firstBaseline.isFinite || !(baseline.lineSpacing?.isFinite ?? true) { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        if string.isAttributed {
            // Core Text's defaults for what a run does not say (the layer's font, fontSize and
            // foregroundColor apply to plain strings only).
            runs = string.runs.map { run in
                Run(
                    text: run.text, face: Self.face(named: run.fontName ?? CATextLayer.defaultFontName),
                    pixelSize: Self.pixelSize(run.fontSize ?? 12, scale: s), color: run.color ?? .black,
                    kern: min(max(run.kern * s, -4096), 4096), strokeWidth: run.strokeWidth, strokeColor: run.strokeColor)
            }
        } else {
            guard let color = p.extensionColor(Key.foregroundColor, default: CATextLayer.white) else { return nil }
            let name = p.extensionValue(Key.font, as: Any.self).flatMap(CATextLayer.fontName(of:))
            runs = [
                Run(
                    text: string.text, face: Self.face(named: name ?? CATextLayer.defaultFontName),
                    pixelSize: Self.pixelSize(p.extensionNumber(Key.fontSize, default: CATextLayer.defaultFontSize), scale: s),
                    color: color)
            ]
        }
        guard runs.contains(where: { ($0.fills || $0.strokePixels > 0) && $0.pixelSize > 0 }) else { return nil }
        wrapped = p.extensionBool(Key.wrapped, default: false)
        truncation = p.extensionName(Key.truncationMode, default: .none)
        alignment = p.extensionName(Key.alignmentMode, default: .natural)
        bounds = p.bounds
        self.baseline = baseline
        self.scale = s
    }

    /// `points × scale`, 0 for sizes that are not positive and finite, at most 4,096 pixels.
    private static func pixelSize(_ points: Double, scale: Double) -> Double {
        guard points.isFinite, points > 0 else { return 0 }
        return min(points * scale, 4096)
    }

    /// The family, weight and slant a font name asks for: a family name (`"Helvetica"`,
    /// `"DejaVu Sans"`), or one with a PostScript-style suffix after its last hyphen
    /// (`"Helvetica-Bold"`, `"Helvetica-Oblique"`, `"Helvetica-BoldOblique"`, `"-Italic"`,
    /// `"-BoldItalic"`, `"-Regular"`, `"-Roman"`).
    static func face(named name: String) -> FontFace {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let hyphen = trimmed.lastIndex(of: "-"), hyphen != trimmed.startIndex else {
            return FontFace(family: trimmed.isEmpty ? CATextLayer.defaultFontName : trimmed)
        }
        let family = String(trimmed[..<hyphen])
        switch trimmed[trimmed.index(after: hyphen)...].lowercased() {
        case "regular", "roman", "book", "plain": return FontFace(family: family)
        case "bold": return FontFace(family: family, bold: true)
        case "italic", "oblique": return FontFace(family: family, italic: true)
        case "bolditalic", "boldoblique": return FontFace(family: family, bold: true, italic: true)
        default: return FontFace(family: trimmed)
        }
    }

    /// The pixel size of the backing store (⌈bounds × scale⌉, as `CALayer`'s backing store)
    /// and the scale it is drawn at: lower than ``scale`` for bounds larger than
    /// `ContentRecipes.maximumPixels` at it.
    var pixelGeometry: (width: Int, height: Int, scale: Double) {
        var s = scale
        let longest = max(Double(bounds.width), Double(bounds.height)) * s
        if longest > Double(ContentRecipes.maximumPixels) { s *= Double(ContentRecipes.maximumPixels) / longest }
        func pixels(_ length: CGFloat) -> Int { Int(max(1, (Double(length) * s - 1e-6).rounded(.up))) }
        return (pixels(bounds.width), pixels(bounds.height), s)
    }

    func rasterize() -> GeneratedContent? {
        if baseline != nil { return TextRasterizer.shared.baselineContent(of: self) }
        let (width, height, s) = pixelGeometry
        guard let image = TextRasterizer.shared.image(of: self, width: width, height: height, scale: s) else {
            return nil
        }
        return GeneratedContent(
            image: image,
            rect: CGRect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(width) / s, height: Double(height) / s))
    }
}
