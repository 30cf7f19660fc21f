extension CGContext {
    /// Draws `text` laid out in its box, the box's origin at the user-space origin (y down in
    /// the box: lines from its top), with the current alpha, blend mode, shadow and clip.
    ///
    /// Not Apple API: how `CALayer.render(in:)` paints a text layer.
    package func draw(_ text: DrawingText) {
        draw(text, textSpace: .identity)
    }

    /// Draws `text` with its box's space mapped to user space by `textSpace`.
    ///
    /// Not Apple API: how Core Text's drawing functions paint.
    package func draw(_ text: DrawingText, textSpace: CGAffineTransform) {
        recordPaint(.text(text, transform: textSpace.concatenating(state.ctm)), color: .black)
    }

    /// Where the next line of Core Text is drawn: the origin of its baseline in user space
    /// (``textMatrix``'s translation).
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// How Core Text's line and frame drawing paints glyphs: `.fill` (the default) with the
    /// runs' colours; `.stroke` their outlines with the stroke colour and line width (the line
    /// width in text space), `.fillStroke` both; `.invisible` nothing. The clip modes paint as
    /// their painting part (`.clip` as `.invisible`) and do not add to the clip.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
        state.textDrawingMode = mode
    }

    /// The text drawing mode (see ``setTextDrawingMode(_:)``).
    package var textDrawingMode: CGTextDrawingMode { state.textDrawingMode }

    /// The fill colour, for Core Text runs that take their colour from the context.
    package var textFill: CGColor { state.fillColor }

    /// The stroke colour and line width Core Text's stroked drawing modes use.
    package var textStroke: (color: CGColor, width: CGFloat) { (state.strokeColor, state.stroke.lineWidth) }

    /// Sets the space Core Graphics' own glyph drawing adds between characters. Nothing here
    /// draws glyphs that way (Core Text takes spacing from the string's `kern` attribute, as on
    /// Apple's platforms), so this changes nothing.
    public func setCharacterSpacing(_ spacing: CGFloat) {}

    /// Font smoothing (LCD-style subpixel antialiasing): text here is always antialiased in
    /// gray, so this changes nothing.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}

    /// Allows font smoothing (see ``setShouldSmoothFonts(_:)``): changes nothing.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}

    /// Subpixel glyph positioning: glyphs here are always placed at unrounded positions, so
    /// this changes nothing.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}

    /// Allows subpixel glyph positioning (see ``setShouldSubpixelPositionFonts(_:)``):
    /// changes nothing.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}

    /// Subpixel glyph quantization: glyphs here are never quantized, so this changes nothing.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}

    /// Allows subpixel glyph quantization: changes nothing.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
}

/// How text is painted (Core Graphics' `CGTextDrawingMode`).
public enum CGTextDrawingMode: Int32, Sendable {
    case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}
