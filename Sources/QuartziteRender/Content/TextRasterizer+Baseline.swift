import CCairo
import CPango
import Quartzite

extension TextRasterizer {
    /// The content of a recipe with a ``TextBaselineLayout``: its lines placed by their
    /// baselines in the layer's coordinates, aligned within the bounds' horizontal extent, and
    /// an image covering their glyphs (and strokes) wherever they fall, not clipped to the
    /// bounds; nil when nothing is drawn or pango or cairo fails.
    func baselineContent(of recipe: TextRecipe) -> GeneratedContent? {
        TextPainter.shared.withContext { context in Self.baselineContent(recipe, context: context) }
    }

    /// A line of the layout and where its origin goes, in pixels of the layer's coordinates.
    private struct PlacedLine {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let baseline: Double
    }

    private static func baselineContent(_ recipe: TextRecipe, context: OpaquePointer) -> GeneratedContent? {
        guard let placement = recipe.baseline else { return nil }
        let s = recipe.scale
        guard let layout = TextPainter.makeLayout(recipe.text, pixelsPerUnit: s, ink: .plain, context: context) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let iter = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        let pangoScale = Double(PANGO_SCALE)
        var lines: [PlacedLine] = []
        var ink = CGRect.null
        var firstPangoBaseline: Double?
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let pangoBaseline = Double(pango_layout_iter_get_baseline(iter)) / pangoScale
            let first = firstPangoBaseline ?? pangoBaseline
            firstPangoBaseline = first
            let offset = placement.lineSpacing.map { Double(lines.count) * $0 * s } ?? (pangoBaseline - first)
            let placed = PlacedLine(
                line: line,
                x: TextPainter.lineStart(
                    line, text: recipe.text, pixelsPerUnit: s, boxMinX: Double(recipe.bounds.minX) * s,
                    boxWidth: Double(recipe.bounds.width) * s),
                baseline: placement.firstBaseline * s + offset)
            lines.append(placed)
            var inkRect = PangoRectangle()
            pango_layout_line_get_extents(line, &inkRect, nil)
            if inkRect.width > 0 && inkRect.height > 0 {
                ink = ink.union(
                    CGRect(
                        x: placed.x + Double(inkRect.x) / pangoScale, y: placed.baseline + Double(inkRect.y) / pangoScale,
                        width: Double(inkRect.width) / pangoScale, height: Double(inkRect.height) / pangoScale))
            }
        } while pango_layout_iter_next_line(iter) != 0
        guard !ink.isNull, ink.width.isFinite, ink.height.isFinite else { return nil }
        // The stroke reaches half its width beyond the outline, up to the miter limit (10)
        // times that at sharp corners; one pixel more for the anti-aliased edge.
        let reach = (recipe.text.runs.map { $0.strokeSize * s }.max() ?? 0) / 2 * 10 + 1
        let x0 = (Double(ink.minX) - reach).rounded(.down), y0 = (Double(ink.minY) - reach).rounded(.down)
        let x1 = (Double(ink.maxX) + reach).rounded(.up), y1 = (Double(ink.maxY) + reach).rounded(.up)
        // Larger than the content limit: drawn smaller.
        let longest = max(x1 - x0, y1 - y0)
        let factor = longest > Double(ContentRecipes.maximumPixels) ? Double(ContentRecipes.maximumPixels) / longest : 1
        let width = Int(((x1 - x0) * factor).rounded(.up)), height = Int(((y1 - y0) * factor).rounded(.up))
        let image = CairoPixels.image(width: width, height: height) { cr in
            cairo_scale(cr, factor, factor)
            cairo_translate(cr, -x0, -y0)
            for placed in lines {
                TextPainter.drawLine(
                    placed.line, x: placed.x, baseline: placed.baseline, text: recipe.text, pixelsPerUnit: s, ink: .plain,
                    cr: cr)
            }
        }
        guard let image else { return nil }
        return GeneratedContent(
            image: image,
            rect: CGRect(x: x0 / s, y: y0 / s, width: Double(width) / (factor * s), height: Double(height) / (factor * s)))
    }
}
