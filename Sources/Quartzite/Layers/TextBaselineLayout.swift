/// How a `CATextLayer` places its lines when they are placed by their baselines instead of
/// from the top of its bounds: the layout After Effects (and so Lottie) uses for text, which
/// Quartzite's Lottie module draws with. Not Apple API: package-level, set through
/// ``CATextLayer/baselineLayout``.
///
/// With a baseline layout the first line's baseline lies at ``firstBaseline`` (in the layer's
/// own coordinates, the space of its bounds), each further line ``lineSpacing`` below the one
/// before; lines line up by the layer's `alignmentMode` within the bounds' horizontal extent
/// (left: from `minX`; right: to `maxX`; centre: about `midX`, so a zero-width bounds aligns
/// about one x), wrap at its width when the layer `isWrapped`, and are not clipped to the
/// bounds: the text is drawn wherever its glyphs fall. Such text is rasterized at the scale it
/// is shown at, as shapes are (not at the layer's `contentsScale`), so it stays sharp however
/// the animation is scaled.
package struct TextBaselineLayout: Hashable, Sendable {
    /// The y of the first line's baseline, in the layer's coordinates (points).
    package var firstBaseline: Double
    /// The distance from one line's baseline to the next, in points; nil: the font's.
    package var lineSpacing: Double?

    /// A layout with its first baseline at `firstBaseline` and lines `lineSpacing` apart.
    package init(firstBaseline: Double, lineSpacing: Double? = nil) {
        self.firstBaseline = firstBaseline
        self.lineSpacing = lineSpacing
    }
}
