/// Text laid out in a box, as a `CATextLayer` lays out its string: runs of attributed text,
/// wrapping, truncation and alignment in the box's width, lines from the box's top. Units are
/// the box's own (points for a layer), origin at the box's top-left corner, y down.
///
/// Not Apple API: what ``DrawingOperation/text(_:transform:)`` draws (pango shapes and draws
/// it, fonts found by fontconfig).
public struct DrawingText: Sendable, Hashable {
    /// A run of text with its resolved attributes.
    public struct Run: Sendable, Hashable {
        /// The run's characters.
        public var text: String
        /// The font family, weight and slant.
        public var face: FontFace
        /// The font size (em), in the box's units.
        public var size: Double
        /// The fill colour.
        public var color: CGColor
        /// Space added after each character, in the box's units.
        public var kern: Double
        /// Core Text's stroke width: percent of the font size; positive strokes only, negative
        /// fills and strokes, 0 fills only.
        public var strokeWidth: Double
        /// The stroke's colour (the run's colour when nil).
        public var strokeColor: CGColor?
        /// A line under the run, or nil.
        public var underline: Decoration?
        /// A line through the run, or nil.
        public var strikethrough: Decoration?

        /// A run of `text` in `face` at `size` units in `color`.
        public init(
            text: String, face: FontFace, size: Double, color: CGColor, kern: Double = 0, strokeWidth: Double = 0,
            strokeColor: CGColor? = nil, underline: Decoration? = nil, strikethrough: Decoration? = nil
        ) {
            self.text = text
            self.face = face
            self.size = size
            self.color = color
            self.kern = kern
            self.strokeWidth = strokeWidth
            self.strokeColor = strokeColor
            self.underline = underline
            self.strikethrough = strikethrough
        }

        /// Whether the run's glyphs are filled.
        public var fills: Bool { strokeWidth <= 0 && color.alpha > 0 }

        /// The stroke's width in the box's units, 0 when it draws no stroke.
        public var strokeSize: Double {
            guard strokeWidth != 0, (strokeColor ?? color).alpha > 0 else { return 0 }
            return min(abs(strokeWidth), 1000) / 100 * size
        }
    }

    /// A line drawn under or through a run (Core Text's underline and strikethrough), at the
    /// font's underline or strikethrough position and thickness, across the run's advance.
    public struct Decoration: Sendable, Hashable {
        /// How the line is drawn.
        public enum Style: Sendable, Hashable {
            /// One line of the font's thickness.
            case single
            /// One line of twice the font's thickness.
            case thick
            /// Two lines of the font's thickness, one thickness apart.
            case double
        }

        /// How the line is drawn.
        public var style: Style
        /// The line's colour (the run's colour when nil).
        public var color: CGColor?

        /// A line drawn in `style` and `color`.
        public init(style: Style, color: CGColor? = nil) {
            self.style = style
            self.color = color
        }
    }

    /// A font family with a weight and a slant.
    public struct FontFace: Sendable, Hashable {
        /// The family name, looked up through fontconfig (its closest match stands in).
        public var family: String
        /// Whether the face is bold.
        public var bold: Bool
        /// Whether the face is italic or oblique.
        public var italic: Bool

        /// The face of `family`, bold and italic as given.
        public init(family: String, bold: Bool = false, italic: Bool = false) {
            self.family = family
            self.bold = bold
            self.italic = italic
        }

        /// The family, weight and slant a font name asks for: a family name (`"Helvetica"`,
        /// `"DejaVu Sans"`), or one with a PostScript-style suffix after its last hyphen
        /// (`"Helvetica-Bold"`, `"Helvetica-Oblique"`, `"Helvetica-BoldOblique"`, `"-Italic"`,
        /// `"-BoldItalic"`, `"-Regular"`, `"-Roman"`); `fallback` for an empty name.
        public init(named name: String, fallback: String) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let hyphen = trimmed.lastIndex(of: "-"), hyphen != trimmed.startIndex else {
                self.init(family: trimmed.isEmpty ? fallback : trimmed)
                return
            }
            let family = String(trimmed[..<hyphen])
            switch trimmed[trimmed.index(after: hyphen)...].lowercased() {
            case "regular", "roman", "book", "plain": self.init(family: family)
            case "bold": self.init(family: family, bold: true)
            case "italic", "oblique": self.init(family: family, italic: true)
            case "bolditalic", "boldoblique": self.init(family: family, bold: true, italic: true)
            default: self.init(family: trimmed)
            }
        }
    }

    /// Where a line that does not fit is cut (with an ellipsis).
    public enum Truncation: Sendable, Hashable {
        case none, start, middle, end
    }

    /// How lines are placed in the box's width.
    public enum Alignment: Sendable, Hashable {
        /// By each paragraph's direction: left for left-to-right text, right for right-to-left.
        case natural
        case left, right, center
        /// Wrapped lines stretched to the width but a paragraph's last.
        case justified
    }

    /// How a paragraph's lines break (Core Text's line break modes).
    public enum LineBreak: Sendable, Hashable {
        /// At word boundaries, within a word when it alone is too long.
        case wordWrapping
        /// At character boundaries.
        case charWrapping
        /// Not at all: one line per paragraph, cut off at the box's edge.
        case clipping
        /// Not at all: one line per paragraph, ellipsized at its start, middle or end.
        case truncatingHead, truncatingMiddle, truncatingTail
    }

    /// A paragraph's layout (Core Text's paragraph style), lengths in the box's units.
    public struct Paragraph: Sendable, Hashable {
        /// How the paragraph's lines are placed in their width.
        public var alignment: Alignment
        /// How its lines break.
        public var lineBreak: LineBreak
        /// The first line's indent from the box's left edge.
        public var firstLineHeadIndent: Double
        /// The other lines' indent from the box's left edge.
        public var headIndent: Double
        /// Where lines end: positive, that far from the left edge; otherwise that far in from
        /// the right edge.
        public var tailIndent: Double
        /// Space added between one line and the next.
        public var lineSpacing: Double
        /// Space added after the paragraph's last line.
        public var paragraphSpacing: Double
        /// Space added before the paragraph's first line.
        public var paragraphSpacingBefore: Double
        /// The fonts' line height times this when positive; the extra goes above the glyphs.
        public var lineHeightMultiple: Double
        /// The least line height when positive.
        public var minimumLineHeight: Double
        /// The greatest line height when positive.
        public var maximumLineHeight: Double

        /// A paragraph laid out by these values.
        public init(
            alignment: Alignment = .natural, lineBreak: LineBreak = .wordWrapping, firstLineHeadIndent: Double = 0,
            headIndent: Double = 0, tailIndent: Double = 0, lineSpacing: Double = 0, paragraphSpacing: Double = 0,
            paragraphSpacingBefore: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
            maximumLineHeight: Double = 0
        ) {
            self.alignment = alignment
            self.lineBreak = lineBreak
            self.firstLineHeadIndent = firstLineHeadIndent
            self.headIndent = headIndent
            self.tailIndent = tailIndent
            self.lineSpacing = lineSpacing
            self.paragraphSpacing = paragraphSpacing
            self.paragraphSpacingBefore = paragraphSpacingBefore
            self.lineHeightMultiple = lineHeightMultiple
            self.minimumLineHeight = minimumLineHeight
            self.maximumLineHeight = maximumLineHeight
        }
    }

    /// Where the lines go in the box.
    public enum Placement: Sendable, Hashable {
        /// From the box's top, the first line's ascent below it.
        case top
        /// The first line's baseline through the box's origin (Core Text's line drawing).
        case baseline
    }

    /// The runs, in order.
    public var runs: [Run]
    /// Whether lines wrap at the box's width.
    public var wrapped: Bool
    /// Where lines are cut when they do not fit.
    public var truncation: Truncation
    /// How lines are placed in the box's width.
    public var alignment: Alignment
    /// The box, in its own units.
    public var size: CGSize
    /// Where the lines go in the box.
    public var placement: Placement
    /// With baseline placement, the distance from one baseline to the next, in the box's units;
    /// nil: the fonts' line height.
    public var lineSpacing: Double?
    /// The paragraphs' layouts, one per paragraph of the text in order (paragraphs end at
    /// `"\n"`, `"\r"`, `"\r\n"` and U+2029), or none: then every paragraph is laid out by
    /// ``wrapped``, ``truncation`` and ``alignment``. With paragraphs, each paragraph is laid
    /// out by its own: alignment, indents, spacing, line heights and line breaking.
    public var paragraphs: [Paragraph]

    /// Text of `runs` in a box of `size`, placed by `placement` (lines `lineSpacing` apart,
    /// when given, with baseline placement), its paragraphs laid out by `paragraphs` when given.
    public init(
        runs: [Run], wrapped: Bool, truncation: Truncation, alignment: Alignment, size: CGSize, placement: Placement = .top,
        lineSpacing: Double? = nil, paragraphs: [Paragraph] = []
    ) {
        self.lineSpacing = lineSpacing
        self.paragraphs = paragraphs
        self.runs = runs
        self.wrapped = wrapped
        self.truncation = truncation
        self.alignment = alignment
        self.size = size
        self.placement = placement
    }

    /// The run holding UTF-8 byte `byte` of the whole text.
    func run(atByte byte: Int) -> Run? {
        var start = 0
        for run in runs {
            start += run.text.utf8.count
            if byte < start { return run }
        }
        return nil
    }
}
